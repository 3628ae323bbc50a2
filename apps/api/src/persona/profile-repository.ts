import { type PersonaActivity, type PersonaProfile, personaProfileSchema } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';
import { unlearnedChanges } from './learning-repository.ts';

/** The trained persona profile of each user (migration 0006); none until the first training. */

type ProfileRow = { profile: unknown; extracted_at: Date | string };

/** The owner's profile; `forFriend`: only one learned with no note private (a model's summary may name one). */
export async function findPersonaProfile(
  db: Queryable,
  ownerId: string,
  options: { forFriend?: boolean } = {},
): Promise<PersonaProfile | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT profile, extracted_at FROM persona_profiles
      WHERE owner_id = $1${options.forFriend ? ' AND NOT from_private' : ''}`,
    [ownerId],
  );
  if (!row) return null;
  const stored = typeof row.profile === 'string' ? JSON.parse(row.profile) : row.profile;
  return personaProfileSchema.parse({ ...stored, extractedAt: new Date(row.extracted_at).toISOString() });
}

/**
 * Replaces the owner's profile with a newer one; a profile built from older knowledge (a slower rebuild finishing
 * last) is dropped. `fromPrivate`: some note it was learned from was private then.
 */
export async function savePersonaProfile(
  db: Queryable,
  ownerId: string,
  profile: PersonaProfile,
  fromPrivate: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO persona_profiles AS p (owner_id, profile, extracted_at, from_private) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (owner_id) DO UPDATE
       SET profile = EXCLUDED.profile, extracted_at = EXCLUDED.extracted_at, from_private = EXCLUDED.from_private,
           updated_at = now()
       WHERE p.extracted_at <= EXCLUDED.extracted_at`,
    [ownerId, JSON.stringify(profile), profile.extractedAt, fromPrivate],
  );
}

/** Forgets the owner's profile: nothing is left to learn from (every entry deleted). */
export async function deletePersonaProfile(db: Queryable, ownerId: string): Promise<void> {
  await db.query('DELETE FROM persona_profiles WHERE owner_id = $1', [ownerId]);
}

type ActivityRow = { knowledge: number; lisa: number; ditto: number };

/**
 * The owner's knowledge entries, the messages they have sent to Lisa and to their Ditto (kept ones), and the
 * knowledge changes Ditto has not learned yet (`unlearnedChanges`, with the current encoder's `model`).
 */
export async function findPersonaActivity(
  db: Queryable,
  ownerId: string,
  model: string,
): Promise<PersonaActivity> {
  const [[row], changes] = await Promise.all([
    db.query<ActivityRow>(
      `SELECT (SELECT count(*)::int FROM knowledge_entries WHERE owner_id = $1) AS knowledge,
              (SELECT count(*)::int FROM messages
                WHERE owner_id = $1 AND thread = 'lisa' AND persona_owner_id IS NULL AND role = 'user') AS lisa,
              (SELECT count(*)::int FROM messages
                WHERE owner_id = $1 AND thread = 'persona' AND persona_owner_id IS NULL AND role = 'user') AS ditto`,
      [ownerId],
    ),
    unlearnedChanges(db, ownerId, model),
  ]);
  return {
    knowledgeEntries: row?.knowledge ?? 0,
    messagesToLisa: row?.lisa ?? 0,
    messagesToDitto: row?.ditto ?? 0,
    changesSinceTraining: changes,
  };
}
