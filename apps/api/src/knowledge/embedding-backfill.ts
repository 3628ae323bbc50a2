import { embedEntries, type SentenceEncoder, type Vector } from '@ditto/persona-engine';
import type { Database } from '../db/database.ts';
import { errorFields, log, requestContext } from '../log.ts';
import {
  claimEntriesToEmbed,
  markEmbeddingFailed,
  releaseClaims,
  saveEmbedding,
  trainingProgress,
} from './embeddings-repository.ts';

/** Embeds knowledge entries in the background, off the request path, and stores their vectors. */
export interface EmbeddingBackfill {
  /** Resumes what a previous run left, and sweeps for work from now on. */
  start(): void;
  /** Wakes the embedder: an entry was written or training asked for it. Returns at once. */
  kick(): void;
  /** Wakes the embedder and resolves when none of the owner's entries waits for it, or after `withinMs` (`settleMs`). */
  settle(ownerId: string, withinMs?: number): Promise<void>;
  /**
   * Takes no new work and resolves once the batch in hand is stored or, if the encoder is closed meanwhile, released
   * for the next run. (A process killed mid-batch leaves claims that expire after `leaseSeconds`.)
   */
  stop(): Promise<void>;
}

export type EmbeddingBackfillOptions = {
  db: Database;
  encoder: SentenceEncoder;
  /** Entries claimed at a time. */
  batchSize?: number;
  /** How long a claim holds before another instance may take the entry (an instance may die mid-batch). */
  leaseSeconds?: number;
  /** Also looks for work this often: entries whose claim expired, or written through another instance. */
  sweepMs?: number;
  /** How long `settle` (training) waits for an owner's entries. Default: a minute. */
  settleMs?: number;
};

/**
 * One loop per API instance drains the queue of entries to embed (migration 0008): claim a batch with
 * `FOR UPDATE SKIP LOCKED`, embed it in the encoder's worker thread, store the vectors, repeat. Several instances
 * share one database safely; an instance that stops mid-batch leaves a claim that expires, and the entries are
 * embedded by whoever sweeps next — including this instance after a restart.
 */
export function createEmbeddingBackfill(options: EmbeddingBackfillOptions): EmbeddingBackfill {
  const { db, encoder } = options;
  const batchSize = options.batchSize ?? 16;
  const leaseSeconds = options.leaseSeconds ?? 120;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const drainOnce = async () => {
    for (;;) {
      if (stopped) return;
      const batch = await claimEntriesToEmbed(db, encoder.model.id, batchSize, leaseSeconds);
      if (batch.length === 0) return;
      let vectors: Vector[][];
      try {
        vectors = await embedEntries(encoder, batch);
      } catch (error) {
        // Stopping (the encoder's threads were closed under it): leave the entries for the next run.
        if (stopped) return releaseClaims(db, batch);
        const reason = `The sentence encoder failed: ${error instanceof Error ? error.message : String(error)}`;
        log.error('Embedding knowledge entries failed', { entries: batch.length, error: reason });
        for (const entry of batch) await markEmbeddingFailed(db, entry, reason);
        continue;
      }
      // A database error here propagates: the claims expire and a later sweep tries again.
      for (const [i, entry] of batch.entries())
        await saveEmbedding(db, entry, encoder.model.id, vectors[i] ?? []);
    }
  };

  const kick = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    // Outside the request that kicked it: its lines are the backfill's, not that request's.
    draining = requestContext
      .exit(async () => {
        do {
          again = false;
          await drainOnce().catch((error: unknown) => {
            if (!stopped) log.error('Embedding backfill failed', { error: errorFields(error) });
          });
        } while (again && !stopped);
      })
      .finally(() => {
        draining = undefined;
      });
  };

  let sweep: ReturnType<typeof setInterval> | undefined;

  return {
    start() {
      if (sweep || stopped) return;
      sweep = setInterval(kick, options.sweepMs ?? 30_000);
      sweep.unref();
      kick();
    },
    kick,
    async settle(ownerId, withinMs = options.settleMs ?? 60_000) {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline && !stopped) {
        if ((await trainingProgress(db, ownerId, encoder.model.id)).pending === 0) return;
        kick();
        // A count over the owner's entries each time: often enough for a progress bar, not a busy loop.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await draining;
    },
  };
}
