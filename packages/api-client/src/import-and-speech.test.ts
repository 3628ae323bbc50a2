import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { entry } from './test-fixtures.ts';
import { sendJson, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientFor(url: string, getAccessToken = async (_options?: { forceRefresh?: boolean }) => 'token') {
  return createApiClient({ baseUrl: `${url}/v1`, getAccessToken });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** The files of a multipart body, read with the platform's own multipart parser. */
async function filesOf(request: IncomingMessage, body: Buffer) {
  const form = await new Response(body, {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  return Promise.all(
    form.getAll('files').map(async (file) => {
      if (typeof file === 'string') throw new Error('expected a file part');
      return { name: file.name, text: await file.text() };
    }),
  );
}

describe('importKnowledge', () => {
  const result = { created: [{ ...entry, source: 'import' }], errors: [] };

  it('sends one multipart `files` part per File or named Blob', async () => {
    const received: Array<Awaited<ReturnType<typeof filesOf>>> = [];
    server = await startTestServer(async (request, response, body) => {
      received.push(await filesOf(request, body));
      sendJson(response, 200, result);
    });

    const imported = await clientFor(server.url).importKnowledge([
      new File(['# Engines\nWeaving.'], 'engines.md', { type: 'text/markdown' }),
      { name: 'notes.txt', blob: new Blob(['Plain ünïcode notes']) },
    ]);

    expect(imported).toEqual(result);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v1/knowledge/import' });
    expect(server.requests[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toEqual([
      [
        { name: 'engines.md', text: '# Engines\nWeaving.' },
        { name: 'notes.txt', text: 'Plain ünïcode notes' },
      ],
    ]);
  });

  it('sends a `private` part only when the caller chooses', async () => {
    const parts: Array<string | null> = [];
    server = await startTestServer(async (request, response, body) => {
      const form = await new Response(body, {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      parts.push(form.get('private') as string | null);
      sendJson(response, 200, result);
    });
    const client = clientFor(server.url);
    const files = [new File(['Hello'], 'a.txt')];
    await client.importKnowledge(files, { private: true });
    await client.importKnowledge(files, { private: false });
    await client.importKnowledge(files);
    expect(parts).toEqual(['true', 'false', null]);
  });

  it('resends the whole multipart body on the retry after a 401', async () => {
    const received: Array<Awaited<ReturnType<typeof filesOf>>> = [];
    server = await startTestServer(async (request, response, body) => {
      received.push(await filesOf(request, body));
      if (request.headers.authorization === 'Bearer fresh') sendJson(response, 200, result);
      else sendJson(response, 401, {});
    });
    const getAccessToken = async (options?: { forceRefresh?: boolean }) =>
      options?.forceRefresh ? 'fresh' : 'stale';

    await clientFor(server.url, getAccessToken).importKnowledge([new File(['Hello'], 'a.txt')]);

    expect(server.requests.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(received).toEqual([[{ name: 'a.txt', text: 'Hello' }], [{ name: 'a.txt', text: 'Hello' }]]);
  });

  it('refuses an empty selection before sending anything', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, result));
    const error = await failureOf(clientFor(server.url).importKnowledge([]));

    expect(error).toMatchObject({
      status: 0,
      code: 'validation_failed',
      message: 'Invalid request to POST /knowledge/import: files: Choose at least one file.',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('synthesizeSpeech', () => {
  const audio = Buffer.from([0xff, 0xfb, 0x90, 0x00, 0x00, 0x01, 0x80, 0xfe]);

  it('posts the text and returns the audio as a Blob', async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      response.end(audio);
    });

    const speech = await clientFor(server.url).synthesizeSpeech('Hello there');

    expect(speech.type).toBe('audio/mpeg');
    expect(Buffer.from(await speech.arrayBuffer())).toEqual(audio);
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/voice/speech',
        authorization: 'Bearer token',
        accept: '*/*',
        contentType: 'application/json',
        body: '{"text":"Hello there"}',
      },
    ]);
  });

  it('turns a 501 into an ApiError with code not_configured', async () => {
    const body = { error: { code: 'not_configured', message: 'Speech synthesis is not configured.' } };
    server = await startTestServer((_request, response) => sendJson(response, 501, body));
    const error = await failureOf(clientFor(server.url).synthesizeSpeech('Hello'));

    expect(error).toMatchObject({
      status: 501,
      code: 'not_configured',
      message: 'API request failed',
      response: body,
    });
  });

  it('gives code not_configured to a 501 whose body does not say', async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(501);
      response.end();
    });
    const error = await failureOf(clientFor(server.url).synthesizeSpeech('Hello'));

    expect(error).toMatchObject({ status: 501, code: 'not_configured' });
  });

  it('refuses a 200 that is not audio', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { audio: 'nope' }));
    const error = await failureOf(clientFor(server.url).synthesizeSpeech('Hello'));

    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'Invalid response from POST /voice/speech: expected audio/*, got application/json',
    });
  });
});
