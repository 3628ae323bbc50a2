import { createLocalJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import { NotAuthorizedError, type TokenGenerator } from './emulator.ts';
import type { SigningKey } from './signing-key.ts';
import type { TokenRegistry } from './token-registry.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  jti: string;
  exp: number;
  client_id: string;
  username: string;
  token_use: 'access';
}

export interface TokenVerifier {
  /** Claims of a valid, unexpired, unrevoked access token issued by this pool; else NotAuthorizedException. */
  verifyAccessToken(token: unknown): Promise<AccessTokenClaims>;
  /** Claims of a refresh token signed by this pool, unexpired and unrevoked; else NotAuthorizedException. */
  verifyRefreshToken(token: unknown): Promise<JWTPayload & { jti: string; exp: number }>;
}

export function createTokenVerifier(
  issuer: () => string,
  registry: TokenRegistry,
  signingKey: Pick<SigningKey, 'publicJwk'>,
): TokenVerifier {
  const keys = createLocalJWKSet({ keys: [signingKey.publicJwk] });
  const verify = async (token: unknown, kind: 'Access' | 'Refresh') => {
    if (typeof token !== 'string' || token === '') throw new NotAuthorizedError(`Invalid ${kind} Token`);
    try {
      return (await jwtVerify(token, keys, { issuer: issuer(), algorithms: ['RS256'] })).payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new NotAuthorizedError(`${kind} Token has expired`);
      throw new NotAuthorizedError(`Invalid ${kind} Token`);
    }
  };
  return {
    async verifyAccessToken(token) {
      const claims = await verify(token, 'Access');
      if (claims.token_use !== 'access' || typeof claims.jti !== 'string' || typeof claims.sub !== 'string') {
        throw new NotAuthorizedError('Invalid Access Token');
      }
      const status = registry.status(claims.jti);
      if (status === 'revoked') throw new NotAuthorizedError('Access Token has been revoked');
      // Only tokens this pool issued are known.
      if (status === 'unknown') throw new NotAuthorizedError('Invalid Access Token');
      return claims as AccessTokenClaims;
    },
    async verifyRefreshToken(token) {
      const claims = await verify(token, 'Refresh');
      if (
        typeof claims.jti !== 'string' ||
        typeof claims.exp !== 'number' ||
        claims.token_use !== undefined
      ) {
        throw new NotAuthorizedError('Invalid Refresh Token');
      }
      if (registry.isFamilyRevoked(claims.jti))
        throw new NotAuthorizedError('Refresh Token has been revoked');
      return claims as JWTPayload & { jti: string; exp: number };
    },
  };
}

/** The context field through which a refresh reaches the token generator (cognito-local passes ctx along). */
export interface RefreshContext {
  readonly refreshToken?: string;
}

/**
 * cognito-local's token generator, with every token signed by this stack's own key (not the one published in
 * cognito-local's package) and every access token recorded so that revocation can be checked.
 */
export function recordingTokenGenerator(
  inner: TokenGenerator,
  registry: TokenRegistry,
  signingKey: Pick<SigningKey, 'resign'>,
): TokenGenerator {
  return {
    async generate(ctx, ...rest) {
      const published = await inner.generate(ctx, ...rest);
      const tokens = {
        AccessToken: await signingKey.resign(published.AccessToken),
        IdToken: await signingKey.resign(published.IdToken),
        RefreshToken: await signingKey.resign(published.RefreshToken),
      };
      const access = decodeJwt(tokens.AccessToken);
      const refresh = decodeJwt((ctx as RefreshContext).refreshToken ?? tokens.RefreshToken);
      if (
        typeof access.jti !== 'string' ||
        typeof access.sub !== 'string' ||
        typeof refresh.jti !== 'string'
      ) {
        throw new Error('cognito-local issued a token without jti or sub');
      }
      await registry.recordIssued(access.jti, {
        sub: access.sub,
        exp: access.exp ?? 0,
        family: refresh.jti,
        familyExp: refresh.exp ?? 0,
      });
      return tokens;
    },
  };
}
