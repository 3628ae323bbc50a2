import type { TrainingProgress } from '@ditto/contract';
import type { Vector } from '@ditto/persona-engine';
import type { Queryable } from '../db/database.ts';
import { unlearnedChanges } from '../persona/learning-repository.ts';

/**
 * The embeddings stored beside each knowledge entry (migration 0008): float32 vectors, one per paragraph, packed
 * little-endian in a bytea, with the encoder's model id. An entry needs embedding when it is 'pending', or when its
 * vectors came from another model.
 */

export type EntryToEmbed = { id: string; ownerId: string; title: string; content: string; version: string };

const needsEmbedding = `(embedding_status = 'pending' OR (embedding_status = 'ready' AND embedding_model <> $1))`;

/**
 * Claims up to `limit` entries to embed for `leaseSeconds`, skipping rows another instance holds, and taking owners
 * in turn (each owner's oldest first) so that one user's large import does not delay everyone else's new entries.
 */
export async function claimEntriesToEmbed(
  db: Queryable,
  model: string,
  limit: number,
  leaseSeconds: number,
): Promise<EntryToEmbed[]> {
  const rows = await db.query<{
    id: string;
    owner_id: string;
    title: string;
    content: string;
    version: string;
  }>(
    `WITH waiting AS (
       SELECT id, row_number() OVER (PARTITION BY owner_id ORDER BY seq) AS turn, seq
         FROM knowledge_entries
        WHERE ${needsEmbedding} AND (embedding_lease IS NULL OR embedding_lease < now())
     ), picked AS (
       -- The conditions again, on the locked row: under READ COMMITTED a row another instance claimed (and
       -- committed) since this statement began is re-checked here against its new lease, and dropped.
       SELECT k.id FROM knowledge_entries k JOIN waiting w ON w.id = k.id
        WHERE ${needsEmbedding.replaceAll('embedding_', 'k.embedding_')}
          AND (k.embedding_lease IS NULL OR k.embedding_lease < now())
        ORDER BY w.turn, w.seq LIMIT $2
          FOR UPDATE OF k SKIP LOCKED
     )
     UPDATE knowledge_entries SET embedding_lease = now() + make_interval(secs => $3)
      WHERE id IN (SELECT id FROM picked)
     RETURNING id, owner_id, title, content, updated_at::text AS version`,
    [model, limit, leaseSeconds],
  );
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    content: row.content,
    version: row.version,
  }));
}

/** Stores an entry's vectors, unless it was edited after it was claimed (then it stays pending for its new text). */
export async function saveEmbedding(
  db: Queryable,
  entry: EntryToEmbed,
  model: string,
  vectors: readonly Vector[],
): Promise<void> {
  await db.query(
    `UPDATE knowledge_entries
        SET embedding = decode($3, 'base64'), embedding_model = $4, embedding_status = 'ready', embedding_error = NULL,
            embedding_lease = NULL, embedded_at = clock_timestamp()
      WHERE id = $1 AND updated_at::text = $2`,
    // Base64 text, decoded by the database: one encoding that every driver passes through unchanged.
    [entry.id, entry.version, packVectors(vectors).toString('base64'), model],
  );
}

/** Gives claimed entries back to the queue at once (a graceful stop). */
export async function releaseClaims(db: Queryable, entries: readonly EntryToEmbed[]): Promise<void> {
  await db.query('UPDATE knowledge_entries SET embedding_lease = NULL WHERE id = ANY($1::text[])', [
    entries.map((entry) => entry.id),
  ]);
}

/** Records why an entry could not be embedded; it stays searchable by keywords. */
export async function markEmbeddingFailed(db: Queryable, entry: EntryToEmbed, reason: string): Promise<void> {
  await db.query(
    `UPDATE knowledge_entries
        SET embedding_status = 'failed', embedding_error = $3, embedding_lease = NULL, embedded_at = clock_timestamp()
      WHERE id = $1 AND updated_at::text = $2`,
    [entry.id, entry.version, reason.slice(0, 500)],
  );
}

/** Puts the owner's failed entries back in the queue (training retries them). */
export async function retryFailedEmbeddings(db: Queryable, ownerId: string): Promise<void> {
  await db.query(
    `UPDATE knowledge_entries SET embedding_status = 'pending', embedding_lease = NULL
      WHERE owner_id = $1 AND embedding_status = 'failed'`,
    [ownerId],
  );
}

export async function trainingProgress(
  db: Queryable,
  ownerId: string,
  model: string,
): Promise<TrainingProgress> {
  const [[row], changes] = await Promise.all([
    db.query<{
      total: number;
      embedded: number;
      failed: number;
      last_error: string | null;
    }>(
      `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE embedding_status = 'ready' AND embedding_model = $2)::int AS embedded,
            count(*) FILTER (WHERE embedding_status = 'failed')::int AS failed,
            (array_agg(embedding_error ORDER BY embedded_at DESC) FILTER (WHERE embedding_status = 'failed'))[1]
              AS last_error
       FROM knowledge_entries WHERE owner_id = $1`,
      [ownerId, model],
    ),
    unlearnedChanges(db, ownerId, model),
  ]);
  const total = row?.total ?? 0;
  const embedded = row?.embedded ?? 0;
  const failed = row?.failed ?? 0;
  return {
    total,
    embedded,
    failed,
    pending: total - embedded - failed,
    lastError: row?.last_error ?? null,
    changes,
  };
}

export function packVectors(vectors: readonly Vector[]): Buffer {
  const buffer = Buffer.alloc(vectors.reduce((bytes, vector) => bytes + vector.length * 4, 0));
  let offset = 0;
  for (const vector of vectors) {
    for (const value of vector) offset = buffer.writeFloatLE(value, offset);
  }
  return buffer;
}

export function unpackVectors(bytes: Uint8Array, dimensions: number): Vector[] {
  const copy = new Float32Array(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < copy.length; i++) copy[i] = view.getFloat32(i * 4, true);
  return Array.from({ length: copy.length / dimensions }, (_, i) =>
    copy.subarray(i * dimensions, (i + 1) * dimensions),
  );
}
