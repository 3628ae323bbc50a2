import { createRequire } from 'node:module';
import { Piscina } from 'piscina';
import { encoderModel, type SentenceEncoder, type Vector } from './encoder.ts';
import type { RowCosines } from './vector-scan.mjs';

export interface PooledEncoder extends SentenceEncoder {
  embedAndScan: NonNullable<SentenceEncoder['embedAndScan']>;
  close(): Promise<void>;
  /** Tasks waiting for a thread (the metrics' encoder queue depth). */
  queueSize(): number;
}

/** Texts per task: a large import is embedded in many tasks, so a close() or another caller waits one at most. */
const batchSize = 16;

/**
 * The sentence encoder in worker threads (piscina), so that embedding never blocks the caller's event loop. Each
 * thread loads the model on its first task; an idle thread exits after `idleTimeoutMs` (a minute; `Infinity` keeps
 * it) and frees its memory.
 */
export function createPooledEncoder(
  options: { threads?: number; idleTimeoutMs?: number } = {},
): PooledEncoder {
  const pool = new Piscina({
    filename: createRequire(import.meta.url).resolve('@ditto/persona-engine/encoder-worker'),
    minThreads: 0,
    maxThreads: options.threads ?? 1,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
  });
  return {
    model: encoderModel,
    async embed(texts) {
      const batches: Promise<Vector[]>[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        batches.push(pool.run({ texts: batch }).then((flat: Float32Array) => rows(flat, batch.length)));
      }
      return (await Promise.all(batches)).flat();
    },
    async embedAndScan(text, shared) {
      const scan: RowCosines = await pool.run({ texts: [text], shared });
      return { vector: scan.query, scan };
    },
    close: () => pool.destroy(),
    queueSize: () => pool.queueSize,
  };
}

function rows(flat: Float32Array, count: number): Vector[] {
  const dimensions = count > 0 ? flat.length / count : 0;
  return Array.from({ length: count }, (_, i) => flat.subarray(i * dimensions, (i + 1) * dimensions));
}
