import {
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUsersResponse,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  errorCodes,
  updateAdminUserRequestSchema,
} from '@ditto/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionCheck } from '../auth/session-check.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { invalidCursor } from '../http/cursor.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { jsonBody, pathParams, queryParams } from '../http/validation.ts';
import type { DirectoryUser, UserDirectory } from '../identity/user-directory.ts';
import { errorFields, log } from '../log.ts';
import { type AdminFlags, isAdminAttribute } from './admin-flag.ts';
import { countUserData, findPersonaStatus } from './repository.ts';

export type AdminDependencies = {
  db: Database;
  directory: UserDirectory;
  adminFlags: AdminFlags;
  /** Told when a user is disabled, so their open sessions end at their next request, not up to a minute later. */
  sessionCheck: Pick<SessionCheck, 'forgetUser'>;
};

/**
 * `/admin`: only for callers whose `custom:is_super` is "true" at the identity provider (403 otherwise, checked
 * before anything else, so a non-admin learns nothing).
 */
export function adminRoutes(deps: AdminDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!(await deps.adminFlags.isAdmin(c.get('caller').sub))) {
        throw new ApiError(errorCodes.forbidden, 'Only administrators may do this.');
      }
      await next();
    }),
  );

  app.get('/users', async (c) => {
    const query = queryParams(c, adminUsersQuerySchema);
    // One page of the identity provider's at a time: the pool is never read whole.
    const page = await deps.directory.listUsersPage({
      ...(query.search ? { emailPrefix: query.search.toLowerCase() } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      limit: query.limit,
    });
    if (!page) throw invalidCursor();
    const body: AdminUsersResponse = { users: page.users.map(toSummary), nextCursor: page.nextCursor };
    return c.json(body);
  });

  app.get('/users/:userId', async (c) => {
    const { userId } = pathParams(c, adminUserParamsSchema);
    return c.json(await userDetail(deps, userId));
  });

  app.patch('/users/:userId', async (c) => {
    const { userId: named } = pathParams(c, adminUserParamsSchema);
    const change = await jsonBody(c, updateAdminUserRequestSchema);
    // The provider also finds an account by its email: compare and forget by the account's own id.
    const target = await deps.directory.getUser(named);
    if (!target) throw notFound('User');
    const { userId } = target;
    // Not even to enable: a disabled admin whose token still worked could otherwise re-enable themselves.
    if (userId === c.get('caller').sub && (change.isAdmin === false || change.enabled !== undefined)) {
      throw new ApiError(
        errorCodes.ownAccount,
        'You cannot revoke your own admin rights or disable yourself.',
      );
    }
    if (change.isAdmin !== undefined) {
      await deps.directory.updateAttributes(userId, { 'custom:is_super': String(change.isAdmin) });
      deps.adminFlags.forget(userId);
    }
    if (change.enabled !== undefined) {
      try {
        await deps.directory.setEnabled(userId, change.enabled);
      } catch (error) {
        // Both changes or neither: the admin flag goes back to what it was before the failure is answered.
        if (change.isAdmin !== undefined) await restoreAdminFlag(deps, target);
        throw error;
      }
      if (!change.enabled) deps.sessionCheck.forgetUser(userId);
    }
    return c.json(await userDetail(deps, userId));
  });

  return app;
}

/** Puts `custom:is_super` back as `before` had it; a failure to is logged, the original failure is what answers. */
async function restoreAdminFlag(deps: AdminDependencies, before: DirectoryUser): Promise<void> {
  const previous = before.attributes['custom:is_super'] ?? null;
  try {
    await deps.directory.updateAttributes(before.userId, { 'custom:is_super': previous });
  } catch (error) {
    log.error('Admin change half done: custom:is_super could not be restored', {
      userId: before.userId,
      error: errorFields(error),
    });
  } finally {
    deps.adminFlags.forget(before.userId);
  }
}

function toSummary(user: DirectoryUser): AdminUserSummary {
  return {
    userId: user.userId,
    email: user.attributes.email ?? '',
    name: user.attributes.name || null,
    enabled: user.enabled,
    isAdmin: isAdminAttribute(user.attributes['custom:is_super']),
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

async function userDetail(deps: AdminDependencies, userId: string): Promise<AdminUserDetail> {
  const user = await deps.directory.getUser(userId);
  if (!user) throw notFound('User');
  const [persona, counts] = await Promise.all([
    findPersonaStatus(deps.db, user.userId),
    countUserData(deps.db, user.userId),
  ]);
  return {
    ...toSummary(user),
    attributes: user.attributes,
    organization: user.attributes['custom:organization'] || null,
    updatedAt: user.updatedAt.toISOString(),
    persona,
    counts,
  };
}
