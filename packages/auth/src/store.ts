import { type AuthOperation, storeDefaults } from './messages.ts';
import type { SessionEndReason } from './session-events.ts';
import { decodeJwt } from './tokens.ts';
import type { AuthFailure, AuthResult, AuthService, AuthUser, UserAttributes } from './types.ts';

export interface AuthState {
  user: AuthUser | null;
  attributes: UserAttributes;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  attributes: {},
  isAuthenticated: false,
  isLoading: false,
  error: null,
};

/** Values derived from the state: read them with these, not from the attributes map directly. */
export const authSelectors = {
  email: (state: AuthState): string => state.attributes.email ?? '',
  displayName: (state: AuthState): string => state.attributes.name ?? '',
  /** Admins carry the custom attribute `custom:is_super` set to the string "true". */
  isAdmin: (state: AuthState): boolean => state.attributes['custom:is_super'] === 'true',
  organization: (state: AuthState): string => state.attributes['custom:organization'] ?? '',
};

type Listener = (state: AuthState) => void;

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The auth state machine over a service: same actions, plus `init()` which restores a stored session. */
export function createAuthStore(service: AuthService) {
  let state = initialAuthState;
  const listeners = new Set<Listener>();

  const setState = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  /** Runs an action with the loading flag; a failure sets `error` and never escapes as an exception. */
  const run = async <T extends object>(
    operation: AuthOperation,
    action: () => Promise<AuthResult<T>>,
    onSuccess?: (
      result: AuthResult<T> & { success: true },
    ) => Promise<Partial<AuthState>> | Partial<AuthState>,
  ): Promise<AuthResult<T>> => {
    setState({ isLoading: true, error: null });
    try {
      const result = await action();
      if (!result.success) {
        setState({ isLoading: false, error: result.error || storeDefaults[operation] });
        return result;
      }
      setState({ ...(await onSuccess?.(result)), isLoading: false });
      return result;
    } catch (error) {
      const message = (error instanceof Error && error.message) || storeDefaults[operation];
      setState({ isLoading: false, error: message });
      return { success: false, error: message } satisfies AuthFailure;
    }
  };

  const signedOut: Partial<AuthState> = { user: null, attributes: {}, isAuthenticated: false };

  const signedIn = async (
    user: AuthUser,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<Partial<AuthState>> => {
    // Tokens the provider has just issued: signed in at once, with the attributes the ID token carries, so that
    // screens and their data start now; GetUser (the provider's current attributes) completes the state.
    if (fresh) setState({ user, attributes: await idTokenAttributes(), isAuthenticated: true });
    const attributes = await loadAttributes();
    // The provider refused the session (revoked, or the user disabled): the service has ended it.
    if (!(await service.getCurrentUser())) return signedOut;
    return { user, attributes, isAuthenticated: true };
  };

  const idTokenAttributes = async (): Promise<UserAttributes> => {
    const session = await service.getSession();
    return session ? attributesOfIdToken(session.idToken) : {};
  };

  const loadAttributes = async (fallback: UserAttributes = {}): Promise<UserAttributes> => {
    const result = await service.fetchUserAttributes();
    return result.success ? result.attributes : fallback;
  };

  let initializing: Promise<void> | null = null;
  const restoreSession = async () => {
    setState({ isLoading: true });
    try {
      const user = await service.getCurrentUser();
      setState({ ...(user ? await signedIn(user) : signedOut), isLoading: false });
    } catch (error) {
      console.error('Restoring the session failed', error);
      setState({ ...signedOut, isLoading: false });
    }
  };

  const init = (): Promise<void> => {
    initializing ??= restoreSession().finally(() => {
      initializing = null;
    });
    return initializing;
  };

  // The session changed without this store asking: another tab signed in (take its session up), or the session
  // ended (refused by the provider, or signed out in another tab) while this page showed it or restored it from
  // storage (a reload after an administrator disabled the account must still say so).
  const endedListeners = new Set<(reason: SessionEndReason) => void>();
  // Why the last session ended on its own; kept until the next sign-in, so that the sign-in screen can say it.
  let sessionEnd: SessionEndReason | null = null;
  service.onSessionChange((change, reason = 'refused') => {
    if (change === 'started') {
      void init();
      return;
    }
    if (!state.isAuthenticated && !initializing) return;
    sessionEnd = reason;
    setState(signedOut);
    for (const listener of endedListeners) listener(reason);
  });
  // A session of this page (signed in, or restored) forgets how the previous one ended.
  listeners.add((next) => {
    if (next.isAuthenticated) sessionEnd = null;
  });

  return {
    getState: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Called when a session this store showed as signed in ended without `signOut()` here, with the reason: the
     * provider refused it (`disabled`: an administrator disabled the user; `refused`: a failed refresh, a revoked
     * token) or another tab signed out (`other-tab`). The state is signed out already.
     */
    onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    /**
     * Why the last session ended without `signOut()` here (see `onSessionEnded`), until the next sign-in; null
     * after a sign-out asked for here, or when no session has ended.
     */
    getSessionEnd: (): SessionEndReason | null => sessionEnd,
    clearError: () => setState({ error: null }),

    /** Checks for a current user at start and restores the session if there is one. */
    /** Concurrent calls (e.g. React StrictMode's double effects) share one restore. */
    init,

    signUp: (input: Parameters<AuthService['signUp']>[0]) => run('signUp', () => service.signUp(input)),
    confirmSignUp: (input: Parameters<AuthService['confirmSignUp']>[0]) =>
      run(
        'confirmSignUp',
        () => service.confirmSignUp(input),
        (result) => (result.user ? signedIn(result.user, { fresh: true }) : {}),
      ),
    resendSignUpCode: (input: Parameters<AuthService['resendSignUpCode']>[0]) =>
      run('resendSignUpCode', () => service.resendSignUpCode(input)),
    signIn: (input: Parameters<AuthService['signIn']>[0]) =>
      run(
        'signIn',
        () => service.signIn(input),
        (result) => signedIn(result.user, { fresh: true }),
      ),
    /** Signs out; the local session ends even when the provider could not be told. */
    async signOut() {
      const result = await run('signOut', () => service.signOut());
      sessionEnd = null;
      setState(signedOut);
      return result;
    },
    resetPassword: (input: Parameters<AuthService['resetPassword']>[0]) =>
      run('resetPassword', () => service.resetPassword(input)),
    confirmResetPassword: (input: Parameters<AuthService['confirmResetPassword']>[0]) =>
      run('confirmResetPassword', () => service.confirmResetPassword(input)),
    changePassword: (input: Parameters<AuthService['changePassword']>[0]) =>
      run('changePassword', () => service.changePassword(input)),
    fetchUserAttributes: () =>
      run(
        'fetchUserAttributes',
        () => service.fetchUserAttributes(),
        (result) => ({ attributes: result.attributes }),
      ),
    updateUserAttributes: (attributes: UserAttributes) =>
      run(
        'updateUserAttributes',
        () => service.updateUserAttributes(attributes),
        async () => ({ attributes: await loadAttributes({ ...state.attributes, ...attributes }) }),
      ),
    confirmUserAttribute: (input: Parameters<AuthService['confirmUserAttribute']>[0]) =>
      run('confirmUserAttribute', () => service.confirmUserAttribute(input)),
  };
}

// Claims of every Cognito ID token that are not user attributes.
const TOKEN_CLAIMS = new Set([
  'aud',
  'auth_time',
  'at_hash',
  'cognito:groups',
  'cognito:username',
  'event_id',
  'exp',
  'iat',
  'iss',
  'jti',
  'nonce',
  'origin_jti',
  'token_use',
]);

/** The user attributes an ID token carries (its string claims, less the token's own). */
function attributesOfIdToken(idToken: string): UserAttributes {
  const claims = decodeJwt(idToken) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(claims).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !TOKEN_CLAIMS.has(entry[0]),
    ),
  );
}
