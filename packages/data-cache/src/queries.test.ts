// @vitest-environment node
// (Network tests run on Node's fetch: happy-dom 21's fetch enforces CORS and mangles ky's response bodies.)
import { type ApiClient, createApiClient, type Message } from '@ditto/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_FRESH_MS, createDataQueries, type DataQueries, RETRY_DELAY_MS } from './queries.ts';
import { dataKeys } from './query-keys.ts';
import { startTestApiServer, type TestApiServer } from './test-api-server.ts';

const at = '2026-11-22T10:00:00.000Z';
const profile = {
  cognitoId: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines',
  createdAt: at,
  updatedAt: at,
};
const personaProfile = {
  summary: 'Mathematician.',
  topics: ['engines'],
  facts: ['Wrote the first program.'],
  style: 'precise',
  sourceCount: 2,
  extractedAt: '2026-11-21T08:30:00.000Z',
};

function message(id: string, timestamp: string): Message {
  return { id, role: 'user', content: id, timestamp };
}

let server: TestApiServer;
let api: ApiClient;
let queries: DataQueries;
let queryClient: QueryClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = createApiClient({ baseUrl: server.url, getAccessToken: async () => 'token' });
  // No wait before the retry, except where a test times it.
  queries = createDataQueries(api, { sleep: () => Promise.resolve() });
  queryClient = new QueryClient();
});

afterEach(async () => {
  queryClient.clear();
  vi.useRealTimers();
  await server.close();
});

describe('freshness', () => {
  it('is 5 minutes', () => {
    expect(CACHE_FRESH_MS).toBe(300_000);
    const loaded = { state: { data: { name: 'Ada' } } };
    for (const options of Object.values(queries)) {
      const { staleTime } = options as unknown as { staleTime: (query: typeof loaded) => number };
      expect(staleTime(loaded)).toBe(CACHE_FRESH_MS);
    }
  });

  it('serves a query from the cache for 5 minutes and refetches after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-22T12:00:00.000Z');
    vi.setSystemTime(start);
    server.replies.set('/profile', { status: 200, body: profile });

    await expect(queryClient.fetchQuery(queries.profile)).resolves.toEqual(profile);
    expect(server.hits('/profile')).toBe(1);

    server.replies.set('/profile', { status: 200, body: { ...profile, name: 'Ada King' } });
    vi.setSystemTime(start + CACHE_FRESH_MS - 1);
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toMatchObject({ name: 'Ada Lovelace' });
    expect(server.hits('/profile')).toBe(1);

    vi.setSystemTime(start + CACHE_FRESH_MS);
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toMatchObject({ name: 'Ada King' });
    expect(server.hits('/profile')).toBe(2);
  });

  it('keeps each data set fresh on its own clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-22T12:00:00.000Z');
    vi.setSystemTime(start);
    server.replies.set('/lisa/messages', { status: 200, body: { messages: [] } });
    server.replies.set('/persona/messages', { status: 200, body: { messages: [] } });

    await queryClient.fetchQuery(queries.lisaMessages);
    vi.setSystemTime(start + 4 * 60_000);
    await queryClient.fetchQuery(queries.personaMessages);
    vi.setSystemTime(start + CACHE_FRESH_MS);
    await queryClient.fetchQuery(queries.lisaMessages);
    await queryClient.fetchQuery(queries.personaMessages);

    expect(server.hits('/lisa/messages')).toBe(2);
    expect(server.hits('/persona/messages')).toBe(1);
    expect(queryClient.getQueryState(dataKeys.lisaMessages())?.dataUpdatedAt).toBe(start + CACHE_FRESH_MS);
    expect(queryClient.getQueryState(dataKeys.personaMessages())?.dataUpdatedAt).toBe(start + 4 * 60_000);
  });
});

describe('loaded data', () => {
  it('sorts messages oldest first, comparing instants across UTC offsets', async () => {
    const noonUtc = message('noon-utc', '2026-11-22T12:00:00.000Z');
    const elevenUtc = message('eleven-utc', '2026-11-22T13:00:00.000+02:00');
    const earliest = message('earliest', '2026-11-20T09:00:00.000Z');
    server.replies.set('/lisa/messages', { status: 200, body: { messages: [noonUtc, elevenUtc, earliest] } });
    server.replies.set('/persona/messages', { status: 200, body: { messages: [noonUtc, earliest] } });

    const lisa = await queryClient.fetchQuery(queries.lisaMessages);
    const persona = await queryClient.fetchQuery(queries.personaMessages);

    expect(lisa.map(({ id }) => id)).toEqual(['earliest', 'eleven-utc', 'noon-utc']);
    expect(persona.map(({ id }) => id)).toEqual(['earliest', 'noon-utc']);
  });

  it('marks the persona trained when a profile comes back, with lastTrained = extractedAt', async () => {
    server.replies.set('/persona/profile', { status: 200, body: { profile: personaProfile } });

    await expect(queryClient.fetchQuery(queries.personaStatus)).resolves.toEqual({
      trained: true,
      lastTrained: '2026-11-21T08:30:00.000Z',
    });
  });

  it('marks the persona untrained when no profile comes back', async () => {
    server.replies.set('/persona/profile', { status: 200, body: { profile: null } });

    await expect(queryClient.fetchQuery(queries.personaStatus)).resolves.toEqual({
      trained: false,
      lastTrained: null,
    });
  });

  it('returns the shared personas', async () => {
    const shared = {
      ownerId: 'o1',
      ownerName: 'Grace',
      ownerEmail: 'grace@example.com',
      sharedAt: at,
      trained: true,
      lastTrained: at,
    };
    server.replies.set('/sharing/personas-shared-with-me', {
      status: 200,
      body: { sharedPersonas: [shared] },
    });

    await expect(queryClient.fetchQuery(queries.sharedPersonas)).resolves.toEqual([shared]);
  });
});

describe('defaults on failure', () => {
  beforeEach(() => {
    const failure = { status: 500, body: { error: { code: 'internal_error', message: 'Database down' } } };
    for (const path of [
      '/profile',
      '/sharing/personas-shared-with-me',
      '/persona/profile',
      '/lisa/messages',
      '/persona/messages',
    ]) {
      server.replies.set(path, failure);
    }
  });

  it('leaves the spec defaults and logs each failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(queryClient.fetchQuery(queries.profile)).resolves.toEqual({
      cognitoId: 'current-user',
      name: 'My Persona',
      email: '',
      organization: null,
      createdAt: null,
      updatedAt: null,
    });
    await expect(queryClient.fetchQuery(queries.sharedPersonas)).resolves.toEqual([]);
    await expect(queryClient.fetchQuery(queries.personaStatus)).resolves.toEqual({
      trained: false,
      lastTrained: null,
    });
    await expect(queryClient.fetchQuery(queries.lisaMessages)).resolves.toEqual([]);
    await expect(queryClient.fetchQuery(queries.personaMessages)).resolves.toEqual([]);

    const logged = log.mock.calls.map(([line]) => line);
    for (const dataset of ['profile', 'sharedPersonas', 'personaStatus', 'lisaMessages', 'personaMessages']) {
      expect(logged).toContain(`Failed to load ${dataset}: Database down`);
    }
    // Each data set is tried twice before its default stays.
    expect(logged.filter((line) => line === 'Server error: 500')).toHaveLength(10);
  });

  it('leaves the defaults when the API cannot be reached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.close();

    await expect(queryClient.fetchQuery(queries.profile)).resolves.toMatchObject({
      name: 'My Persona',
      email: '',
    });
    await expect(queryClient.fetchQuery(queries.lisaMessages)).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith('Failed to load profile: Network error or missing response');
  });

  it('an explicit refresh bypasses the cache and replaces a default', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toMatchObject({ name: 'My Persona' });
    expect(log).toHaveBeenCalledWith('Failed to load profile: Database down');
    server.replies.set('/profile', { status: 200, body: profile });

    await queryClient.refetchQueries({ queryKey: dataKeys.profile() });

    expect(server.hits('/profile')).toBe(3); // the failed load and its retry, then the refresh
    expect(queryClient.getQueryData(dataKeys.profile())).toEqual(profile);
  });
});

describe('retry before the defaults', () => {
  const failure = { status: 500, body: { error: { code: 'internal_error', message: 'Database down' } } };
  const profile = {
    cognitoId: 'sub-ada',
    name: 'Ada',
    email: 'ada@example.com',
    organization: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
  };

  it('tries a failed load once more after a second, and keeps what that try brings', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The retry's wait, as a clock the test moves (the test server's own timers must keep running).
    const waits: number[] = [];
    const timed = createDataQueries(api, {
      sleep: async (ms) => {
        waits.push(ms);
        server.replies.set('/profile', { status: 200, body: profile });
      },
    });
    server.replies.set('/profile', failure);
    await expect(queryClient.fetchQuery(timed.profile)).resolves.toEqual(profile);
    expect(waits).toEqual([RETRY_DELAY_MS]);
    expect(server.hits('/profile')).toBe(2);
    // The first try's server error is logged by the client; the load itself did not fail.
    expect(log.mock.calls).toEqual([['Server error: 500']]);
  });

  it('never counts the defaults of a failed load fresh: the next read loads again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.replies.set('/profile', failure);
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toMatchObject({ name: 'My Persona' });
    expect(log).toHaveBeenCalledWith('Failed to load profile: Database down');
    server.replies.set('/profile', { status: 200, body: profile });
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toEqual(profile);
    // Loaded data is fresh again: served from the cache.
    await expect(queryClient.fetchQuery(queries.profile)).resolves.toEqual(profile);
    expect(server.hits('/profile')).toBe(3);
  });

  it('does not retry a refusal (4xx): it would be refused again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.replies.set('/profile', {
      status: 404,
      body: { error: { code: 'not_found', message: 'No such profile' } },
    });
    await queryClient.fetchQuery(queries.profile);
    expect(server.hits('/profile')).toBe(1);
    expect(log.mock.calls).toEqual([['Server error: 404'], ['Failed to load profile: No such profile']]);
  });
});

describe('dataKeys', () => {
  it('gives each data set its own key under one root, so sign-out can clear them all', async () => {
    const keys = Object.values(queries).map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(5);

    server.replies.set('/persona/profile', { status: 200, body: { profile: null } });
    await queryClient.fetchQuery(queries.personaStatus);
    queryClient.removeQueries({ queryKey: dataKeys.all });
    expect(queryClient.getQueryData(dataKeys.personaStatus())).toBeUndefined();
  });
});
