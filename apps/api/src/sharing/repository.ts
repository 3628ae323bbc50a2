import { randomUUID } from 'node:crypto';
import type { Share, SharedPersona } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

/** Shares of a user's persona with an email, and what a user sees shared with them. */

type ShareRow = { id: string; email: string; created_at: Date | string; active: boolean };

// Active once bound to an account: its user opened the personas shared with them (the binding happens then).
const SHARE_COLUMNS = 'id, email, created_at, shared_with_user_id IS NOT NULL AS active';

/** Inserts the share; undefined when the owner already shares with that email. */
export async function insertShare(db: Queryable, ownerId: string, email: string): Promise<Share | undefined> {
  const [row] = await db.query<ShareRow>(
    `INSERT INTO shares (id, owner_id, email) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id, email) DO NOTHING RETURNING ${SHARE_COLUMNS}`,
    [randomUUID(), ownerId, email],
  );
  return row && toShare(row);
}

/** A page of the owner's shares, newest first: those before `beforeSeq` when given. */
export async function listSharesPage(
  db: Queryable,
  ownerId: string,
  query: { beforeSeq?: string; limit: number },
): Promise<{ shares: Share[]; lastSeq: string | null; hasMore: boolean }> {
  // One row more than the page tells whether another page follows.
  const rows = await db.query<ShareRow & { seq: string | number }>(
    `SELECT ${SHARE_COLUMNS}, seq FROM shares WHERE owner_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
      ORDER BY seq DESC LIMIT $3`,
    [ownerId, query.beforeSeq ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    shares: page.map(toShare),
    lastSeq: last ? String(last.seq) : null,
    hasMore: rows.length > query.limit,
  };
}

/** True when the share existed and was the owner's. */
export async function deleteShare(db: Queryable, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM shares WHERE owner_id = $1 AND id = $2 RETURNING id', [
    ownerId,
    id,
  ]);
  return rows.length > 0;
}

/** True when some share names `email` but no account is bound to it yet. */
export async function hasUnclaimedShares(db: Queryable, email: string): Promise<boolean> {
  if (!email) return false;
  const rows = await db.query(
    'SELECT 1 FROM shares WHERE email = $1 AND shared_with_user_id IS NULL LIMIT 1',
    [email.toLowerCase()],
  );
  return rows.length > 0;
}

/** Binds the shares made to `email` before its account was known to that account (whose email is verified). */
export async function claimSharesByEmail(db: Queryable, userId: string, email: string): Promise<void> {
  if (!email) return;
  await db.query(
    'UPDATE shares SET shared_with_user_id = $1 WHERE email = $2 AND shared_with_user_id IS NULL',
    [userId, email.toLowerCase()],
  );
}

type SharedPersonaRow = {
  owner_id: string;
  owner_name: string | null;
  owner_email: string | null;
  shared_at: Date | string;
  extracted_at: Date | string | null;
};

/** The personas shared with the user (live shares only, newest first) with their owner and training status. */
export async function listPersonasSharedWith(db: Queryable, userId: string): Promise<SharedPersona[]> {
  const rows = await db.query<SharedPersonaRow>(
    `SELECT s.owner_id, p.name AS owner_name, p.email AS owner_email, s.created_at AS shared_at,
            pp.extracted_at
       FROM shares s
       LEFT JOIN profiles p ON p.cognito_id = s.owner_id
       LEFT JOIN persona_profiles pp ON pp.owner_id = s.owner_id
      WHERE s.shared_with_user_id = $1
      ORDER BY s.seq DESC`,
    [userId],
  );
  return rows.map((row) => ({
    ownerId: row.owner_id,
    ownerName: row.owner_name ?? 'Unknown User',
    ownerEmail: row.owner_email ?? '',
    sharedAt: new Date(row.shared_at).toISOString(),
    trained: row.extracted_at !== null,
    lastTrained: row.extracted_at === null ? null : new Date(row.extracted_at).toISOString(),
  }));
}

/** True when `ownerId` shares their persona with `userId` right now (chat with a shared persona checks this). */
export async function isSharedWith(db: Queryable, ownerId: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM shares WHERE owner_id = $1 AND shared_with_user_id = $2', [
    ownerId,
    userId,
  ]);
  return rows.length > 0;
}

export async function countShares(
  db: Queryable,
  userId: string,
): Promise<{ given: number; received: number }> {
  const [row] = await db.query<{ given: number; received: number }>(
    `SELECT (SELECT count(*)::int FROM shares WHERE owner_id = $1) AS given,
            (SELECT count(*)::int FROM shares WHERE shared_with_user_id = $1) AS received`,
    [userId],
  );
  return { given: row?.given ?? 0, received: row?.received ?? 0 };
}

function toShare(row: ShareRow): Share {
  return {
    id: row.id,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.active ? 'active' : 'pending',
  };
}
