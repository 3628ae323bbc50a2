import type { Queryable } from '../db/database.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import { hasVerifiedEmail } from '../identity/user-directory.ts';
import { getOrCreateProfile } from '../profiles/profile-service.ts';
import { claimSharesByEmail, hasUnclaimedShares } from './repository.ts';

/**
 * Binds the shares made to the caller's email to their account, once they have proven that address (their current
 * attributes are read, and only when such shares wait). A share is never bound when it is made: looking the email
 * up would tell the sharer whether it has an account.
 */
export async function claimMyShares(
  db: Queryable,
  getUserAttributes: GetUserAttributes,
  caller: { sub: string; accessToken: string },
): Promise<void> {
  const me = await getOrCreateProfile(db, getUserAttributes, caller);
  if (!(await hasUnclaimedShares(db, me.email))) return;
  const attributes = await getUserAttributes(caller.accessToken);
  if (hasVerifiedEmail(attributes, me.email)) await claimSharesByEmail(db, caller.sub, me.email);
}
