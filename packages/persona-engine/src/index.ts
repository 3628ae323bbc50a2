export { citationSaidIn } from './answer.ts';
export { followUpIn } from './follow-ups.ts';
export {
  asksAboutLastAnswer,
  createLisa,
  type Lisa,
  type LisaQuestion,
  type LisaReply,
  type LisaReplyInput,
} from './lisa.ts';
export { ownerNamesIn } from './owner-name.ts';
export {
  addressedToOwner,
  greetingReply,
  greetingReplyToOwner,
  type PersonaReply,
  type PersonaReplyInput,
  replyAsPersona,
  unknownReply,
  untrainedReply,
  untrainedReplyToOwner,
} from './persona.ts';
export { saysPrivate } from './private-note.ts';
export { createEmbeddedProvider } from './providers/embedded.ts';
export { providerFromEnv } from './providers/env.ts';
export {
  createOpenAICompatibleProvider,
  type OpenAICompatibleOptions,
} from './providers/openai-compatible.ts';
export {
  connectOpenAIEmbeddings,
  EmbeddingsError,
  type OpenAIEmbeddingsOptions,
} from './providers/openai-embeddings.ts';
export {
  collect,
  type PromptMessage,
  ProviderError,
  type ProviderErrorCode,
  type ReplyProvider,
  type ReplyRequest,
} from './providers/types.ts';
export { type Chunk, chunkEntry, embeddingTexts, embedEntries } from './retrieval/chunks.ts';
export {
  dot,
  type EncoderModel,
  encoderModel,
  type SentenceEncoder,
  type Vector,
} from './retrieval/encoder.ts';
export { createPooledEncoder, type PooledEncoder } from './retrieval/encoder-pool.ts';
export {
  createKnowledgeIndex,
  type KnowledgeIndex,
  type SearchHit,
  type SearchOptions,
} from './retrieval/knowledge-index.ts';
export { type Grounding, groundingOf, relevanceOf, replyThresholds } from './retrieval/reply-policy.ts';
export { sliceWhole } from './retrieval/text.ts';
export type { RowCosines, SharedVectors } from './retrieval/vector-store.ts';
export {
  createTopicClassifier,
  type EmbeddedEntry,
  type Topic,
  type TopicClassifier,
  type TopicCoverage,
  topicBank,
  topicsWithoutMeaning,
} from './topics.ts';
export { extractProfile, type TrainOptions, trainPersona } from './training.ts';
export { type Reading, readMessage } from './utterance.ts';
