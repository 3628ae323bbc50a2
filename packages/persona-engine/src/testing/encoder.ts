import type { KnowledgeEntry } from '@ditto/contract';
import { embeddingTexts } from '../retrieval/chunks.ts';
import { createSentenceEncoder } from '../retrieval/local-encoder.ts';
import type { EmbeddedEntry } from '../topics.ts';

/** The real sentence encoder, loaded once per test file. */
export const testEncoder = createSentenceEncoder();

/** Entries with their paragraph embeddings, as the API stores them. */
export async function withVectors<E extends KnowledgeEntry>(
  entries: readonly E[],
): Promise<Array<E & EmbeddedEntry>> {
  return Promise.all(
    entries.map(async (entry) => ({ ...entry, vectors: await testEncoder.embed(embeddingTexts(entry)) })),
  );
}
