import { afterEach, describe, expect, it } from 'vitest';
import { dot } from '../retrieval/encoder.ts';
import { answerEmbeddings, failWith, type Handler, startLlmServer } from '../testing/llm-server.ts';
import { connectOpenAIEmbeddings, EmbeddingsError } from './openai-embeddings.ts';

const servers: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

/** A scripted embeddings server: each request is answered by the next handler (the last one repeats). */
async function scripted(...handlers: Handler[]) {
  let turn = 0;
  const server = await startLlmServer((request, response) => {
    const handler = handlers[Math.min(turn++, handlers.length - 1)];
    handler?.(request, response);
  });
  servers.push(server);
  return server;
}

const KEY = 'sk-test-secret';
/** Never answers (a stuck server); the connection is closed when the test's server stops. */
const hang: Handler = () => {};

describe('the OpenAI-compatible embeddings encoder', () => {
  it('learns the size from one probe, then embeds texts in order as unit vectors', async () => {
    const server = await scripted(answerEmbeddings(8));
    const encoder = await connectOpenAIEmbeddings({ baseUrl: server.baseUrl, model: 'nomic', apiKey: KEY });
    expect(encoder.model).toEqual({ id: 'openai:nomic:8', dimensions: 8 });

    const [sea, ocean, maths] = await encoder.embed(['the sea', 'the sea shore', 'algebra']);
    expect(sea).toHaveLength(8);
    expect(dot(sea as Float32Array, sea as Float32Array)).toBeCloseTo(1, 5);
    expect(dot(sea as Float32Array, ocean as Float32Array)).toBeGreaterThan(
      dot(sea as Float32Array, maths as Float32Array),
    );
    const [probe, request] = server.received;
    expect(probe?.url).toBe('/v1/embeddings');
    expect(request?.body).toEqual({
      model: 'nomic',
      input: ['the sea', 'the sea shore', 'algebra'],
      encoding_format: 'float',
    });
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('sends a configured size as `dimensions`, needs no probe, and splits large inputs into batches', async () => {
    const server = await scripted(answerEmbeddings(4));
    const encoder = await connectOpenAIEmbeddings({
      baseUrl: `${server.baseUrl}/`,
      model: 'text-embedding-3-small',
      dimensions: 4,
      batchSize: 2,
    });
    expect(server.received).toHaveLength(0);
    expect(await encoder.embed(['a', 'b', 'c', 'd', 'e'])).toHaveLength(5);
    expect(server.received.map((request) => request.body.input)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(server.received[0]?.body.dimensions).toBe(4);
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses vectors of the wrong size', async () => {
    const server = await scripted(answerEmbeddings(6));
    const encoder = await connectOpenAIEmbeddings({ baseUrl: server.baseUrl, model: 'm', dimensions: 8 });
    await expect(encoder.embed(['hello'])).rejects.toThrow(
      new EmbeddingsError('The embeddings server sent vectors of 6 dimensions, not 8'),
    );
  });

  it('tries a failed request once more: a passing 500 is absorbed, a lasting one reported', async () => {
    const flaky = await scripted(failWith(500, 'busy'), answerEmbeddings(4));
    const encoder = await connectOpenAIEmbeddings({ baseUrl: flaky.baseUrl, model: 'm', dimensions: 4 });
    expect(await encoder.embed(['hello'])).toHaveLength(1);
    expect(flaky.received).toHaveLength(2);

    const down = await scripted(failWith(500, 'down'));
    const failing = await connectOpenAIEmbeddings({ baseUrl: down.baseUrl, model: 'm', dimensions: 4 });
    await expect(failing.embed(['hello'])).rejects.toThrow(/answered 500$/);
    expect(down.received).toHaveLength(2);
  });

  it('does not retry a refused request (400), and never names the key', async () => {
    const server = await scripted(failWith(400, 'unknown model'));
    const encoder = await connectOpenAIEmbeddings({
      baseUrl: server.baseUrl,
      model: 'm',
      dimensions: 4,
      apiKey: KEY,
    });
    const error = await encoder.embed(['hello']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmbeddingsError);
    expect(String(error)).toMatch(/answered 400$/);
    expect(String(error)).not.toContain(KEY);
    expect(server.received).toHaveLength(1);
  });

  it.each([
    ['not JSON', (_request, response) => response.end('<html>oops</html>')],
    ['no data', (_request, response) => response.end(JSON.stringify({ object: 'list' }))],
    ['too few embeddings', (_request, response) => response.end(JSON.stringify({ data: [] }))],
    [
      'an index twice',
      (_request, response) =>
        response.end(
          JSON.stringify({
            data: [
              { index: 0, embedding: [1, 0] },
              { index: 0, embedding: [0, 1] },
            ],
          }),
        ),
    ],
  ] satisfies Array<[string, Handler]>)('reports a malformed answer (%s)', async (_, handler) => {
    const server = await scripted(handler);
    const encoder = await connectOpenAIEmbeddings({ baseUrl: server.baseUrl, model: 'm', dimensions: 2 });
    await expect(encoder.embed(['a', 'b'])).rejects.toBeInstanceOf(EmbeddingsError);
  });

  it('gives up on a server that does not answer in time, after one more try', async () => {
    const server = await scripted(hang);
    const encoder = await connectOpenAIEmbeddings({
      baseUrl: server.baseUrl,
      model: 'm',
      dimensions: 4,
      // Long enough that the server has read each try before it is given up, however loaded the machine.
      timeoutMs: 300,
    });
    await expect(encoder.embed(['hello'])).rejects.toThrow(/did not answer within 300 ms$/);
    expect(server.received).toHaveLength(2);
  });

  it('fails to connect, clearly, when the size cannot be learned', async () => {
    const server = await scripted(failWith(404, 'no such route'));
    await expect(connectOpenAIEmbeddings({ baseUrl: server.baseUrl, model: 'm' })).rejects.toThrow(
      /embeddings server at http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings answered 404/,
    );
  });
});
