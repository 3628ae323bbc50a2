import type { Profile } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';

export type NewProfile = { cognitoId: string; name: string; email: string; organization: string | null };

type ProfileRow = {
  cognito_id: string;
  name: string;
  email: string;
  organization: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = 'cognito_id, name, email, organization, created_at, updated_at';

export async function findProfile(db: Queryable, cognitoId: string): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(`SELECT ${COLUMNS} FROM profiles WHERE cognito_id = $1`, [
    cognitoId,
  ]);
  return row && toProfile(row);
}

/**
 * Inserts the profile unless one exists for the same `cognitoId`, and returns the stored one: two first requests
 * of the same user at once both get the same profile.
 */
export async function insertProfileIfAbsent(db: Queryable, profile: NewProfile): Promise<Profile> {
  const [inserted] = await db.query<ProfileRow>(
    `INSERT INTO profiles (cognito_id, name, email, organization) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cognito_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [profile.cognitoId, profile.name, profile.email, profile.organization],
  );
  if (inserted) return toProfile(inserted);
  const existing = await findProfile(db, profile.cognitoId);
  if (!existing) throw new Error('Profile vanished between insert and read');
  return existing;
}

function toProfile(row: ProfileRow): Profile {
  return {
    cognitoId: row.cognito_id,
    name: row.name,
    email: row.email,
    organization: row.organization,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Stores the email the user has verified (the profile's is empty until they do) and returns the profile. */
export async function setProfileEmail(
  db: Queryable,
  cognitoId: string,
  email: string,
): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(
    `UPDATE profiles SET email = $2, updated_at = now() WHERE cognito_id = $1 RETURNING ${COLUMNS}`,
    [cognitoId, email],
  );
  return row && toProfile(row);
}

/** Changes the fields given (undefined = unchanged) and returns the stored profile. */
export async function updateProfile(
  db: Queryable,
  cognitoId: string,
  change: { name?: string; organization?: string | null },
): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(
    `UPDATE profiles SET
       name = CASE WHEN $2 THEN $3 ELSE name END,
       organization = CASE WHEN $4 THEN $5 ELSE organization END,
       updated_at = now()
     WHERE cognito_id = $1 RETURNING ${COLUMNS}`,
    [
      cognitoId,
      change.name !== undefined,
      change.name ?? null,
      change.organization !== undefined,
      change.organization ?? null,
    ],
  );
  return row && toProfile(row);
}
