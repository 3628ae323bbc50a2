import { createHash } from 'node:crypto';
import type { GetUserAttributes } from '../identity/get-user.ts';
import { within } from '../lib/within.ts';
import { log } from '../log.ts';
import { IdentityProviderUnavailableError, InvalidAccessTokenError } from './access-token.ts';

/** How long the identity provider's word that a session is still good is trusted. */
export const SESSION_CHECK_TTL_MS = 60_000;

export type SessionCheckOptions = {
  /** Cognito's GetUser with the caller's own token: refused once the user is disabled or signed out everywhere. */
  getUserAttributes: GetUserAttributes;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  ttlMs?: number;
  /** How long a request waits for the provider's answer before its signature alone decides. */
  waitMs?: number;
};

/** The provider answers GetUser in well under a second; a request never waits longer than this for it. */
export const SESSION_CHECK_WAIT_MS = 2_000;

export interface SessionCheck {
  /** Throws `InvalidAccessTokenError` when the token's session (of `userId`) has ended at the identity provider. */
  (accessToken: string, userId: string): Promise<void>;
  /**
   * Forgets the provider's earlier word on the user's tokens (an administrator disabled them through this API):
   * their next request asks again at once. Other API instances learn within the minute.
   */
  forgetUser(userId: string): void;
}

/**
 * A signed, unexpired access token stays valid for an hour after its user is disabled or signs out everywhere
 * (GlobalSignOut), or its session is revoked (RevokeToken): the signature cannot tell. So each token is also
 * shown to the identity provider (GetUser) at most once a minute; a refusal is remembered for the same minute.
 * When the provider cannot be reached, the signature alone decides (availability over a minute-old revocation)
 * and the next request asks again. When it is slow, a request waits `waitMs` at most, and later requests not at all while that question is still open.
 */
export function createSessionCheck(options: SessionCheckOptions): SessionCheck {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  // Keyed by a hash: the cache never holds a token.
  const checks = new Map<
    string,
    { userId: string; checkedAt: number; valid: Promise<boolean>; slow: boolean }
  >();
  const waitMs = options.waitMs ?? SESSION_CHECK_WAIT_MS;
  // During an outage every request would log the same error: once per check period is enough to see it.
  let loggedOutageAt = Number.NEGATIVE_INFINITY;

  const ask = async (accessToken: string): Promise<boolean> => {
    try {
      await options.getUserAttributes(accessToken);
      return true;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) return false;
      if (error instanceof IdentityProviderUnavailableError && now() - loggedOutageAt >= ttlMs) {
        loggedOutageAt = now();
        log.error('Session checks skipped, the identity provider is unreachable', { error: error.message });
      }
      throw error;
    }
  };

  const check = async (accessToken: string, userId: string) => {
    const key = createHash('sha256').update(accessToken).digest('base64url');
    let entry = checks.get(key);
    if (!entry || now() - entry.checkedAt >= ttlMs) {
      if (checks.size >= 10_000) checks.clear(); // bounded: a flood of tokens only costs fresh checks
      const asked = { userId, checkedAt: now(), valid: ask(accessToken), slow: false };
      asked.valid.then(
        () => {
          asked.slow = false; // answered at last: requests use the answer again
        },
        () => {
          // Unreachable provider: let requests through, ask again next time.
          if (checks.get(key) === asked) checks.delete(key);
        },
      );
      checks.set(key, asked);
      entry = asked;
    }
    if (entry.slow) return;
    const valid = await within(entry.valid, waitMs, { late: 'late', failed: 'failed' } as const);
    if (valid === 'late') entry.slow = true;
    if (valid === false) throw new InvalidAccessTokenError('This session has ended. Sign in again.');
  };
  const forgetUser = (userId: string) => {
    for (const [key, entry] of checks) if (entry.userId === userId) checks.delete(key);
  };
  return Object.assign(check, { forgetUser });
}
