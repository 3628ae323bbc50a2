// The engine works on the product API's own shapes (entries, citations, chat messages and the trained profile): the
// contract's types, so the API passes them through unchanged and there is one definition of each.
export type { Citation, KnowledgeEntry, Message, PersonaProfile } from '@ditto/contract';
