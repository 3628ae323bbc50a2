import { describe, expect, it, vi } from 'vitest';
import { storeDefaults, successMessages } from './messages.ts';
import { createAuthService } from './service.ts';
import { createMemoryStorage } from './storage.ts';
import { authSelectors, createAuthStore, initialAuthState } from './store.ts';
import {
  type AnswerFor,
  answeringFetch,
  makeTokens,
  POOL,
  type ProviderAnswer,
  providerError,
} from './testing/provider-responses.ts';
import type { AuthService } from './types.ts';

const USER = 'ada@example.com';
const nowSec = () => Math.floor(Date.now() / 1000);

function providerWith(
  attributes: Record<string, string>,
  overrides: Map<string, AnswerFor> = new Map(),
): AnswerFor {
  return (operation, params, n) => {
    const override = overrides.get(operation);
    if (override) return override(operation, params, n);
    if (operation === 'InitiateAuth')
      return { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } };
    if (operation === 'GetUser') {
      return {
        body: { UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })) },
      };
    }
    return { body: {} };
  };
}

function setup(answer: AnswerFor = providerWith({ email: USER }), storage = createMemoryStorage()) {
  const provider = answeringFetch(answer);
  const service = createAuthService({
    ...POOL,
    fetch: provider.fetch,
    storage,
    sessionStorage: createMemoryStorage(),
  });
  return { service, store: createAuthStore(service), provider, storage };
}

/** The real service with one method failing unexpectedly (an exception without a message, not a result). */
function withUnexpectedFailure(service: AuthService, method: keyof AuthService): AuthService {
  return { ...service, [method]: () => Promise.reject(new Error()) };
}

describe('auth store', () => {
  it('starts signed out and not loading', () => {
    expect(setup().store.getState()).toEqual(initialAuthState);
  });

  it('signs in: loads the user and attributes, with the loading flag around it', async () => {
    const { store } = setup(
      providerWith({
        email: USER,
        name: 'Ada Lovelace',
        'custom:is_super': 'true',
        'custom:organization': 'Analytical',
      }),
    );
    const loading: boolean[] = [];
    store.subscribe((state) => loading.push(state.isLoading));
    const result = await store.signIn({ username: USER, password: 'Secret-123' });
    expect(result).toMatchObject({ success: true, message: successMessages.signIn });
    const state = store.getState();
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, error: null });
    expect(state.user).toEqual({ username: 'ada', userId: 'sub-ada' });
    expect(loading[0]).toBe(true);
    expect(loading.at(-1)).toBe(false);
    expect(authSelectors.email(state)).toBe(USER);
    expect(authSelectors.displayName(state)).toBe('Ada Lovelace');
    expect(authSelectors.isAdmin(state)).toBe(true);
    expect(authSelectors.organization(state)).toBe('Analytical');
  });

  it("is signed in as soon as the tokens arrive, with the ID token's attributes, before GetUser answers", async () => {
    const { store, provider } = setup(providerWith({ email: USER, name: 'Ada Lovelace' }));
    const seen: { attributes: Record<string, string>; isLoading: boolean; calls: string[] }[] = [];
    store.subscribe((state) => {
      if (state.isAuthenticated) {
        seen.push({ attributes: state.attributes, isLoading: state.isLoading, calls: provider.operations() });
      }
    });
    await store.signIn({ username: USER, password: 'Secret-123' });
    expect(seen[0]).toMatchObject({
      attributes: { email: 'ada@example.com', sub: 'sub-ada' },
      isLoading: true,
      calls: ['InitiateAuth'],
    });
    expect(seen[0]?.attributes).not.toHaveProperty('exp');
    expect(authSelectors.displayName(store.getState())).toBe('Ada Lovelace');
  });

  it.each(['false', 'TRUE', ''])('is not admin when custom:is_super is %j', (value) => {
    expect(authSelectors.isAdmin({ ...initialAuthState, attributes: { 'custom:is_super': value } })).toBe(
      false,
    );
    expect(authSelectors.isAdmin(initialAuthState)).toBe(false);
  });

  it('sets the error of a failed action and keeps the user signed out', async () => {
    const { store } = setup(
      providerWith(
        {},
        new Map([
          ['InitiateAuth', () => providerError('NotAuthorizedException', 'Incorrect username or password.')],
        ]),
      ),
    );
    await store.signIn({ username: USER, password: 'wrong' });
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: 'Incorrect username or password.',
    });
    store.clearError();
    expect(store.getState().error).toBeNull();
  });

  it('init restores a stored session', async () => {
    const storage = createMemoryStorage();
    await setup(providerWith({ email: USER }), storage).store.signIn({
      username: USER,
      password: 'Secret-123',
    });
    const { store } = setup(providerWith({ email: USER, name: 'Ada' }), storage);
    await store.init();
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      user: { username: 'ada', userId: 'sub-ada' },
      attributes: { email: USER, name: 'Ada' },
    });
  });

  it('init ends a stored session the provider no longer honours (revoked, or the user disabled)', async () => {
    const storage = createMemoryStorage();
    await setup(providerWith({ email: USER }), storage).store.signIn({
      username: USER,
      password: 'Secret-123',
    });
    const refused = new Map<string, AnswerFor>([
      ['GetUser', () => providerError('NotAuthorizedException', 'Access Token has been revoked')],
    ]);
    const { store, service } = setup(providerWith({ email: USER }, refused), storage);
    await store.init();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    await expect(service.getCurrentUser()).resolves.toBeNull();
  });

  it('init keeps a stored session when its attributes cannot be loaded for another reason', async () => {
    const storage = createMemoryStorage();
    await setup(providerWith({ email: USER }), storage).store.signIn({
      username: USER,
      password: 'Secret-123',
    });
    const unreachable = new Map<string, AnswerFor>([['GetUser', () => ({ networkFailure: true })]]);
    const { store } = setup(providerWith({ email: USER }, unreachable), storage);
    await store.init();
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      user: { username: 'ada', userId: 'sub-ada' },
      attributes: {},
    });
  });

  it('shares one restore among concurrent init calls', async () => {
    const storage = createMemoryStorage();
    await setup(providerWith({ email: USER }), storage).store.signIn({
      username: USER,
      password: 'Secret-123',
    });
    const { store, provider } = setup(providerWith({ email: USER }), storage);
    await Promise.all([store.init(), store.init()]);
    expect(provider.operations()).toEqual(['GetUser']);
    await store.init();
    expect(provider.operations()).toEqual(['GetUser', 'GetUser']);
  });

  it('init without a stored session leaves the user signed out', async () => {
    const { store, provider } = setup();
    await store.init();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      error: null,
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('init survives an unexpected failure', async () => {
    const { service } = setup();
    const store = createAuthStore(withUnexpectedFailure(service, 'getCurrentUser'));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.init();
    expect(errorLog).toHaveBeenCalledWith('Restoring the session failed', expect.any(Error));
    expect(store.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('signs out: clears the user', async () => {
    const { store } = setup();
    await store.signIn({ username: USER, password: 'Secret-123' });
    await expect(store.signOut()).resolves.toMatchObject({ success: true, message: successMessages.signOut });
    expect(store.getState()).toMatchObject({ user: null, attributes: {}, isAuthenticated: false });
  });

  it('confirming a sign-up with auto sign-in armed signs the user in', async () => {
    const { store } = setup();
    await store.signUp({ username: USER, password: 'Secret-123' });
    await store.confirmSignUp({ username: USER, code: '123456' });
    expect(store.getState()).toMatchObject({ isAuthenticated: true, attributes: { email: USER } });
  });

  it('updating attributes reloads them', async () => {
    const attributes = { email: USER };
    const { store } = setup(providerWith(attributes));
    await store.signIn({ username: USER, password: 'Secret-123' });
    Object.assign(attributes, { name: 'Ada' });
    await store.updateUserAttributes({ name: 'Ada' });
    expect(store.getState().attributes).toEqual({ email: USER, name: 'Ada' });
    await store.fetchUserAttributes();
    expect(authSelectors.displayName(store.getState())).toBe('Ada');
  });

  it('keeps the updated values when reloading the attributes fails', async () => {
    let failGetUser = false;
    const { store } = setup(
      providerWith(
        { email: USER },
        new Map([
          [
            'GetUser',
            () =>
              failGetUser
                ? providerError('InternalErrorException', 'x', 400)
                : { body: { UserAttributes: [{ Name: 'email', Value: USER }] } },
          ],
        ]),
      ),
    );
    await store.signIn({ username: USER, password: 'Secret-123' });
    failGetUser = true;
    await store.updateUserAttributes({ name: 'Ada' });
    expect(store.getState().attributes).toEqual({ email: USER, name: 'Ada' });
  });

  it('stops notifying after unsubscribe', async () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.clearError();
    unsubscribe();
    store.clearError();
    expect(calls).toBe(1);
  });
});

describe('store error defaults (the exact wording users see)', () => {
  const rows: [
    keyof typeof storeDefaults,
    keyof AuthService,
    (store: ReturnType<typeof createAuthStore>) => Promise<unknown>,
  ][] = [
    ['signUp', 'signUp', (s) => s.signUp({ username: USER, password: 'x' })],
    ['confirmSignUp', 'confirmSignUp', (s) => s.confirmSignUp({ username: USER, code: '1' })],
    ['resendSignUpCode', 'resendSignUpCode', (s) => s.resendSignUpCode({ username: USER })],
    ['signIn', 'signIn', (s) => s.signIn({ username: USER, password: 'x' })],
    ['signOut', 'signOut', (s) => s.signOut()],
    ['resetPassword', 'resetPassword', (s) => s.resetPassword({ username: USER })],
    [
      'confirmResetPassword',
      'confirmResetPassword',
      (s) => s.confirmResetPassword({ username: USER, code: '1', newPassword: 'y' }),
    ],
    ['changePassword', 'changePassword', (s) => s.changePassword({ oldPassword: 'x', newPassword: 'y' })],
    ['fetchUserAttributes', 'fetchUserAttributes', (s) => s.fetchUserAttributes()],
    ['updateUserAttributes', 'updateUserAttributes', (s) => s.updateUserAttributes({ name: 'x' })],
    [
      'confirmUserAttribute',
      'confirmUserAttribute',
      (s) => s.confirmUserAttribute({ attributeKey: 'email', code: '1' }),
    ],
  ];

  it.each(rows)(
    '%s fails with its store default when the failure has no message',
    async (operation, method, run) => {
      const store = createAuthStore(withUnexpectedFailure(setup().service, method));
      await expect(run(store)).resolves.toEqual({ success: false, error: storeDefaults[operation] });
      expect(store.getState()).toMatchObject({ error: storeDefaults[operation], isLoading: false });
    },
  );

  describe('a session that ends or starts without this page asking', () => {
    const refusingRefresh = (failure: ProviderAnswer) =>
      providerWith(
        { email: USER },
        new Map<string, AnswerFor>([
          [
            'InitiateAuth',
            (_operation, params) =>
              params.AuthFlow === 'REFRESH_TOKEN_AUTH'
                ? failure
                : { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } },
          ],
        ]),
      );

    it('signs the store out and tells onSessionEnded when the provider refuses the refresh', async () => {
      const { store, service } = setup(
        refusingRefresh(providerError('NotAuthorizedException', 'Refresh Token has been revoked')),
      );
      await store.signIn({ username: USER, password: 'Secret-123' });
      const ended = vi.fn();
      store.onSessionEnded(ended);
      expect(store.getState().isAuthenticated).toBe(true);

      // What the API client does after a 401.
      expect(await service.getSession({ forceRefresh: true })).toBeNull();
      expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null });
      expect(ended).toHaveBeenCalledTimes(1);
    });

    it('keeps the session through a refresh lost on the network', async () => {
      const { store, service } = setup(refusingRefresh({ networkFailure: true }));
      await store.signIn({ username: USER, password: 'Secret-123' });
      const ended = vi.fn();
      store.onSessionEnded(ended);
      await service.getSession({ forceRefresh: true });
      expect(store.getState().isAuthenticated).toBe(true);
      expect(ended).not.toHaveBeenCalled();
    });

    it('does not call a sign-out asked for here an ended session', async () => {
      const { store } = setup();
      await store.signIn({ username: USER, password: 'Secret-123' });
      const ended = vi.fn();
      store.onSessionEnded(ended);
      await store.signOut();
      expect(ended).not.toHaveBeenCalled();
    });
  });
});
