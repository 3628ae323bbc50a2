import type { Profile } from '@ditto/contract';
import type { Queryable } from '../db/database.ts';
import type { GetUserAttributes, UserAttributes } from '../identity/get-user.ts';
import { findProfile, insertProfileIfAbsent, type NewProfile } from './repository.ts';

// Spec §3: a profile without a name reads 'Unknown User'.
const DEFAULT_NAME = 'Unknown User';

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

export function profileFromAttributes(cognitoId: string, attributes: UserAttributes): NewProfile {
  return {
    cognitoId,
    name: attributes.name?.trim() || DEFAULT_NAME,
    email: attributes.email ?? '',
    organization: attributes['custom:organization']?.trim() || null,
  };
}
