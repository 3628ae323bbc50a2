import {
  knowledgeEntrySchema,
  knowledgeListResponseSchema,
  messagesResponseSchema,
  sharedPersonasResponseSchema,
  shareSchema,
  trainingProgressSchema,
} from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from './test-support/api-stack.ts';
import { serverDatabaseFactories } from './test-support/server-databases.ts';

const SECRET = 'Only Olga knows: the spare key is under the blue flowerpot.';

/**
 * One user probes everything another user owns, by every route that takes an id or a persona: nothing of the
 * owner's may be read, changed or deleted, and nothing of it may show in the prober's own answers.
 */
describe.each(serverDatabaseFactories())('cross-user probes on $kind', (factory) => {
  let stack: ApiStack;
  let olga: TestUser;
  let mallory: TestUser;
  let entryId: string;

  beforeAll(async () => {
    stack = await startApiStack(factory);
    olga = await stack.createUser('olga@example.com', { name: 'Olga Owner' });
    mallory = await stack.createUser('mallory@example.com', { name: 'Mallory Prober' });
    const created = await stack.call('POST', '/knowledge', olga, { title: 'Spare key', content: SECRET });
    entryId = knowledgeEntrySchema.parse(await created.json()).id;
    expect((await stack.call('POST', '/persona/train', olga)).status).toBe(200);
    await stack.call('POST', '/persona/messages', olga, { content: 'Where is the spare key?' });
    await stack.call('POST', '/lisa/messages', olga, { content: 'Hi Lisa' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('cannot read, change or delete an entry of another user by its id', async () => {
    const entry = `/knowledge/${entryId}`;
    expect((await stack.call('PUT', entry, mallory, { title: 'Mine', content: 'Mine now' })).status).toBe(
      404,
    );
    expect((await stack.call('DELETE', entry, mallory)).status).toBe(404);
    const list = knowledgeListResponseSchema.parse(
      await (await stack.call('GET', '/knowledge', mallory)).json(),
    );
    expect(list.entries).toEqual([]);
    const search = await stack.call('GET', '/knowledge?search=flowerpot', mallory);
    expect(knowledgeListResponseSchema.parse(await search.json()).total).toBe(0);
    const olgaList = knowledgeListResponseSchema.parse(
      await (await stack.call('GET', '/knowledge', olga)).json(),
    );
    expect(olgaList.entries.map((e) => e.content)).toEqual([SECRET]);
  });

  it("sees none of another user's conversations, persona, progress or settings in its own", async () => {
    for (const route of ['/persona/messages', '/lisa/messages']) {
      const body = messagesResponseSchema.parse(await (await stack.call('GET', route, mallory)).json());
      expect(JSON.stringify(body), route).not.toContain('spare key');
    }
    const profile = await (await stack.call('GET', '/persona/profile', mallory)).json();
    // Olga's entry and messages count in her activity only.
    expect(profile).toEqual({
      profile: null,
      activity: { knowledgeEntries: 0, messagesToLisa: 0, messagesToDitto: 0, changesSinceTraining: 0 },
    });
    const progress = trainingProgressSchema.parse(
      await (await stack.call('GET', '/persona/training', mallory)).json(),
    );
    expect(progress.total).toBe(0);
    const me = await (await stack.call('GET', '/profile', mallory)).json();
    expect(me).toMatchObject({ name: 'Mallory Prober', email: 'mallory@example.com' });
    const voice = await (await stack.call('GET', '/voice/settings', mallory)).json();
    expect(JSON.stringify(voice)).not.toContain('olga');
  });

  it('cannot chat with, or read, a persona that was not shared with it; a share grants exactly that', async () => {
    const shared = `/sharing/personas/${olga.userId}/messages`;
    expect((await stack.call('GET', shared, mallory)).status).toBe(404);
    expect((await stack.call('POST', shared, mallory, { content: 'Where is the spare key?' })).status).toBe(
      404,
    );
    const withMe = await stack.call('GET', '/sharing/personas-shared-with-me', mallory);
    expect(sharedPersonasResponseSchema.parse(await withMe.json()).sharedPersonas).toEqual([]);

    // Olga shares with someone else: still nothing for Mallory, and Mallory cannot delete Olga's share.
    const share = await stack.call('POST', '/sharing/shares', olga, { email: 'friend@example.com' });
    const { id: shareId } = shareSchema.parse(await share.json());
    expect((await stack.call('DELETE', `/sharing/shares/${shareId}`, mallory)).status).toBe(404);
    expect((await stack.call('POST', shared, mallory, { content: 'Where is the spare key?' })).status).toBe(
      404,
    );
    const sharesOfMallory = await (await stack.call('GET', '/sharing/shares', mallory)).json();
    expect(JSON.stringify(sharesOfMallory)).not.toContain('friend@example.com');
  });

  it('clears only its own conversations', async () => {
    expect((await stack.call('DELETE', '/persona/messages', mallory)).status).toBe(204);
    expect((await stack.call('DELETE', '/lisa/messages', mallory)).status).toBe(204);
    const olgaMessages = messagesResponseSchema.parse(
      await (await stack.call('GET', '/persona/messages', olga)).json(),
    );
    expect(olgaMessages.messages.length).toBeGreaterThan(0);
  });

  it('is refused the admin routes, whatever user it names', async () => {
    for (const [method, route] of [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${olga.userId}`],
      ['PATCH', `/admin/users/${olga.userId}`],
      ['PATCH', `/admin/users/${mallory.userId}`],
    ] as const) {
      const body = method === 'PATCH' ? { isAdmin: true } : undefined;
      expect((await stack.call(method, route, mallory, body)).status, `${method} ${route}`).toBe(403);
    }
  });
});
