import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { AuthError, providerMessage } from './errors.ts';
import type { Attributes, IdentityProviderPort, PasswordSignInOutcome, UserSession } from './port.ts';
import type { KeyValueStorage } from './storage.ts';
import type { TokenSet } from './tokens.ts';
import type { Transport } from './transport.ts';

type NodeCallback = (error: unknown, data: unknown) => void;

/** Stands in for the SDK's HTTP client, so every call uses our transport (injected fetch, retries, errors). */
function sdkClient(transport: Transport) {
  const call = (operation: string, params: object) => transport(operation, params);
  const request = (operation: string, params: object, callback: NodeCallback) => {
    call(operation, params)
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error, null),
      )
      .catch((error: unknown) => console.error('Cognito SDK callback failed', error));
  };
  // Our transport already retries, so the SDK's own retrying entry point is the plain one.
  return { request, requestWithRetry: request, promisifyRequest: call };
}

export interface CognitoSdkPortOptions {
  userPoolId: string;
  userPoolClientId: string;
  storage: KeyValueStorage;
  transport: Transport;
}

/** The identity-provider port implemented with amazon-cognito-identity-js. */
export function createCognitoSdkPort(options: CognitoSdkPortOptions): IdentityProviderPort {
  const storage = sdkStorage(options.storage);
  const pool = new CognitoUserPool({
    UserPoolId: options.userPoolId,
    ClientId: options.userPoolClientId,
    Storage: storage,
  });
  Object.assign(pool, { client: sdkClient(options.transport) });

  const user = (username: string) => new CognitoUser({ Username: username, Pool: pool, Storage: storage });
  const deviceKeyOf = (username: string) =>
    options.storage.getItem(
      `CognitoIdentityServiceProvider.${options.userPoolClientId}.${username}.deviceKey`,
    );
  const signedIn = (session: UserSession) => {
    const cognitoUser = user(session.username);
    cognitoUser.setSignInUserSession(toSdkSession(session));
    return cognitoUser;
  };

  return withAuthErrors({
    signUp: (username, password, attributes) =>
      fromCallback<{ userConfirmed: boolean }>((done) =>
        pool.signUp(username, password, toAttributeList(attributes), [], done),
      ),
    confirmSignUp: (username, code) =>
      fromCallback<void>((done) => user(username).confirmRegistration(code, false, done)),
    resendConfirmationCode: (username) =>
      fromCallback<void>((done) => user(username).resendConfirmationCode(done)),
    signInWithPassword: (username, password) =>
      signInWithPassword(options.transport, options.userPoolClientId, {
        username,
        password,
        deviceKey: deviceKeyOf(username),
      }),
    refreshTokens: (username, refreshToken) =>
      refreshWithoutCaching(options.transport, options.userPoolClientId, deviceKeyOf(username), refreshToken),
    forgotPassword: (username) =>
      new Promise((resolve, reject) => {
        user(username).forgotPassword({ onSuccess: () => resolve(), onFailure: reject });
      }),
    confirmForgotPassword: (username, code, newPassword) =>
      new Promise((resolve, reject) => {
        user(username).confirmPassword(code, newPassword, { onSuccess: () => resolve(), onFailure: reject });
      }),
    changePassword: (session, oldPassword, newPassword) =>
      fromCallback<void>((done) => signedIn(session).changePassword(oldPassword, newPassword, done)),
    getUserAttributes: (session) =>
      fromCallback<CognitoUserAttribute[]>((done) => signedIn(session).getUserAttributes(done)).then(
        toAttributeMap,
      ),
    // Called directly: the SDK's updateAttributes caches the user's attributes in storage (`.userData`)
    // and, from the second call on, refreshes and re-stores the tokens behind our back.
    updateUserAttributes: async (session, attributes) => {
      const UserAttributes = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
      await options.transport('UpdateUserAttributes', { AccessToken: session.accessToken, UserAttributes });
    },
    verifyUserAttribute: (session, attributeName, code) =>
      new Promise((resolve, reject) => {
        signedIn(session).verifyAttribute(attributeName, code, {
          onSuccess: () => resolve(),
          onFailure: reject,
        });
      }),
    signOut: (session) => signOutEverywhere(options.transport, options.userPoolClientId, session),
  });
}

/** Makes every failure of the port an `AuthError`: the SDK also rejects with plain errors of its own. */
function withAuthErrors(port: IdentityProviderPort): IdentityProviderPort {
  const wrapped = Object.entries(port).map(([name, method]) => [
    name,
    (...args: unknown[]) =>
      (method as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
        throw toAuthError(error);
      }),
  ]);
  return Object.fromEntries(wrapped) as unknown as IdentityProviderPort;
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (!(error instanceof Error)) return new AuthError('UnknownError', '', { cause: error });
  const code = error.name && error.name !== 'Error' ? error.name : 'UnknownError';
  return new AuthError(code, providerMessage(error.message), { cause: error });
}

/**
 * USER_PASSWORD_AUTH through our transport. The SDK's authenticateUser builds its SRP helper even for this flow, and
 * that constructor computes a 3072-bit modular power the flow never uses: 130-230 ms of main thread before the
 * request leaves, on every sign-in. The service stores the tokens itself, as after a refresh.
 */
async function signInWithPassword(
  transport: Transport,
  clientId: string,
  credentials: { username: string; password: string; deviceKey: string | null },
): Promise<PasswordSignInOutcome> {
  const { username, password, deviceKey } = credentials;
  const answer = await transport('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: {
      USERNAME: username,
      PASSWORD: password,
      ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}),
    },
  });
  if (typeof answer.ChallengeName === 'string' && answer.ChallengeName) {
    return {
      type: 'challenge',
      challengeName: answer.ChallengeName,
      session: typeof answer.Session === 'string' ? answer.Session : undefined,
      parameters: (answer.ChallengeParameters ?? {}) as Record<string, string>,
    };
  }
  const tokens = tokensOf(answer, 'sign-in');
  if (!tokens.refreshToken) throw new AuthError('InvalidResponse', 'The sign-in returned no refresh token');
  return { type: 'done', username, tokens };
}

/**
 * REFRESH_TOKEN_AUTH through our transport. The SDK's refreshSession writes the new tokens to storage under
 * the user it read when the call started, so a sign-out (or another sign-in) during the call would be undone;
 * here only the session manager stores tokens, after checking the session is still the one refreshed.
 */
async function refreshWithoutCaching(
  transport: Transport,
  clientId: string,
  deviceKey: string | null,
  refreshToken: string,
): Promise<TokenSet> {
  const answer = await transport('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken, ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}) },
  });
  return tokensOf(answer, 'refresh');
}

/** The tokens of an InitiateAuth answer; the refresh token only when the provider sent one (a refresh may not). */
function tokensOf(answer: Record<string, unknown>, operation: 'sign-in' | 'refresh'): TokenSet {
  const result = (answer.AuthenticationResult ?? {}) as Record<string, unknown>;
  if (typeof result.AccessToken !== 'string' || typeof result.IdToken !== 'string') {
    throw new AuthError('InvalidResponse', `The ${operation} returned no tokens`);
  }
  const refreshToken = typeof result.RefreshToken === 'string' ? result.RefreshToken : undefined;
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken };
}

/**
 * GlobalSignOut, which also invalidates every refresh token of the user, so nothing is left to revoke (a
 * RevokeToken after it only fails). An expired access token cannot sign out everywhere (NotAuthorizedException),
 * but the refresh token can still be revoked, explicitly: the SDK revokes only tokens with an `origin_jti` claim.
 */
async function signOutEverywhere(
  transport: Transport,
  clientId: string,
  session: UserSession,
): Promise<void> {
  try {
    await transport('GlobalSignOut', { AccessToken: session.accessToken });
    return;
  } catch (error) {
    if (!(error instanceof AuthError && error.code === 'NotAuthorizedException')) throw error;
  }
  if (session.refreshToken)
    await transport('RevokeToken', { ClientId: clientId, Token: session.refreshToken });
}

/** The SDK's storage shape; methods are bound, as browser storages keep them on their prototype. */
function sdkStorage(storage: KeyValueStorage) {
  return {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => storage.setItem(key, value),
    removeItem: (key: string) => storage.removeItem(key),
    clear: () => undefined,
  };
}

function fromCallback<T>(run: (done: (error: unknown, data?: unknown) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((error, data) => (error ? reject(error) : resolve(data as T)));
  });
}

function toSdkSession(session: UserSession): CognitoUserSession {
  const data = {
    AccessToken: new CognitoAccessToken({ AccessToken: session.accessToken }),
    IdToken: new CognitoIdToken({ IdToken: session.idToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: session.refreshToken ?? '' }),
    // Accepted by the SDK though missing from its types; avoids it recomputing drift from the real clock.
    ClockDrift: session.clockDrift,
  };
  return new CognitoUserSession(data);
}

function toAttributeList(attributes: Attributes): CognitoUserAttribute[] {
  return Object.entries(attributes).map(([Name, Value]) => new CognitoUserAttribute({ Name, Value }));
}

function toAttributeMap(list: CognitoUserAttribute[] | undefined): Attributes {
  return Object.fromEntries((list ?? []).map((attribute) => [attribute.getName(), attribute.getValue()]));
}
