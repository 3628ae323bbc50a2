import { errorCodes, type Health, healthSchema, profileSchema } from '@ditto/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import {
  type AccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
} from './auth/access-token.ts';
import { type AuthVariables, requireAccessToken } from './auth/middleware.ts';
import type { Database } from './db/database.ts';
import { jsonError } from './http/errors.ts';
import type { GetUserAttributes } from './identity/get-user.ts';
import { getOrCreateProfile } from './profiles/profile-service.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export type AppDependencies = {
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  getUserAttributes: GetUserAttributes;
  /** Origins of the web app allowed to call cross-origin; none → no CORS headers. */
  corsOrigins?: string[];
};

/** The product API as a Hono app: routes, auth and error shapes, without a socket (tests use `app.request`). */
export function createApp(deps: AppDependencies): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.use(secureHeaders());
  if (deps.corsOrigins?.length) {
    app.use(
      cors({
        origin: deps.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type'],
        maxAge: 600,
      }),
    );
  }
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => jsonError(c, 413, errorCodes.payloadTooLarge, 'Request body larger than 1 MB'),
    }),
  );

  app.get('/health', async (c) => {
    try {
      await deps.db.query('SELECT 1');
    } catch (error) {
      console.error('Health check: database unreachable:', errorMessage(error));
      return jsonError(c, 503, errorCodes.databaseUnavailable, 'Database unavailable');
    }
    const health: Health = { status: 'ok', database: deps.db.kind };
    return c.json(healthSchema.parse(health));
  });

  // Everything below /health needs a verified access token, unknown paths included.
  app.use(requireAccessToken(deps.verifyAccessToken));

  app.get('/profile', async (c) => {
    const caller = c.get('caller');
    const profile = await getOrCreateProfile(deps.db, deps.getUserAttributes, caller);
    return c.json(profileSchema.parse(profile));
  });

  app.notFound((c) => jsonError(c, 404, errorCodes.notFound, `No route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof InvalidAccessTokenError)
      return jsonError(c, 401, errorCodes.unauthorized, error.message);
    if (error instanceof IdentityProviderUnavailableError) {
      console.error('Identity provider unavailable:', errorMessage(error));
      return jsonError(
        c,
        503,
        errorCodes.identityProviderUnavailable,
        'Identity provider unavailable, try again',
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return jsonError(c, error.status, errorCodes.validation, error.message || 'Bad request');
    }
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, errorCodes.internal, 'Internal server error');
  });

  return app;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
