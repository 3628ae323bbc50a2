import {
  createShareRequestSchema,
  errorCodes,
  type SharedPersonasResponse,
  type SharesResponse,
  shareParamsSchema,
  sharesQuerySchema,
} from '@ditto/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { decodeCursor, encodeCursor, seqCursorSchema } from '../http/cursor.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { jsonBody, pathParams, queryParams } from '../http/validation.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import { getOrCreateProfile } from '../profiles/profile-service.ts';
import { claimMyShares } from './claim-shares.ts';
import { deleteShare, insertShare, listPersonasSharedWith, listSharesPage } from './repository.ts';

export type SharingDependencies = {
  db: Database;
  getUserAttributes: GetUserAttributes;
};

/** `/sharing`: my shares (by email) and the personas others share with me. */
export function sharingRoutes(deps: SharingDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/shares', async (c) => {
    const query = queryParams(c, sharesQuerySchema);
    const page = await listSharesPage(db, c.get('caller').sub, {
      ...(query.cursor ? { beforeSeq: decodeCursor(seqCursorSchema, query.cursor).seq } : {}),
      limit: query.limit,
    });
    const body: SharesResponse = {
      shares: page.shares,
      nextCursor: page.hasMore && page.lastSeq ? encodeCursor({ seq: page.lastSeq }) : null,
    };
    return c.json(body);
  });

  app.post('/shares', async (c) => {
    const caller = c.get('caller');
    const { email } = await jsonBody(c, createShareRequestSchema);
    const owner = await getOrCreateProfile(db, deps.getUserAttributes, caller);
    // Whether an account has this email is not looked up: the answer would tell the caller who has an account.
    // The share binds to that account when its user next loads the personas shared with them.
    if (owner.email.toLowerCase() === email) {
      throw new ApiError(errorCodes.validation, 'The request is not valid.', {
        email: ['You cannot share your persona with yourself.'],
      });
    }
    const share = await insertShare(db, caller.sub, email);
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
    await claimMyShares(db, deps.getUserAttributes, caller);
    const body: SharedPersonasResponse = { sharedPersonas: await listPersonasSharedWith(db, caller.sub) };
    return c.json(body);
  });

  return app;
}
