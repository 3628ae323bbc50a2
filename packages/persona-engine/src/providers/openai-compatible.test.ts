import { afterEach, describe, expect, it } from 'vitest';
import { failWith, startLlmServer, streamDeltas } from '../testing/llm-server.ts';
import { createOpenAICompatibleProvider } from './openai-compatible.ts';
import { collect, ProviderError } from './types.ts';

const request = {
  draft: 'unused',
  messages: [{ role: 'user' as const, content: 'Hello?' }],
};
const apiKey = 'sk-test-secret-123';
let stop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(handler: Parameters<typeof startLlmServer>[0]) {
  const server = await startLlmServer(handler);
  stop = server.stop;
  return server;
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('createOpenAICompatibleProvider', () => {
  it('streams the deltas of a chat completion in order', async () => {
    const server = await serve(streamDeltas(['I grew ', 'up in ', 'Valparaíso.']));
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      apiKey,
    });

    const deltas: string[] = [];
    for await (const delta of provider.stream(request)) deltas.push(delta);

    expect(deltas).toEqual(['I grew ', 'up in ', 'Valparaíso.']);
    const [received] = server.received;
    expect(received?.url).toBe('/v1/chat/completions');
    expect(received?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(received?.body).toMatchObject({
      model: 'tiny',
      stream: true,
      messages: request.messages,
      max_tokens: 600, // every call is bounded
    });
  });

  it('skips chunks without content, such as the role announcement', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n');
      res.write('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\n');
      res.end('data: [DONE]\n\n');
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
    });
    expect(await collect(provider.stream(request))).toBe('Hi');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('reports HTTP 500 with the message from the JSON error body', async () => {
    const server = await serve(failWith(500, 'The model crashed'));
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      apiKey,
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.code).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('The language model answered HTTP 500: The model crashed');
  });

  it('reports HTTP 401 with a hint about the key, without revealing the key', async () => {
    const server = await serve(failWith(401, 'Incorrect API key provided'));
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      apiKey,
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      'The language model answered HTTP 401 (check LLM_API_KEY): Incorrect API key provided',
    );
    expect(error.message).not.toContain(apiKey);
  });

  it('reports a malformed chunk as a bad response', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');
      res.end('data: {not json\n\n');
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
    });
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const delta of provider.stream(request)) seen.push(delta);
      })(),
    );
    expect(seen).toEqual(['Hel']);
    expect(error.code).toBe('bad_response');
    expect(error.message).toContain('malformed chunk');
  });

  it('reports a chunk without choices as a bad response', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"object":"error"}\n\n');
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.code).toBe('bad_response');
  });

  it('reports a stream that ends before [DONE]', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.message).toBe('The language model stream ended before [DONE]');
  });

  it('times out when the server never answers', async () => {
    const server = await serve(() => {
      // Never answers: the provider must give up on its own.
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      timeoutMs: 50,
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The language model did not answer within 50 ms');
  });

  it('times out when the stream stalls between chunks', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');
    });
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      timeoutMs: 50,
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.code).toBe('timeout');
  });

  it('reports a refused connection as a network error naming the endpoint', async () => {
    const server = await serve(streamDeltas([]));
    await server.stop();
    stop = undefined;
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
      apiKey,
    });
    const error = await failure(collect(provider.stream(request)));
    expect(error.code).toBe('network');
    expect(error.message).toContain(
      `Could not reach the language model at ${server.baseUrl}/chat/completions`,
    );
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).not.toContain(apiKey);
  });

  it('stops when the caller aborts', async () => {
    const server = await serve(() => {});
    const provider = createOpenAICompatibleProvider({
      baseUrl: server.baseUrl,
      model: 'tiny',
    });
    const controller = new AbortController();
    const pending = collect(provider.stream(request, { signal: controller.signal }));
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe('aborted');
  });
});
