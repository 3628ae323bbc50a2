import type { KnowledgeEntry } from '@ditto/contract';
import {
  createKnowledgeIndex,
  type EmbeddedEntry,
  type EncoderModel,
  type KnowledgeIndex,
  ownerNamesIn,
  type Vector,
} from '@ditto/persona-engine';
import type { Queryable } from '../db/database.ts';
import { unpackVectors } from '../knowledge/embeddings-repository.ts';
import { toEntry } from '../knowledge/repository.ts';

/** An owner's knowledge as chat needs it: the retrieval index, and on demand the entries and their embeddings. */
export type OwnerKnowledge = {
  index: KnowledgeIndex;
  /** Every entry, oldest first. */
  entries(): KnowledgeEntry[];
  /** The entries that have embeddings, with them. */
  embedded(): EmbeddedEntry[];
  /** Whether some entry has no embedding of the encoder's model yet (being made, or failed). */
  lacksEmbeddings(): boolean;
  /** The names the entries give the owner (`ownerNamesIn`), read once per change of the knowledge. */
  ownerNames(): string[];
  /** Whether some entry is private (`KnowledgeEntry.private`). */
  hasPrivate(): boolean;
  /**
   * The knowledge as a friend the owner shares with may use it: every private entry left out, from the index too
   * (its words weigh nothing in the keyword scores), so a friend is answered as if it did not exist.
   */
  forFriend(): OwnerKnowledge;
};

export interface OwnerKnowledgeCache {
  get(db: Queryable, ownerId: string): Promise<OwnerKnowledge>;
}

type Cached = {
  fingerprint: string;
  /** Each entry's version (its `updated_at` and `embedded_at`), to fetch only what changed. */
  versions: Map<string, string>;
  entries: Map<string, KnowledgeEntry>;
  vectors: Map<string, Vector[]>;
  index: KnowledgeIndex;
  /** `ownerNamesIn` of the entries, and of those that are not private, until they change. */
  ownerNames?: string[];
  friendNames?: string[];
  /** The index without private entries, made when a friend first asks and kept in step from then on. */
  friendIndex?: KnowledgeIndex;
};

type EntryRow = {
  id: string;
  title: string;
  content: string;
  source: KnowledgeEntry['source'];
  private: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  embedding: Uint8Array | null;
  embedding_model: string | null;
};

/**
 * Per-owner retrieval indexes in memory, kept in step with the database without rebuilding: each request reads the
 * owner's knowledge version (one row, bumped by a trigger on every change); when it moved, only the entries whose
 * own version changed are read again and upserted, and vanished ones removed. So another API
 * instance's writes are seen too. Least recently used owners are dropped beyond `maxOwners`.
 */
export function createOwnerKnowledgeCache(options: {
  /** The encoder's model: only its vectors are read (others wait to be embedded again, found by words meanwhile). */
  model: EncoderModel;
  maxOwners?: number;
}): OwnerKnowledgeCache {
  const { model } = options;
  const maxOwners = options.maxOwners ?? 100;
  const cache = new Map<string, Promise<Cached>>();

  const refresh = async (db: Queryable, ownerId: string, previous?: Cached): Promise<Cached> => {
    const fingerprint = await fingerprintOf(db, ownerId);
    if (previous && previous.fingerprint === fingerprint) return previous;
    const current: Cached = previous ?? {
      fingerprint,
      versions: new Map(),
      entries: new Map(),
      vectors: new Map(),
      index: createKnowledgeIndex([], { dimensions: model.dimensions }),
    };
    const versions = await db.query<{ id: string; version: string }>(
      `SELECT id, updated_at::text || '/' || coalesce(embedded_at::text, '') AS version
         FROM knowledge_entries WHERE owner_id = $1`,
      [ownerId],
    );
    const seen = new Set<string>();
    const changed: string[] = [];
    for (const { id, version } of versions) {
      seen.add(id);
      if (current.versions.get(id) !== version) changed.push(id);
      current.versions.set(id, version);
    }
    for (const id of [...current.entries.keys()]) {
      if (seen.has(id)) continue;
      current.index.remove(id);
      current.friendIndex?.remove(id);
      current.entries.delete(id);
      current.vectors.delete(id);
      current.versions.delete(id);
    }
    if (changed.length > 0) {
      const rows = await db.query<EntryRow>(
        `SELECT id, title, content, source, private, created_at, updated_at, embedding, embedding_model
           FROM knowledge_entries WHERE owner_id = $1 AND id = ANY($2::text[])`,
        [ownerId, changed],
      );
      for (const row of rows) {
        const entry = toEntry(row);
        const vectors =
          row.embedding && row.embedding_model === model.id
            ? unpackVectors(row.embedding, model.dimensions)
            : null;
        current.entries.set(entry.id, entry);
        if (vectors) current.vectors.set(entry.id, vectors);
        else current.vectors.delete(entry.id);
        current.index.upsert(entry, vectors);
        if (entry.private) current.friendIndex?.remove(entry.id);
        else current.friendIndex?.upsert(entry, vectors);
      }
    }
    current.fingerprint = fingerprint;
    delete current.ownerNames;
    delete current.friendNames;
    return current;
  };

  return {
    async get(db, ownerId) {
      const previous = cache.get(ownerId);
      const next = (previous ?? Promise.resolve(undefined)).then(
        (cached) => refresh(db, ownerId, cached),
        () => refresh(db, ownerId),
      );
      cache.delete(ownerId);
      cache.set(ownerId, next);
      for (const oldest of cache.keys()) {
        if (cache.size <= maxOwners) break;
        cache.delete(oldest);
      }
      const cached = await next;
      return viewOf(cached, model.dimensions);
    },
  };
}

/**
 * The owner's knowledge as their Ditto uses it, or as a friend they share with may (`friend`): while some entry is
 * private, the others alone, with an index of their own (built once, then kept in step by `refresh`); while none is,
 * the owner's view itself, no copy.
 */
function viewOf(cached: Cached, dimensions: number, friend = false): OwnerKnowledge {
  const hiding = friend && hasPrivate(cached);
  const shown = () => [...cached.entries.values()].filter((entry) => !(hiding && entry.private));
  const entries = () => shown().sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const names = hiding ? 'friendNames' : 'ownerNames';
  return {
    index: hiding ? friendIndexOf(cached, dimensions) : cached.index,
    entries,
    embedded: () => shown().flatMap(({ id }) => vectorsOf(cached, id)),
    lacksEmbeddings: () => shown().some(({ id }) => !cached.vectors.has(id)),
    ownerNames: () => {
      cached[names] ??= ownerNamesIn(entries());
      return cached[names];
    },
    hasPrivate: () => hasPrivate(cached),
    forFriend: () => viewOf(cached, dimensions, true),
  };
}

const hasPrivate = (cached: Cached) => [...cached.entries.values()].some((entry) => entry.private);

function vectorsOf(cached: Cached, id: string): EmbeddedEntry[] {
  const vectors = cached.vectors.get(id);
  return vectors ? [{ id, vectors }] : [];
}

/** The index of the entries that are not private, made when a friend first asks while one is. */
function friendIndexOf(cached: Cached, dimensions: number): KnowledgeIndex {
  if (cached.friendIndex) return cached.friendIndex;
  const friendIndex = createKnowledgeIndex([], { dimensions });
  for (const entry of cached.entries.values())
    if (!entry.private) friendIndex.upsert(entry, cached.vectors.get(entry.id));
  cached.friendIndex = friendIndex;
  return friendIndex;
}

async function fingerprintOf(db: Queryable, ownerId: string): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM knowledge_versions WHERE owner_id = $1',
    [ownerId],
  );
  return row?.version ?? '0';
}
