import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildPath,
  isZodSchema,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  routeList,
  routes,
  toOpenApiPath,
} from './routes.ts';

/** The product's endpoint list, as `METHOD path`. */
const designEndpoints = [
  'GET /health',
  'GET /ready',
  'GET /profile',
  'PATCH /profile',
  'GET /knowledge',
  'POST /knowledge',
  'PUT /knowledge/:id',
  'DELETE /knowledge/:id',
  'POST /knowledge/import',
  'GET /persona/profile',
  'POST /persona/train',
  'GET /persona/messages',
  'POST /persona/messages',
  'DELETE /persona/messages',
  'GET /lisa/messages',
  'POST /lisa/messages',
  'DELETE /lisa/messages',
  'GET /sharing/shares',
  'POST /sharing/shares',
  'DELETE /sharing/shares/:id',
  'GET /sharing/personas-shared-with-me',
  'GET /sharing/personas/:ownerId/messages',
  'POST /sharing/personas/:ownerId/messages',
  'GET /voice/settings',
  'PUT /voice/settings',
  'POST /voice/speech',
  'GET /admin/users',
  'GET /admin/users/:userId',
  'PATCH /admin/users/:userId',
];

const endpoint = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

describe('route table', () => {
  it('has every endpoint of the design, each once', () => {
    const listed = routeList.map(endpoint);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(designEndpoints));
  });

  it('declares exactly the path parameters its path names', () => {
    for (const route of routeList) {
      const named = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(Object.keys(route.request?.params?.shape ?? {}), endpoint(route)).toEqual(named);
    }
  });

  it('gives each route one success response', () => {
    for (const route of routeList) {
      const successes = Object.keys(route.responses).filter((status) => Number(status) < 300);
      expect(successes, endpoint(route)).toHaveLength(1);
    }
  });

  it('answers 401 on signed-in routes, 403 on admin ones, neither on public ones', () => {
    for (const route of routeList) {
      expect(401 in route.responses, endpoint(route)).toBe(route.auth !== 'public');
      expect(403 in route.responses, endpoint(route)).toBe(route.auth === 'admin');
    }
    expect(routeList.filter((route) => route.auth === 'admin').map((route) => route.path)).toEqual([
      '/admin/users',
      '/admin/users/:userId',
      '/admin/users/:userId',
    ]);
  });

  it('answers 400 wherever there is input, and keeps the codes a route adds', () => {
    for (const route of routeList) {
      // A signed-in write's input includes its Idempotency-Key header, which may be malformed (400) or reused (422).
      const signedInWrite = route.auth !== 'public' && route.method !== 'get';
      expect(400 in route.responses, endpoint(route)).toBe(route.request !== undefined || signedInWrite);
      expect(422 in route.responses, endpoint(route)).toBe(signedInWrite);
    }
    const conflict = routes.createShare.responses[409];
    expect(!isZodSchema(conflict) && conflict.kind === 'error' && conflict.codes).toEqual(['already_shared']);
  });

  it('streams chat replies and speaks audio', () => {
    const chat = routes.sendPersonaMessage.responses[200];
    expect(chat.kind).toBe('json-or-event-stream');
    expect(routes.synthesizeSpeech.responses[200]).toEqual({ kind: 'binary', mediaType: 'audio/mpeg' });
    expect(routes.importKnowledge.request.bodyMediaType).toBe('multipart/form-data');
  });
});

describe('buildPath', () => {
  it('fills and encodes the parameters', () => {
    expect(buildPath(routes.updateKnowledgeEntry.path, { id: 'a b/c' })).toBe('/knowledge/a%20b%2Fc');
    expect(buildPath('/profile')).toBe('/profile');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(routes.getAdminUser.path, {})).toThrow('Missing path parameter "userId"');
  });
});

describe('toOpenApiPath', () => {
  it('writes parameters in braces', () => {
    expect(toOpenApiPath('/sharing/personas/:ownerId/messages')).toBe('/sharing/personas/{ownerId}/messages');
  });
});

describe('route types', () => {
  it('infer what a client sends', () => {
    expectTypeOf<RouteBody<'createKnowledgeEntry'>>().toEqualTypeOf<{
      title: string;
      content: string;
      private?: boolean | undefined;
    }>();
    expectTypeOf<RouteParams<'deleteShare'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteQuery<'listAdminUsers'>>().toEqualTypeOf<{
      search?: string | undefined;
      cursor?: string | undefined;
      limit?: number | undefined;
    }>();
    expectTypeOf<RouteBody<'getProfile'>>().toBeNever();
    expect(routes.createKnowledgeEntry.request.body.parse({ title: 'T', content: 'C' })).toEqual({
      title: 'T',
      content: 'C',
    });
  });
});

describe('README', () => {
  it('lists every route', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    for (const route of routeList) {
      expect(readme, route.name).toMatch(
        new RegExp(`\\| \`${route.name}\` +\\| ${route.method.toUpperCase()} +\\| \`${route.path}\``),
      );
    }
  });
});
