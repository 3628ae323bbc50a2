import { apiErrorBodySchema, knowledgeEntrySchema, knowledgeListResponseSchema } from '@ditto/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/middleware.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { type TestDatabase, testDatabaseFactories } from '../test-support/databases.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';
import type { AppEnv } from './app-env.ts';
import { idempotency } from './idempotency.ts';

describe.each(serverDatabaseFactories())('Idempotency-Key on $kind', (factory) => {
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(factory);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const note = { title: 'Sailing', content: 'I sail on weekends.' };
  const entryCount = async (user: TestUser) => {
    const response = await stack.call('GET', '/knowledge', user);
    return knowledgeListResponseSchema.parse(await response.json()).total;
  };

  it('creates one entry for a repeated POST and replays the same body', async () => {
    const user = await stack.createUser('repeat@example.com');
    const first = await stack.call('POST', '/knowledge', user, note, keyed('key-1'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const created = knowledgeEntrySchema.parse(await first.json());

    const again = await stack.call('POST', '/knowledge', user, note, keyed('key-1'));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    expect(await entryCount(user)).toBe(1);
  });

  it('answers 422 idempotency_key_reused when the key comes with another path', async () => {
    const user = await stack.createUser('reuse@example.com');
    const first = await stack.call('POST', '/knowledge', user, note, keyed('shared:key.2'));
    const { id } = knowledgeEntrySchema.parse(await first.json());

    const other = await stack.call('PUT', `/knowledge/${id}`, user, note, keyed('shared:key.2'));
    expect(other.status).toBe(422);
    expect(apiErrorBodySchema.parse(await other.json()).error.code).toBe('idempotency_key_reused');
  });

  it('does every write without a key', async () => {
    const user = await stack.createUser('nokey@example.com');
    expect((await stack.call('POST', '/knowledge', user, note)).status).toBe(201);
    const second = await stack.call('POST', '/knowledge', user, note);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await entryCount(user)).toBe(2);
  });

  it("keeps one user's key apart from another's", async () => {
    const [ada, bob] = await Promise.all([
      stack.createUser('ada-key@example.com'),
      stack.createUser('bob-key@example.com'),
    ]);
    const forAda = await stack.call('POST', '/knowledge', ada, note, keyed('same-key'));
    const forBob = await stack.call('POST', '/knowledge', bob, note, keyed('same-key'));
    expect(forBob.status).toBe(201);
    expect(forBob.headers.get('idempotent-replayed')).toBeNull();
    const [adaEntry, bobEntry] = [await forAda.json(), await forBob.json()].map((body) =>
      knowledgeEntrySchema.parse(body),
    );
    expect(bobEntry?.id).not.toBe(adaEntry?.id);
    expect([await entryCount(ada), await entryCount(bob)]).toEqual([1, 1]);
  });

  it('replays a 4xx answer, even when the repeat would now succeed', async () => {
    const user = await stack.createUser('invalid@example.com');
    const refused = await stack.call('POST', '/knowledge', user, { title: '' }, keyed('key-4xx'));
    expect(refused.status).toBe(400);
    const body = await refused.json();

    const again = await stack.call('POST', '/knowledge', user, note, keyed('key-4xx'));
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect(await entryCount(user)).toBe(0);
  });

  it('does not store a 5xx answer', async () => {
    const user = await stack.createUser('fivexx@example.com');
    // No ElevenLabs key on this server: 501 not_configured.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await stack.call('POST', '/voice/speech', user, { text: 'Hello' }, keyed('key-5xx'));
      expect(response.status).toBe(501);
      expect(response.headers.get('idempotent-replayed')).toBeNull();
    }
    // Nothing was stored under the key: another path may still use it.
    const knowledge = await stack.call('POST', '/knowledge', user, note, keyed('key-5xx'));
    expect(knowledge.status).toBe(201);
  });

  it('refuses a malformed key with a validation error naming the header', async () => {
    const user = await stack.createUser('malformed@example.com');
    for (const key of ['has space', 'x'.repeat(129), '']) {
      const response = await stack.call('POST', '/knowledge', user, note, keyed(key));
      expect(response.status).toBe(400);
      const { error } = apiErrorBodySchema.parse(await response.json());
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual(['Idempotency-Key']);
    }
    expect(await entryCount(user)).toBe(0);
  });
});

describe.each(testDatabaseFactories())('stored answers on $kind', (factory) => {
  let database: TestDatabase;
  let clock = Date.parse('2026-11-27T12:00:00Z');

  beforeAll(async () => {
    database = await factory.createMigrated();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The middleware alone, over a real database: a write that counts its runs, for one fixed caller. */
  function appWithClock() {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('caller', { sub: 'owner-1' } as Caller);
      await next();
    });
    app.use(idempotency({ db: database.db, now: () => clock }));
    app.post('/writes', (c) => c.json({ run: ++runs }, 201));
    const post = (key: string) =>
      app.request('/writes', { method: 'POST', headers: { 'Idempotency-Key': key } });
    return { post };
  }

  it('forgets a key after 24 hours, deleting old rows at most once a minute', async () => {
    const { post } = appWithClock();
    expect(await (await post('old')).json()).toEqual({ run: 1 });
    clock += 24 * 60 * 60 * 1000 - 30_000;
    expect(await (await post('young')).json()).toEqual({ run: 2 });
    expect(await (await post('old')).json()).toEqual({ run: 1 });

    // Past 24 h, but within a minute of the last clean-up: still stored.
    clock += 40_000;
    expect(await (await post('other')).json()).toEqual({ run: 3 });
    expect(await (await post('old')).json()).toEqual({ run: 1 });

    // A minute later the next insert deletes it; the younger key stays.
    clock += 30_000;
    expect(await (await post('later')).json()).toEqual({ run: 4 });
    expect(await (await post('old')).json()).toEqual({ run: 5 });
    expect(await (await post('young')).json()).toEqual({ run: 2 });
  });
});
