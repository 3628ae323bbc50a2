import type { PersonaStatus } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

export type UserDataCounts = {
  knowledgeEntries: number;
  personaMessages: number;
  lisaMessages: number;
  sharesGiven: number;
  sharesReceived: number;
};

/** How much product data a user has, for the admin's user page. */
export async function countUserData(db: Queryable, userId: string): Promise<UserDataCounts> {
  const [row] = await db.query<UserDataCounts>(
    `SELECT
       (SELECT count(*)::int FROM knowledge_entries WHERE owner_id = $1) AS "knowledgeEntries",
       (SELECT count(*)::int FROM messages WHERE owner_id = $1 AND thread = 'persona') AS "personaMessages",
       (SELECT count(*)::int FROM messages WHERE owner_id = $1 AND thread = 'lisa') AS "lisaMessages",
       (SELECT count(*)::int FROM shares WHERE owner_id = $1) AS "sharesGiven",
       (SELECT count(*)::int FROM shares WHERE shared_with_user_id = $1) AS "sharesReceived"`,
    [userId],
  );
  return (
    row ?? { knowledgeEntries: 0, personaMessages: 0, lisaMessages: 0, sharesGiven: 0, sharesReceived: 0 }
  );
}

/** Trained exactly when the user has a persona profile; `lastTrained` is its `extractedAt`. */
export async function findPersonaStatus(db: Queryable, userId: string): Promise<PersonaStatus> {
  const [row] = await db.query<{ extracted_at: Date | string }>(
    'SELECT extracted_at FROM persona_profiles WHERE owner_id = $1',
    [userId],
  );
  return { trained: row !== undefined, lastTrained: row ? new Date(row.extracted_at).toISOString() : null };
}
