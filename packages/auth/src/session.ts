import { AuthError, isNetworkError } from './errors.ts';
import type { IdentityProviderPort, UserSession } from './port.ts';
import { decodeJwt, expiresSoon, type TokenStore } from './tokens.ts';

export interface AuthSession {
  accessToken: string;
  idToken: string;
  /** When the access token expires, in local epoch milliseconds (clock drift applied). */
  expiresAt: number;
}

/**
 * Hands out the stored session, refreshing it when the access or id token expires within 5 s or when
 * forced. One refresh runs at a time; concurrent callers share it.
 */
export function createSessionManager(
  port: IdentityProviderPort,
  tokens: TokenStore,
  now: () => number,
  /** Clears the tokens of a session the provider refused (`cause`: its error, if any), and tells whoever listens. */
  endSession: (cause?: unknown) => void = () => tokens.clear(),
) {
  let refreshing: Promise<UserSession | null> | null = null;

  const refresh = (current: UserSession): Promise<UserSession | null> => {
    refreshing ??= refreshOnce(current).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const refreshOnce = async (current: UserSession): Promise<UserSession | null> => {
    if (!current.refreshToken) return dropSession();
    try {
      const next = await port.refreshTokens(current.username, current.refreshToken);
      // A sign-out (or another sign-in) while the call ran wins: its outcome must not be undone.
      if (!isStillStored(current)) return null;
      tokens.write(
        current.username,
        { ...next, refreshToken: next.refreshToken ?? current.refreshToken },
        now(),
      );
      return tokens.read();
    } catch (error) {
      // A network failure keeps the tokens for a later try; any other failure ends the session.
      if (isNetworkError(error) || !isStillStored(current)) return null;
      return dropSession(error);
    }
  };

  const isStillStored = (session: UserSession) => {
    const stored = tokens.read();
    return stored?.username === session.username && stored.refreshToken === session.refreshToken;
  };

  const dropSession = (cause?: unknown) => {
    endSession(cause);
    return null;
  };

  /** The current user's tokens, refreshed as needed; null without a usable session. */
  const userSession = async (options: { forceRefresh?: boolean } = {}): Promise<UserSession | null> => {
    const current = tokens.read();
    if (!current) return null;
    const stale =
      expiresSoon(current.accessToken, current.clockDrift, now()) ||
      expiresSoon(current.idToken, current.clockDrift, now());
    return options.forceRefresh || stale ? refresh(current) : current;
  };

  return { userSession };
}

export type SessionManager = ReturnType<typeof createSessionManager>;

export function toAuthSession(session: UserSession): AuthSession {
  const exp = decodeJwt(session.accessToken).exp ?? 0;
  return {
    accessToken: session.accessToken,
    idToken: session.idToken,
    expiresAt: (exp + session.clockDrift) * 1000,
  };
}

export function notSignedIn(): AuthError {
  return new AuthError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.');
}
