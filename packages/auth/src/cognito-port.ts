import { AuthError } from './errors.ts';
import type { Attributes, IdentityProviderPort, PasswordSignInOutcome, UserSession } from './port.ts';
import type { KeyValueStorage } from './storage.ts';
import type { TokenSet } from './tokens.ts';
import type { Transport } from './transport.ts';

export interface CognitoPortOptions {
  userPoolClientId: string;
  storage: KeyValueStorage;
  transport: Transport;
}

/**
 * The identity-provider port on Cognito's user-pool API, each operation one call through our transport (injected
 * fetch, retries, error mapping). amazon-cognito-identity-js did this before, and every flow that is more than one
 * call was bypassed for a reason: its password sign-in builds an SRP helper (130-230 ms of main thread) the flow
 * never uses; its refresh and attribute updates re-store tokens behind the session manager; its sign-out revokes
 * only tokens the emulator does not issue; and it offers no public way to send its requests through our transport.
 * What was left were single calls, a Buffer polyfill and a `global` shim.
 */
export function createCognitoPort(options: CognitoPortOptions): IdentityProviderPort {
  const { transport, userPoolClientId: ClientId } = options;
  const deviceKeyOf = (username: string) =>
    options.storage.getItem(`CognitoIdentityServiceProvider.${ClientId}.${username}.deviceKey`);

  return {
    signUp: async (username, password, attributes) => {
      const answer = await transport('SignUp', {
        ClientId,
        Username: username,
        Password: password,
        UserAttributes: toAttributeList(attributes),
      });
      return { userConfirmed: answer.UserConfirmed === true };
    },
    confirmSignUp: async (username, code) => {
      await transport('ConfirmSignUp', { ClientId, Username: username, ConfirmationCode: code });
    },
    resendConfirmationCode: async (username) => {
      await transport('ResendConfirmationCode', { ClientId, Username: username });
    },
    signInWithPassword: (username, password) =>
      signInWithPassword(transport, ClientId, { username, password, deviceKey: deviceKeyOf(username) }),
    refreshTokens: (username, refreshToken) =>
      refreshWithoutCaching(transport, ClientId, deviceKeyOf(username), refreshToken),
    forgotPassword: async (username) => {
      await transport('ForgotPassword', { ClientId, Username: username });
    },
    confirmForgotPassword: async (username, code, newPassword) => {
      await transport('ConfirmForgotPassword', {
        ClientId,
        Username: username,
        ConfirmationCode: code,
        Password: newPassword,
      });
    },
    changePassword: async (session, oldPassword, newPassword) => {
      await transport('ChangePassword', {
        AccessToken: session.accessToken,
        PreviousPassword: oldPassword,
        ProposedPassword: newPassword,
      });
    },
    getUserAttributes: async (session) =>
      toAttributeMap((await transport('GetUser', { AccessToken: session.accessToken })).UserAttributes),
    updateUserAttributes: async (session, attributes) => {
      await transport('UpdateUserAttributes', {
        AccessToken: session.accessToken,
        UserAttributes: toAttributeList(attributes),
      });
    },
    verifyUserAttribute: async (session, attributeName, code) => {
      await transport('VerifyUserAttribute', {
        AccessToken: session.accessToken,
        AttributeName: attributeName,
        Code: code,
      });
    },
    signOut: (session) => revokeSession(transport, ClientId, session),
  };
}

/** USER_PASSWORD_AUTH. The service stores the tokens itself, as after a refresh. */
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
 * REFRESH_TOKEN_AUTH. Only the session manager stores tokens, after checking the session is still the one
 * refreshed, so a sign-out (or another sign-in) during the call is not undone.
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
 * RevokeToken on this session's refresh token: it and the access tokens issued from it stop working, while a
 * later sign-in of the same user (which may happen before this lands, as it runs in the background) keeps its own.
 * GlobalSignOut would revoke that new session too.
 */
async function revokeSession(transport: Transport, clientId: string, session: UserSession): Promise<void> {
  if (!session.refreshToken) return;
  await transport('RevokeToken', { ClientId: clientId, Token: session.refreshToken }, { keepalive: true });
}

function toAttributeList(attributes: Attributes): Array<{ Name: string; Value: string }> {
  return Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
}

function toAttributeMap(list: unknown): Attributes {
  if (!Array.isArray(list)) return {};
  const pairs = list.filter(
    (item): item is { Name: string; Value: string } =>
      typeof item?.Name === 'string' && typeof item?.Value === 'string',
  );
  return Object.fromEntries(pairs.map((item) => [item.Name, item.Value]));
}
