import type { KnowledgeEntry } from '@ditto/contract';
import { createKnowledgeIndex, type KnowledgeIndex } from '@ditto/persona-engine';
import type { Queryable } from '../db/database.ts';
import { listAllKnowledgeEntries } from '../knowledge/repository.ts';

export type OwnerKnowledge = { entries: KnowledgeEntry[]; index: KnowledgeIndex };

export interface KnowledgeIndexCache {
  /** The owner's entries and their retrieval index, rebuilt only when the entries changed. */
  get(db: Queryable, ownerId: string): Promise<OwnerKnowledge>;
}

type Cached = { fingerprint: string; knowledge: Promise<OwnerKnowledge> };

/**
 * Per-owner retrieval indexes kept in memory (building one costs far more than a question; see the README's
 * figures). A cached index is used only while the owner's knowledge fingerprint (count, newest `seq`, latest
 * `updated_at`, read from the database on every request) is unchanged, so any insert, update or delete — made by
 * this instance or another — rebuilds it. Simultaneous requests share one build; the least recently used owners
 * are dropped beyond `maxOwners`.
 */
export function createKnowledgeIndexCache(options: { maxOwners?: number } = {}): KnowledgeIndexCache {
  const maxOwners = options.maxOwners ?? 200;
  const cache = new Map<string, Cached>();

  return {
    async get(db, ownerId) {
      const fingerprint = await knowledgeFingerprint(db, ownerId);
      const hit = cache.get(ownerId);
      cache.delete(ownerId);
      if (hit && hit.fingerprint === fingerprint) {
        cache.set(ownerId, hit);
        return hit.knowledge;
      }
      const knowledge = listAllKnowledgeEntries(db, ownerId).then((entries) => ({
        entries,
        index: createKnowledgeIndex(entries),
      }));
      const built: Cached = { fingerprint, knowledge };
      cache.set(ownerId, built);
      knowledge.catch(() => {
        if (cache.get(ownerId) === built) cache.delete(ownerId);
      });
      for (const oldest of cache.keys()) {
        if (cache.size <= maxOwners) break;
        cache.delete(oldest);
      }
      return knowledge;
    },
  };
}

async function knowledgeFingerprint(db: Queryable, ownerId: string): Promise<string> {
  const [row] = await db.query<{ fingerprint: string }>(
    `SELECT count(*) || ':' || coalesce(max(seq), 0) || ':' || coalesce(max(updated_at)::text, '') AS fingerprint
       FROM knowledge_entries WHERE owner_id = $1`,
    [ownerId],
  );
  return row?.fingerprint ?? '';
}
