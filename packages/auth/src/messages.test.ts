import { describe, expect, it } from 'vitest';
import { createAuthService } from './service.ts';
import { createMemoryStorage } from './storage.ts';
import { type AuthStore, createAuthStore } from './store.ts';
import {
  type AnswerFor,
  answeringFetch,
  makeTokens,
  POOL,
  providerError,
} from './testing/provider-responses.ts';
import type { AuthResult, AuthService } from './types.ts';

// What the user reads, checked through the real service and store: an answer of the identity provider
// (or a failure on the way to it) goes in, the product's wording comes out. The strings are written out here on
// purpose, so that a changed word in messages.ts fails.

const USER = 'ada@example.com';
const nowSec = () => Math.floor(Date.now() / 1000);

/** Answers every call as the provider does for valid input. */
const happyProvider: AnswerFor = (operation) => {
  if (operation === 'InitiateAuth')
    return { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } };
  if (operation === 'SignUp') return { body: { UserConfirmed: false, UserSub: 'sub-ada' } };
  if (operation === 'GetUser')
    return { body: { Username: 'ada', UserAttributes: [{ Name: 'email', Value: USER }] } };
  return { body: {} };
};

/** A provider error without a message: the product's default wording must stand in. */
const failingWithoutMessage: AnswerFor = () => providerError('InternalErrorException');

/** The store over the real service, answered by `answer`; signed in first when `signedIn` (with the happy provider). */
async function storeAnsweredBy(answer: AnswerFor, { signedIn = false } = {}) {
  let signInDone = !signedIn;
  const provider = answeringFetch((operation, params, n) =>
    signInDone ? answer(operation, params, n) : happyProvider(operation, params, n),
  );
  const service = createAuthService({
    ...POOL,
    fetch: provider.fetch,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    sleep: async () => {},
  });
  const store = createAuthStore(service);
  if (signedIn) {
    await expect(store.signIn({ username: USER, password: 'Secret-123' })).resolves.toMatchObject({
      success: true,
    });
    signInDone = true;
  }
  return { service, store };
}

type StoreAction = (store: AuthStore) => Promise<AuthResult<object>>;
type Row = {
  operation: string;
  action: StoreAction;
  /** The method of the service that `action` calls. */
  method: keyof AuthService;
  needsSession?: boolean;
  /** Shown when the action succeeds. */
  succeeded: string;
  /** Shown when the provider refuses without a message; null when its answer cannot fail the action. */
  refusedWithoutMessage: string | null;
  /** Shown when the action fails without any message at all (an unexpected exception). */
  failedWithoutMessage: string;
};

const rows: Row[] = [
  {
    operation: 'sign up',
    action: (store) => store.signUp({ username: USER, password: 'Secret-123' }),
    method: 'signUp',
    succeeded: 'Sign up successful. Please check your email to confirm your account.',
    refusedWithoutMessage: 'An error occurred during sign up',
    failedWithoutMessage: 'Sign up failed',
  },
  {
    operation: 'confirm sign-up',
    action: (store) => store.confirmSignUp({ username: USER, code: '123456' }),
    method: 'confirmSignUp',
    succeeded: 'Account confirmed successfully! You can now sign in.',
    refusedWithoutMessage: 'Error confirming account',
    failedWithoutMessage: 'Confirmation failed',
  },
  {
    operation: 'resend the sign-up code',
    action: (store) => store.resendSignUpCode({ username: USER }),
    method: 'resendSignUpCode',
    succeeded: 'Confirmation code resent successfully',
    refusedWithoutMessage: 'Error resending confirmation code',
    failedWithoutMessage: 'Failed to resend confirmation code',
  },
  {
    operation: 'sign in',
    action: (store) => store.signIn({ username: USER, password: 'Secret-123' }),
    method: 'signIn',
    succeeded: 'Sign in successful',
    refusedWithoutMessage: 'An error occurred during sign in',
    failedWithoutMessage: 'Sign in failed',
  },
  {
    operation: 'sign out',
    action: (store) => store.signOut(),
    method: 'signOut',
    needsSession: true,
    succeeded: 'Signed out successfully',
    // The page signs out at once; the provider is told in the background, where a refusal is only logged.
    refusedWithoutMessage: null,
    failedWithoutMessage: 'Sign out failed',
  },
  {
    operation: 'request a password reset',
    action: (store) => store.resetPassword({ username: USER }),
    method: 'resetPassword',
    succeeded: 'Password reset code sent to your email',
    refusedWithoutMessage: 'Error initiating password reset',
    failedWithoutMessage: 'Forgot password request failed',
  },
  {
    operation: 'reset the password',
    action: (store) =>
      store.confirmResetPassword({ username: USER, code: '123456', newPassword: 'New-Secret-1' }),
    method: 'confirmResetPassword',
    succeeded: 'Password has been reset successfully',
    refusedWithoutMessage: 'Error confirming new password',
    failedWithoutMessage: 'Password reset failed',
  },
  {
    operation: 'change the password',
    action: (store) => store.changePassword({ oldPassword: 'Secret-123', newPassword: 'New-Secret-1' }),
    method: 'changePassword',
    needsSession: true,
    succeeded: 'Password changed successfully',
    refusedWithoutMessage: 'Error changing password',
    failedWithoutMessage: 'Password change failed',
  },
  {
    operation: 'load the user attributes',
    action: (store) => store.fetchUserAttributes(),
    method: 'fetchUserAttributes',
    needsSession: true,
    succeeded: 'User attributes fetched successfully',
    refusedWithoutMessage: 'Error getting user attributes',
    failedWithoutMessage: 'Error getting user attributes',
  },
  {
    operation: 'update the user attributes',
    action: (store) => store.updateUserAttributes({ name: 'Ada' }),
    method: 'updateUserAttributes',
    needsSession: true,
    succeeded: 'User attributes updated successfully',
    refusedWithoutMessage: 'Error updating user attributes',
    failedWithoutMessage: 'Failed to update user attributes',
  },
  {
    operation: 'confirm a user attribute',
    action: (store) => store.confirmUserAttribute({ attributeKey: 'email', code: '123456' }),
    method: 'confirmUserAttribute',
    needsSession: true,
    succeeded: 'User attribute confirmed successfully',
    refusedWithoutMessage: 'Error confirming user attribute',
    failedWithoutMessage: 'Failed to confirm user attribute',
  },
];

describe('what the user reads after each action', () => {
  it.each(rows)('$operation succeeds: $succeeded', async ({ action, needsSession, succeeded }) => {
    const { store } = await storeAnsweredBy(happyProvider, { signedIn: needsSession });
    await expect(action(store)).resolves.toMatchObject({ success: true, message: succeeded });
    expect(store.getState().error).toBeNull();
  });

  it.each(rows.filter((row) => row.refusedWithoutMessage !== null))(
    '$operation refused by the provider without a message: $refusedWithoutMessage',
    async ({ action, needsSession, refusedWithoutMessage }) => {
      const { store } = await storeAnsweredBy(failingWithoutMessage, { signedIn: needsSession });
      await expect(action(store)).resolves.toMatchObject({ success: false, error: refusedWithoutMessage });
      expect(store.getState().error).toBe(refusedWithoutMessage);
    },
  );

  it.each(rows)(
    '$operation failing without any message: $failedWithoutMessage',
    async ({ action, method, failedWithoutMessage }) => {
      const { service } = await storeAnsweredBy(happyProvider);
      const store = createAuthStore({ ...service, [method]: () => Promise.reject(new Error()) });
      await expect(action(store)).resolves.toEqual({ success: false, error: failedWithoutMessage });
      expect(store.getState().error).toBe(failedWithoutMessage);
    },
  );
});

describe('what the user reads when signing in goes another way', () => {
  const signIn = (store: AuthStore) => store.signIn({ username: USER, password: 'Secret-123' });

  it("passes the provider's own message through", async () => {
    const { store } = await storeAnsweredBy(() =>
      providerError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    await expect(signIn(store)).resolves.toMatchObject({ error: 'Incorrect username or password.' });
  });

  it('asks an unconfirmed account to confirm first, in its own words', async () => {
    const { store } = await storeAnsweredBy(() =>
      providerError('UserNotConfirmedException', 'User is not confirmed.'),
    );
    await expect(signIn(store)).resolves.toMatchObject({
      error: 'Please confirm your account first. Check your email for a confirmation code.',
    });
  });

  it('refuses a second sign-in of the same page', async () => {
    const { store } = await storeAnsweredBy(happyProvider, { signedIn: true });
    await expect(signIn(store)).resolves.toMatchObject({ error: 'There is already a signed in user.' });
  });

  it('says so when the identity provider cannot be reached', async () => {
    const { store } = await storeAnsweredBy(() => ({ networkFailure: true }));
    await expect(signIn(store)).resolves.toMatchObject({ error: 'A network error has occurred.' });
  });

  it('names the further step a challenge asks for', async () => {
    const { store } = await storeAnsweredBy(() => ({
      body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: {}, Session: 'challenge-session' },
    }));
    await expect(signIn(store)).resolves.toMatchObject({
      error: 'Additional authentication required: CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    });
  });

  it('names the password reset a provider requires', async () => {
    const { store } = await storeAnsweredBy(() => providerError('PasswordResetRequiredException'));
    await expect(signIn(store)).resolves.toMatchObject({
      error: 'Additional authentication required: RESET_PASSWORD',
    });
  });

  it('asks for a sign-in before an action that needs a session', async () => {
    const { store } = await storeAnsweredBy(happyProvider);
    await expect(
      store.changePassword({ oldPassword: 'Secret-123', newPassword: 'New-Secret-1' }),
    ).resolves.toMatchObject({ error: 'User needs to be authenticated to call this API.' });
  });
});
