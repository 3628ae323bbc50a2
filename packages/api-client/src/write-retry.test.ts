import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ChatStreamEvent, formatStreamEvent } from '@ditto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { WRITE_RETRY_DELAY_MS } from './defaults.ts';
import { entry, profile, reply, userMessage } from './test-fixtures.ts';
import { sendJson, startEventStream, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

type Answer = (response: ServerResponse, request: IncomingMessage) => void;
const gateway =
  (status: number): Answer =>
  (response) =>
    sendJson(response, status, { error: 'upstream' });
/** The connection drops before any response: what a client sees of a replica killed under its request. */
const dropConnection: Answer = (_response, request) => request.socket.destroy();

/** A server answering its requests in turn with `answers` (the last one from then on), recording each key. */
async function serverAnswering(...answers: Answer[]) {
  const keys: (string | undefined)[] = [];
  server = await startTestServer((request, response) => {
    keys.push(request.headers['idempotency-key'] as string | undefined);
    const answer = answers[Math.min(keys.length, answers.length) - 1];
    answer?.(response, request);
  });
  return { url: server.url, keys };
}

/**
 * A fake clock for the retry's wait: each wait is recorded and lasts until `elapse()`, so a test can see that
 * nothing is sent meanwhile.
 */
function fakeClock() {
  const waits: number[] = [];
  let release: (() => void) | undefined;
  return {
    waits,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        waits.push(ms);
        release = resolve;
      }),
    elapse: () => release?.(),
  };
}

function clientFor(url: string, clock = fakeClock()) {
  return createApiClient({
    baseUrl: `${url}/v1`,
    getAccessToken: async () => 'token',
    sleep: (ms) => {
      const waiting = clock.sleep(ms);
      clock.elapse();
      return waiting;
    },
  });
}

const note = { title: entry.title, content: entry.content };
/** 128 random bits as hex: made without `crypto.randomUUID`, which insecure (plain HTTP) pages lack. */
const KEY = /^[0-9a-f]{32}$/;

describe('writes: Idempotency-Key and one retry', () => {
  it('sends every write with a fresh key, and reads without one', async () => {
    const { url, keys } = await serverAnswering((response) => sendJson(response, 201, entry));
    const api = clientFor(url);
    await api.createKnowledgeEntry(note);
    await api.createKnowledgeEntry(note);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toMatch(KEY);
    expect(keys[1]).not.toBe(keys[0]);
    // Pages served over plain HTTP have no `crypto.randomUUID`: writes must not depend on it.
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    await api.createKnowledgeEntry(note);
    expect(keys[2]).toMatch(KEY);

    const reads = await serverAnswering((response) => sendJson(response, 200, profile));
    await clientFor(reads.url).getProfile();
    expect(reads.keys).toEqual([undefined]);
  });

  it.each([502, 503, 504])('tries a write once more with the same key after a %i', async (status) => {
    const { url, keys } = await serverAnswering(gateway(status), (response) =>
      sendJson(response, 201, entry),
    );
    await expect(clientFor(url).createKnowledgeEntry(note)).resolves.toEqual(entry);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('tries a write once more with the same key and body after a network error', async () => {
    const { url, keys } = await serverAnswering(dropConnection, (response) => sendJson(response, 201, entry));
    await expect(clientFor(url).createKnowledgeEntry(note)).resolves.toEqual(entry);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(server?.requests.map((request) => JSON.parse(request.body))).toEqual([note, note]);
  });

  it('waits WRITE_RETRY_DELAY_MS before the retry, sending nothing meanwhile', async () => {
    const { url, keys } = await serverAnswering(gateway(502), (response) => sendJson(response, 201, entry));
    const clock = fakeClock();
    const api = createApiClient({ baseUrl: `${url}/v1`, getAccessToken: async () => 'token', ...clock });
    const created = api.createKnowledgeEntry(note);
    await vi.waitFor(() => expect(clock.waits).toEqual([WRITE_RETRY_DELAY_MS]));
    expect(keys).toHaveLength(1);
    clock.elapse();
    await expect(created).resolves.toEqual(entry);
    expect(keys).toHaveLength(2);
  });

  it('retries only once: a second 502 is the answer', async () => {
    const { url, keys } = await serverAnswering(gateway(502));
    const error = await clientFor(url)
      .deleteKnowledgeEntry('entry-1')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect(keys).toHaveLength(2);
  });

  it.each([500, 409, 400])('does not retry a %i', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = fakeClock();
    const { url, keys } = await serverAnswering(gateway(status));
    const error = await clientFor(url, clock)
      .createKnowledgeEntry(note)
      .catch((reason: unknown) => reason);
    expect((error as ApiError).status).toBe(status);
    expect(keys).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  it('does not retry a read after a 502', async () => {
    const { url, keys } = await serverAnswering(gateway(502), (response) => sendJson(response, 200, profile));
    await expect(clientFor(url).getProfile()).rejects.toMatchObject({ status: 502 });
    expect(keys).toEqual([undefined]);
  });

  it('keeps the key through the 401 refresh and a gateway retry after it', async () => {
    const { url, keys } = await serverAnswering(
      (response) => sendJson(response, 401, { error: { code: 'unauthorized', message: 'Expired' } }),
      gateway(502),
      (response) => sendJson(response, 201, entry),
    );
    let token = 'stale';
    const api = createApiClient({
      baseUrl: `${url}/v1`,
      getAccessToken: async (options) => {
        if (options?.forceRefresh) token = 'fresh';
        return token;
      },
      sleep: async () => {},
    });
    await expect(api.createKnowledgeEntry(note)).resolves.toEqual(entry);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(server?.requests.map((request) => request.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
      'Bearer fresh',
    ]);
  });
});

describe('streamed writes', () => {
  const events: ChatStreamEvent[] = [
    { event: 'user', data: { message: userMessage } },
    { event: 'done', data: { message: reply } },
  ];
  const streamReply: Answer = (response) => {
    startEventStream(response);
    response.end(events.map(formatStreamEvent).join(''));
  };

  async function collect(stream: AsyncIterable<unknown>) {
    const seen: unknown[] = [];
    for await (const event of stream) seen.push(event);
    return seen;
  }

  it('is tried once more with the same key when it fails before any response', async () => {
    const { url, keys } = await serverAnswering(dropConnection, streamReply);
    const seen = await collect(clientFor(url).sendPersonaMessage('Hi', { stream: true }));
    expect(seen).toEqual(events);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is not tried again once a response arrived, even a 502', async () => {
    const { url, keys } = await serverAnswering(gateway(502), streamReply);
    await expect(collect(clientFor(url).sendPersonaMessage('Hi', { stream: true }))).rejects.toMatchObject({
      status: 502,
    });
    expect(keys).toHaveLength(1);
  });
});
