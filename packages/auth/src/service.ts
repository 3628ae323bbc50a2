import { createCognitoPort } from './cognito-port.ts';
import { AuthError, providerMessage, VALIDATION_ERROR } from './errors.ts';
import {
  ALREADY_SIGNED_IN_MESSAGE,
  type AuthOperation,
  additionalAuthMessage,
  NOT_CONFIRMED_MESSAGE,
  successMessages,
  wrapperDefaults,
} from './messages.ts';
import type { Attributes, IdentityProviderPort, PasswordSignInOutcome, UserSession } from './port.ts';
import { createSessionManager, notSignedIn, toAuthSession } from './session.ts';
import { createSessionEvents, watchOtherTabs } from './session-events.ts';
import { createSignInStateStore } from './sign-in-state.ts';
import { stepForChallenge } from './steps.ts';
import { defaultSessionStorage, defaultStorage } from './storage.ts';
import { createTokenStore, decodeJwt, type TokenSet } from './tokens.ts';
import { createTransport } from './transport.ts';
import type { AuthConfig, AuthFailure, AuthResult, AuthService, AuthUser } from './types.ts';

export const AUTO_SIGN_IN_WINDOW_MS = 3 * 60 * 1000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the auth service. Its methods resolve to results and never throw for provider errors. */
export function createAuthService(config: AuthConfig): AuthService {
  const storage = config.storage ?? defaultStorage();
  const transport = createTransport({
    endpoint: config.endpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`,
    service: 'AWSCognitoIdentityProviderService',
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    sleep: config.sleep ?? realSleep,
    random: config.random,
  });
  const port = createCognitoPort({ userPoolClientId: config.userPoolClientId, storage, transport });
  return createServiceOnPort(port, { ...config, storage });
}

/** The service over any identity-provider port. */
export function createServiceOnPort(
  port: IdentityProviderPort,
  config: Pick<AuthConfig, 'userPoolClientId' | 'storage' | 'sessionStorage' | 'now'>,
): AuthService {
  const now = config.now ?? Date.now;
  const storage = config.storage ?? defaultStorage();
  const events = createSessionEvents();
  const tokens = createTokenStore(storage, config.userPoolClientId);
  watchOtherTabs(storage, tokens.lastUserKey, events.emit);
  // The provider refused a session this page held: it is over, and whoever shows it must be told why.
  const endSession = (cause?: unknown) => {
    tokens.clear();
    events.emit('ended', isDisabledUser(cause) ? 'disabled' : 'refused');
  };
  const sessions = createSessionManager(port, tokens, now, endSession);
  const signInState = createSignInStateStore(config.sessionStorage ?? defaultSessionStorage(), now);
  let autoSignIn: { username: string; password: string; expiresAt: number } | null = null;

  const currentUser = async (): Promise<AuthUser | null> => {
    const session = await sessions.userSession();
    return session ? userOf(session) : null;
  };

  /**
   * GetUser. It refuses only a token it no longer honours, and then the session is over even though the token has
   * not expired; but first the refresh token has its say, once: an administrator disabling the user revokes the
   * access token, and only the refresh answers "disabled" (a refused refresh ends the session with that reason).
   */
  const userAttributes = async (session: UserSession, refresh = true): Promise<Attributes> => {
    try {
      return await port.getUserAttributes(session);
    } catch (error) {
      if (!isRejectedSession(error)) throw error;
      const refreshed =
        refresh && !isDisabledUser(error) ? await sessions.userSession({ forceRefresh: true }) : null;
      if (refreshed) return userAttributes(refreshed, false);
      if (tokens.read()) endSession(error); // not ended by a refused refresh
      throw error;
    }
  };

  const requireSession = async (): Promise<UserSession> => {
    const session = await sessions.userSession();
    if (!session) throw notSignedIn();
    return session;
  };

  const signIn: AuthService['signIn'] = (input) =>
    attempt(
      'signIn',
      requireFields('signIn', { username: input.username, password: input.password }),
      async () => {
        if (await sessions.userSession()) {
          return failure(ALREADY_SIGNED_IN_MESSAGE, 'UserAlreadyAuthenticatedException');
        }
        const outcome = await port.signInWithPassword(input.username, input.password);
        if (outcome.type === 'challenge') return challengeFailure(input.username, outcome);
        storeSignIn(outcome.username, outcome.tokens);
        const user = userOf({ ...outcome.tokens, username: outcome.username });
        return { success: true, message: successMessages.signIn, user };
      },
    );

  /** The product treats every non-DONE outcome as a failure, but keeps the challenge for 3 minutes. */
  const challengeFailure = (username: string, challenge: PasswordSignInOutcome & { type: 'challenge' }) => {
    const step = stepForChallenge(challenge.challengeName, challenge.parameters);
    const { challengeName, session } = challenge;
    signInState.dispatch({ type: 'challenged', username, challengeName, session, now: now() });
    return { ...failure(additionalAuthMessage(step), challengeName), nextStep: step };
  };

  const storeSignIn = (username: string, tokenSet: TokenSet) => {
    tokens.write(username, tokenSet, now());
    tokens.writeSignInDetails(username, { loginId: username, authFlowType: 'USER_PASSWORD_AUTH' });
    signInState.dispatch({ type: 'completed' });
  };

  const completeAutoSignIn = async (username: string) => {
    const armed = autoSignIn;
    autoSignIn = null;
    if (!armed || armed.username !== username || now() >= armed.expiresAt) return null;
    const result = await signIn({ username, password: armed.password });
    return result.success ? result.user : null;
  };

  return {
    signUp: (input) =>
      attempt(
        'signUp',
        requireFields('signUp', { username: input.username, password: input.password }),
        async () => {
          const attributes = { email: input.username, ...input.attributes };
          const { userConfirmed } = await port.signUp(input.username, input.password, attributes);
          autoSignIn = {
            username: input.username,
            password: input.password,
            expiresAt: now() + AUTO_SIGN_IN_WINDOW_MS,
          };
          return { success: true, message: successMessages.signUp, userConfirmed: Boolean(userConfirmed) };
        },
      ),

    confirmSignUp: (input) =>
      attempt(
        'confirmSignUp',
        requireFields('confirmSignUp', { username: input.username, code: input.code }),
        async () => {
          await port.confirmSignUp(input.username, input.code);
          const user = await completeAutoSignIn(input.username);
          return { success: true, message: successMessages.confirmSignUp, isSignedIn: user !== null, user };
        },
      ),

    resendSignUpCode: (input) =>
      attempt(
        'resendSignUpCode',
        requireFields('resendSignUpCode', { username: input.username }),
        async () => {
          await port.resendConfirmationCode(input.username);
          return { success: true, message: successMessages.resendSignUpCode };
        },
      ),

    signIn,

    signOut: () =>
      attempt('signOut', null, async () => {
        const session = tokens.read();
        tokens.clear();
        signInState.dispatch({ type: 'completed' });
        // The page is signed out once its tokens are gone; the provider is told in the background, so a slow
        // revoke (2 s seen on a first sign-out) never holds the user on the screen.
        if (session) void revokeInBackground(port, session);
        return { success: true, message: successMessages.signOut };
      }),

    resetPassword: (input) =>
      attempt('resetPassword', requireFields('resetPassword', { username: input.username }), async () => {
        await port.forgotPassword(input.username);
        return { success: true, message: successMessages.resetPassword };
      }),

    confirmResetPassword: (input) =>
      attempt(
        'confirmResetPassword',
        requireFields('confirmResetPassword', {
          username: input.username,
          code: input.code,
          newPassword: input.newPassword,
        }),
        async () => {
          await port.confirmForgotPassword(input.username, input.code, input.newPassword);
          return { success: true, message: successMessages.confirmResetPassword };
        },
      ),

    changePassword: (input) =>
      attempt(
        'changePassword',
        requireFields('changePassword', { oldPassword: input.oldPassword, newPassword: input.newPassword }),
        async () => {
          await port.changePassword(await requireSession(), input.oldPassword, input.newPassword);
          return { success: true, message: successMessages.changePassword };
        },
      ),

    fetchUserAttributes: () =>
      attempt('fetchUserAttributes', null, async () => {
        const attributes = await userAttributes(await requireSession());
        return { success: true, message: successMessages.fetchUserAttributes, attributes };
      }),

    updateUserAttributes: (attributes) =>
      attempt('updateUserAttributes', null, async () => {
        await port.updateUserAttributes(await requireSession(), attributes);
        return { success: true, message: successMessages.updateUserAttributes };
      }),

    confirmUserAttribute: (input) =>
      attempt(
        'confirmUserAttribute',
        requireFields('confirmUserAttribute', { attributeKey: input.attributeKey, code: input.code }),
        async () => {
          await port.verifyUserAttribute(await requireSession(), input.attributeKey, input.code);
          return { success: true, message: successMessages.confirmUserAttribute };
        },
      ),

    getCurrentUser: currentUser,

    getSession: async (options) => {
      const session = await sessions.userSession(options);
      return session ? toAuthSession(session) : null;
    },

    onSessionChange: events.subscribe,
  };
}

function userOf(session: TokenSet & { username: string }): AuthUser {
  const claims = decodeJwt(session.accessToken);
  return {
    username: typeof claims.username === 'string' ? claims.username : session.username,
    userId: typeof claims.sub === 'string' ? claims.sub : '',
  };
}

function failure(error: string, code?: string): AuthFailure {
  return code ? { success: false, error, code } : { success: false, error };
}

/** A failure naming the first missing required field, or null when all are present. */
function requireFields(operation: string, fields: Record<string, string | undefined>): AuthFailure | null {
  const missing = Object.entries(fields).find(([, value]) => !value?.trim());
  return missing ? failure(`${missing[0]} is required to ${operation}`, VALIDATION_ERROR) : null;
}

/** Revokes a session already cleared here; a failure can only be logged (the user has moved on). */
async function revokeInBackground(port: IdentityProviderPort, session: UserSession): Promise<void> {
  try {
    await port.signOut(session);
  } catch (error) {
    // Already revoked or expired tokens mean the provider has signed the user out.
    if (error instanceof AuthError && error.code === 'NotAuthorizedException') return;
    const reason = error instanceof AuthError ? `${error.code}: ${error.message}` : String(error);
    console.error(`Sign-out could not revoke the session (${reason})`);
  }
}

/** Runs an operation, turning provider errors into failure results; other errors (bugs) still throw. */
async function attempt<T extends object>(
  operation: AuthOperation,
  invalid: AuthFailure | null,
  run: () => Promise<AuthResult<T>>,
): Promise<AuthResult<T>> {
  if (invalid) return invalid;
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return providerFailure(operation, error);
  }
}

function providerFailure(operation: AuthOperation, error: AuthError): AuthFailure {
  if (error.code === 'UserNotConfirmedException') {
    return {
      ...failure(NOT_CONFIRMED_MESSAGE, error.code),
      needsConfirmation: true,
      nextStep: 'CONFIRM_SIGN_UP',
    };
  }
  if (error.code === 'PasswordResetRequiredException') {
    return { ...failure(additionalAuthMessage('RESET_PASSWORD'), error.code), nextStep: 'RESET_PASSWORD' };
  }
  return failure(providerMessage(error.message) || wrapperDefaults[operation], error.code);
}

/** The provider's answer when an administrator has disabled the user (`NotAuthorizedException: User is disabled.`). */
function isDisabledUser(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    error.code === 'NotAuthorizedException' &&
    /\bdisabled\b/i.test(error.message)
  );
}

/** The provider's answer to a token it no longer honours. */
function isRejectedSession(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    (error.code === 'NotAuthorizedException' || error.code === 'UserNotFoundException')
  );
}
