import type { Profile } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';
import type { GetUserAttributes, UserAttributes } from '../identity/get-user.ts';
import { findProfile, insertProfileIfAbsent, type NewProfile, setProfileEmail } from './repository.ts';

// A profile without a name reads 'Unknown User'.
const DEFAULT_NAME = 'Unknown User';

/** The name the owner gave, or undefined for a profile that only has the default. */
export function displayNameOf(profile: { name: string } | null | undefined): string | undefined {
  const name = profile?.name.trim();
  return name && name !== DEFAULT_NAME ? name : undefined;
}

/**
 * The caller's profile. The first request of a user creates it from the identity provider's attributes;
 * later requests read the database only.
 */
export async function getOrCreateProfile(
  db: Queryable,
  getUserAttributes: GetUserAttributes,
  caller: { sub: string; accessToken: string },
): Promise<Profile> {
  const existing = await findProfile(db, caller.sub);
  if (existing) return existing;
  const attributes = await getUserAttributes(caller.accessToken);
  return insertProfileIfAbsent(db, profileFromAttributes(caller.sub, attributes));
}

/**
 * `getOrCreateProfile`, plus the email once the user has verified one: a profile keeps its email empty until then,
 * so this asks the identity provider again (only while it is empty).
 */
export async function readProfile(
  db: Queryable,
  getUserAttributes: GetUserAttributes,
  caller: { sub: string; accessToken: string },
): Promise<Profile> {
  const profile = await getOrCreateProfile(db, getUserAttributes, caller);
  if (profile.email) return profile;
  const email = verifiedEmail(await getUserAttributes(caller.accessToken));
  return (email && (await setProfileEmail(db, caller.sub, email))) || profile;
}

export function profileFromAttributes(cognitoId: string, attributes: UserAttributes): NewProfile {
  return {
    cognitoId,
    name: attributes.name?.trim() || DEFAULT_NAME,
    email: verifiedEmail(attributes),
    organization: attributes['custom:organization']?.trim() || null,
  };
}

/**
 * The email only once the user proved they own it: anyone can set their own email to any address (it stays
 * unverified until they enter the code sent there), and the profile's email is shown to the people they share with.
 */
function verifiedEmail(attributes: UserAttributes): string {
  return attributes.email_verified === 'true' ? (attributes.email ?? '') : '';
}
