import type { KeyValueStorage } from './storage.ts';

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
}

export interface StoredTokens extends TokenSet {
  username: string;
  /** Seconds the local clock is ahead of the provider's (local now minus token `iat`). */
  clockDrift: number;
}

export interface JwtClaims {
  exp?: number;
  iat?: number;
  sub?: string;
  username?: string;
  [claim: string]: unknown;
}

const PREFIX = 'CognitoIdentityServiceProvider';
const USER_KEYS = [
  'accessToken',
  'idToken',
  'refreshToken',
  'clockDrift',
  'signInDetails',
  'deviceKey',
  'deviceGroupKey',
  'randomPasswordKey',
] as const;
export type UserKey = (typeof USER_KEYS)[number];
const SESSION_KEYS = ['accessToken', 'idToken', 'refreshToken', 'clockDrift', 'signInDetails'] as const;

/** Decodes a JWT's claims without verifying it (the provider verified it; servers verify it again). */
export function decodeJwt(token: string): JwtClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = new TextDecoder().decode(base64UrlToBytes(payload));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as JwtClaims) : {};
  } catch {
    return {};
  }
}

function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Reads and writes tokens under the Cognito SDKs' storage keys, per app client and user. */
export function createTokenStore(storage: KeyValueStorage, clientId: string) {
  const lastUserKey = `${PREFIX}.${clientId}.LastAuthUser`;
  const userKey = (username: string, key: UserKey) => `${PREFIX}.${clientId}.${username}.${key}`;

  return {
    userKey,
    lastUserKey,
    lastUser: (): string | null => storage.getItem(lastUserKey),

    read(): StoredTokens | null {
      const username = storage.getItem(lastUserKey);
      if (!username) return null;
      const accessToken = storage.getItem(userKey(username, 'accessToken'));
      const idToken = storage.getItem(userKey(username, 'idToken'));
      if (!accessToken || !idToken) return null;
      const refreshToken = storage.getItem(userKey(username, 'refreshToken')) ?? undefined;
      const clockDrift = Number(storage.getItem(userKey(username, 'clockDrift')) ?? 0) || 0;
      return { username, accessToken, idToken, refreshToken, clockDrift };
    },

    write(username: string, tokens: TokenSet, nowMs: number): void {
      storage.setItem(userKey(username, 'accessToken'), tokens.accessToken);
      storage.setItem(userKey(username, 'idToken'), tokens.idToken);
      if (tokens.refreshToken) storage.setItem(userKey(username, 'refreshToken'), tokens.refreshToken);
      storage.setItem(userKey(username, 'clockDrift'), String(clockDriftOf(tokens, nowMs)));
      storage.setItem(lastUserKey, username);
    },

    writeSignInDetails(username: string, details: { loginId: string; authFlowType: string }): void {
      storage.setItem(userKey(username, 'signInDetails'), JSON.stringify(details));
    },

    /**
     * Removes the session tokens, and the attributes the Cognito SDK may have cached under `userData`;
     * device keys stay so the device is remembered.
     */
    clear(): void {
      const username = storage.getItem(lastUserKey);
      if (username) {
        for (const key of SESSION_KEYS) storage.removeItem(userKey(username, key));
        storage.removeItem(`${PREFIX}.${clientId}.${username}.userData`);
      }
      storage.removeItem(lastUserKey);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

/** Local seconds minus the provider's issue time, as the Cognito SDK computes it. */
export function clockDriftOf(tokens: TokenSet, nowMs: number): number {
  const issuedAt = Math.min(
    decodeJwt(tokens.accessToken).iat ?? Number.POSITIVE_INFINITY,
    decodeJwt(tokens.idToken).iat ?? Number.POSITIVE_INFINITY,
  );
  return Number.isFinite(issuedAt) ? Math.floor(nowMs / 1000) - issuedAt : 0;
}

export const EXPIRY_TOLERANCE_MS = 5000;

/** True when the token expires within 5 s on the provider's clock (local clock corrected by the drift). */
export function expiresSoon(token: string, clockDrift: number, nowMs: number): boolean {
  const exp = decodeJwt(token).exp;
  if (exp === undefined) return true;
  const providerNowMs = nowMs - clockDrift * 1000;
  return providerNowMs + EXPIRY_TOLERANCE_MS >= exp * 1000;
}
