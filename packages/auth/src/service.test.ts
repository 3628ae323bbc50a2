import { describe, expect, it, vi } from 'vitest';
import {
  ALREADY_SIGNED_IN_MESSAGE,
  NOT_CONFIRMED_MESSAGE,
  successMessages,
  wrapperDefaults,
} from './messages.ts';
import { createAuthService } from './service.ts';
import { SIGN_IN_STATE_TTL_MS } from './sign-in-state.ts';
import { createMemoryStorage } from './storage.ts';
import {
  type AnswerFor,
  answeringFetch,
  makeTokens,
  POOL,
  providerError,
} from './testing/provider-responses.ts';
import type { AuthService } from './types.ts';

const USER = 'ada@example.com';
const nowSec = () => Math.floor(Date.now() / 1000);

/** Answers every call with success, as the provider would for valid input. */
const happyProvider: AnswerFor = (operation) => {
  if (operation === 'InitiateAuth')
    return { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } };
  if (operation === 'SignUp') return { body: { UserConfirmed: false, UserSub: 'sub-ada' } };
  if (operation === 'GetUser')
    return { body: { Username: 'ada', UserAttributes: [{ Name: 'email', Value: USER }] } };
  return { body: {} };
};

function setup(answer: AnswerFor = happyProvider, now = () => Date.now()) {
  const provider = answeringFetch(answer);
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const service = createAuthService({
    ...POOL,
    fetch: provider.fetch,
    storage,
    sessionStorage,
    now,
    sleep: async () => {},
  });
  return { service, provider, storage, sessionStorage };
}

/** Signs in with the happy provider, then lets `answer` decide every later call. */
async function signedInSetup(answer: AnswerFor) {
  let signedIn = false;
  const context = setup((operation, params, n) =>
    signedIn ? answer(operation, params, n) : happyProvider(operation, params, n),
  );
  await context.service.signIn({ username: USER, password: 'Secret-123' });
  signedIn = true;
  return context;
}

type Row = {
  operation: keyof typeof wrapperDefaults;
  run: (service: AuthService) => Promise<unknown>;
  needsSession?: boolean;
};
const operations: Row[] = [
  { operation: 'signUp', run: (s) => s.signUp({ username: USER, password: 'Secret-123' }) },
  { operation: 'confirmSignUp', run: (s) => s.confirmSignUp({ username: USER, code: '123456' }) },
  { operation: 'resendSignUpCode', run: (s) => s.resendSignUpCode({ username: USER }) },
  { operation: 'signIn', run: (s) => s.signIn({ username: USER, password: 'Secret-123' }) },
  { operation: 'signOut', run: (s) => s.signOut(), needsSession: true },
  { operation: 'resetPassword', run: (s) => s.resetPassword({ username: USER }) },
  {
    operation: 'confirmResetPassword',
    run: (s) => s.confirmResetPassword({ username: USER, code: '123456', newPassword: 'New-Secret-1' }),
  },
  {
    operation: 'changePassword',
    run: (s) => s.changePassword({ oldPassword: 'Secret-123', newPassword: 'New-Secret-1' }),
    needsSession: true,
  },
  { operation: 'fetchUserAttributes', run: (s) => s.fetchUserAttributes(), needsSession: true },
  {
    operation: 'updateUserAttributes',
    run: (s) => s.updateUserAttributes({ name: 'Ada' }),
    needsSession: true,
  },
  {
    operation: 'confirmUserAttribute',
    run: (s) => s.confirmUserAttribute({ attributeKey: 'email', code: '123456' }),
    needsSession: true,
  },
];

describe('messages of the service (the exact wording users see)', () => {
  it.each(operations)(
    '$operation succeeds with its success message',
    async ({ operation, run, needsSession }) => {
      const { service } = needsSession ? await signedInSetup(happyProvider) : setup();
      await expect(run(service)).resolves.toMatchObject({
        success: true,
        message: successMessages[operation],
      });
    },
  );

  // Sign-out succeeds whatever the provider answers: it revokes in the background (see 'sign-out').
  const refusable = operations.filter((row) => row.operation !== 'signOut');

  it.each(refusable)(
    '$operation falls back to its wrapper default when the provider gives no message',
    async ({ operation, run, needsSession }) => {
      const failing: AnswerFor = () => providerError('InternalErrorException');
      const { service } = needsSession ? await signedInSetup(failing) : setup(failing);
      await expect(run(service)).resolves.toEqual({
        success: false,
        error: wrapperDefaults[operation],
        code: 'InternalErrorException',
      });
    },
  );

  it.each(refusable)(
    '$operation treats the message "null" as no message',
    async ({ operation, run, needsSession }) => {
      const failing: AnswerFor = () => providerError('InternalErrorException', 'null');
      const { service } = needsSession ? await signedInSetup(failing) : setup(failing);
      await expect(run(service)).resolves.toMatchObject({
        success: false,
        error: wrapperDefaults[operation],
      });
    },
  );

  it('passes the provider message through when there is one', async () => {
    const { service } = setup(() =>
      providerError('CodeMismatchException', 'Invalid verification code provided.'),
    );
    await expect(service.confirmSignUp({ username: USER, code: '000000' })).resolves.toEqual({
      success: false,
      error: 'Invalid verification code provided.',
      code: 'CodeMismatchException',
    });
  });

  it('gives the confirmation message and needsConfirmation for an unconfirmed account', async () => {
    const { service } = setup(() => providerError('UserNotConfirmedException', 'User is not confirmed.'));
    await expect(service.signIn({ username: USER, password: 'Secret-123' })).resolves.toEqual({
      success: false,
      error: NOT_CONFIRMED_MESSAGE,
      code: 'UserNotConfirmedException',
      needsConfirmation: true,
      nextStep: 'CONFIRM_SIGN_UP',
    });
  });

  it('maps a reset-required error to the RESET_PASSWORD step', async () => {
    const { service } = setup(() =>
      providerError('PasswordResetRequiredException', 'Password reset required.'),
    );
    await expect(service.signIn({ username: USER, password: 'Secret-123' })).resolves.toMatchObject({
      success: false,
      error: 'Additional authentication required: RESET_PASSWORD',
      nextStep: 'RESET_PASSWORD',
    });
  });

  it('refuses to sign in while a user is signed in, without calling the provider', async () => {
    const { service, provider } = await signedInSetup(happyProvider);
    const callsBefore = provider.calls.length;
    await expect(service.signIn({ username: USER, password: 'Secret-123' })).resolves.toEqual({
      success: false,
      error: ALREADY_SIGNED_IN_MESSAGE,
      code: 'UserAlreadyAuthenticatedException',
    });
    expect(provider.calls).toHaveLength(callsBefore);
  });

  it('ends the session when GetUser refuses its token (revoked, or the user disabled or deleted)', async () => {
    for (const code of ['NotAuthorizedException', 'UserNotFoundException']) {
      const { service } = await signedInSetup((operation) =>
        operation === 'GetUser' ? providerError(code, 'Access Token has been revoked') : { body: {} },
      );
      await expect(service.fetchUserAttributes()).resolves.toMatchObject({ success: false, code });
      await expect(service.getCurrentUser()).resolves.toBeNull();
    }
  });

  it('keeps the session when GetUser fails for another reason', async () => {
    const { service } = await signedInSetup((operation) =>
      operation === 'GetUser' ? providerError('InternalErrorException', 'Try again') : { body: {} },
    );
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({ success: false });
    await expect(service.getCurrentUser()).resolves.toMatchObject({ userId: 'sub-ada' });
  });

  it('fails operations that need a signed-in user when there is none', async () => {
    const { service, provider } = setup();
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({
      success: false,
      code: 'UserUnAuthenticatedException',
    });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('non-DONE sign-in outcomes', () => {
  const challenges: [string, Record<string, string>, string][] = [
    ['SMS_MFA', {}, 'CONFIRM_SIGN_IN_WITH_SMS_CODE'],
    ['SOFTWARE_TOKEN_MFA', {}, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'],
    ['EMAIL_OTP', {}, 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'],
    [
      'NEW_PASSWORD_REQUIRED',
      { userAttributes: '{}', requiredAttributes: '[]' },
      'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
    ],
    ['SELECT_MFA_TYPE', {}, 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'],
    [
      'MFA_SETUP',
      { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]' },
      'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
    ],
    ['MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' }, 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'],
    ['MFA_SETUP', { MFAS_CAN_SETUP: '["EMAIL_OTP"]' }, 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP'],
    ['SELECT_CHALLENGE', {}, 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'],
    ['CUSTOM_CHALLENGE', {}, 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'],
    ['PASSWORD', {}, 'CONFIRM_SIGN_IN_WITH_PASSWORD'],
  ];

  it.each(challenges)(
    '%s %j fails with "Additional authentication required: %s"',
    async (challenge, parameters, step) => {
      const { service, storage } = setup(() => ({
        body: { ChallengeName: challenge, ChallengeParameters: parameters, Session: 'challenge-session' },
      }));
      await expect(service.signIn({ username: USER, password: 'Secret-123' })).resolves.toEqual({
        success: false,
        error: `Additional authentication required: ${step}`,
        code: challenge,
        nextStep: step,
      });
      expect(
        storage.getItem(`CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`),
      ).toBeNull();
      await expect(service.getCurrentUser()).resolves.toBeNull();
    },
  );

  it('keeps the sign-in state (username, challenge, session) in session storage for 3 minutes', async () => {
    let clock = 1_000_000;
    const { service, sessionStorage } = setup(
      () => ({ body: { ChallengeName: 'SMS_MFA', ChallengeParameters: {}, Session: 'the-session' } }),
      () => clock,
    );
    await service.signIn({ username: USER, password: 'Secret-123' });
    expect(JSON.parse(sessionStorage.getItem('CognitoSignInState') ?? 'null')).toEqual({
      username: USER,
      challengeName: 'SMS_MFA',
      session: 'the-session',
      expiresAt: clock + SIGN_IN_STATE_TTL_MS,
    });
    clock += SIGN_IN_STATE_TTL_MS;
    await service.signIn({ username: USER, password: 'Secret-123' });
    expect(JSON.parse(sessionStorage.getItem('CognitoSignInState') ?? 'null').expiresAt).toBe(
      clock + SIGN_IN_STATE_TTL_MS,
    );
  });
});

describe('required fields are refused before any network call', () => {
  const cases: [string, (s: AuthService) => Promise<unknown>, string][] = [
    ['signIn', (s) => s.signIn({ username: '', password: 'x' }), 'username is required to signIn'],
    ['signIn', (s) => s.signIn({ username: USER, password: '' }), 'password is required to signIn'],
    ['signUp', (s) => s.signUp({ username: ' ', password: 'x' }), 'username is required to signUp'],
    ['signUp', (s) => s.signUp({ username: USER, password: '' }), 'password is required to signUp'],
    [
      'confirmSignUp',
      (s) => s.confirmSignUp({ username: '', code: '1' }),
      'username is required to confirmSignUp',
    ],
    [
      'confirmSignUp',
      (s) => s.confirmSignUp({ username: USER, code: '' }),
      'code is required to confirmSignUp',
    ],
    [
      'resendSignUpCode',
      (s) => s.resendSignUpCode({ username: '' }),
      'username is required to resendSignUpCode',
    ],
    ['resetPassword', (s) => s.resetPassword({ username: '' }), 'username is required to resetPassword'],
    [
      'confirmResetPassword',
      (s) => s.confirmResetPassword({ username: '', code: '1', newPassword: 'x' }),
      'username is required to confirmResetPassword',
    ],
    [
      'confirmResetPassword',
      (s) => s.confirmResetPassword({ username: USER, code: '', newPassword: 'x' }),
      'code is required to confirmResetPassword',
    ],
    [
      'confirmResetPassword',
      (s) => s.confirmResetPassword({ username: USER, code: '1', newPassword: '' }),
      'newPassword is required to confirmResetPassword',
    ],
    [
      'changePassword',
      (s) => s.changePassword({ oldPassword: '', newPassword: 'x' }),
      'oldPassword is required to changePassword',
    ],
    [
      'changePassword',
      (s) => s.changePassword({ oldPassword: 'x', newPassword: '' }),
      'newPassword is required to changePassword',
    ],
    [
      'confirmUserAttribute',
      (s) => s.confirmUserAttribute({ attributeKey: 'email', code: '' }),
      'code is required to confirmUserAttribute',
    ],
  ];

  it.each(cases)('%s: %s', async (_operation, run, message) => {
    const { service, provider } = setup();
    await expect(run(service)).resolves.toEqual({ success: false, error: message, code: 'ValidationError' });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('auto sign-in after confirmation', () => {
  it('signs in on confirmation within 3 minutes of sign-up', async () => {
    let clock = Date.now();
    const { service, provider } = setup(happyProvider, () => clock);
    await service.signUp({ username: USER, password: 'Secret-123', attributes: { name: 'Ada' } });
    expect(provider.calls[0]?.params.UserAttributes).toEqual([
      { Name: 'email', Value: USER },
      { Name: 'name', Value: 'Ada' },
    ]);
    clock += 3 * 60 * 1000 - 1;
    await expect(service.confirmSignUp({ username: USER, code: '123456' })).resolves.toEqual({
      success: true,
      message: successMessages.confirmSignUp,
      isSignedIn: true,
      user: { username: 'ada', userId: 'sub-ada' },
    });
    expect(provider.operations()).toEqual(['SignUp', 'ConfirmSignUp', 'InitiateAuth']);
  });

  it('does not sign in once the 3-minute window has passed', async () => {
    let clock = Date.now();
    const { service, provider } = setup(happyProvider, () => clock);
    await service.signUp({ username: USER, password: 'Secret-123' });
    clock += 3 * 60 * 1000;
    await expect(service.confirmSignUp({ username: USER, code: '123456' })).resolves.toMatchObject({
      isSignedIn: false,
      user: null,
    });
    expect(provider.operations()).toEqual(['SignUp', 'ConfirmSignUp']);
  });

  it('does not sign in another user than the one who signed up', async () => {
    const { service, provider } = setup();
    await service.signUp({ username: USER, password: 'Secret-123' });
    await service.confirmSignUp({ username: 'other@example.com', code: '123456' });
    expect(provider.operations()).toEqual(['SignUp', 'ConfirmSignUp']);
  });
});

describe('sign-out', () => {
  it("revokes only this session's refresh token and clears the stored tokens", async () => {
    const { service, provider, storage } = await signedInSetup(happyProvider);
    const lastUser = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`;
    expect(storage.getItem(lastUser)).toBe(USER);
    const before = provider.operations().length;
    await expect(service.signOut()).resolves.toEqual({ success: true, message: successMessages.signOut });
    await vi.waitFor(() => expect(provider.operations().slice(before)).toEqual(['RevokeToken']));
    expect(provider.calls.at(-1)?.params).toMatchObject({
      ClientId: POOL.userPoolClientId,
      Token: expect.stringMatching(/^refresh-ada-/),
    });
    expect(storage.getItem(lastUser)).toBeNull();
    await expect(service.getCurrentUser()).resolves.toBeNull();
  });

  it('counts already revoked tokens as signed out', async () => {
    const { service } = await signedInSetup(() =>
      providerError('NotAuthorizedException', 'Refresh Token has been revoked'),
    );
    await expect(service.signOut()).resolves.toMatchObject({ success: true });
  });

  it('answers before the provider does, and only then revokes', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const provider = answeringFetch(happyProvider);
    const held: Promise<Response>[] = [];
    // The provider answers a sign-out only when the test lets it.
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(new Headers(init?.headers).get('X-Amz-Target')).endsWith('.RevokeToken'))
        return provider.fetch(input, init);
      const reply = answered.then(() => provider.fetch(input, init));
      held.push(reply);
      return reply;
    };
    const service = createAuthService({
      ...POOL,
      fetch,
      storage: createMemoryStorage(),
      sleep: async () => {},
    });
    await service.signIn({ username: USER, password: 'Secret-123' });

    await expect(service.signOut()).resolves.toEqual({ success: true, message: successMessages.signOut });
    await expect(service.getCurrentUser()).resolves.toBeNull();
    expect(held).toHaveLength(1);
    expect(provider.operations()).toEqual(['InitiateAuth']);

    answer();
    await Promise.all(held);
    expect(provider.operations()).toEqual(['InitiateAuth', 'RevokeToken']);
  });

  it('ends the local session even when the provider cannot be reached, and logs it without a token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { service, provider, storage } = await signedInSetup(() => ({ networkFailure: true }));
    const tokens = ['accessToken', 'idToken', 'refreshToken'].map((key) =>
      storage.getItem(`CognitoIdentityServiceProvider.${POOL.userPoolClientId}.${USER}.${key}`),
    );
    expect(tokens.every(Boolean)).toBe(true);
    await expect(service.signOut()).resolves.toMatchObject({ success: true });
    await expect(service.getCurrentUser()).resolves.toBeNull();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^Sign-out could not revoke the session \(NetworkError/,
    );
    expect(provider.operations().at(-1)).toBe('RevokeToken');
    for (const token of tokens) expect(String(logged.mock.calls[0]?.[0])).not.toContain(String(token));
    logged.mockRestore();
  });

  it('succeeds without a session', async () => {
    const { service, provider } = setup();
    await expect(service.signOut()).resolves.toMatchObject({ success: true });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('stored session data', () => {
  it('stores tokens, clock drift and sign-in details under the SDK keys', async () => {
    const { storage } = await signedInSetup(happyProvider);
    const prefix = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.${USER}`;
    for (const key of ['accessToken', 'idToken', 'refreshToken', 'clockDrift']) {
      expect(storage.getItem(`${prefix}.${key}`)).toBeTruthy();
    }
    expect(JSON.parse(storage.getItem(`${prefix}.signInDetails`) ?? '{}')).toEqual({
      loginId: USER,
      authFlowType: 'USER_PASSWORD_AUTH',
    });
  });

  it('updates attributes with one call and caches nothing of the user in storage', async () => {
    const { service, provider, storage } = await signedInSetup(happyProvider);
    const prefix = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.${USER}`;
    const callsBefore = provider.calls.length;
    await service.updateUserAttributes({ name: 'Ada' });
    await service.updateUserAttributes({ name: 'Ada L.' });
    expect(provider.operations().slice(callsBefore)).toEqual([
      'UpdateUserAttributes',
      'UpdateUserAttributes',
    ]);
    expect(provider.calls.at(-1)?.params).toEqual({
      AccessToken: storage.getItem(`${prefix}.accessToken`),
      UserAttributes: [{ Name: 'name', Value: 'Ada L.' }],
    });
    expect(storage.getItem(`${prefix}.userData`)).toBeNull();
  });

  it('clears attributes the Cognito SDK cached under userData on sign-out, and keeps device keys', async () => {
    const { service, storage } = await signedInSetup(happyProvider);
    const prefix = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.${USER}`;
    storage.setItem(`${prefix}.userData`, '{"UserAttributes":[]}');
    storage.setItem(`${prefix}.deviceKey`, 'device-1');
    await service.signOut();
    expect(storage.getItem(`${prefix}.userData`)).toBeNull();
    for (const key of ['accessToken', 'idToken', 'refreshToken', 'clockDrift', 'signInDetails']) {
      expect(storage.getItem(`${prefix}.${key}`)).toBeNull();
    }
    expect(storage.getItem(`${prefix}.deviceKey`)).toBe('device-1');
  });

  it('reads attributes with GetUser', async () => {
    const { service } = await signedInSetup(happyProvider);
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({ attributes: { email: USER } });
  });
});
