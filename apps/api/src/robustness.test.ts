import { request as httpRequest } from 'node:http';
import { apiErrorBodySchema, buildPath, routeList } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from './test-support/api-stack.ts';
import { pgliteServerDatabases } from './test-support/server-databases.ts';

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const garbageBodies: string[] = [
  '',
  'not json',
  '{"title":',
  'null',
  '[]',
  '42',
  '"text"',
  '{"title":1,"content":{},"name":[],"organization":7,"email":false,"text":null,"isAdmin":"yes","enabled":0}',
  JSON.stringify({ title: 'a\u0000b', content: 'c', email: 'x\u0000@example.com', text: '\u0000' }),
  '{"voiceId":"v","stability":1e309,"similarityBoost":"NaN","speed":-1e309,"provider":{}}',
  JSON.stringify({
    title: 'x'.repeat(900_000),
    content: 'y',
    name: 'z'.repeat(50_000),
    email: 'e'.repeat(10_000),
  }),
  JSON.stringify({ '\u0000': 1, __proto__: { isAdmin: true }, constructor: { prototype: {} } }),
  `{"title":${deep(100_000)}}`,
  deep(200_000),
  '\uD800\uDFFF\uDBFF',
  // Valid shapes holding halves of surrogate pairs (JSON escapes them): Postgres refuses them as text and jsonb.
  JSON.stringify({ name: '\uDCEB\uDFF7' }),
  JSON.stringify({ title: '\uD800', content: 'c' }),
  JSON.stringify({ content: '\uDFFF\uD800' }),
  JSON.stringify({ voiceId: '\uD800', stability: 0.5, similarityBoost: 0.75, speed: 1, provider: 'browser' }),
];
const garbageIds = [
  'x'.repeat(201),
  '%00',
  '..%2F..%2Fetc',
  '%E2%9C%93',
  "1' OR '1'='1",
  '-1',
  '%F0%9F%92%A9',
  '%ZZ',
];
const garbageQueries = [
  '?limit=-1',
  '?limit=abc',
  '?limit=1e309',
  '?limit=2.5',
  '?limit=0x10',
  '?cursor=',
  '?cursor=eyJzZXEiOiItMSJ9',
  `?cursor=${'A'.repeat(3000)}`,
  `?search=${'s'.repeat(300)}`,
  '?search=%00',
  '?search=%22%22%22%20or%20-%20%26%20%7C%20!%20(',
  '?search=%25%5F%5C',
  '?limit=1&limit=2&search=a&search=b',
];

// Every route of the contract with wrong JSON, wrong types, huge strings, bad ids and queries: never a 500.
describe('no input makes the API answer 500', () => {
  let stack: ApiStack;
  let users: TestUser[];

  beforeAll(async () => {
    // Far more requests than a person sends: this file tries every route, not the limits (http/rate-limit.test.ts).
    stack = await startApiStack(pgliteServerDatabases, {
      rateLimits: { messages: 10_000, knowledge: 10_000, imports: 10_000, shares: 10_000, training: 10_000 },
    });
    users = [await stack.signInAdmin(), await stack.createUser('garbage@example.com')];
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function expectNoServerError(response: Response, label: string) {
    // 501: speech synthesis is not configured in this stack.
    const allowed = response.status < 500 || response.status === 501;
    expect(allowed, `${label} answered ${response.status}: ${await response.clone().text()}`).toBe(true);
    if (response.status >= 400) {
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      apiErrorBodySchema.parse(await response.json());
    }
  }

  for (const route of routeList) {
    const method = route.method.toUpperCase();
    const params = { id: 'no-such-id', ownerId: 'no-such-owner', userId: 'no-such-user' };

    it(`${method} ${route.path}`, async () => {
      for (const user of users) {
        const path = buildPath(route.path, params);
        if (method !== 'GET') {
          for (const body of garbageBodies) {
            const response = await stack.call(method, path, user, body, {
              'Content-Type': 'application/json',
            });
            await expectNoServerError(response, `${method} ${path} body ${body.slice(0, 40)}`);
          }
          const form = new FormData();
          form.append('files', new File(['x'], '\u0000.txt'));
          await expectNoServerError(
            await stack.call(method, path, user, form),
            `${method} ${path} multipart`,
          );
          const broken = await stack.call(method, path, user, '--x\r\nnonsense', {
            'Content-Type': 'multipart/form-data; boundary=x',
          });
          await expectNoServerError(broken, `${method} ${path} broken multipart`);
        }
        for (const query of garbageQueries) {
          await expectNoServerError(
            await stack.call(method, `${path}${query}`, user),
            `${method} ${path}${query}`,
          );
        }
        if (route.request?.params) {
          for (const id of garbageIds) {
            const raw = route.path.replace(/:[A-Za-z]\w*/g, id);
            const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
            await expectNoServerError(await stack.call(method, raw, user, body), `${method} ${raw}`);
          }
        }
      }
    });
  }

  it('answers unknown routes with 404 JSON and wrong tokens with 401 JSON', async () => {
    const [admin] = users;
    const unknown = await stack.call('GET', '/no/such/route', admin);
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(await unknown.json()).error.code).toBe('not_found');
    const patchKnowledge = await stack.call('PATCH', '/knowledge', admin, {});
    expect(patchKnowledge.status).toBe(404);
    const forged = await stack.call('GET', '/knowledge', {
      userId: 'x',
      email: 'x',
      accessToken: 'a.b.c',
      refreshToken: '',
    });
    expect(forged.status).toBe(401);
    // The reference is public.
    expect((await stack.call('GET', '/openapi.json')).status).toBe(200);
    expect((await stack.call('GET', '/docs')).status).toBe(200);
    expect((await stack.call('GET', '/no/such/route')).status).toBe(401);
  });

  it('answers 413 JSON to a body over 1 MB on every route with a JSON body, announced or streamed', async () => {
    const [admin] = users;
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024), content: 'y' });
    const withBody = routeList.filter(
      (item) => item.request?.body && item.request.bodyMediaType !== 'multipart/form-data',
    );
    for (const route of withBody) {
      const path = buildPath(route.path, { id: 'x', ownerId: 'x', userId: 'x' });
      const method = route.method.toUpperCase();
      // Announced: the client declares the size and waits for the answer before sending the body.
      const announced = await requestDeclaringLength(stack.api.url, method, path, admin?.accessToken ?? '');
      expect(announced.status, `${method} ${path}`).toBe(413);
      expect(apiErrorBodySchema.parse(JSON.parse(announced.body)).error.code).toBe('payload_too_large');
      // Streamed (chunked, no length): the server counts while reading.
      const streamed = await stack.call(method, path, admin, streamOf(huge), {
        'Content-Type': 'application/json',
      });
      expect(streamed.status, `${method} ${path} streamed`).toBe(413);
    }
  });
});

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      }
      controller.close();
    },
  });
}

/** Sends only the headers of a 2 MB JSON body and returns the answer (`Expect: 100-continue` style). */
function requestDeclaringLength(
  baseUrl: string,
  method: string,
  path: string,
  accessToken: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        'Content-Length': String(2 * 1024 * 1024),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}
