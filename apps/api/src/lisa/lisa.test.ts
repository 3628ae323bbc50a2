import {
  knowledgeListResponseSchema,
  lisaReplyResponseSchema,
  lisaStreamEventSchema,
  messagesResponseSchema,
  trainingProgressSchema,
} from '@ditto/contract';
import { encoderModel, topicBank } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { readStreamEvents } from '../persona/chat-test-support.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { sharedTestEncoders } from '../test-support/encoders.ts';
import { itOnPgliteOnly, serverDatabaseFactories } from '../test-support/server-databases.ts';

const bankQuestions = topicBank.flatMap((topic) => topic.questions);
/** The bank question a message of Lisa's ends with. */
const questionIn = (text: string) => bankQuestions.find((question) => text.endsWith(question));

describe.each(serverDatabaseFactories())('Lisa on $kind', (factory) => {
  const onPgliteOnly = itOnPgliteOnly(factory);
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(factory);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const messages = async (user: TestUser) => {
    const response = await stack.call('GET', '/lisa/messages', user);
    expect(response.status).toBe(200);
    return messagesResponseSchema.parse(await response.json()).messages;
  };
  const say = async (user: TestUser, content: string) => {
    const response = await stack.call('POST', '/lisa/messages', user, { content });
    expect(response.status).toBe(200);
    return lisaReplyResponseSchema.parse(await response.json());
  };
  const knowledge = async (user: TestUser) =>
    knowledgeListResponseSchema.parse(await (await stack.call('GET', '/knowledge', user)).json()).entries;

  it('opens an empty conversation with a question, and turns the answer into a knowledge entry (source lisa)', async () => {
    const user = await stack.createUser('lisa1@example.com');
    const [opening, ...rest] = await messages(user);
    expect(rest).toEqual([]);
    expect(opening?.role).toBe('assistant');
    expect(opening?.content).toContain("I'm Lisa");
    const question = questionIn(opening?.content ?? '');
    expect(question).toBeDefined();
    // The opening is stored once: a second read returns the same message.
    expect(await messages(user)).toEqual([opening]);

    const answer = await say(user, 'I work as a nurse at the city hospital.');
    expect(answer.createdEntries).toMatchObject([
      {
        source: 'lisa',
        title: question?.replace(/\?$/, ''),
        content: 'I work as a nurse at the city hospital.',
      },
    ]);
    expect(answer.reply.content).not.toContain(question);
    const next = questionIn(answer.reply.content);
    expect(next).toBeDefined();
    expect(next).not.toBe(question);

    expect(await knowledge(user)).toEqual(answer.createdEntries);
    expect(await messages(user)).toEqual([opening, answer.userMessage, answer.reply]);
  });

  onPgliteOnly('embeds only the start of a long note not embedded yet for her opening', async () => {
    // The message encoder's thread answers every question: a note of one long paragraph must not hold it.
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const real = sharedTestEncoders().messages;
    const embedded: string[] = [];
    const stalled = await startApiStack(factory, {
      encoders: {
        entries: { model: encoderModel, embed: async () => Promise.reject(new Error('not loaded')) },
        messages: {
          model: encoderModel,
          embed: async (texts) => {
            embedded.push(...texts);
            return real.embed(texts);
          },
        },
      },
    });
    try {
      const user = await stalled.createUser('lisa-long-note@example.com');
      const content = 'I am a nurse on a cardiac ward. '.repeat(600);
      expect((await stalled.call('POST', '/knowledge', user, { title: 'My job', content })).status).toBe(201);
      expect((await stalled.call('GET', '/lisa/messages', user)).status).toBe(200);
      // The topic bank is embedded on the same thread; the note's own text is what is bounded.
      const note = embedded.filter((text) => text.includes('cardiac ward'));
      expect(note.length).toBeGreaterThan(0);
      expect(Math.max(...note.map((text) => text.length))).toBeLessThanOrEqual(1000);
    } finally {
      await stalled.stop();
      errors.mockRestore();
    }
  });

  onPgliteOnly('opens with a topic the notes not embedded yet do not cover', async () => {
    // The background embedder cannot run at all here: the opening embeds the waiting note itself.
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const stalled = await startApiStack(factory, {
      encoders: {
        entries: {
          model: encoderModel,
          embed: async () => {
            throw new Error('the model could not be loaded');
          },
        },
      },
    });
    try {
      const user = await stalled.createUser('lisa-notes@example.com');
      const note = {
        title: 'My job',
        content: 'I am a nurse on a cardiac ward, mostly night shifts at the city hospital.',
      };
      expect((await stalled.call('POST', '/knowledge', user, note)).status).toBe(201);
      const response = await stalled.call('GET', '/lisa/messages', user);
      const [opening] = messagesResponseSchema.parse(await response.json()).messages;
      const work = topicBank.find((topic) => topic.id === 'work')?.questions ?? [];
      expect(questionIn(opening?.content ?? '')).toBeDefined();
      expect(work).not.toContain(questionIn(opening?.content ?? ''));
    } finally {
      await stalled.stop();
      errors.mockRestore();
    }
  });

  it('keeps an answer told as a secret private, as a note told so, and an ordinary one shared', async () => {
    const user = await stack.createUser('lisa-private@example.com');
    await messages(user);
    const secret = await say(user, "I'm saving £200 a month for a trip to Japan. Don't tell anyone.");
    expect(secret.createdEntries.map((entry) => entry.private)).toEqual([true]);
    const plain = await say(user, 'I went to a private school in Bath.');
    expect(plain.createdEntries.map((entry) => entry.private)).toEqual([false]);
  });

  it('names the saved entry on her reply, after a reload too, until the entry is deleted', async () => {
    const user = await stack.createUser('lisa-saved@example.com');
    await messages(user);
    const answer = await say(user, 'I work as a carpenter, building kitchens.');
    const saved = answer.createdEntries.map(({ id, title }) => ({ id, title }));
    expect(saved).toHaveLength(1);
    expect(answer.reply.savedEntries).toEqual(saved);
    expect((await messages(user)).at(-1)?.savedEntries).toEqual(saved);
    // Small talk saves nothing, so its reply names nothing.
    expect((await say(user, 'Hello Lisa!')).reply.savedEntries).toBeUndefined();

    const removed = await stack.call('DELETE', `/knowledge/${saved[0]?.id}`, user);
    expect(removed.status).toBe(204);
    expect((await messages(user)).map((message) => message.savedEntries).filter(Boolean)).toEqual([]);
  });

  it('saves two subjects told in one message as two entries, both named on her reply, in the order told', async () => {
    const user = await stack.createUser('lisa-two@example.com');
    const [opening] = await messages(user);
    const question = questionIn(opening?.content ?? '');
    const answer = await say(
      user,
      'I fix bicycles at a co-op in Bristol, mostly old road bikes. Oh and I started learning Welsh in January, slow going.',
    );
    expect(answer.createdEntries.map((entry) => [entry.title, entry.content])).toEqual([
      [question?.replace(/\?$/, ''), 'I fix bicycles at a co-op in Bristol, mostly old road bikes.'],
      ['Learning Welsh', 'I started learning Welsh in January, slow going.'],
    ]);
    const saved = answer.createdEntries.map(({ id, title }) => ({ id, title }));
    expect(answer.reply.savedEntries).toEqual(saved);
    expect(answer.reply.content).toContain('two notes');
    expect((await messages(user)).at(-1)?.savedEntries).toEqual(saved);
    expect((await knowledge(user)).map((entry) => entry.id).sort()).toEqual(
      saved.map((entry) => entry.id).sort(),
    );
    // Undo of one leaves the other named.
    expect((await stack.call('DELETE', `/knowledge/${saved[0]?.id}`, user)).status).toBe(204);
    expect((await messages(user)).at(-1)?.savedEntries).toEqual(saved.slice(1));
  });

  it('streams a reply and stores the entry, both messages and the streamed text together', async () => {
    const user = await stack.createUser('lisa2@example.com');
    const [opening] = await messages(user);
    const question = questionIn(opening?.content ?? '');

    const response = await stack.call(
      'POST',
      '/lisa/messages',
      user,
      { content: 'I work as a graphic designer in Santiago.' },
      { Accept: 'text/event-stream' },
    );
    const events = await readStreamEvents(response, lisaStreamEventSchema);
    expect(events[0]?.event).toBe('user');
    const done = events.at(-1);
    if (events[0]?.event !== 'user' || done?.event !== 'done') throw new Error('unexpected events');
    expect(events.slice(1, -1).every((event) => event.event === 'delta')).toBe(true);
    const streamed = events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
    expect(done.data.message.content).toBe(streamed);
    expect(done.data.createdEntries).toMatchObject([{ source: 'lisa', title: question?.replace(/\?$/, '') }]);
    expect(await messages(user)).toEqual([opening, events[0].data.message, done.data.message]);
    expect((await knowledge(user)).map((entry) => entry.id)).toEqual(
      done.data.createdEntries.map((entry) => entry.id),
    );
  });

  onPgliteOnly(
    'moves on without an entry on "skip" and answers "what do you know about me?" with citations',
    async () => {
      const user = await stack.createUser('lisa3@example.com');
      const [opening] = await messages(user);
      const skipped = await say(user, 'skip');
      expect(skipped.createdEntries).toEqual([]);
      expect(skipped.reply.content).toContain('Of course');
      expect(questionIn(skipped.reply.content)).not.toBe(questionIn(opening?.content ?? ''));

      const answered = await say(user, 'My sister Ana lives in Porto with her two boys.');
      const summary = await say(user, 'What do you know about me?');
      expect(summary.createdEntries).toEqual([]);
      expect(summary.reply.content).toContain('I know 1 thing about you.');
      expect(summary.reply.citations?.map((citation) => citation.entryId)).toEqual(
        answered.createdEntries.map((entry) => entry.id),
      );
      expect(await knowledge(user)).toHaveLength(1);
    },
  );

  it('clears the conversation but keeps the knowledge made from it, and starts again', async () => {
    const user = await stack.createUser('lisa4@example.com');
    await messages(user);
    const answer = await say(user, 'I run along the river every morning.');
    expect((await stack.call('DELETE', '/lisa/messages', user)).status).toBe(204);
    expect((await knowledge(user)).map((entry) => entry.id)).toEqual(
      answer.createdEntries.map((entry) => entry.id),
    );
    const fresh = await messages(user);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.id).not.toBe(answer.reply.id);
  });

  it('stores the opening once when an empty conversation is opened twice at the same time', async () => {
    const user = await stack.createUser('lisa7@example.com');
    const [first, second] = await Promise.all([messages(user), messages(user)]);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    expect(await messages(user)).toEqual(first);
  });

  onPgliteOnly('stores nothing for small talk: she answers in kind and asks her question again', async () => {
    const user = await stack.createUser('lisa-small-talk@example.com');
    const [opening] = await messages(user);
    const question = questionIn(opening?.content ?? '');
    const hello = await say(user, 'Hello Lisa, how are you?');
    expect(hello.createdEntries).toEqual([]);
    expect(hello.reply.content).toBe(`I'm well, thank you for asking. ${question}`);
    expect(await knowledge(user)).toEqual([]);
  });

  it('opens the conversation while the same owner asks Ditto: neither waits on the other for good', async () => {
    // Asking Ditto reads the owner's knowledge through a shared cache; opening Lisa's conversation stores her
    // opening in a transaction. Reading that cache inside the transaction deadlocked on PGlite.
    const user = await stack.createUser('lisa-and-ditto@example.com');
    for (let round = 0; round < 5; round++) {
      const [opened, asked] = await Promise.all([
        stack.call('GET', '/lisa/messages', user),
        stack.call('POST', '/persona/messages', user, { content: `Where did you grow up? (${round})` }),
      ]);
      expect([opened.status, asked.status]).toEqual([200, 200]);
      await stack.call('DELETE', '/lisa/messages', user);
    }
  });

  onPgliteOnly(
    'keeps only what the owner says of themselves, titled by its subject, and meets hard news with care',
    async () => {
      const user = await stack.createUser('lisa-listens@example.com');
      for (const note of [
        { title: 'My job', content: "I'm a landscape architect at a small practice in Leeds." },
        { title: 'Home town', content: 'I grew up in Zaragoza and moved to Leeds in 2012.' },
      ]) {
        expect((await stack.call('POST', '/knowledge', user, note)).status).toBe(201);
      }
      await messages(user);
      const farewell = "Talk soon! I'll be here whenever you want to carry on.";
      // Her second offer to pause running is worded anew.
      const pause = "Whenever you're ready we can carry on, or we can pause here for a while.";
      /** Each turn: what the owner says, what is kept of it (null: nothing), and how her reply must read. */
      const turns: Array<[string, { content: string; title?: string | RegExp } | null, RegExp]> = [
        ["Hi Lisa! How's your day going?", null, /^I'm well, thank you for asking\. /],
        [
          'Do you have opinions of your own?',
          null,
          /^I'm an AI interviewer, so I have no life, tastes or opinions/,
        ],
        ['lol yes', null, /^Ha! Or, on the same subject: /],
        ['skip', null, /^Of course, let's skip that one\. /],
        [
          'By the way, my sister Lucía just started at university in Granada.',
          { content: 'My sister Lucía just started at university in Granada.', title: 'Sister Lucía' },
          /^Thank you, I've saved that as “Sister Lucía”\. /,
        ],
        [
          'My grandfather Ramón died three weeks ago. It has been a hard month.',
          {
            content: 'My grandfather Ramón died three weeks ago. It has been a hard month.',
            title: 'Grandfather Ramón',
          },
          /^I'm so sorry about your grandfather Ramón\. .*There's no rush: we can pause here, or carry on whenever you're ready\.$/,
        ],
        ['Thanks, Lisa.', null, new RegExp(`^You're welcome\\. ${pause.replace(/[.?]/g, '\\$&')}$`)],
        ["Yes, let's carry on.", null, /^Let's go on gently, then\. /],
        [
          'Honestly, I think kindness matters most, and keeping your word.',
          {
            content: 'I think kindness matters most, and keeping your word.',
            title:
              /^(Kindness and keeping your word|What matters most to you in how people treat each other)$/,
          },
          /./,
        ],
        ['Fair enough.', null, /^All right\. /],
        [
          'I teach the cello to children on Saturdays. Thanks for asking!',
          { content: 'I teach the cello to children on Saturdays.' },
          /^You're welcome! /,
        ],
        [
          'We adopted a cat called Miso last spring. Anyway, I have to go now, bye!',
          { content: 'We adopted a cat called Miso last spring.' },
          new RegExp(`${farewell.replace(/[.!]/g, '\\$&')}$`),
        ],
      ];
      for (const [content, kept, reads] of turns) {
        const turn = await say(user, content);
        expect(turn.reply.content, content).toMatch(reads);
        expect(turn.reply.content, content).not.toMatch(/not quite what I asked|No problem\.$|^Hello!/);
        expect(
          turn.createdEntries.map((entry) => entry.content),
          content,
        ).toEqual(kept ? [kept.content] : []);
        if (kept?.title) expect(turn.createdEntries[0]?.title, content).toMatch(kept.title);
        // Her reply names what it saved, and only then.
        expect(turn.reply.savedEntries?.map((entry) => entry.id) ?? []).toEqual(
          turn.createdEntries.map((entry) => entry.id),
        );
        // Hard news and goodbyes ask nothing of her questions.
        if (/died|bye!/.test(content)) expect(questionIn(turn.reply.content), content).toBeUndefined();
      }
      const stored = (await knowledge(user)).filter((entry) => entry.source === 'lisa');
      expect(stored).toHaveLength(5);
      for (const entry of stored) {
        expect(entry.content).not.toMatch(/\b(?:thanks|bye|lol|honestly|fair enough|by the way)\b/i);
        // Titles name a subject or her question, never a cut of the answer.
        expect(entry.title).not.toMatch(/…$/);
      }
    },
  );

  onPgliteOnly(
    'never asks, in a long conversation, about what the notes written before it cover',
    async () => {
      const user = await stack.createUser('lisa-read-my-notes@example.com');
      for (const note of [
        {
          title: 'What I do',
          content: 'I work as a tram driver in Manchester, early shifts mostly, and I love my job.',
        },
        {
          title: 'Where I am from',
          content: 'I was born in Aberdeen and spent my childhood by the harbour.',
        },
      ]) {
        expect((await stack.call('POST', '/knowledge', user, note)).status).toBe(201);
      }
      // Written minutes before, as an owner would: both notes are embedded when the conversation starts.
      const training = async () =>
        trainingProgressSchema.parse(await (await stack.call('GET', '/persona/training', user)).json());
      await vi.waitFor(async () => expect((await training()).embedded).toBe(2), { timeout: 30_000 });
      const covered = topicBank
        .filter((topic) => topic.id === 'work' || topic.id === 'places')
        .flatMap((topic) => topic.questions);
      const asked = [questionIn((await messages(user)).at(-1)?.content ?? '')];
      // Replies that answer little, declines and remarks included: she goes round every other topic meanwhile.
      const replies = [
        'skip',
        'Not sure, to be honest.',
        'Pass.',
        "I'll come back to that.",
        'Hmm, no idea.',
      ];
      for (let turn = 0; turn < 14; turn++) {
        const reply = await say(user, replies[turn % replies.length] as string);
        asked.push(questionIn(reply.reply.content));
      }
      expect(asked.filter((question) => question !== undefined).length).toBeGreaterThanOrEqual(10);
      for (const question of asked) expect(covered).not.toContain(question);
    },
  );

  it("never shows one user's conversation or entries to another", async () => {
    const alice = await stack.createUser('lisa5@example.com');
    const bob = await stack.createUser('lisa6@example.com');
    await messages(alice);
    const answer = await say(alice, 'I grew up on a farm near Lyon.');
    const bobs = await messages(bob);
    expect(bobs).toHaveLength(1);
    expect(JSON.stringify(bobs)).not.toContain('Lyon');
    expect(await knowledge(bob)).toEqual([]);
    expect((await messages(alice)).map((message) => message.id)).toContain(answer.reply.id);
  });
});
