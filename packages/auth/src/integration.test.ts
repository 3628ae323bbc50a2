import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CONFIRMED_MESSAGE, successMessages } from './messages.ts';
import { createAuthService } from './service.ts';
import { createMemoryStorage } from './storage.ts';
import { createAuthStore } from './store.ts';

let idp: IdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0 });
});

afterAll(async () => {
  await idp?.stop();
});

function newService() {
  return createAuthService({
    region: idp.region,
    userPoolId: idp.userPoolId,
    userPoolClientId: idp.userPoolClientId,
    endpoint: idp.endpoint,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
}

let userCount = 0;
const newEmail = () => `user${++userCount}-${Date.now()}@example.com`;
const PASSWORD = 'Secret-Pass-123';
const NEW_PASSWORD = 'Other-Pass-456';

describe('against the local identity provider', () => {
  it('runs the whole account journey', async () => {
    const service = newService();
    const email = newEmail();

    const signUp = await service.signUp({ username: email, password: PASSWORD, attributes: { name: 'Ada' } });
    expect(signUp).toMatchObject({ success: true, message: successMessages.signUp, userConfirmed: false });

    const confirmed = await service.confirmSignUp({ username: email, code: await idp.readCode(email) });
    expect(confirmed).toMatchObject({
      success: true,
      message: successMessages.confirmSignUp,
      isSignedIn: true,
    });
    const user = await service.getCurrentUser();
    expect(user?.userId).toMatch(/\S/);
    const session = await service.getSession();
    expect(session?.expiresAt).toBeGreaterThan(Date.now());

    await expect(service.signOut()).resolves.toEqual({ success: true, message: successMessages.signOut });
    await expect(service.getCurrentUser()).resolves.toBeNull();

    await expect(service.signIn({ username: email, password: PASSWORD })).resolves.toMatchObject({
      success: true,
      message: successMessages.signIn,
      user: { userId: user?.userId },
    });

    await expect(service.fetchUserAttributes()).resolves.toMatchObject({
      success: true,
      attributes: { email, name: 'Ada' },
    });
    await expect(service.updateUserAttributes({ name: 'Ada Lovelace' })).resolves.toEqual({
      success: true,
      message: successMessages.updateUserAttributes,
    });
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({
      attributes: { name: 'Ada Lovelace' },
    });

    await expect(
      service.changePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).resolves.toEqual({
      success: true,
      message: successMessages.changePassword,
    });
    await service.signOut();
    await expect(service.signIn({ username: email, password: PASSWORD })).resolves.toMatchObject({
      success: false,
    });
    await expect(service.signIn({ username: email, password: NEW_PASSWORD })).resolves.toMatchObject({
      success: true,
    });
    await service.signOut();

    const resetAt = new Date();
    await expect(service.resetPassword({ username: email })).resolves.toEqual({
      success: true,
      message: successMessages.resetPassword,
    });
    const resetCode = await idp.readCode(email, { after: resetAt });
    const finalPassword = 'Third-Pass-789';
    await expect(
      service.confirmResetPassword({ username: email, code: resetCode, newPassword: finalPassword }),
    ).resolves.toEqual({ success: true, message: successMessages.confirmResetPassword });
    await expect(service.signIn({ username: email, password: finalPassword })).resolves.toMatchObject({
      success: true,
    });
  });

  it('resends the sign-up code, and the resent code confirms the account', async () => {
    const service = newService();
    const email = newEmail();
    await service.signUp({ username: email, password: PASSWORD });
    const resentAt = new Date();
    await expect(service.resendSignUpCode({ username: email })).resolves.toEqual({
      success: true,
      message: successMessages.resendSignUpCode,
    });
    const code = await idp.readCode(email, { after: resentAt });
    await expect(service.confirmSignUp({ username: email, code })).resolves.toMatchObject({ success: true });
  });

  it('asks an unconfirmed user to confirm the account first', async () => {
    const service = newService();
    const email = newEmail();
    await service.signUp({ username: email, password: PASSWORD });
    await expect(service.signIn({ username: email, password: PASSWORD })).resolves.toMatchObject({
      success: false,
      error: NOT_CONFIRMED_MESSAGE,
      needsConfirmation: true,
    });
  });

  it('reports a wrong confirmation code with the provider message', async () => {
    const service = newService();
    const email = newEmail();
    await service.signUp({ username: email, password: PASSWORD });
    const result = await service.confirmSignUp({ username: email, code: '000000' });
    expect(result).toMatchObject({ success: false, code: 'CodeMismatchException' });
  });

  it('signs out at once, then revokes the session, so neither its access token nor its refresh token works', async () => {
    const storage = createMemoryStorage();
    // The provider's answer to the sign-out is held until the page has already signed out.
    let letThrough: () => void = () => {};
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    const revokes: Promise<Response>[] = [];
    const service = createAuthService({
      region: idp.region,
      userPoolId: idp.userPoolId,
      userPoolClientId: idp.userPoolClientId,
      endpoint: idp.endpoint,
      storage,
      sessionStorage: createMemoryStorage(),
      fetch: (input, init) => {
        const target = new Headers(init?.headers).get('X-Amz-Target') ?? '';
        if (!target.endsWith('.RevokeToken')) return fetch(input, init);
        const revoke = released.then(() => fetch(input, init));
        revokes.push(revoke);
        return revoke;
      },
    });
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD });
    await service.signIn({ username: email, password: PASSWORD });
    const revoked = await service.getSession();
    const refreshToken = storage.getItem(
      `CognitoIdentityServiceProvider.${idp.userPoolClientId}.${email}.refreshToken`,
    );
    expect(refreshToken).toMatch(/\S/);
    await expect(service.signOut()).resolves.toMatchObject({ success: true });
    await expect(service.getCurrentUser()).resolves.toBeNull();
    expect(revokes).toHaveLength(1);
    letThrough();
    await Promise.all(revokes);
    const call = async (target: string, body: object) => {
      const response = await fetch(idp.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const notAuthorized = {
      status: 400,
      body: { __type: expect.stringContaining('NotAuthorizedException') },
    };
    expect(await call('GetUser', { AccessToken: revoked?.accessToken })).toMatchObject(notAuthorized);
    expect(
      await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: idp.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    ).toMatchObject(notAuthorized);
  });

  it('keeps a new sign-in working when the earlier sign-out lands after it', async () => {
    let letThrough: () => void = () => {};
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    const revokes: Promise<Response>[] = [];
    const service = createAuthService({
      region: idp.region,
      userPoolId: idp.userPoolId,
      userPoolClientId: idp.userPoolClientId,
      endpoint: idp.endpoint,
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      fetch: (input, init) => {
        if (!new Headers(init?.headers).get('X-Amz-Target')?.endsWith('.RevokeToken'))
          return fetch(input, init);
        const revoke = released.then(() => fetch(input, init));
        revokes.push(revoke);
        return revoke;
      },
    });
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD });
    await service.signIn({ username: email, password: PASSWORD });
    await service.signOut();
    await expect(service.signIn({ username: email, password: PASSWORD })).resolves.toMatchObject({
      success: true,
    });
    letThrough();
    await Promise.all(revokes);
    expect(revokes).toHaveLength(1);
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({
      success: true,
      attributes: { email },
    });
    await expect(service.getSession({ forceRefresh: true })).resolves.not.toBeNull();
  });

  it('refreshes the session with the refresh token', async () => {
    const service = newService();
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD });
    await service.signIn({ username: email, password: PASSWORD });
    const refreshed = await service.getSession({ forceRefresh: true });
    expect(refreshed?.accessToken).toMatch(/^ey/);
    await expect(service.fetchUserAttributes()).resolves.toMatchObject({
      success: true,
      attributes: { email },
    });
  });

  it('drives the store: init restores the session, admins are recognised', async () => {
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD, attributes: { name: 'Grace' } });
    await idp.setAttributes(email, { 'custom:is_super': 'true' });
    const storage = createMemoryStorage();
    const config = {
      region: idp.region,
      userPoolId: idp.userPoolId,
      userPoolClientId: idp.userPoolClientId,
      endpoint: idp.endpoint,
      storage,
      sessionStorage: createMemoryStorage(),
    };
    await createAuthStore(createAuthService(config)).signIn({ username: email, password: PASSWORD });

    const store = createAuthStore(createAuthService(config));
    await store.init();
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      attributes: { email, name: 'Grace', 'custom:is_super': 'true' },
    });
  });

  it('ends a stored session at start when the user has been disabled since', async () => {
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD, attributes: { name: 'Frida' } });
    const storage = createMemoryStorage();
    const config = {
      region: idp.region,
      userPoolId: idp.userPoolId,
      userPoolClientId: idp.userPoolClientId,
      endpoint: idp.endpoint,
      storage,
      sessionStorage: createMemoryStorage(),
    };
    await createAuthStore(createAuthService(config)).signIn({ username: email, password: PASSWORD });
    await idp.setEnabled(email, false);

    const service = createAuthService(config);
    const store = createAuthStore(service);
    await store.init();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null });
    await expect(service.getCurrentUser()).resolves.toBeNull();
  });

  it('refuses a self-service write of custom:is_super or custom:organization (the API writes that one)', async () => {
    const service = newService();
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD });
    await service.signIn({ username: email, password: PASSWORD });
    for (const name of ['custom:is_super', 'custom:organization']) {
      await expect(service.updateUserAttributes({ [name]: 'true' })).resolves.toMatchObject({
        success: false,
        code: 'NotAuthorizedException',
      });
    }
    const { attributes } = (await service.fetchUserAttributes()) as { attributes: Record<string, string> };
    expect(attributes).not.toHaveProperty('custom:is_super');
    expect(attributes).not.toHaveProperty('custom:organization');
  });

  it('does not tell whether an email has an account (PreventUserExistenceErrors)', async () => {
    const service = newService();
    const known = newEmail();
    const unknown = newEmail();
    await idp.createUser({ email: known, password: PASSWORD });
    const refused = {
      success: false,
      error: 'Incorrect username or password.',
      code: 'NotAuthorizedException',
    };
    await expect(service.signIn({ username: known, password: NEW_PASSWORD })).resolves.toEqual(refused);
    await expect(service.signIn({ username: unknown, password: PASSWORD })).resolves.toEqual(refused);
    await expect(service.resetPassword({ username: unknown })).resolves.toMatchObject({
      success: true,
      message: successMessages.resetPassword,
    });
    await expect(service.resendSignUpCode({ username: unknown })).resolves.toMatchObject({ success: true });
    await expect(
      service.confirmResetPassword({ username: unknown, code: '123456', newPassword: NEW_PASSWORD }),
    ).resolves.toMatchObject({ success: false, code: 'CodeMismatchException' });
    expect(idp.mailbox.all().filter((mail) => mail.email === unknown)).toEqual([]);
  });

  it('refuses a disabled user', async () => {
    const service = newService();
    const email = newEmail();
    await idp.createUser({ email, password: PASSWORD });
    await idp.setEnabled(email, false);
    await expect(service.signIn({ username: email, password: PASSWORD })).resolves.toEqual({
      success: false,
      error: 'User is disabled.',
      code: 'NotAuthorizedException',
    });
  });
});
