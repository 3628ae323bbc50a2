export { defaultMinCoverage, type GroundingOptions, groundingFor } from './grounding.ts';
export {
  chunkEntry,
  createKnowledgeIndex,
  type KnowledgeIndex,
  type KnowledgeIndexOptions,
} from './knowledge-index.ts';
export {
  createLisa,
  type Lisa,
  type LisaQuestion,
  type LisaReply,
  type LisaReplyInput,
} from './lisa.ts';
export {
  greetingReply,
  type PersonaReply,
  type PersonaReplyInput,
  replyAsPersona,
  unknownReply,
  untrainedReply,
} from './persona.ts';
export { createEmbeddedProvider } from './providers/embedded.ts';
export { providerFromEnv } from './providers/env.ts';
export {
  createOpenAICompatibleProvider,
  type OpenAICompatibleOptions,
} from './providers/openai-compatible.ts';
export {
  collect,
  type PromptMessage,
  ProviderError,
  type ProviderErrorCode,
  type ReplyProvider,
  type ReplyRequest,
} from './providers/types.ts';
export {
  coverage,
  type Topic,
  type TopicCoverage,
  topicBank,
  topicsOf,
} from './topics.ts';
export { extractProfile, type TrainOptions, trainPersona } from './training.ts';
export type {
  ChatMessage,
  Citation,
  KnowledgeEntry,
  PersonaProfile,
  SearchHit,
} from './types.ts';
