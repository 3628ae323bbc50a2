import {
  createShareRequestSchema,
  errorCodes,
  type SharedPersonasResponse,
  type SharesResponse,
  shareParamsSchema,
} from '@ditto/contract';
import { Hono } from 'hono';
import { IdentityProviderUnavailableError } from '../auth/access-token.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { jsonBody, pathParams } from '../http/validation.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import { hasVerifiedEmail, type UserDirectory } from '../identity/user-directory.ts';
import { getOrCreateProfile } from '../profiles/profile-service.ts';
import {
  claimSharesByEmail,
  deleteShare,
  hasUnclaimedShares,
  insertShare,
  listPersonasSharedWith,
  listShares,
} from './repository.ts';

export type SharingDependencies = {
  db: Database;
  getUserAttributes: GetUserAttributes;
  directory: Pick<UserDirectory, 'findUserByVerifiedEmail'>;
};

/** `/sharing`: my shares (by email) and the personas others share with me. */
export function sharingRoutes(deps: SharingDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/shares', async (c) => {
    const body: SharesResponse = { shares: await listShares(db, c.get('caller').sub) };
    return c.json(body);
  });

  app.post('/shares', async (c) => {
    const caller = c.get('caller');
    const { email } = await jsonBody(c, createShareRequestSchema);
    const owner = await getOrCreateProfile(db, deps.getUserAttributes, caller);
    const recipient = await findRecipient(deps.directory, email);
    if (owner.email.toLowerCase() === email || recipient === caller.sub) {
      throw new ApiError(errorCodes.validation, 'The request is not valid.', {
        email: ['You cannot share your persona with yourself.'],
      });
    }
    const share = await insertShare(db, caller.sub, { email, sharedWithUserId: recipient });
    if (!share) throw new ApiError(errorCodes.alreadyShared, `Your persona is already shared with ${email}.`);
    return c.json(share, 201);
  });

  app.delete('/shares/:id', async (c) => {
    const { id } = pathParams(c, shareParamsSchema);
    if (!(await deleteShare(db, c.get('caller').sub, id))) throw notFound('Share');
    return c.body(null, 204);
  });

  app.get('/personas-shared-with-me', async (c) => {
    const caller = c.get('caller');
    // Shares made before this account existed name its email: bind them to it now, once the user has proven
    // that address (their current attributes, read only when such shares wait).
    const me = await getOrCreateProfile(db, deps.getUserAttributes, caller);
    if (await hasUnclaimedShares(db, me.email)) {
      const attributes = await deps.getUserAttributes(caller.accessToken);
      if (hasVerifiedEmail(attributes, me.email)) await claimSharesByEmail(db, caller.sub, me.email);
    }
    const body: SharedPersonasResponse = { sharedPersonas: await listPersonasSharedWith(db, caller.sub) };
    return c.json(body);
  });

  return app;
}

/**
 * The account that has proven `email` (verified it), if any. When the provider's admin API cannot be reached the
 * share is still made: it binds to the account on that user's next `GET /sharing/personas-shared-with-me`.
 */
async function findRecipient(
  directory: Pick<UserDirectory, 'findUserByVerifiedEmail'>,
  email: string,
): Promise<string | null> {
  try {
    return (await directory.findUserByVerifiedEmail(email))?.userId ?? null;
  } catch (error) {
    if (!(error instanceof IdentityProviderUnavailableError)) throw error;
    console.error('Share recipient lookup failed; the share binds at their next sign-in:', error.message);
    return null;
  }
}
