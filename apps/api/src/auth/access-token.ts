import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/** What the API uses from a verified Cognito access token. */
export type VerifiedAccessToken = { sub: string; username: string | undefined; scope: string | undefined };

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

export type AccessTokenVerifierOptions = {
  issuer: string;
  jwksUri: string;
  userPoolClientId: string;
  /** Milliseconds since the epoch; injected by tests to move the clock. */
  now?: () => number;
  /** Seconds of leeway on the token's expiry, for clocks that differ slightly; 5 by default. */
  clockToleranceSeconds?: number;
  /** How long fetched keys count as fresh before they are fetched again (jose's default: 10 minutes). */
  keysMaxAgeMs?: number;
};

/** The token is not acceptable; `message` is safe to send to the caller and says nothing about the token. */
export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
}

/** The keys to check the token could not be fetched: the fault is ours or the provider's, not the caller's. */
export class IdentityProviderUnavailableError extends Error {
  override readonly name = 'IdentityProviderUnavailableError';
}

/**
 * Verifies a Cognito access token as AWS documents it: RS256 signature by a key of the pool's JWKS, issuer,
 * expiry, `token_use = access` and `client_id` = our app client.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const keys = keysOrLastKnown(new URL(options.jwksUri), options.keysMaxAgeMs);
  const now = options.now ?? Date.now;
  const toleranceSeconds = options.clockToleranceSeconds ?? 5;
  // A token verified once stays verified until it expires: its signature and claims cannot change. Keyed by a
  // hash, so the cache holds no token; bounded, so a flood of tokens only costs fresh verifications.
  const verified = new Map<string, { token: VerifiedAccessToken; validUntilMs: number }>();
  return async (token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const known = verified.get(key);
    if (known && now() < known.validUntilMs) return known.token;
    const result = await verifyOnce(token);
    if (verified.size >= 10_000) verified.clear();
    verified.set(key, result);
    return result.token;
  };

  async function verifyOnce(token: string): Promise<{ token: VerifiedAccessToken; validUntilMs: number }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: toleranceSeconds,
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw toVerificationError(error);
    }
    if (payload.token_use !== 'access') throw new InvalidAccessTokenError('Not an access token');
    if (payload.client_id !== options.userPoolClientId)
      throw new InvalidAccessTokenError('Invalid access token');
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new InvalidAccessTokenError('Invalid access token');
    return {
      token: {
        sub: payload.sub,
        username: typeof payload.username === 'string' ? payload.username : undefined,
        scope: typeof payload.scope === 'string' ? payload.scope : undefined,
      },
      // `exp` is required above; the same tolerance as the first check.
      validUntilMs: ((payload.exp ?? 0) + toleranceSeconds) * 1000,
    };
  }
}

/**
 * The pool's keys, fetched and cached by jose; when fetching them again fails (the provider down or answering an
 * error), the keys it served last. Keys rotate rarely and old ones stay published, so an outage of the provider
 * does not sign every user out once the cache ages.
 */
function keysOrLastKnown(jwksUri: URL, maxAgeMs: number | undefined): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(jwksUri, maxAgeMs === undefined ? {} : { cacheMaxAge: maxAgeMs });
  let lastKnown: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    try {
      const key = await remote(header, token);
      const served = remote.jwks();
      if (served) lastKnown = createLocalJWKSet(served);
      return key;
    } catch (error) {
      if (lastKnown && isKeyFetchFailure(error)) return lastKnown(header, token);
      throw error;
    }
  };
}

/**
 * Fetching the keys failed, which says nothing about the token: the network (jose raises fetch's own errors), a
 * timeout, a non-200 answer (a generic JOSEError) or a body that is not a key set.
 */
function isKeyFetchFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  );
}

function toVerificationError(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new InvalidAccessTokenError('Access token expired');
  if (isKeyFetchFailure(error)) {
    return new IdentityProviderUnavailableError('Identity provider unavailable', { cause: error });
  }
  return new InvalidAccessTokenError('Invalid access token');
}
