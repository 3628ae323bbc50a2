import { errorCodes } from '@ditto/contract';
import { createMiddleware } from 'hono/factory';
import { jsonError } from '../http/errors.ts';
import {
  type AccessTokenVerifier,
  InvalidAccessTokenError,
  type VerifiedAccessToken,
} from './access-token.ts';
import type { SessionCheck } from './session-check.ts';

/** The signed-in caller, set by `requireAccessToken` for the handlers after it. */
export type Caller = VerifiedAccessToken & { accessToken: string };
export type AuthVariables = { caller: Caller };

// The scheme is case-insensitive (RFC 9110 §11.1).
const BEARER = /^Bearer +(\S+)$/i;

/**
 * Requires `Authorization: Bearer <access token>`, verifies the token on every request and checks that its session
 * has not ended at the identity provider (user disabled, signed out everywhere; at most a minute late). Failures
 * answer 401 with a message that says nothing about the token; the token itself is never logged.
 */
export function requireAccessToken(verify: AccessTokenVerifier, sessionCheck: SessionCheck) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const match = BEARER.exec(c.req.header('Authorization')?.trim() ?? '');
    const accessToken = match?.[1];
    if (!accessToken) return jsonError(c, 401, errorCodes.unauthorized, 'Missing bearer token');
    try {
      const verified = await verify(accessToken);
      await sessionCheck(accessToken, verified.sub);
      c.set('caller', { ...verified, accessToken });
    } catch (error) {
      if (error instanceof InvalidAccessTokenError)
        return jsonError(c, 401, errorCodes.unauthorized, error.message);
      throw error;
    }
    await next();
  });
}
