import { routes } from '@ditto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type ApiClient, createApiClient } from './client.ts';
import {
  adminUser,
  adminUserDetail,
  at,
  entry,
  personaProfile,
  profile,
  progress,
  reply,
  share,
  userMessage,
  voiceSettings,
} from './test-fixtures.ts';
import { sendJson, startTestServer, type TestServer } from './test-server.ts';
import type { ApiClientOptions } from './transport.ts';

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

interface EndpointCase {
  title: string;
  call: (api: ApiClient) => Promise<unknown>;
  /** What the server must receive: `METHOD /path?query` and the exact body text. */
  request: string;
  body?: string;
  status?: number;
  answer?: unknown;
  result: unknown;
}

const chatReply = { userMessage, reply };
const voice = { settings: voiceSettings, elevenLabsConfigured: true };

const cases: EndpointCase[] = [
  {
    title: 'getHealth',
    call: (api) => api.getHealth(),
    request: 'GET /v1/health',
    answer: { status: 'ok', database: 'pglite' },
    result: { status: 'ok', database: 'pglite' },
  },
  {
    title: 'getReady',
    call: (api) => api.getReady(),
    request: 'GET /v1/ready',
    answer: { status: 'ready' },
    result: { status: 'ready' },
  },
  {
    title: 'getOpenApiDocument',
    call: (api) => api.getOpenApiDocument(),
    request: 'GET /v1/openapi.json',
    answer: { openapi: '3.1.0' },
    result: { openapi: '3.1.0' },
  },
  {
    title: 'updateProfile',
    call: (api) => api.updateProfile({ name: 'Ada', organization: '' }),
    request: 'PATCH /v1/profile',
    body: '{"name":"Ada","organization":""}',
    answer: { ...profile, name: 'Ada' },
    result: { ...profile, name: 'Ada' },
  },
  {
    title: 'listKnowledge with search, cursor and limit',
    call: (api) => api.listKnowledge({ search: 'rust & go', cursor: 'c1', limit: 5 }),
    request: 'GET /v1/knowledge?search=rust+%26+go&cursor=c1&limit=5',
    answer: { entries: [entry], nextCursor: 'c2', total: 7 },
    result: { entries: [entry], nextCursor: 'c2', total: 7 },
  },
  {
    title: 'listKnowledge without a query',
    call: (api) => api.listKnowledge(),
    request: 'GET /v1/knowledge',
    answer: { entries: [], nextCursor: null, total: 0 },
    result: { entries: [], nextCursor: null, total: 0 },
  },
  {
    title: 'createKnowledgeEntry',
    call: (api) => api.createKnowledgeEntry({ title: 'Engines', content: 'Weaving.' }),
    request: 'POST /v1/knowledge',
    body: '{"title":"Engines","content":"Weaving."}',
    status: 201,
    answer: entry,
    result: entry,
  },
  {
    title: 'updateKnowledgeEntry (the id is URL-encoded)',
    call: (api) => api.updateKnowledgeEntry('a b/c', { title: 'T', content: 'C' }),
    request: 'PUT /v1/knowledge/a%20b%2Fc',
    body: '{"title":"T","content":"C"}',
    answer: entry,
    result: entry,
  },
  {
    title: 'deleteKnowledgeEntry',
    call: (api) => api.deleteKnowledgeEntry('entry-1'),
    request: 'DELETE /v1/knowledge/entry-1',
    status: 204,
    result: undefined,
  },
  {
    title: 'getPersonaProfile',
    call: (api) => api.getPersonaProfile(),
    request: 'GET /v1/persona/profile',
    answer: { profile: personaProfile },
    result: personaProfile,
  },
  {
    title: 'getPersonaStatus (trained, lastTrained = extractedAt)',
    call: (api) => api.getPersonaStatus(),
    request: 'GET /v1/persona/profile',
    answer: { profile: personaProfile },
    result: { trained: true, lastTrained: at },
  },
  {
    title: "getPersonaStatus (with the owner's activity)",
    call: (api) => api.getPersonaStatus(),
    request: 'GET /v1/persona/profile',
    answer: {
      profile: null,
      activity: { knowledgeEntries: 3, messagesToLisa: 0, messagesToDitto: 1, changesSinceTraining: 0 },
    },
    result: {
      trained: false,
      lastTrained: null,
      activity: { knowledgeEntries: 3, messagesToLisa: 0, messagesToDitto: 1, changesSinceTraining: 0 },
    },
  },
  {
    title: 'getPersonaStatus (untrained)',
    call: (api) => api.getPersonaStatus(),
    request: 'GET /v1/persona/profile',
    answer: { profile: null },
    result: { trained: false, lastTrained: null },
  },
  {
    title: 'trainPersona (no body)',
    call: (api) => api.trainPersona(),
    request: 'POST /v1/persona/train',
    answer: { profile: personaProfile, status: { trained: true, lastTrained: at }, progress },
    result: { profile: personaProfile, status: { trained: true, lastTrained: at }, progress },
  },
  {
    title: 'getTrainingProgress',
    call: (api) => api.getTrainingProgress(),
    request: 'GET /v1/persona/training',
    answer: { ...progress, pending: 1, embedded: 2 },
    result: { ...progress, pending: 1, embedded: 2 },
  },
  {
    title: 'getPersonaMessages',
    call: (api) => api.getPersonaMessages(),
    request: 'GET /v1/persona/messages',
    answer: { messages: [userMessage, reply] },
    result: [userMessage, reply],
  },
  {
    title: 'getPersonaMessages (an earlier page)',
    call: (api) => api.getPersonaMessages({ before: 'm-9', limit: 50 }),
    request: 'GET /v1/persona/messages?before=m-9&limit=50',
    answer: { messages: [userMessage] },
    result: [userMessage],
  },
  {
    title: 'sendPersonaMessage (JSON)',
    call: (api) => api.sendPersonaMessage('Hi'),
    request: 'POST /v1/persona/messages',
    body: '{"content":"Hi"}',
    answer: chatReply,
    result: chatReply,
  },
  {
    title: 'clearPersonaMessages',
    call: (api) => api.clearPersonaMessages(),
    request: 'DELETE /v1/persona/messages',
    status: 204,
    result: undefined,
  },
  {
    title: 'getLisaMessages',
    call: (api) => api.getLisaMessages(),
    request: 'GET /v1/lisa/messages',
    answer: { messages: [reply] },
    result: [reply],
  },
  {
    title: 'sendLisaMessage (JSON)',
    call: (api) => api.sendLisaMessage('I build engines.'),
    request: 'POST /v1/lisa/messages',
    body: '{"content":"I build engines."}',
    answer: { ...chatReply, createdEntries: [{ ...entry, source: 'lisa' }] },
    result: { ...chatReply, createdEntries: [{ ...entry, source: 'lisa' }] },
  },
  {
    title: 'clearLisaMessages',
    call: (api) => api.clearLisaMessages(),
    request: 'DELETE /v1/lisa/messages',
    status: 204,
    result: undefined,
  },
  {
    title: 'listShares',
    call: (api) => api.listShares({ cursor: 'c1', limit: 10 }),
    request: 'GET /v1/sharing/shares?cursor=c1&limit=10',
    answer: { shares: [share], nextCursor: 'c2' },
    result: { shares: [share], nextCursor: 'c2' },
  },
  {
    title: 'createShare',
    call: (api) => api.createShare('Grace@Example.com'),
    request: 'POST /v1/sharing/shares',
    body: '{"email":"Grace@Example.com"}',
    status: 201,
    answer: share,
    result: share,
  },
  {
    title: 'deleteShare',
    call: (api) => api.deleteShare('share-1'),
    request: 'DELETE /v1/sharing/shares/share-1',
    status: 204,
    result: undefined,
  },
  {
    title: 'getSharedPersonaMessages',
    call: (api) => api.getSharedPersonaMessages('owner-1', { before: 'm-1' }),
    request: 'GET /v1/sharing/personas/owner-1/messages?before=m-1',
    answer: { messages: [userMessage] },
    result: [userMessage],
  },
  {
    title: 'sendSharedPersonaMessage (JSON)',
    call: (api) => api.sendSharedPersonaMessage('owner-1', 'Hi'),
    request: 'POST /v1/sharing/personas/owner-1/messages',
    body: '{"content":"Hi"}',
    answer: chatReply,
    result: chatReply,
  },
  {
    title: 'getVoiceSettings',
    call: (api) => api.getVoiceSettings(),
    request: 'GET /v1/voice/settings',
    answer: voice,
    result: voice,
  },
  {
    title: 'updateVoiceSettings',
    call: (api) => api.updateVoiceSettings(voiceSettings),
    request: 'PUT /v1/voice/settings',
    body: JSON.stringify(voiceSettings),
    answer: voice,
    result: voice,
  },
  {
    title: 'listAdminUsers',
    call: (api) => api.listAdminUsers({ search: 'grace@', limit: 60 }),
    request: 'GET /v1/admin/users?search=grace%40&limit=60',
    answer: { users: [adminUser], nextCursor: null },
    result: { users: [adminUser], nextCursor: null },
  },
  {
    title: 'getAdminUser',
    call: (api) => api.getAdminUser('user-2'),
    request: 'GET /v1/admin/users/user-2',
    answer: adminUserDetail,
    result: adminUserDetail,
  },
  {
    title: 'updateAdminUser',
    call: (api) => api.updateAdminUser('user-2', { enabled: false }),
    request: 'PATCH /v1/admin/users/user-2',
    body: '{"enabled":false}',
    answer: { ...adminUserDetail, enabled: false },
    result: { ...adminUserDetail, enabled: false },
  },
];

describe('one method per route', () => {
  it('has a method for every route of the contract', () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1', getAccessToken: async () => null });
    const missing = Object.keys(routes).filter((name) => typeof api[name as keyof ApiClient] !== 'function');

    expect(missing).toEqual([]);
  });

  it.each(cases)('$title: $request', async ({ call, request, body = '', status = 200, answer, result }) => {
    server = await startTestServer((_request, response) => {
      if (status === 204) {
        response.writeHead(204);
        response.end();
      } else sendJson(response, status, answer);
    });

    await expect(call(clientFor(server.url))).resolves.toEqual(result);

    const [method, url] = request.split(' ');
    expect(server.requests).toEqual([
      {
        method,
        url,
        authorization: 'Bearer token',
        accept: status === 204 ? '*/*' : 'application/json',
        contentType: body ? 'application/json' : undefined,
        body,
      },
    ]);
  });

  it('refuses a 2xx body that breaks the route schema', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 201, { ...share, email: 7 }));
    const error = await failureOf(clientFor(server.url).createShare('grace@example.com'));

    expect(error).toMatchObject({ status: 201, code: 'invalid_response' });
    expect(error.message).toMatch(/^Invalid response from POST \/sharing\/shares: email: /);
  });

  it('raises a 404 of a path with parameters with the body message', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 404, { error: { code: 'not_found', message: 'No such entry.' } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(clientFor(server.url).getAdminUser('nobody'));

    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such entry.' });
  });
});

describe('requests are checked against the contract before they are sent', () => {
  it('refuses a blank title naming the field, without calling the server', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 201, entry));
    const onError = vi.fn();
    const error = await failureOf(
      clientFor(server.url, { onError }).createKnowledgeEntry({ title: '   ', content: 'x' }),
    );

    expect(error).toMatchObject({
      message: 'Invalid request to POST /knowledge: title: Title is required.',
      status: 0,
      code: 'validation_failed',
      response: {
        error: {
          code: 'validation_failed',
          message: 'The request is not valid.',
          fields: { title: ['Title is required.'] },
        },
      },
    });
    expect(error.body?.error.fields).toEqual({ title: ['Title is required.'] });
    expect(onError).toHaveBeenCalledWith(error);
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['an empty path parameter', (api: ApiClient) => api.deleteShare(''), 'DELETE /sharing/shares/:id: id: '],
    [
      'a page size over the limit',
      (api: ApiClient) => api.listAdminUsers({ limit: 61 }),
      'GET /admin/users: limit: Limit must be at most 60.',
    ],
    [
      'an update with no field',
      (api: ApiClient) => api.updateAdminUser('user-2', {}),
      'PATCH /admin/users/:userId: Send isAdmin, enabled or both.',
    ],
    [
      'an invalid email',
      (api: ApiClient) => api.createShare('nope'),
      'POST /sharing/shares: email: Enter a valid',
    ],
  ])('refuses %s', async (_title, call, message) => {
    server = await startTestServer((_request, response) => sendJson(response, 200, {}));
    const error = await failureOf(call(clientFor(server.url)));

    expect(error.message).toContain(`Invalid request to ${message}`);
    expect(error).toMatchObject({ status: 0, code: 'validation_failed' });
    expect(server.requests).toEqual([]);
  });
});
