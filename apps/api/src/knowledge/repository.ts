import { randomUUID } from 'node:crypto';
import { type KnowledgeEntry, type KnowledgeSource, knowledgeLimits } from '@ditto/contract';
import type { Queryable, SqlParam } from '../db/database.ts';

/**
 * The knowledge entries of each user. Every function takes the owner's id (the token's `sub`): a row of another
 * owner is never read, changed or deleted, whatever its id.
 */

type EntryRow = {
  id: string;
  position: string;
  title: string;
  content: string;
  source: KnowledgeSource;
  private: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = 'id, seq::text AS position, title, content, source, private, created_at, updated_at';

export type NewKnowledgeEntry = { title: string; content: string; source: KnowledgeSource; private: boolean };
export type KnowledgePageQuery = { search?: string; afterSeq?: string; limit: number };
export type KnowledgePage = {
  entries: KnowledgeEntry[];
  lastSeq: string | null;
  hasMore: boolean;
  total: number;
};

/**
 * Stores a new entry, unless the owner already holds `knowledgeLimits.entriesMax` (then null). The count comes from
 * `knowledge_versions`; concurrent writes of one owner may pass the quota by the number in flight, no more.
 */
export async function insertKnowledgeEntry(
  db: Queryable,
  ownerId: string,
  entry: NewKnowledgeEntry,
): Promise<KnowledgeEntry | null> {
  const [row] = await db.query<EntryRow>(
    `INSERT INTO knowledge_entries (id, owner_id, title, content, source, private)
     SELECT $1, $2, $3, $4, $5, $7
      WHERE coalesce((SELECT entries FROM knowledge_versions WHERE owner_id = $2), 0) < $6
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      ownerId,
      entry.title,
      entry.content,
      entry.source,
      knowledgeLimits.entriesMax,
      entry.private,
    ],
  );
  return row ? toEntry(row) : null;
}

export async function updateKnowledgeEntry(
  db: Queryable,
  ownerId: string,
  id: string,
  change: { title: string; content: string; private?: boolean | undefined },
): Promise<KnowledgeEntry | undefined> {
  // Without `private`, the stored flag stays (the route sends `true` for words that ask for secrecy).
  const [row] = await db.query<EntryRow>(
    `UPDATE knowledge_entries SET title = $3, content = $4, private = coalesce($5, private), updated_at = now(),
       embedding = NULL, embedding_status = 'pending', embedding_error = NULL, embedding_lease = NULL
     WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [ownerId, id, change.title, change.content, change.private ?? null],
  );
  return row && toEntry(row);
}

/** True when the entry existed (and belonged to the owner). */
export async function deleteKnowledgeEntry(db: Queryable, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM knowledge_entries WHERE owner_id = $1 AND id = $2 RETURNING id', [
    ownerId,
    id,
  ]);
  return rows.length > 0;
}

export async function findKnowledgeEntry(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<KnowledgeEntry | undefined> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM knowledge_entries WHERE owner_id = $1 AND id = $2`,
    [ownerId, id],
  );
  return row && toEntry(row);
}

export async function countKnowledgeEntries(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM knowledge_entries WHERE owner_id = $1',
    [ownerId],
  );
  return row?.n ?? 0;
}

/**
 * One page, newest first. `search` matches words of title or content (Postgres full text, English stemming, the
 * `websearch_to_tsquery` syntax: quotes, `or`, `-word`) or any substring of them (ILIKE), case-insensitively.
 */
export async function listKnowledgePage(
  db: Queryable,
  ownerId: string,
  query: KnowledgePageQuery,
): Promise<KnowledgePage> {
  const params: SqlParam[] = [ownerId];
  let where = 'owner_id = $1';
  if (query.search) {
    params.push(query.search, `%${escapeLike(query.search)}%`);
    where += ` AND (to_tsvector('english', title || ' ' || content) @@ websearch_to_tsquery('english', $2)
               OR title ILIKE $3 OR content ILIKE $3)`;
  }
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM knowledge_entries WHERE ${where}`,
    params,
  );
  const pageParams = [...params];
  let pageWhere = where;
  if (query.afterSeq) {
    pageParams.push(query.afterSeq);
    pageWhere += ` AND seq < $${pageParams.length}::bigint`;
  }
  pageParams.push(query.limit + 1);
  const rows = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM knowledge_entries WHERE ${pageWhere} ORDER BY seq DESC LIMIT $${pageParams.length}`,
    pageParams,
  );
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toEntry),
    lastSeq: page.at(-1)?.position ?? null,
    hasMore: rows.length > query.limit,
    total: count?.n ?? 0,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An entry as the API returns it, from its row (any query that selects these columns). */
export function toEntry(
  row: Pick<EntryRow, 'id' | 'title' | 'content' | 'source' | 'private' | 'created_at' | 'updated_at'>,
): KnowledgeEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    source: row.source,
    private: row.private,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
