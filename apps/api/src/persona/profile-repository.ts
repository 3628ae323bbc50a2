import { type PersonaProfile, personaProfileSchema } from '@ditto/contract';
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
