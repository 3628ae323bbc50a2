import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { SigningKey } from './signing-key.ts';
import type { TokenRegistry } from './token-registry.ts';

/** Claims of a minted token: each replaces the default of that name; `undefined` removes it. */
export type MintedTokenClaims = Readonly<Record<string, unknown>>;

export interface MintTokenOptions {
  /** The header's `kid`; default: the stack key's. Any other value names a key the JWKS does not serve. */
  kid?: string;
  /** Sets `nbf`. */
  notBefore?: Date;
  /** Sets `exp`; default: an hour from now. */
  expiresAt?: Date;
}

/** Signs an access token for `sub` with the stack's own key; see `IdentityProvider.mintAccessToken`. */
export type MintAccessToken = (
  sub: string,
  claims?: MintedTokenClaims,
  options?: MintTokenOptions,
) => Promise<string>;

export interface TokenMinterDependencies {
  issuer: () => string;
  clientId: string;
  signingKey: Pick<SigningKey, 'sign'>;
  registry: Pick<TokenRegistry, 'recordIssued'>;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

export function createTokenMinter(deps: TokenMinterDependencies): MintAccessToken {
  const now = deps.now ?? Date.now;
  return async (sub, claims = {}, options = {}) => {
    const issuedAt = Math.floor(now() / 1000);
    // What cognito-local puts in an access token (the username is the sub: email is the pool's username).
    const merged: Record<string, unknown> = {
      sub,
      username: sub,
      client_id: deps.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: issuedAt,
      iss: deps.issuer(),
      iat: issuedAt,
      exp: options.expiresAt ? seconds(options.expiresAt) : issuedAt + 3600,
      ...(options.notBefore ? { nbf: seconds(options.notBefore) } : {}),
      jti: randomUUID(),
      ...claims,
    };
    const payload: JWTPayload = Object.fromEntries(
      Object.entries(merged).filter(([, value]) => value !== undefined),
    );
    // Recorded like an issued token, so that the provider's own checks (GetUser, revocation) know it.
    if (typeof payload.jti === 'string' && typeof payload.sub === 'string') {
      const exp = typeof payload.exp === 'number' ? payload.exp : 0;
      await deps.registry.recordIssued(payload.jti, {
        sub: payload.sub,
        exp,
        family: randomUUID(),
        familyExp: exp,
      });
    }
    return deps.signingKey.sign(payload, options.kid);
  };
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
