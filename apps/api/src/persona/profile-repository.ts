import { type PersonaActivity, type PersonaProfile, personaProfileSchema } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

/** The trained persona profile of each user (migration 0006); none until the first training. */

type ProfileRow = { profile: unknown; extracted_at: Date | string };

export async function findPersonaProfile(db: Queryable, ownerId: string): Promise<PersonaProfile | null> {
  const [row] = await db.query<ProfileRow>(
    'SELECT profile, extracted_at FROM persona_profiles WHERE owner_id = $1',
    [ownerId],
  );
  if (!row) return null;
  const stored = typeof row.profile === 'string' ? JSON.parse(row.profile) : row.profile;
  return personaProfileSchema.parse({ ...stored, extractedAt: new Date(row.extracted_at).toISOString() });
}

/** Replaces the owner's profile with a new training's. */
export async function savePersonaProfile(
  db: Queryable,
  ownerId: string,
  profile: PersonaProfile,
): Promise<void> {
  await db.query(
    `INSERT INTO persona_profiles (owner_id, profile, extracted_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (owner_id) DO UPDATE
       SET profile = EXCLUDED.profile, extracted_at = EXCLUDED.extracted_at, updated_at = now()`,
    [ownerId, JSON.stringify(profile), profile.extractedAt],
  );
}

type ActivityRow = {
  knowledge: number;
  lisa: number;
  ditto: number;
  trained_on: number | null;
  changed: number;
  kept: number;
};

/**
 * The owner's knowledge entries, the messages they have sent to Lisa and to their Ditto (kept ones), and the
 * knowledge changes since the last training: entries written after it, plus those it learned that are gone (it
 * learned `sourceCount` entries; the ones made before it that still exist are `kept`).
 */
export async function findPersonaActivity(db: Queryable, ownerId: string): Promise<PersonaActivity> {
  const [row] = await db.query<ActivityRow>(
    `WITH trained AS (
       SELECT extracted_at, (profile->>'sourceCount')::int AS source_count
         FROM persona_profiles WHERE owner_id = $1
     ),
     knowledge AS (
       SELECT count(*)::int AS total,
              count(*) FILTER (WHERE k.updated_at > t.extracted_at)::int AS changed,
              count(*) FILTER (WHERE k.created_at <= t.extracted_at)::int AS kept
         FROM knowledge_entries k LEFT JOIN trained t ON true
        WHERE k.owner_id = $1
     )
     SELECT knowledge.total AS knowledge, knowledge.changed, knowledge.kept,
            (SELECT source_count FROM trained) AS trained_on,
            (SELECT count(*)::int FROM messages
              WHERE owner_id = $1 AND thread = 'lisa' AND persona_owner_id IS NULL AND role = 'user') AS lisa,
            (SELECT count(*)::int FROM messages
              WHERE owner_id = $1 AND thread = 'persona' AND persona_owner_id IS NULL AND role = 'user') AS ditto
       FROM knowledge`,
    [ownerId],
  );
  const deleted = row?.trained_on == null ? 0 : Math.max(0, row.trained_on - row.kept);
  return {
    knowledgeEntries: row?.knowledge ?? 0,
    messagesToLisa: row?.lisa ?? 0,
    messagesToDitto: row?.ditto ?? 0,
    changesSinceTraining: (row?.changed ?? 0) + deleted,
  };
}
