/** A piece of what the owner knows: a note, an imported text, or an answer given to Lisa. */
export interface KnowledgeEntry {
  id: string;
  title: string;
  content: string;
  source: 'note' | 'import' | 'lisa';
  createdAt: string;
  updatedAt: string;
}

/** What training extracts from the owner's knowledge. */
export interface PersonaProfile {
  summary: string;
  topics: string[];
  facts: string[];
  style: string;
  sourceCount: number;
  extractedAt: string;
}

/** Where a sentence of a reply came from. */
export interface Citation {
  entryId: string;
  title: string;
  snippet: string;
}

/** One message of a conversation, shaped like the product API's chat message. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: Citation[];
}
