import { randomUUID } from 'node:crypto';
import type { Citation, Message } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

/**
 * The chat threads of the `messages` table (migration 0007). A thread belongs to its `ownerId` (the caller): their
 * own persona, Lisa, or a persona shared with them (`personaOwnerId`). Every query filters by the whole key.
 */
export type Thread =
  | { kind: 'persona' | 'lisa'; ownerId: string }
  | { kind: 'shared'; ownerId: string; personaOwnerId: string };

type MessageRow = {
  id: string;
  role: Message['role'];
  content: string;
  citations: Citation[] | string | null;
  created_at: Date | string;
  /** The entries the message names that still exist, in its order: `{ id, title }` objects, or their JSON text. */
  saved_entries: Array<{ id: string; title: string }> | string | null;
};

const THREAD_WHERE = 'owner_id = $1 AND thread = $2 AND persona_owner_id IS NOT DISTINCT FROM $3';

function threadParams(thread: Thread): [string, string, string | null] {
  return [thread.ownerId, thread.kind, thread.kind === 'shared' ? thread.personaOwnerId : null];
}

/** A message not stored yet: its id and timestamp are final, so what is streamed is what gets stored. */
export function newMessage(role: Message['role'], content: string, citations?: Citation[]): Message {
  return {
    id: randomUUID(),
    role,
    content,
    timestamp: new Date().toISOString(),
    ...(citations ? { citations } : {}),
  };
}

/**
 * A page of the thread, oldest first: its newest `limit` messages, or those just before the message `before`.
 * Null when `before` is not a message of this thread.
 */
export async function listMessagesPage(
  db: Queryable,
  thread: Thread,
  page: { before?: string; limit: number },
): Promise<Message[] | null> {
  let beforeSeq: string | null = null;
  if (page.before !== undefined) {
    const [anchor] = await db.query<{ seq: string | number }>(
      `SELECT seq FROM messages WHERE ${THREAD_WHERE} AND id = $4`,
      [...threadParams(thread), page.before],
    );
    if (!anchor) return null;
    beforeSeq = String(anchor.seq);
  }
  const rows = await db.query<MessageRow>(
    `SELECT * FROM (
       SELECT id, role, content, citations, created_at, seq,
              (SELECT json_agg(json_build_object('id', entry.id, 'title', entry.title) ORDER BY saved.position)
                 FROM unnest(messages.saved_entry_ids) WITH ORDINALITY AS saved(id, position)
                 JOIN knowledge_entries entry ON entry.id = saved.id AND entry.owner_id = messages.owner_id
              ) AS saved_entries
         FROM messages
        WHERE ${THREAD_WHERE} AND ($4::bigint IS NULL OR seq < $4::bigint)
        ORDER BY seq DESC LIMIT $5
     ) page ORDER BY seq`,
    [...threadParams(thread), beforeSeq, page.limit],
  );
  return rows.map(toMessage);
}

/** The thread's newest `limit` messages, oldest first: what a reply needs, however long the thread grew. */
export async function listRecentMessages(db: Queryable, thread: Thread, limit: number): Promise<Message[]> {
  return (await listMessagesPage(db, thread, { limit })) ?? [];
}

/** The id of the thread's newest message, or null when it is empty. */
export async function lastMessageId(db: Queryable, thread: Thread): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM messages WHERE ${THREAD_WHERE} ORDER BY seq DESC LIMIT 1`,
    threadParams(thread),
  );
  return row?.id ?? null;
}

/** Appends the messages in the order given. */
export async function insertMessages(
  db: Queryable,
  thread: Thread,
  messages: readonly Message[],
): Promise<void> {
  for (const message of messages) {
    await db.query(
      // `saved_entry_id` (the first) for replicas of the previous release during a rolling upgrade: migration 0013.
      `INSERT INTO messages (owner_id, thread, persona_owner_id, id, role, content, citations, created_at,
                             saved_entry_ids, saved_entry_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::text[], $9[1])`,
      [
        ...threadParams(thread),
        message.id,
        message.role,
        message.content,
        message.citations ? JSON.stringify(message.citations) : null,
        message.timestamp,
        (message.savedEntries ?? []).map((entry) => entry.id),
      ],
    );
  }
}

export async function clearMessages(db: Queryable, thread: Thread): Promise<void> {
  await db.query(`DELETE FROM messages WHERE ${THREAD_WHERE}`, threadParams(thread));
}

function toMessage(row: MessageRow): Message {
  const citations = typeof row.citations === 'string' ? JSON.parse(row.citations) : row.citations;
  const savedEntries: Array<{ id: string; title: string }> | null =
    typeof row.saved_entries === 'string' ? JSON.parse(row.saved_entries) : row.saved_entries;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: new Date(row.created_at).toISOString(),
    ...(citations ? { citations } : {}),
    ...(savedEntries && savedEntries.length > 0 ? { savedEntries } : {}),
  };
}
