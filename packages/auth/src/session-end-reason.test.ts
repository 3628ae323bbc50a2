// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from './service.ts';
import { createMemoryStorage } from './storage.ts';
import { createAuthStore } from './store.ts';
import {
  type AnswerFor,
  answeringFetch,
  makeTokens,
  POOL,
  type ProviderAnswer,
  providerError,
} from './testing/provider-responses.ts';

const USER = 'ada@example.com';
const nowSec = () => Math.floor(Date.now() / 1000);

/** A provider that signs in, and then refuses the refresh (or GetUser) with `failure`. */
function refusing(failure: ProviderAnswer, operation: 'refresh' | 'GetUser'): AnswerFor {
  return (name, params) => {
    if (name === 'InitiateAuth') {
      return params.AuthFlow === 'REFRESH_TOKEN_AUTH' && operation === 'refresh'
        ? failure
        : { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } };
    }
    if (name === 'GetUser') {
      return operation === 'GetUser'
        ? failure
        : { body: { UserAttributes: [{ Name: 'email', Value: USER }] } };
    }
    return { body: {} };
  };
}

async function signedIn(answer: AnswerFor, storage = createMemoryStorage()) {
  const service = createAuthService({
    ...POOL,
    fetch: answeringFetch(answer).fetch,
    storage,
    sessionStorage: createMemoryStorage(),
  });
  const store = createAuthStore(service);
  const result = await store.signIn({ username: USER, password: 'Secret-123' });
  expect(result.success).toBe(true);
  return { service, store };
}

describe('why a session ended', () => {
  afterEach(() => localStorage.clear());

  it('says `disabled` when the provider refuses the refresh because an administrator disabled the user', async () => {
    const { service, store } = await signedIn(
      refusing(providerError('NotAuthorizedException', 'User is disabled.'), 'refresh'),
    );
    const ended = vi.fn();
    store.onSessionEnded(ended);
    expect(store.getSessionEnd()).toBeNull();

    expect(await service.getSession({ forceRefresh: true })).toBeNull(); // what the API client does after a 401
    expect(ended).toHaveBeenCalledWith('disabled');
    expect(store.getSessionEnd()).toBe('disabled');
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('says `disabled` when GetUser refuses the token of a disabled user', async () => {
    const signedInThenDisabled: AnswerFor = (name, params, call) =>
      name === 'GetUser' && call > 1
        ? providerError('NotAuthorizedException', 'User is disabled.')
        : refusing({ body: {} }, 'refresh')(name, params, call);
    const { service, store } = await signedIn(signedInThenDisabled);
    expect(store.getSessionEnd()).toBeNull();
    expect((await service.fetchUserAttributes()).success).toBe(false);
    expect(store.getSessionEnd()).toBe('disabled');
  });

  it('says `disabled` after a reload too: the stored session is refused while it is restored', async () => {
    const storage = createMemoryStorage();
    await signedIn(refusing({ body: {} }, 'refresh'), storage);
    // The page loads again, signed in from storage; meanwhile an administrator disabled the user, which revoked
    // the access token: GetUser says only "revoked", the refresh says why.
    const reloaded = createAuthStore(
      createAuthService({
        ...POOL,
        fetch: answeringFetch((name) =>
          name === 'GetUser'
            ? providerError('NotAuthorizedException', 'Access Token has been revoked')
            : providerError('NotAuthorizedException', 'User is disabled.'),
        ).fetch,
        storage,
        sessionStorage: createMemoryStorage(),
      }),
    );
    const ended = vi.fn();
    reloaded.onSessionEnded(ended);
    await reloaded.init();
    expect(reloaded.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(reloaded.getSessionEnd()).toBe('disabled');
    expect(ended).toHaveBeenCalledWith('disabled');
  });

  it('has no reason after a reload without a stored session', async () => {
    const store = createAuthStore(
      createAuthService({
        ...POOL,
        fetch: answeringFetch(() => providerError('NotAuthorizedException', 'User is disabled.')).fetch,
        storage: createMemoryStorage(),
        sessionStorage: createMemoryStorage(),
      }),
    );
    await store.init();
    expect(store.getSessionEnd()).toBeNull();
  });

  it('says `refused` for any other refusal (signed out everywhere, a revoked refresh token)', async () => {
    const { service, store } = await signedIn(
      refusing(providerError('NotAuthorizedException', 'Refresh Token has been revoked'), 'refresh'),
    );
    const ended = vi.fn();
    store.onSessionEnded(ended);
    await service.getSession({ forceRefresh: true });
    expect(ended).toHaveBeenCalledWith('refused');
    expect(store.getSessionEnd()).toBe('refused');
  });

  it('says `other-tab` when another tab signs out, and forgets the reason at the next sign-in', async () => {
    const { store } = await signedIn(refusing({ body: {} }, 'refresh'), localStorage);
    const ended = vi.fn();
    store.onSessionEnded(ended);
    const lastUserKey = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`;
    const oldValue = localStorage.getItem(lastUserKey);
    localStorage.clear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: lastUserKey, oldValue, newValue: null, storageArea: localStorage }),
    );
    expect(ended).toHaveBeenCalledWith('other-tab');
    expect(store.getSessionEnd()).toBe('other-tab');

    await store.signIn({ username: USER, password: 'Secret-123' });
    expect(store.getSessionEnd()).toBeNull();
  });

  it('has no reason after a sign-out asked for here', async () => {
    const { service, store } = await signedIn(
      refusing(providerError('NotAuthorizedException', 'User is disabled.'), 'refresh'),
    );
    await service.getSession({ forceRefresh: true });
    expect(store.getSessionEnd()).toBe('disabled');
    await store.signIn({ username: USER, password: 'Secret-123' });
    await store.signOut();
    expect(store.getSessionEnd()).toBeNull();
  });
});
