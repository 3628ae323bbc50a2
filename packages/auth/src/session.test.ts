import { describe, expect, it } from 'vitest';
import { createAuthService } from './service.ts';
import { createMemoryStorage } from './storage.ts';
import {
  type AnswerFor,
  answeringFetch,
  makeTokens,
  POOL,
  providerError,
} from './testing/provider-responses.ts';

const USER = 'ada@example.com';
const PREFIX = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}`;
const LIFETIME = 3600;

/**
 * A signed-in service whose clock can be moved. Tokens are issued at the real time (the SDK checks them
 * against it); `drift` makes the local clock run that many seconds ahead of the provider's.
 */
async function signedIn(refreshAnswer: AnswerFor, driftSec = 0) {
  const issuedAt = Math.floor(Date.now() / 1000);
  let clock = (issuedAt + driftSec) * 1000;
  let refreshed = 0;
  const provider = answeringFetch((operation, params, n) => {
    if ((params.AuthFlow as string) === 'USER_PASSWORD_AUTH') {
      return { body: { AuthenticationResult: makeTokens(issuedAt, LIFETIME, 'ada') } };
    }
    if (operation === 'InitiateAuth') refreshed++;
    return refreshAnswer(operation, params, n);
  });
  const storage = createMemoryStorage();
  const service = createAuthService({
    ...POOL,
    fetch: provider.fetch,
    storage,
    sessionStorage: createMemoryStorage(),
    now: () => clock,
    sleep: async () => {},
  });
  const result = await service.signIn({ username: USER, password: 'Secret-123' });
  expect(result.success).toBe(true);
  return {
    service,
    storage,
    refreshes: () => refreshed,
    /** Moves the local clock to `seconds` before the tokens expire (on the provider's clock). */
    setSecondsBeforeExpiry: (seconds: number) => {
      clock = (issuedAt + LIFETIME - seconds + driftSec) * 1000;
    },
  };
}

const newTokens: AnswerFor = () => {
  const fresh = makeTokens(Math.floor(Date.now() / 1000) + 10, LIFETIME, 'ada');
  return { body: { AuthenticationResult: { AccessToken: fresh.AccessToken, IdToken: fresh.IdToken } } };
};

describe('session refresh', () => {
  it('uses the stored tokens while they are valid for more than 5 seconds', async () => {
    const context = await signedIn(newTokens);
    context.setSecondsBeforeExpiry(6);
    const session = await context.service.getSession();
    expect(session?.accessToken).toBe(context.storage.getItem(`${PREFIX}.${USER}.accessToken`));
    expect(context.refreshes()).toBe(0);
  });

  it('refreshes when the tokens expire within 5 seconds', async () => {
    const context = await signedIn(newTokens);
    const before = await context.service.getSession();
    context.setSecondsBeforeExpiry(5);
    const after = await context.service.getSession();
    expect(context.refreshes()).toBe(1);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(context.storage.getItem(`${PREFIX}.${USER}.refreshToken`)).toMatch(/^refresh-ada-/);
  });

  it.each([120, -120])('applies a clock drift of %i seconds', async (drift) => {
    const context = await signedIn(newTokens, drift);
    expect(context.storage.getItem(`${PREFIX}.${USER}.clockDrift`)).toBe(String(drift));
    context.setSecondsBeforeExpiry(6);
    await context.service.getSession();
    expect(context.refreshes()).toBe(0);
    context.setSecondsBeforeExpiry(4);
    await context.service.getSession();
    expect(context.refreshes()).toBe(1);
  });

  it('reports expiry on the local clock', async () => {
    const context = await signedIn(newTokens, 30);
    const session = await context.service.getSession();
    const issuedAt = Math.floor(Date.now() / 1000);
    expect(Math.abs((session?.expiresAt ?? 0) - (issuedAt + LIFETIME + 30) * 1000)).toBeLessThanOrEqual(1000);
  });

  it('refreshes on forceRefresh', async () => {
    const context = await signedIn(newTokens);
    await context.service.getSession({ forceRefresh: true });
    expect(context.refreshes()).toBe(1);
  });

  it('shares one refresh among concurrent callers', async () => {
    const context = await signedIn(newTokens);
    context.setSecondsBeforeExpiry(1);
    const sessions = await Promise.all([
      context.service.getSession(),
      context.service.getSession(),
      context.service.getSession({ forceRefresh: true }),
      context.service.getCurrentUser(),
    ]);
    expect(context.refreshes()).toBe(1);
    expect(
      new Set(
        sessions.slice(0, 3).map((session) => session && 'accessToken' in session && session.accessToken),
      ).size,
    ).toBe(1);
    expect(sessions[3]).toEqual({ username: 'ada', userId: 'sub-ada' });
  });

  it('gives no session and clears the tokens when the refresh is not authorized', async () => {
    const context = await signedIn(() =>
      providerError('NotAuthorizedException', 'Refresh Token has expired'),
    );
    await expect(context.service.getSession({ forceRefresh: true })).resolves.toBeNull();
    expect(context.storage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
    expect(context.storage.getItem(`${PREFIX}.${USER}.accessToken`)).toBeNull();
    await expect(context.service.getCurrentUser()).resolves.toBeNull();
  });

  it('keeps the tokens when the refresh fails on the network', async () => {
    const context = await signedIn(() => ({ networkFailure: true }));
    await expect(context.service.getSession({ forceRefresh: true })).resolves.toBeNull();
    expect(context.storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(USER);
    expect(context.storage.getItem(`${PREFIX}.${USER}.refreshToken`)).toBeTruthy();
    await expect(context.service.getSession()).resolves.not.toBeNull();
  });

  it('clears the tokens when the refresh fails otherwise', async () => {
    const context = await signedIn(() => providerError('InternalErrorException', 'broken', 400));
    await expect(context.service.getSession({ forceRefresh: true })).resolves.toBeNull();
    expect(context.storage.getItem(`${PREFIX}.${USER}.refreshToken`)).toBeNull();
    expect(context.storage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
  });

  it('starts a new refresh after the previous one finished', async () => {
    const context = await signedIn(newTokens);
    await context.service.getSession({ forceRefresh: true });
    await context.service.getSession({ forceRefresh: true });
    expect(context.refreshes()).toBe(2);
  });
});

describe('a refresh overtaken by a sign-out', () => {
  const GRACE = 'grace@example.com';

  /** A signed-in service whose refresh answers only when released, with `refreshAnswer`. */
  async function refreshHeldBack(refreshAnswer: AnswerFor) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const provider = answeringFetch((operation, params, n) => {
      const authParameters = params.AuthParameters as Record<string, string> | undefined;
      if (params.AuthFlow === 'USER_PASSWORD_AUTH') {
        const name = authParameters?.USERNAME === GRACE ? 'grace' : 'ada';
        return { body: { AuthenticationResult: makeTokens(Math.floor(Date.now() / 1000), LIFETIME, name) } };
      }
      if (params.AuthFlow === 'REFRESH_TOKEN_AUTH') return refreshAnswer(operation, params, n);
      return { body: {} };
    });
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(init?.body).includes('REFRESH_TOKEN_AUTH')) await released;
      return provider.fetch(input, init);
    };
    const storage = createMemoryStorage();
    const service = createAuthService({
      ...POOL,
      fetch,
      storage,
      sessionStorage: createMemoryStorage(),
      sleep: async () => {},
    });
    await service.signIn({ username: USER, password: 'Secret-123' });
    return { service, storage, release };
  }

  it('does not bring back the tokens of a user who signed out meanwhile', async () => {
    const { service, storage, release } = await refreshHeldBack(newTokens);
    const refreshing = service.getSession({ forceRefresh: true });
    await service.signOut();
    release();
    await expect(refreshing).resolves.toBeNull();
    expect(storage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
    expect(storage.getItem(`${PREFIX}.${USER}.accessToken`)).toBeNull();
    await expect(service.getCurrentUser()).resolves.toBeNull();
  });

  it.each([
    ['succeeds', newTokens],
    ['is not authorized', () => providerError('NotAuthorizedException', 'Refresh Token has been revoked')],
  ] as [string, AnswerFor][])(
    'keeps the session of the next user when the old refresh %s',
    async (_, answer) => {
      const { service, storage, release } = await refreshHeldBack(answer);
      const refreshing = service.getSession({ forceRefresh: true });
      await service.signOut();
      await service.signIn({ username: GRACE, password: 'Secret-123' });
      release();
      await refreshing;
      expect(storage.getItem(`${PREFIX}.LastAuthUser`)).toBe(GRACE);
      await expect(service.getCurrentUser()).resolves.toEqual({ username: 'grace', userId: 'sub-grace' });
    },
  );
});
