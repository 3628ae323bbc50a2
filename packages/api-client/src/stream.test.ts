import type { ServerResponse } from 'node:http';
import { type ChatStreamEvent, formatStreamEvent, type LisaStreamEvent } from '@ditto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { entry, reply, userMessage } from './test-fixtures.ts';
import { sendJson, startEventStream, startTestServer, type TestServer } from './test-server.ts';
import type { ApiClientOptions } from './transport.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(url: string, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: `${url}/v1`, getAccessToken: async () => 'token', ...overrides });
}

async function collect<E>(stream: AsyncIterable<E>): Promise<{ events: E[]; error?: unknown }> {
  const events: E[] = [];
  try {
    for await (const event of stream) events.push(event);
    return { events };
  } catch (error) {
    return { events, error };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` in pieces of 1–3 bytes, pausing between them, so that lines, fields and UTF-8 sequences split. */
async function writeInPieces(response: ServerResponse, text: string): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  for (let start = 0, size = 1; start < bytes.length; start += size, size = (size % 3) + 1) {
    response.write(bytes.subarray(start, start + size));
    await pause(1);
  }
}

/** Resolves when the server sees the client close the connection. */
function closedBy(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => response.once('close', () => resolve()));
}

const chatEvents: ChatStreamEvent[] = [
  { event: 'user', data: { message: userMessage } },
  { event: 'citations', data: { citations: reply.citations ?? [] } },
  { event: 'delta', data: { text: 'Hello thére, ' } },
  { event: 'delta', data: { text: 'friend 🚀.' } },
  { event: 'done', data: { message: reply } },
];

describe('streamed replies', () => {
  it('parses events split at awkward byte boundaries, with comments, CRLF and multi-line data', async () => {
    const [user, citations, firstDelta, secondDelta, done] = chatEvents.map(formatStreamEvent);
    const multiLine = 'event: delta\r\ndata: {"text":\r\ndata: " and more"}\r\n\r\n';
    server = await startTestServer(async (_request, response) => {
      startEventStream(response);
      await writeInPieces(response, `: keep-alive\n\n${user}${citations}${firstDelta}${secondDelta}`);
      await writeInPieces(response, `${multiLine}${done}`);
      response.end();
    });

    const { events, error } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(error).toBeUndefined();
    expect(events).toEqual([
      ...chatEvents.slice(0, 4),
      { event: 'delta', data: { text: ' and more' } },
      chatEvents[4],
    ]);
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/persona/messages',
        authorization: 'Bearer token',
        accept: 'text/event-stream',
        contentType: 'application/json',
        body: '{"content":"Hi"}',
      },
    ]);
  });

  it("streams Lisa's reply with the entries it made, and a shared persona's under its owner", async () => {
    const lisaDone: LisaStreamEvent = {
      event: 'done',
      data: { message: reply, createdEntries: [{ ...entry, source: 'lisa' }] },
    };
    server = await startTestServer((request, response) => {
      startEventStream(response);
      const last = request.url === '/v1/lisa/messages' ? lisaDone : chatEvents[4];
      response.end(
        `${formatStreamEvent(chatEvents[0] as ChatStreamEvent)}${formatStreamEvent(last as ChatStreamEvent)}`,
      );
    });
    const api = clientFor(server.url);

    const lisa = await collect(api.sendLisaMessage('I build engines.', { stream: true }));
    const shared = await collect(api.sendSharedPersonaMessage('owner 1', 'Hi', { stream: true }));

    expect(lisa.events).toEqual([chatEvents[0], lisaDone]);
    expect(shared.events).toEqual([chatEvents[0], chatEvents[4]]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/v1/lisa/messages',
      '/v1/sharing/personas/owner%201/messages',
    ]);
  });

  it('stops at `done` and closes the connection even if the server keeps it open', async () => {
    let closed: Promise<void> = Promise.resolve();
    server = await startTestServer((_request, response) => {
      closed = closedBy(response);
      startEventStream(response);
      response.write(chatEvents.map(formatStreamEvent).join(''));
    });

    const { events } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(events.map((event) => event.event)).toEqual(['user', 'citations', 'delta', 'delta', 'done']);
    await closed;
  });

  it('reads the end of the response after `done` instead of aborting it', async () => {
    let abortedByClient: Promise<boolean> = Promise.resolve(true);
    server = await startTestServer(async (_request, response) => {
      abortedByClient = new Promise((resolve) =>
        response.once('close', () => resolve(!response.writableEnded)),
      );
      startEventStream(response);
      response.write(chatEvents.map(formatStreamEvent).join(''));
      // The server closes right after `done`, but not in the same write: a client that cancels at `done` aborts.
      await pause(100);
      response.end();
    });

    const { events, error } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(error).toBeUndefined();
    expect(events).toHaveLength(5);
    expect(await abortedByClient).toBe(false);
  });

  it('returns to the caller at `done`, and reads the end of the response in the background', async () => {
    let abortedByClient: Promise<boolean> = Promise.resolve(true);
    let end: () => void = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    server = await startTestServer(async (_request, response) => {
      abortedByClient = new Promise((resolve) =>
        response.once('close', () => resolve(!response.writableEnded)),
      );
      startEventStream(response);
      response.write(chatEvents.map(formatStreamEvent).join(''));
      // The response stays open until the caller has its reply.
      await ended;
      response.end();
    });

    // No grace period passes: the caller gets its reply while the response is still open.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { events, error } = await collect(
        clientFor(server.url).sendPersonaMessage('Hi', { stream: true }),
      );
      expect(error).toBeUndefined();
      expect(events.at(-1)?.event).toBe('done');
    } finally {
      vi.useRealTimers();
      end();
    }
    expect(await abortedByClient).toBe(false);
  });

  it('refreshes once on a 401 before the stream starts, then streams', async () => {
    server = await startTestServer((request, response) => {
      if (request.headers.authorization !== 'Bearer fresh') return sendJson(response, 401, {});
      startEventStream(response);
      response.end(chatEvents.map(formatStreamEvent).join(''));
    });
    const getAccessToken = async (options?: { forceRefresh?: boolean }) =>
      options?.forceRefresh ? 'fresh' : 'stale';

    const { events } = await collect(
      clientFor(server.url, { getAccessToken }).sendPersonaMessage('Hi', { stream: true }),
    );

    expect(events).toHaveLength(5);
    expect(server.requests.map(({ authorization, body }) => ({ authorization, body }))).toEqual([
      { authorization: 'Bearer stale', body: '{"content":"Hi"}' },
      { authorization: 'Bearer fresh', body: '{"content":"Hi"}' },
    ]);
  });

  it('raises an error status before the stream as any other call does', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 502, { error: { code: 'provider_failed', message: 'The provider failed.' } }),
    );
    const onError = vi.fn();

    const { events, error } = await collect(
      clientFor(server.url, { onError }).sendPersonaMessage('Hi', { stream: true }),
    );

    expect(events).toEqual([]);
    expect(error).toMatchObject({ status: 502, code: 'provider_failed', message: 'API request failed' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('throws the `error` event as an ApiError after the events before it', async () => {
    server = await startTestServer((_request, response) => {
      startEventStream(response);
      const failure: ChatStreamEvent = {
        event: 'error',
        data: { error: { code: 'provider_failed', message: 'The reply provider failed.' } },
      };
      response.end(
        [chatEvents[0], chatEvents[2], failure].map((e) => formatStreamEvent(e as ChatStreamEvent)).join(''),
      );
    });
    const onError = vi.fn();

    const { events, error } = await collect(
      clientFor(server.url, { onError }).sendPersonaMessage('Hi', { stream: true }),
    );

    expect(events).toEqual([chatEvents[0], chatEvents[2]]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'provider_failed',
      message: 'The reply provider failed.',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('throws "interrupted" when the connection drops mid-stream', async () => {
    let received: () => void = () => undefined;
    const firstEventReceived = new Promise<void>((resolve) => {
      received = resolve;
    });
    server = await startTestServer(async (_request, response) => {
      startEventStream(response);
      response.write(formatStreamEvent(chatEvents[0] as ChatStreamEvent));
      // The connection drops once the client has the first event.
      await firstEventReceived;
      response.socket?.destroy();
    });

    const stream = clientFor(server.url).sendPersonaMessage('Hi', { stream: true });
    const { events, error } = await collect(
      (async function* () {
        for await (const event of stream) {
          yield event;
          received();
        }
      })(),
    );

    expect(events).toEqual([chatEvents[0]]);
    expect(error).toMatchObject({
      status: 200,
      code: 'stream_interrupted',
      message: 'The reply stream was interrupted before the reply was complete',
    });
    expect((error as ApiError).originalError).toBeInstanceOf(Error);
  });

  it('throws "interrupted" when the stream ends before `done`', async () => {
    server = await startTestServer((_request, response) => {
      startEventStream(response);
      response.end(`${formatStreamEvent(chatEvents[0] as ChatStreamEvent)}event: delta\ndata: {"text":"cut`);
    });

    const { events, error } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(events).toEqual([chatEvents[0]]);
    expect(error).toMatchObject({ status: 200, code: 'stream_interrupted' });
  });

  it('refuses an event that breaks the contract', async () => {
    server = await startTestServer((_request, response) => {
      startEventStream(response);
      response.end('event: delta\ndata: {"text":42}\n\n');
    });

    const { error } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect((error as ApiError).message).toMatch(
      /^Invalid response from POST \/persona\/messages: event "delta": data\.text: /,
    );
  });

  it('refuses a JSON answer to a request for a stream', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { userMessage, reply }));

    const { error } = await collect(clientFor(server.url).sendPersonaMessage('Hi', { stream: true }));

    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      message:
        'Invalid response from POST /persona/messages: expected text/event-stream, got application/json',
    });
  });
});

describe('ending a stream early', () => {
  it('rejects with the abort error (not an ApiError) when aborted mid-stream, and closes the connection', async () => {
    let closed: Promise<void> = Promise.resolve();
    server = await startTestServer((_request, response) => {
      closed = closedBy(response);
      startEventStream(response);
      response.write(formatStreamEvent(chatEvents[0] as ChatStreamEvent));
    });
    const onError = vi.fn();
    const controller = new AbortController();
    const stream = clientFor(server.url, { onError }).sendPersonaMessage('Hi', {
      stream: true,
      signal: controller.signal,
    });

    await expect(stream.next()).resolves.toEqual({ done: false, value: chatEvents[0] });
    const pending = stream.next();
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with the abort error when aborted before the response arrives', async () => {
    server = await startTestServer(() => undefined);
    const controller = new AbortController();
    const stream = clientFor(server.url).sendPersonaMessage('Hi', {
      stream: true,
      signal: controller.signal,
    });

    const pending = stream.next();
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('closes the connection when the consumer leaves the loop', async () => {
    let closed: Promise<void> = Promise.resolve();
    server = await startTestServer((_request, response) => {
      closed = closedBy(response);
      startEventStream(response);
      response.write(chatEvents.slice(0, 3).map(formatStreamEvent).join(''));
    });

    const seen: string[] = [];
    for await (const event of clientFor(server.url).sendPersonaMessage('Hi', { stream: true })) {
      seen.push(event.event);
      if (event.event === 'citations') break;
    }

    expect(seen).toEqual(['user', 'citations']);
    await closed;
  });
});
