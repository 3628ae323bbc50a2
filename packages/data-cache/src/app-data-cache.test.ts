// @vitest-environment node
// (Network tests run on Node's fetch: happy-dom 21's fetch enforces CORS and mangles ky's response bodies.)
import type { Message } from '@ditto/api-client';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataCache } from './app-data-cache.ts';
import { DATASET_NAMES } from './dataset-state.ts';
import { PAGE_VISITS_KEY, type VisitedPage } from './page-visits.ts';
import { CACHE_FRESH_MS } from './queries.ts';
import { dataKeys } from './query-keys.ts';
import { startTestApiServer, type TestApiServer } from './test-api-server.ts';
import {
  createTestApp,
  createTestUser,
  createVisitStorage,
  subjectOf,
  type TestUser,
} from './test-support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.parse('2026-11-22T12:00:00.000Z');

const CORE_PATHS = ['/profile', '/sharing/personas-shared-with-me', '/persona/profile'];
const LISA = '/lisa/messages';
const PERSONA = '/persona/messages';

function profileOf(name: string) {
  return {
    cognitoId: `id-${name}`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    organization: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

function message(id: string, timestamp: string): Message {
  return { id, role: 'user', content: id, timestamp };
}

/** Canned answers of one user's data; `delayMs` keeps every load in flight that long. */
function serveUser(server: TestApiServer, name: string, delayMs = 0) {
  const ok = (body: unknown) => ({ status: 200, body, delayMs });
  server.replies.set('/profile', ok(profileOf(name)));
  server.replies.set(
    '/sharing/personas-shared-with-me',
    ok({
      sharedPersonas: [
        {
          ownerId: `owner-of-${name}`,
          ownerName: `Friend of ${name}`,
          ownerEmail: 'friend@example.com',
          sharedAt: '2026-11-02T00:00:00.000Z',
          trained: false,
          lastTrained: null,
        },
      ],
    }),
  );
  server.replies.set(
    '/persona/profile',
    ok({
      profile: {
        summary: `${name}'s persona`,
        topics: [],
        facts: [],
        style: 'plain',
        sourceCount: 1,
        extractedAt: '2026-11-21T08:30:00.000Z',
      },
    }),
  );
  server.replies.set(LISA, ok({ messages: [message(`${name}-lisa`, '2026-11-22T09:00:00.000Z')] }));
  server.replies.set(PERSONA, ok({ messages: [message(`${name}-persona`, '2026-11-22T09:00:00.000Z')] }));
}

let idp: IdentityProvider;
let ada: TestUser;
let grace: TestUser;
let server: TestApiServer;
let storage: ReturnType<typeof createVisitStorage>;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0 });
  ada = await createTestUser(idp, 'Ada');
  grace = await createTestUser(idp, 'Grace');
});

afterAll(async () => {
  await idp?.stop();
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestApiServer();
  storage = createVisitStorage();
  app = createTestApp(idp, server, { storage });
});

afterEach(async () => {
  app.cache.dispose();
  app.queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server.close();
});

/** Resolves when the cache's initial loads are done (vi.waitFor would move the faked clock). */
function untilReady(cache: AppDataCache): Promise<void> {
  // Sign-in returns once GetUser has answered; the data may be in by then.
  if (cache.getPhase() === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.store.sub(cache.atoms.phase, () => {
      if (cache.getPhase() !== 'ready') return;
      stop();
      resolve();
    });
  });
}

function visitedAgo(visits: Partial<Record<VisitedPage, number>>) {
  const record = Object.fromEntries(Object.entries(visits).map(([page, ago]) => [page, T0 - ago]));
  storage.values.set(PAGE_VISITS_KEY, JSON.stringify(record));
}

describe('initialisation after sign-in', () => {
  it('loads profile, shared personas and persona status together, and nothing else when no page was visited', async () => {
    serveUser(server, 'Ada', 50);
    expect(app.cache.getPhase()).toBe('signedOut');

    await app.signIn(ada);

    expect(app.cache.getPhase()).toBe('initializing');
    expect(app.cache.getMeta('profile').isLoading).toBe(true);
    expect(app.cache.getMeta('sharedPersonas').isLoading).toBe(true);
    expect(app.cache.getMeta('personaStatus').isLoading).toBe(true);
    await app.cache.settled();

    expect(server.requests.map(({ path }) => path).sort()).toEqual([...CORE_PATHS].sort());
    expect(server.maxConcurrent()).toBe(3);
    expect(app.cache.getPhase()).toBe('ready');
    expect(app.queryClient.getQueryData(dataKeys.profile())).toMatchObject({ name: 'Ada' });
    expect(app.queryClient.getQueryData(dataKeys.sharedPersonas())).toMatchObject([
      { ownerName: 'Friend of Ada' },
    ]);
    expect(app.queryClient.getQueryData(dataKeys.personaStatus())).toEqual({
      trained: true,
      lastTrained: '2026-11-21T08:30:00.000Z',
    });
    expect(app.queryClient.getQueryData(dataKeys.lisaMessages())).toBeUndefined();
    expect(app.queryClient.getQueryData(dataKeys.personaMessages())).toBeUndefined();
    expect(subjectOf(server.requests[0]?.authorization)).toBe(ada.userId);
  });

  it('initialises once per sign-in: later auth updates and sign-in attempts of the same session load nothing', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();
    expect(server.requests).toHaveLength(3);
    // Past the freshness window, a second initialisation would show as new requests.
    vi.setSystemTime(T0 + CACHE_FRESH_MS + MINUTE);

    await app.auth.fetchUserAttributes();
    await app.auth.init();
    await expect(
      app.auth.signIn({ username: ada.email, password: 'Secret-Pass-123' }),
    ).resolves.toMatchObject({
      success: false,
      error: 'There is already a signed in user.',
    });
    await app.cache.settled();
    expect(app.auth.getState().isAuthenticated).toBe(true);
    expect(server.requests).toHaveLength(3);

    await app.auth.signOut();
    await app.signIn(ada);
    await app.cache.settled();
    expect(server.requests).toHaveLength(6);
  });

  it('initialises a session restored at start, once', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();
    app.cache.dispose();

    // A page reload: a new app over the same token storage restores the session.
    const reloaded = createTestApp(idp, server, { storage, tokenStorage: app.tokenStorage });
    expect(reloaded.cache.getPhase()).toBe('signedOut');
    await reloaded.auth.init();
    await reloaded.cache.settled();
    await reloaded.auth.init();
    await reloaded.cache.settled();
    reloaded.cache.dispose();

    expect(reloaded.auth.getState().isAuthenticated).toBe(true);
    expect(reloaded.cache.getPhase()).toBe('ready');
    expect(reloaded.queryClient.getQueryData(dataKeys.profile())).toMatchObject({ name: 'Ada' });
    expect(server.requests).toHaveLength(6);
  });
});

describe('message preloading (24-hour visit window)', () => {
  it.each([
    ['lisa', LISA, PERSONA],
    ['persona', PERSONA, LISA],
  ] as const)(
    'preloads the %s messages visited 23h59m ago, not the other page visited 24h01m ago',
    async (page, preloaded, skipped) => {
      serveUser(server, 'Ada');
      const other = page === 'lisa' ? 'persona' : 'lisa';
      visitedAgo({ [page]: 23 * HOUR + 59 * MINUTE, [other]: 24 * HOUR + MINUTE });

      await app.signIn(ada);
      await app.cache.settled();

      expect(server.hits(preloaded)).toBe(1);
      expect(server.hits(skipped)).toBe(0);
      expect(server.requests).toHaveLength(4);
      const name = page === 'lisa' ? 'lisaMessages' : 'personaMessages';
      expect(app.queryClient.getQueryData(dataKeys[name]())).toMatchObject([{ id: `Ada-${page}` }]);
      expect(app.cache.getMeta(name).lastLoadedAt).toBe(T0);
    },
  );

  it('preloads neither list when no page was visited within 24 hours', async () => {
    serveUser(server, 'Ada');
    visitedAgo({ lisa: 24 * HOUR + MINUTE, persona: 3 * 24 * HOUR });

    await app.signIn(ada);
    await app.cache.settled();

    expect(server.requests).toHaveLength(3);
  });

  it('preloads both lists in the background: initialisation is ready before they arrive', async () => {
    serveUser(server, 'Ada');
    server.replies.set(LISA, { status: 200, body: { messages: [] }, delayMs: 150 });
    server.replies.set(PERSONA, { status: 200, body: { messages: [] }, delayMs: 150 });
    visitedAgo({ lisa: MINUTE, persona: HOUR });

    await app.signIn(ada);
    await untilReady(app.cache);

    expect(app.cache.getMeta('lisaMessages').isLoading).toBe(true);
    expect(app.cache.getMeta('personaMessages').isLoading).toBe(true);
    await app.cache.settled();
    expect(app.cache.getMeta('lisaMessages')).toEqual({ isLoading: false, lastLoadedAt: T0 });
    expect(server.requests).toHaveLength(5);
  });

  it('sorts preloaded messages oldest first', async () => {
    serveUser(server, 'Ada');
    server.replies.set(LISA, {
      status: 200,
      body: {
        messages: [
          message('noon', '2026-11-22T12:00:00.000Z'),
          message('eleven', '2026-11-22T13:00:00.000+02:00'),
          message('earliest', '2026-11-20T09:00:00.000Z'),
        ],
      },
    });
    visitedAgo({ lisa: MINUTE });

    await app.signIn(ada);
    await app.cache.settled();

    const messages = app.queryClient.getQueryData<Message[]>(dataKeys.lisaMessages());
    expect(messages?.map(({ id }) => id)).toEqual(['earliest', 'eleven', 'noon']);
  });

  it('recordVisit stores the visit, so that a sign-in within 24 hours preloads that page', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();

    app.cache.recordVisit('persona');
    expect(JSON.parse(storage.values.get(PAGE_VISITS_KEY) ?? '{}')).toEqual({ persona: T0 });

    await app.auth.signOut();
    vi.setSystemTime(T0 + 23 * HOUR + 59 * MINUTE);
    await app.signIn(ada);
    await app.cache.settled();
    expect(server.hits(PERSONA)).toBe(1);
    expect(server.hits(LISA)).toBe(0);

    await app.auth.signOut();
    vi.setSystemTime(T0 + 24 * HOUR + MINUTE);
    await app.signIn(ada);
    await app.cache.settled();
    expect(server.hits(PERSONA)).toBe(1);
  });
});

describe('freshness and refresh', () => {
  it('serves cached data for 5 minutes and loads it again after', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();
    server.replies.set('/profile', { status: 200, body: profileOf('Ada King') });

    vi.setSystemTime(T0 + CACHE_FRESH_MS - 1);
    await expect(app.cache.load('profile')).resolves.toMatchObject({ name: 'Ada' });
    expect(server.hits('/profile')).toBe(1);

    vi.setSystemTime(T0 + CACHE_FRESH_MS);
    await expect(app.cache.load('profile')).resolves.toMatchObject({ name: 'Ada King' });
    expect(server.hits('/profile')).toBe(2);
    expect(app.cache.getMeta('profile').lastLoadedAt).toBe(T0 + CACHE_FRESH_MS);
    expect(app.cache.getMeta('sharedPersonas').lastLoadedAt).toBe(T0);
  });

  it('an explicit refresh bypasses the cache, for that data set only', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();
    server.replies.set('/profile', { status: 200, body: profileOf('Ada King') });
    vi.setSystemTime(T0 + MINUTE);

    await expect(app.cache.refresh('profile')).resolves.toMatchObject({ name: 'Ada King' });

    expect(server.hits('/profile')).toBe(2);
    expect(app.cache.getMeta('profile')).toEqual({ isLoading: false, lastLoadedAt: T0 + MINUTE });
    expect(app.cache.getMeta('personaStatus').lastLoadedAt).toBe(T0);
    await app.cache.load('profile');
    expect(server.hits('/profile')).toBe(2);
  });

  it('refresh loads a data set that was never loaded', async () => {
    serveUser(server, 'Ada');
    await app.signIn(ada);
    await app.cache.settled();

    await expect(app.cache.refresh('lisaMessages')).resolves.toMatchObject([{ id: 'Ada-lisa' }]);
    expect(server.hits(LISA)).toBe(1);
  });
});

describe('sign-out', () => {
  it('clears every data set, flag and time; the next user sees only their own data', async () => {
    serveUser(server, 'Ada');
    visitedAgo({ lisa: MINUTE, persona: MINUTE });
    await app.signIn(ada);
    await app.cache.settled();
    expect(app.queryClient.getQueryCache().findAll({ queryKey: dataKeys.all })).toHaveLength(5);

    await app.auth.signOut();

    expect(app.queryClient.getQueryCache().findAll({ queryKey: dataKeys.all })).toHaveLength(0);
    for (const name of DATASET_NAMES) {
      expect(app.cache.getMeta(name)).toEqual({ isLoading: false, lastLoadedAt: null });
    }
    expect(app.cache.getPhase()).toBe('signedOut');
    expect(app.cache.store.get(app.cache.atoms.signedIn)).toBe(false);

    serveUser(server, 'Grace');
    vi.setSystemTime(T0 + MINUTE);
    await app.signIn(grace);
    await app.cache.settled();

    expect(app.queryClient.getQueryData(dataKeys.profile())).toMatchObject({ name: 'Grace' });
    expect(app.queryClient.getQueryData(dataKeys.sharedPersonas())).toMatchObject([
      { ownerName: 'Friend of Grace' },
    ]);
    expect(app.queryClient.getQueryData(dataKeys.lisaMessages())).toMatchObject([{ id: 'Grace-lisa' }]);
    expect(app.queryClient.getQueryData(dataKeys.personaMessages())).toMatchObject([{ id: 'Grace-persona' }]);
    expect(app.cache.getMeta('profile').lastLoadedAt).toBe(T0 + MINUTE);
    expect(server.requests.slice(5).map(({ authorization }) => subjectOf(authorization))).toEqual(
      Array(5).fill(grace.userId),
    );
  });

  it('drops loads still in flight at sign-out: their late answers never reach the next user', async () => {
    // Ada's answers take 200 ms: they come back after Grace's data is in.
    serveUser(server, 'Ada', 200);
    const getProfile = vi.spyOn(app.api, 'getProfile');
    await app.signIn(ada);
    expect(app.cache.getMeta('profile').isLoading).toBe(true);
    await Promise.all(CORE_PATHS.map((path) => server.received(path)));
    await app.auth.signOut();
    const adaLoads = app.cache.settled();
    const adaProfile = getProfile.mock.results[0]?.value;

    serveUser(server, 'Grace');
    await app.signIn(grace);
    await app.cache.settled();
    await adaLoads;
    expect(app.queryClient.getQueryData(dataKeys.profile())).toMatchObject({ name: 'Grace' });
    // Ada's late answer has reached the client (the call was not aborted) ...
    await expect(adaProfile).resolves.toMatchObject({ name: 'Ada' });
    // ... and whatever it set off has run, yet Grace's data stands.
    await new Promise((resolve) => setImmediate(resolve));

    expect(getProfile).toHaveBeenCalledTimes(2);
    expect(app.queryClient.getQueryData(dataKeys.profile())).toMatchObject({ name: 'Grace' });
    expect(app.cache.getPhase()).toBe('ready');
    expect(app.cache.getMeta('profile')).toEqual({ isLoading: false, lastLoadedAt: T0 });
  });
});

describe('failed loads', () => {
  it('log the message only and leave the spec defaults', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = { status: 500, body: { error: { code: 'internal_error', message: 'Database down' } } };
    for (const path of [...CORE_PATHS, LISA, PERSONA]) server.replies.set(path, failure);
    visitedAgo({ lisa: MINUTE, persona: MINUTE });

    await app.signIn(ada);
    await app.cache.settled();

    expect(app.queryClient.getQueryData(dataKeys.profile())).toEqual({
      cognitoId: 'current-user',
      name: 'My Persona',
      email: '',
      organization: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(app.queryClient.getQueryData(dataKeys.sharedPersonas())).toEqual([]);
    expect(app.queryClient.getQueryData(dataKeys.personaStatus())).toEqual({
      trained: false,
      lastTrained: null,
    });
    expect(app.queryClient.getQueryData(dataKeys.lisaMessages())).toEqual([]);
    expect(app.queryClient.getQueryData(dataKeys.personaMessages())).toEqual([]);
    expect(app.cache.getPhase()).toBe('ready');
    for (const name of DATASET_NAMES) {
      expect(log).toHaveBeenCalledWith(`Failed to load ${name}: Database down`);
    }
    const token = (await app.authService.getSession())?.accessToken ?? '';
    expect(token).not.toBe('');
    for (const args of log.mock.calls) {
      expect(args).toHaveLength(1);
      expect(String(args[0])).not.toContain(token);
    }
  });
});

describe('dispose', () => {
  it('stops following the auth store', async () => {
    serveUser(server, 'Ada');
    app.cache.dispose();

    await app.signIn(ada);

    expect(app.cache.getPhase()).toBe('signedOut');
    expect(server.requests).toHaveLength(0);
  });
});
