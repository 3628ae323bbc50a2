import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { sendJson, startTestServer, type TestServer } from './test-server.ts';
import type { ApiClientOptions } from './transport.ts';

const at = '2026-11-22T10:00:00.000Z';
const profile = {
  cognitoId: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: null,
  createdAt: at,
  updatedAt: at,
};

/** The session side of the client: hands out `stale` until a forced refresh yields `fresh`. */
function createSession({ stale = 'stale-token', fresh = 'fresh-token' as string | null } = {}) {
  let current: string | null = stale;
  const session = {
    refreshes: 0,
    getAccessToken: async (options?: { forceRefresh?: boolean }) => {
      if (options?.forceRefresh) {
        session.refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        current = fresh;
      }
      return current;
    },
  };
  return session;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(url: string, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: `${url}/v1`, getAccessToken: async () => 'token', ...overrides });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient: requests', () => {
  it('sends the bearer token under the base path and returns the validated body', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, profile));
    const api = clientFor(server.url);

    await expect(api.getProfile()).resolves.toEqual(profile);
    expect(server.requests).toEqual([
      {
        method: 'GET',
        url: '/v1/profile',
        authorization: 'Bearer token',
        accept: 'application/json',
        contentType: undefined,
        body: '',
      },
    ]);
  });

  it('sends no Authorization header while there is no session', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, profile));
    await clientFor(server.url, { getAccessToken: async () => null }).getProfile();

    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  it('unwraps the lists and the persona profile of the fixed GET endpoints', async () => {
    const message = { id: 'm1', role: 'user', content: 'Hi', timestamp: at };
    const persona = {
      ownerId: 'o1',
      ownerName: 'Grace',
      ownerEmail: 'grace@example.com',
      sharedAt: at,
      trained: false,
      lastTrained: null,
    };
    const bodies: Record<string, unknown> = {
      '/v1/sharing/personas-shared-with-me': { sharedPersonas: [persona] },
      '/v1/persona/profile': { profile: null },
      '/v1/lisa/messages': { messages: [message] },
      '/v1/persona/messages': { messages: [] },
    };
    server = await startTestServer((request, response) => sendJson(response, 200, bodies[request.url ?? '']));
    const api = clientFor(server.url);

    await expect(api.getSharedPersonas()).resolves.toEqual([persona]);
    await expect(api.getPersonaProfile()).resolves.toBeNull();
    await expect(api.getLisaMessages()).resolves.toEqual([message]);
    await expect(api.getPersonaMessages()).resolves.toEqual([]);
  });

  it('turns a response that fails its schema into an ApiError naming the field', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { ...profile, name: 42 }));
    const onError = vi.fn();
    const error = await failureOf(clientFor(server.url, { onError }).getProfile());

    expect(error.message).toMatch(/^Invalid response from GET \/profile: name: /);
    expect(error.status).toBe(200);
    expect(error.code).toBe('invalid_response');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns a body that is not JSON into an ApiError', async () => {
    server = await startTestServer((_request, response) => response.end('<html>'));
    const error = await failureOf(clientFor(server.url).getProfile());

    expect(error.message).toBe('Invalid response from GET /profile: the body is not JSON');
  });
});

describe('createApiClient: 401 and session refresh', () => {
  it('refreshes once and retries once with the new token', async () => {
    server = await startTestServer((request, response) =>
      request.headers.authorization === 'Bearer fresh-token'
        ? sendJson(response, 200, profile)
        : sendJson(response, 401, { error: { code: 'unauthorized', message: 'Expired' } }),
    );
    const session = createSession();
    const api = clientFor(server.url, { getAccessToken: session.getAccessToken });

    await expect(api.getProfile()).resolves.toEqual(profile);
    expect(session.refreshes).toBe(1);
    expect(server.requests.map((request) => request.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
  });

  it('fails with "Authentication refresh failed" (401) when the refreshed session is refused too', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 401, { error: { code: 'unauthorized', message: 'Expired' } }),
    );
    const session = createSession();
    const error = await failureOf(
      clientFor(server.url, { getAccessToken: session.getAccessToken }).getProfile(),
    );

    expect(error).toMatchObject({
      message: 'Authentication refresh failed',
      status: 401,
      code: 'unauthorized',
    });
    expect(session.refreshes).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it('fails with "Authentication refresh failed" (401) without retrying when no session comes back', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 401, {}));
    const session = createSession({ fresh: null });
    const error = await failureOf(
      clientFor(server.url, { getAccessToken: session.getAccessToken }).getProfile(),
    );

    expect(error).toMatchObject({ message: 'Authentication refresh failed', status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the cause when the refresh itself throws', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 401, {}));
    const cause = new Error('refresh token revoked');
    const getAccessToken = async (options?: { forceRefresh?: boolean }) => {
      if (options?.forceRefresh) throw cause;
      return 'stale-token';
    };
    const error = await failureOf(clientFor(server.url, { getAccessToken }).getProfile());

    expect(error).toMatchObject({
      message: 'Authentication refresh failed',
      status: 401,
      originalError: cause,
    });
  });

  it('resends the JSON body of a write on the retry after a 401', async () => {
    const userMessage = { id: 'm1', role: 'user', content: 'Hello', timestamp: at };
    const reply = { id: 'm2', role: 'assistant', content: 'Noted.', timestamp: at };
    const answer = { userMessage, reply, createdEntries: [] };
    server = await startTestServer((request, response) =>
      request.headers.authorization === 'Bearer fresh-token'
        ? sendJson(response, 200, answer)
        : sendJson(response, 401, {}),
    );
    const session = createSession();
    const api = clientFor(server.url, { getAccessToken: session.getAccessToken });

    await expect(api.sendLisaMessage('Hello')).resolves.toEqual(answer);
    expect(
      server.requests.map(({ method, url, contentType, body }) => ({ method, url, contentType, body })),
    ).toEqual([
      {
        method: 'POST',
        url: '/v1/lisa/messages',
        contentType: 'application/json',
        body: '{"content":"Hello"}',
      },
      {
        method: 'POST',
        url: '/v1/lisa/messages',
        contentType: 'application/json',
        body: '{"content":"Hello"}',
      },
    ]);
    expect(session.refreshes).toBe(1);
  });

  it('shares one refresh among 20 concurrent requests that get a 401', async () => {
    const held: Array<() => void> = [];
    server = await startTestServer((request, response) => {
      if (request.headers.authorization === 'Bearer fresh-token') return sendJson(response, 200, profile);
      // Answer the 401s only once all 20 stale requests have arrived, so that they really overlap.
      held.push(() => sendJson(response, 401, {}));
      if (held.length === 20) for (const answer of held) answer();
    });
    const session = createSession();
    const api = clientFor(server.url, { getAccessToken: session.getAccessToken });

    const results = await Promise.all(Array.from({ length: 20 }, () => api.getProfile()));

    expect(results).toHaveLength(20);
    expect(session.refreshes).toBe(1);
    expect(server.requests).toHaveLength(40);
  });
});

describe('createApiClient: no response', () => {
  it('gives status 0 "Network error or missing response" when the port is closed', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    const onError = vi.fn();
    const error = await failureOf(clientFor(closed.url, { onError }).getProfile());

    expect(error).toMatchObject({ message: 'Network error or missing response', status: 0 });
    expect(error.originalError).toBeInstanceOf(Error);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('gives status 0 when the server does not answer within timeoutMs', async () => {
    server = await startTestServer(() => undefined);
    const error = await failureOf(clientFor(server.url, { timeoutMs: 50 }).getProfile());

    expect(error).toMatchObject({ message: 'Network error or missing response', status: 0 });
    expect((error.originalError as Error).name).toBe('TimeoutError');
    // Not retried. On a loaded machine the 50 ms can run out before the server has read the request at all.
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it('times out after 30 seconds by default', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server = await startTestServer(() => arrive());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settled = vi.fn();
      const failure = failureOf(clientFor(server.url).getProfile()).finally(settled);
      await arrived;

      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(failure).resolves.toMatchObject({ status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createApiClient: error statuses', () => {
  it.each([404, 500])('logs "Server error: %i" and raises the body code and message once', async (status) => {
    server = await startTestServer((_request, response) =>
      sendJson(response, status, { error: { code: 'some_code', message: 'Something broke' } }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(clientFor(server.url).getProfile());

    expect(log).toHaveBeenCalledWith(`Server error: ${status}`);
    expect(error).toMatchObject({ status, code: 'some_code', message: 'Something broke' });
    expect(error.response).toEqual({ error: { code: 'some_code', message: 'Something broke' } });
    expect(error.body).toEqual({ error: { code: 'some_code', message: 'Something broke' } });
    expect(server.requests).toHaveLength(1);
  });

  it('names the status when a 500 has no error body', async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(500);
      response.end();
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(clientFor(server.url).getProfile());

    expect(error).toMatchObject({ status: 500, message: 'Server error: 500', code: undefined });
  });

  it.each([400, 418, 503])(
    'gives "API request failed" for %i without logging or retrying',
    async (status) => {
      server = await startTestServer((_request, response) =>
        sendJson(response, status, { error: { code: 'validation_failed', message: 'Bad' } }),
      );
      const log = vi.spyOn(console, 'error');
      const error = await failureOf(clientFor(server.url).getProfile());

      expect(error).toMatchObject({ status, code: 'validation_failed', message: 'API request failed' });
      expect(log).not.toHaveBeenCalled();
      expect(server.requests).toHaveLength(1);
    },
  );
});
