import {
  apiErrorBodySchema,
  chatReplyResponseSchema,
  chatStreamEventSchema,
  knowledgeEntrySchema,
  messagesResponseSchema,
  personaProfileResponseSchema,
  trainPersonaResponseSchema,
} from '@ditto/contract';
import { unknownReply, untrainedReplyToOwner } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { itOnPgliteOnly, serverDatabaseFactories } from '../test-support/server-databases.ts';
import { readStreamEvents } from './chat-test-support.ts';

const CHILDHOOD = {
  title: 'Childhood',
  content: 'I grew up in Valparaíso, Chile, in a blue house above the harbour. My father was a fisherman.',
};
const WORK = {
  title: 'Work',
  content: 'I work as a product designer in Lisbon. I design booking apps for small hotels.',
};

describe.each(serverDatabaseFactories())('persona training and chat on $kind', (factory) => {
  const onPgliteOnly = itOnPgliteOnly(factory);
  let stack: ApiStack;

  beforeAll(async () => {
    // The background learner looks once, at the start: these tests count what "Relearn everything" learns.
    // (`learning.test.ts` shows Ditto learning by itself.)
    stack = await startApiStack(factory, { learning: { pollMs: 3_600_000 } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const addEntry = async (user: TestUser, entry: { title: string; content: string }) => {
    const response = await stack.call('POST', '/knowledge', user, entry);
    expect(response.status).toBe(201);
    return knowledgeEntrySchema.parse(await response.json());
  };
  const ask = async (user: TestUser, content: string) => {
    const response = await stack.call('POST', '/persona/messages', user, { content });
    expect(response.status).toBe(200);
    return chatReplyResponseSchema.parse(await response.json());
  };
  const messages = async (user: TestUser, route = '/persona/messages') => {
    const response = await stack.call('GET', route, user);
    expect(response.status).toBe(200);
    return messagesResponseSchema.parse(await response.json()).messages;
  };

  it('is untrained until trained; training needs knowledge (409) and then stores the profile', async () => {
    const user = await stack.createUser('train@example.com', { name: 'Elena Vargas' });
    const before = await stack.call('GET', '/persona/profile', user);
    expect(personaProfileResponseSchema.parse(await before.json())).toEqual({
      profile: null,
      activity: { knowledgeEntries: 0, messagesToLisa: 0, messagesToDitto: 0, changesSinceTraining: 0 },
    });

    const empty = await stack.call('POST', '/persona/train', user);
    expect(empty.status).toBe(409);
    expect(apiErrorBodySchema.parse(await empty.json()).error.code).toBe('no_knowledge');

    await addEntry(user, CHILDHOOD);
    await addEntry(user, WORK);
    const trained = await stack.call('POST', '/persona/train', user);
    expect(trained.status).toBe(200);
    const { profile, status } = trainPersonaResponseSchema.parse(await trained.json());
    expect(profile.sourceCount).toBe(2);
    const activity = { knowledgeEntries: 2, messagesToLisa: 0, messagesToDitto: 0, changesSinceTraining: 0 };
    expect(status).toEqual({ trained: true, lastTrained: profile.extractedAt, activity });
    const after = await stack.call('GET', '/persona/profile', user);
    expect(personaProfileResponseSchema.parse(await after.json())).toEqual({ profile, activity });
  });

  it("answers from the user's own entries with citations, and stores the exchange oldest first", async () => {
    const user = await stack.createUser('chat@example.com', { name: 'Elena Vargas' });
    const untrained = await ask(user, 'Where did you grow up?');
    expect(untrained.reply.content).toBe(untrainedReplyToOwner);

    const childhood = await addEntry(user, CHILDHOOD);
    await addEntry(user, WORK);
    expect((await stack.call('POST', '/persona/train', user)).status).toBe(200);

    const { userMessage, reply } = await ask(user, '  Where did you grow up?  ');
    expect(userMessage).toMatchObject({ role: 'user', content: 'Where did you grow up?' });
    expect(reply.role).toBe('assistant');
    expect(reply.content).toContain('Valparaíso');
    // It cites the one note it quotes, and the citation shows exactly what it says of it.
    expect(reply.citations).toEqual([{ entryId: childhood.id, title: 'Childhood', snippet: reply.content }]);

    const unknown = await ask(user, 'What kind of car do you drive?');
    expect(unknown.reply.content).toBe(unknownReply);
    expect(unknown.reply.citations).toEqual([]);

    const stored = await messages(user);
    expect(stored.map((message) => message.content)).toEqual([
      'Where did you grow up?',
      untrainedReplyToOwner,
      'Where did you grow up?',
      reply.content,
      'What kind of car do you drive?',
      unknownReply,
    ]);
    expect(stored[2]).toEqual(userMessage);
    expect(stored[3]).toEqual(reply);
  });

  onPgliteOnly(
    "reads its owner's name from their notes when the account has none, and answers questions by that name",
    async () => {
      const user = await stack.createUser('named-by-notes@example.com');
      await addEntry(user, {
        title: 'About me',
        content: "My name is Kwame, and I'm a civil engineer in Manchester.",
      });
      const birth = await addEntry(user, {
        title: 'Where I was born',
        content: 'I was born in Kumasi, in Ghana.',
      });
      const { reply } = await ask(user, 'Where was Kwame born?');
      expect(reply.content).toContain('Kumasi');
      expect(reply.citations?.map((citation) => citation.entryId)).toEqual([birth.id]);
    },
  );

  it('streams the reply as the contract events, then stores exactly the streamed text', async () => {
    const user = await stack.createUser('stream@example.com');
    const work = await addEntry(user, WORK);
    await stack.call('POST', '/persona/train', user);

    const response = await stack.call(
      'POST',
      '/persona/messages',
      user,
      { content: 'What work do you do?' },
      { Accept: 'text/event-stream' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readStreamEvents(response, chatStreamEventSchema);
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('user');
    expect(names[1]).toBe('citations');
    expect(names.at(-1)).toBe('done');
    expect(names.slice(2, -1).every((name) => name === 'delta')).toBe(true);
    expect(names.length).toBeGreaterThan(4);

    const [first, second] = events;
    const done = events.at(-1);
    if (first?.event !== 'user' || second?.event !== 'citations' || done?.event !== 'done') {
      throw new Error('unexpected events');
    }
    expect(second.data.citations[0]?.entryId).toBe(work.id);
    const streamed = events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
    expect(done.data.message.content).toBe(streamed);
    expect(streamed).toContain('product designer');
    expect(await messages(user)).toEqual([first.data.message, done.data.message]);
  });

  it('answers from knowledge changed after the last reply (the cached index follows every change)', async () => {
    const user = await stack.createUser('changes@example.com');
    await addEntry(user, WORK);
    await stack.call('POST', '/persona/train', user);
    expect((await ask(user, 'Do you have a dog?')).reply.content).toBe(unknownReply);

    const dog = await addEntry(user, {
      title: 'Pepper',
      content: 'My dog Pepper is a greyhound who loves the beach.',
    });
    const known = await ask(user, 'Do you have a dog?');
    expect(known.reply.citations?.map((citation) => citation.entryId)).toContain(dog.id);

    const renamed = await stack.call('PUT', `/knowledge/${dog.id}`, user, {
      title: 'Pepper',
      content: 'My dog Pepper is a whippet who loves the beach.',
    });
    expect(renamed.status).toBe(200);
    expect((await ask(user, 'Do you have a dog?')).reply.content).toContain('whippet');

    expect((await stack.call('DELETE', `/knowledge/${dog.id}`, user)).status).toBe(204);
    expect((await ask(user, 'Do you have a dog?')).reply.content).toBe(unknownReply);
  });

  it('reports with the profile what the owner has done: entries, and messages sent to Lisa and to Ditto', async () => {
    const user = await stack.createUser('activity@example.com');
    const activity = async (who: TestUser) =>
      personaProfileResponseSchema.parse(await (await stack.call('GET', '/persona/profile', who)).json())
        .activity;
    expect(await activity(user)).toEqual({
      knowledgeEntries: 0,
      messagesToLisa: 0,
      messagesToDitto: 0,
      changesSinceTraining: 0,
    });
    await addEntry(user, CHILDHOOD);
    expect(await activity(user)).toEqual({
      knowledgeEntries: 1,
      messagesToLisa: 0,
      messagesToDitto: 0,
      changesSinceTraining: 1,
    });
    await ask(user, 'Where did you grow up?');
    await ask(user, 'And your father?');
    expect((await stack.call('GET', '/lisa/messages', user)).status).toBe(200); // Lisa opens with a question
    const lisa = await stack.call('POST', '/lisa/messages', user, { content: 'I work as a nurse.' });
    expect(lisa.status).toBe(200);
    const after = await activity(user);
    expect(after).toMatchObject({ messagesToLisa: 1, messagesToDitto: 2 });
    // An answer to Lisa may have become an entry: the counts follow the knowledge.
    expect(after?.knowledgeEntries).toBeGreaterThanOrEqual(1);
    expect(after?.changesSinceTraining).toBe(after?.knowledgeEntries);
    // Another user's activity is their own.
    const other = await stack.createUser('activity-other@example.com');
    expect(await activity(other)).toEqual({
      knowledgeEntries: 0,
      messagesToLisa: 0,
      messagesToDitto: 0,
      changesSinceTraining: 0,
    });
  });

  it('counts the knowledge changes not learned yet: added, edited and deleted entries', async () => {
    const user = await stack.createUser('since-training@example.com');
    const changes = async () =>
      personaProfileResponseSchema.parse(await (await stack.call('GET', '/persona/profile', user)).json())
        .activity?.changesSinceTraining;
    const childhood = await addEntry(user, CHILDHOOD);
    const work = await addEntry(user, WORK);
    expect(await changes()).toBe(2); // before the first profile, every entry is still to learn
    expect((await stack.call('POST', '/persona/train', user)).status).toBe(200);
    expect(await changes()).toBe(0);

    await addEntry(user, { title: 'Music', content: 'I play the cello on Sundays.' });
    expect(await changes()).toBe(1);
    const edit = await stack.call('PUT', `/knowledge/${childhood.id}`, user, {
      ...CHILDHOOD,
      content: `${CHILDHOOD.content} We moved when I was twelve.`,
    });
    expect(edit.status).toBe(200);
    expect(await changes()).toBe(2);
    expect((await stack.call('DELETE', `/knowledge/${work.id}`, user)).status).toBe(204);
    expect(await changes()).toBe(3);

    expect((await stack.call('POST', '/persona/train', user)).status).toBe(200);
    expect(await changes()).toBe(0);
  });

  it("keeps each user's conversation private and clears it on DELETE", async () => {
    const alice = await stack.createUser('alice@example.com');
    const bob = await stack.createUser('bob@example.com');
    await addEntry(alice, CHILDHOOD);
    await stack.call('POST', '/persona/train', alice);
    await ask(alice, 'Where did you grow up?');

    expect(await messages(bob)).toEqual([]);
    expect(
      personaProfileResponseSchema.parse(await (await stack.call('GET', '/persona/profile', bob)).json()),
    ).toEqual({
      profile: null,
      activity: { knowledgeEntries: 0, messagesToLisa: 0, messagesToDitto: 0, changesSinceTraining: 0 },
    });
    expect((await ask(bob, 'Where did you grow up?')).reply.content).toBe(untrainedReplyToOwner);
    expect(await messages(alice)).toHaveLength(2);

    expect((await stack.call('DELETE', '/persona/messages', alice)).status).toBe(204);
    expect(await messages(alice)).toEqual([]);
    expect(await messages(bob)).toHaveLength(2);
  });

  it('pages a conversation from the newest: `limit`, then `before` its first message; 400 on a foreign one', async () => {
    const talker = await stack.createUser('pages@example.com');
    const other = await stack.createUser('pages-other@example.com');
    for (const question of ['one?', 'two?', 'three?']) await ask(talker, question);
    await ask(other, 'elsewhere?');

    const newest = await messages(talker, '/persona/messages?limit=4');
    expect(newest.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'two?',
      'three?',
    ]);
    const older = await messages(talker, `/persona/messages?limit=4&before=${newest[0]?.id}`);
    expect(older.map((message) => message.content)[0]).toBe('one?');
    expect(older).toHaveLength(2);
    expect([...older, ...newest]).toEqual(await messages(talker));

    const foreign = (await messages(other))[0]?.id;
    const refused = await stack.call('GET', `/persona/messages?before=${foreign}`, talker);
    expect(refused.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await refused.json()).error.fields ?? {})).toEqual([
      'before',
    ]);
    const tooMany = await stack.call('GET', '/persona/messages?limit=201', talker);
    expect(tooMany.status).toBe(400);
  });

  onPgliteOnly('refuses a blank or oversized message with 400 and stores nothing', async () => {
    const user = await stack.createUser('invalid@example.com');
    const blank = await stack.call('POST', '/persona/messages', user, { content: '   ' });
    expect(blank.status).toBe(400);
    expect(apiErrorBodySchema.parse(await blank.json()).error.fields).toEqual({
      content: ['Message is required.'],
    });
    const long = await stack.call('POST', '/persona/messages', user, { content: 'a'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(await messages(user)).toEqual([]);
  });

  onPgliteOnly('needs a signed-in caller', async () => {
    expect((await stack.call('GET', '/persona/messages')).status).toBe(401);
    expect((await stack.call('POST', '/persona/train')).status).toBe(401);
  });
});
