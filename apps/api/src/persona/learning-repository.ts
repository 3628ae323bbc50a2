import type { Queryable } from '../db/database.ts';

/**
 * What Ditto has not learned yet, and who rebuilds an owner's profile (migration 0011). An owner's profile is stale
 * when their knowledge version moved past the version it was built from; it is due once the knowledge has been
 * quiet for a moment and every entry has its embedding (so that a burst of writes, and the embeddings that follow
 * them, make one rebuild). Times compare with the caller's clock (`now`), so a test moves it.
 */

/** An entry waiting for vectors of the current model ($2). */
const needsEmbedding = `(k.embedding_status = 'pending' OR (k.embedding_status = 'ready' AND k.embedding_model <> $2))`;

/**
 * Knowledge changes Ditto has not learned: entries written after its profile was built or still waiting for their
 * embeddings, plus entries the profile learned that are gone (it learned `sourceCount`; those made before it that
 * still exist are kept). Before the first profile every entry counts.
 */
export async function unlearnedChanges(db: Queryable, ownerId: string, model: string): Promise<number> {
  const [row] = await db.query<{ changed: number; kept: number; trained_on: number | null }>(
    `WITH trained AS (
       SELECT extracted_at, (profile->>'sourceCount')::int AS source_count
         FROM persona_profiles WHERE owner_id = $1
     )
     SELECT count(k.id) FILTER (
              WHERE t.extracted_at IS NULL OR k.updated_at > t.extracted_at OR ${needsEmbedding})::int AS changed,
            count(k.id) FILTER (WHERE k.created_at <= t.extracted_at)::int AS kept,
            (SELECT source_count FROM trained) AS trained_on
       FROM knowledge_entries k LEFT JOIN trained t ON true
      WHERE k.owner_id = $1`,
    [ownerId, model],
  );
  const deleted = row?.trained_on == null ? 0 : Math.max(0, row.trained_on - row.kept);
  return (row?.changed ?? 0) + deleted;
}

/** Owners whose profile is stale, due for a rebuild now, and not being rebuilt; longest waiting first. */
export async function findDueOwners(
  db: Queryable,
  options: { now: Date; quietMs: number; model: string; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ owner_id: string }>(
    `SELECT v.owner_id
       FROM knowledge_versions v LEFT JOIN persona_learning l ON l.owner_id = v.owner_id
      WHERE v.version > coalesce(l.learned_version, 0)
        AND (l.lease_until IS NULL OR l.lease_until < $1::timestamptz)
        AND v.changed_at <= $1::timestamptz - make_interval(secs => $3)
        AND NOT EXISTS (SELECT 1 FROM knowledge_entries k WHERE k.owner_id = v.owner_id AND ${needsEmbedding})
      ORDER BY v.changed_at
      LIMIT $4`,
    [options.now.toISOString(), options.model, options.quietMs / 1000, options.limit],
  );
  return rows.map((row) => row.owner_id);
}

/**
 * Takes the owner's rebuild until `until`, unless another instance holds it or has just learned their knowledge:
 * true when this caller has it.
 */
export async function claimLearning(
  db: Queryable,
  ownerId: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO persona_learning AS l (owner_id, lease_until) VALUES ($1, $3::timestamptz)
     ON CONFLICT (owner_id) DO UPDATE SET lease_until = EXCLUDED.lease_until
       WHERE (l.lease_until IS NULL OR l.lease_until < $2::timestamptz)
         AND l.learned_version < (SELECT coalesce(max(version), 0) FROM knowledge_versions WHERE owner_id = $1)
     RETURNING owner_id`,
    [ownerId, now.toISOString(), until.toISOString()],
  );
  return rows.length > 0;
}

/** The owner's knowledge version and the database's time, read before the knowledge a rebuild learns from. */
export async function knowledgeSnapshot(
  db: Queryable,
  ownerId: string,
): Promise<{ version: number; at: Date }> {
  const [row] = await db.query<{ version: string | null; at: Date | string }>(
    `SELECT (SELECT version FROM knowledge_versions WHERE owner_id = $1)::text AS version, clock_timestamp() AS at`,
    [ownerId],
  );
  return { version: Number(row?.version ?? 0), at: new Date(row?.at ?? Date.now()) };
}

/** Records that the profile now knows the knowledge up to `version`, and gives the lease back. */
export async function markLearned(db: Queryable, ownerId: string, version: number): Promise<void> {
  await db.query(
    `INSERT INTO persona_learning AS l (owner_id, learned_version) VALUES ($1, $2)
     ON CONFLICT (owner_id) DO UPDATE
       SET learned_version = greatest(l.learned_version, EXCLUDED.learned_version), lease_until = NULL`,
    [ownerId, version],
  );
}

/** Keeps the lease until `until`: a failed rebuild is tried again then, not in a loop. */
export async function postponeLearning(db: Queryable, ownerId: string, until: Date): Promise<void> {
  await db.query('UPDATE persona_learning SET lease_until = $2::timestamptz WHERE owner_id = $1', [
    ownerId,
    until.toISOString(),
  ]);
}
