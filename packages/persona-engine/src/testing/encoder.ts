import type { KnowledgeEntry } from '@ditto/contract';
import { embeddingTexts } from '../retrieval/chunks.ts';
import type { Vector } from '../retrieval/encoder.ts';
import { createSentenceEncoder } from '../retrieval/local-encoder.ts';
import type { EmbeddedEntry } from '../topics.ts';

/** The real sentence encoder, loaded once per test file. */
export const testEncoder = createSentenceEncoder();

const embedded = new Map<string, Promise<Vector>>();
/** The test encoder's vectors, each text embedded once per test file (replies read the same sentences again). */
export const embedOnce = (texts: readonly string[]): Promise<Vector[]> =>
  Promise.all(
    texts.map((text) => {
      const vector = embedded.get(text) ?? testEncoder.embed([text]).then(([one]) => one as Vector);
      embedded.set(text, vector);
      return vector;
    }),
  );

/** Entries with their paragraph embeddings, as the API stores them. */
export async function withVectors<E extends KnowledgeEntry>(
  entries: readonly E[],
): Promise<Array<E & EmbeddedEntry>> {
  return Promise.all(
    entries.map(async (entry) => ({ ...entry, vectors: await testEncoder.embed(embeddingTexts(entry)) })),
  );
}
