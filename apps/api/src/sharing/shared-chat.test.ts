import {
  apiErrorBodySchema,
  chatReplyResponseSchema,
  chatStreamEventSchema,
  knowledgeEntrySchema,
  messagesResponseSchema,
  shareSchema,
} from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStreamEvents, startFakeModel, streamTexts } from '../persona/chat-test-support.ts';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import {
  itOnPgliteOnly,
  pgliteServerDatabases,
  serverDatabaseFactories,
} from '../test-support/server-databases.ts';

const SECRET_LINE = 'My bank PIN hint is the year of the flood.';
const FAMILY_LINE = 'My sister Ana is a nurse in Porto, and her boys are seven and nine.';

describe.each(serverDatabaseFactories())('chat with a shared persona on $kind', (factory) => {
  const onPgliteOnly = itOnPgliteOnly(factory);
  let stack: ApiStack;

  beforeAll(async () => {
    stack = await startApiStack(factory);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const route = (owner: TestUser) => `/sharing/personas/${owner.userId}/messages`;
  const expectNotFound = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('not_found');
  };

  /** An owner with one trained entry, sharing with `viewer`; returns the entry and the share. */
  const trainedOwnerSharingWith = async (ownerEmail: string, viewer: TestUser) => {
    const owner = await stack.createUser(ownerEmail, { name: 'Olive Owner' });
    const created = await stack.call('POST', '/knowledge', owner, {
      title: 'Sailing',
      content:
        `I learned to sail on Lake Geneva when I was twelve. My uncle Tomas taught me on his old dinghy. ` +
        `${FAMILY_LINE}\n\n${SECRET_LINE}`,
    });
    const entry = knowledgeEntrySchema.parse(await created.json());
    expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
    const shared = await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });
    return { owner, entry, share: shareSchema.parse(await shared.json()) };
  };

  it("answers from the owner's knowledge while shared, in the viewer's own thread", async () => {
    const viewer = await stack.createUser('viewer1@example.com');
    const { owner, entry } = await trainedOwnerSharingWith('owner1@example.com', viewer);

    const empty = await stack.call('GET', route(owner), viewer);
    expect(messagesResponseSchema.parse(await empty.json())).toEqual({ messages: [] });

    const sent = await stack.call('POST', route(owner), viewer, { content: 'Who taught you to sail?' });
    expect(sent.status).toBe(200);
    const { userMessage, reply } = chatReplyResponseSchema.parse(await sent.json());
    // Who taught, not where: the sentence that answers, said alone.
    expect(reply.content).toBe('My uncle Tomas taught me on his old dinghy.');
    // The friend gets what the reply says, and of the note it quotes only its title and those sentences.
    expect(reply.citations).toEqual([{ entryId: entry.id, title: 'Sailing', snippet: reply.content }]);
    expect(JSON.stringify(reply)).not.toContain(SECRET_LINE);
    expect(JSON.stringify(reply)).not.toContain(FAMILY_LINE);

    const thread = messagesResponseSchema.parse(await (await stack.call('GET', route(owner), viewer)).json());
    expect(thread.messages).toEqual([userMessage, reply]);
    // Neither the owner's own thread nor the viewer's own persona thread got these messages.
    const ownThread = await stack.call('GET', '/persona/messages', owner);
    expect(messagesResponseSchema.parse(await ownThread.json()).messages).toEqual([]);
    const viewerOwn = await stack.call('GET', '/persona/messages', viewer);
    expect(messagesResponseSchema.parse(await viewerOwn.json()).messages).toEqual([]);
  });

  onPgliteOnly('answers a friend who speaks of the owner as "she" as it answers "you"', async () => {
    const viewer = await stack.createUser('viewer-she@example.com');
    const { owner } = await trainedOwnerSharingWith('owner-she@example.com', viewer);
    await stack.call('POST', '/knowledge', owner, {
      title: 'Home',
      content: 'I grew up in Lausanne, above the bakery.',
    });
    const sent = await stack.call('POST', route(owner), viewer, { content: "where's she from?" });
    const { reply } = chatReplyResponseSchema.parse(await sent.json());
    expect(reply.content).toContain('Lausanne');
  });

  onPgliteOnly(
    'does not read a friend\'s "he" as the owner just after the chat named someone else',
    async () => {
      const viewer = await stack.createUser('viewer-he@example.com');
      const { owner } = await trainedOwnerSharingWith('owner-he@example.com', viewer);
      await stack.call('POST', '/knowledge', owner, {
        title: 'Home',
        content: 'I grew up in Lausanne, above the bakery.',
      });
      await stack.call('POST', route(owner), viewer, { content: 'what does Sam do?' });
      const sent = await stack.call('POST', route(owner), viewer, { content: "where's he from?" });
      const { reply } = chatReplyResponseSchema.parse(await sent.json());
      expect(reply.content).not.toContain('Lausanne');
    },
  );

  onPgliteOnly(
    "tells the friend only the clause that answers, not another person's in the same sentence",
    async () => {
      const viewer = await stack.createUser('viewer-clause@example.com');
      const owner = await stack.createUser('owner-clause@example.com', { name: 'Olive Owner' });
      await stack.call('POST', '/knowledge', owner, {
        title: 'my brothers',
        content:
          "my brothers Owen and Rhodri, 30, twins. Owen's a plumber in Bangor, Rhodri teaches maths at Ysgol Friars.",
      });
      expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
      await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });

      const sent = await stack.call('POST', route(owner), viewer, { content: 'What does Rhodri do?' });
      const { reply } = chatReplyResponseSchema.parse(await sent.json());
      expect(reply.content).toContain('teaches maths');
      expect(JSON.stringify(reply)).not.toContain('plumber');
    },
  );

  onPgliteOnly(
    "keeps a note's sentence in the friend's citation when the reply says its shorthand in full",
    async () => {
      for (const [i, title, content, question, said] of [
        [
          1,
          'work stuff',
          'teach chemistry at a school in Bristol, been there 6 yrs.',
          'what do you do for a living?',
          'been there 6 years',
        ],
        [
          2,
          'family',
          'Younger bro Cathal (29) moved to Boston 3 yrs ago.',
          'Where does Cathal live?',
          'brother',
        ],
        [3, 'fun', 'Pickleball 3 mornings a week w/ my friend Deb.', 'who is deb?', 'with my friend Deb'],
      ] as const) {
        const viewer = await stack.createUser(`viewer-shorthand${i}@example.com`);
        const owner = await stack.createUser(`owner-shorthand${i}@example.com`, { name: 'Olive Owner' });
        const created = await stack.call('POST', '/knowledge', owner, { title, content });
        const entry = knowledgeEntrySchema.parse(await created.json());
        expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
        await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });

        const sent = await stack.call('POST', route(owner), viewer, { content: question });
        const { reply } = chatReplyResponseSchema.parse(await sent.json());
        expect(reply.content, content).toContain(said);
        // The note's sentence, its shorthand as written (the index opens it with a capital: "Teach chemistry …").
        const snippet = `${content.charAt(0).toUpperCase()}${content.slice(1)}`;
        expect(reply.citations, content).toEqual([{ entryId: entry.id, title, snippet }]);
      }
    },
  );

  describe('a private note', () => {
    const SAVINGS = "I'm saving £200 a month for a trip to Kyoto in April. Don't tell anyone.";
    const ask = async (path: string, user: TestUser, content: string) => {
      const sent = await stack.call('POST', path, user, { content });
      expect(sent.status).toBe(200);
      return chatReplyResponseSchema.parse(await sent.json()).reply;
    };

    it('is never used with a friend, and is with its owner until they share it', async () => {
      const viewer = await stack.createUser('viewer-private@example.com');
      const { owner } = await trainedOwnerSharingWith('owner-private@example.com', viewer);
      const created = await stack.call('POST', '/knowledge', owner, { title: 'Savings', content: SAVINGS });
      const savings = knowledgeEntrySchema.parse(await created.json());
      expect(savings.private).toBe(true);

      for (const question of ['What are you saving for?', 'Where are you going in April?']) {
        const toFriend = await ask(route(owner), viewer, question);
        expect(toFriend.content).not.toContain('Kyoto');
        expect(toFriend.citations ?? []).not.toContainEqual(expect.objectContaining({ entryId: savings.id }));
        expect(JSON.stringify(toFriend)).not.toContain('£200');
      }
      expect((await ask('/persona/messages', owner, 'What are you saving for?')).content).toContain('Kyoto');

      const shared = await stack.call('PUT', `/knowledge/${savings.id}`, owner, {
        title: 'Savings',
        content: SAVINGS,
        private: false,
      });
      expect(shared.status).toBe(200);
      const answered = await ask(route(owner), viewer, 'What are you saving for?');
      expect(answered.content).toContain('Kyoto');
      expect(answered.citations).toContainEqual(expect.objectContaining({ entryId: savings.id }));
    });

    // The friend's index is made once, when a friend first asks while a note is private: it must follow every
    // later change of which notes are.
    it('keeps up with a note made private, and shared again, after a friend has asked', async () => {
      const viewer = await stack.createUser('viewer-later-private@example.com');
      const { owner } = await trainedOwnerSharingWith('owner-later-private@example.com', viewer);
      const put = (id: string, isPrivate: boolean) =>
        stack.call('PUT', `/knowledge/${id}`, owner, {
          title: 'Savings',
          content: "I'm saving £200 a month for a trip to Kyoto in April.",
          private: isPrivate,
        });
      await stack.call('POST', '/knowledge', owner, {
        title: 'Health',
        content: 'I see a physio for my knee.',
        private: true,
      });
      const created = await stack.call('POST', '/knowledge', owner, {
        title: 'Savings',
        content: "I'm saving £200 a month for a trip to Kyoto in April.",
      });
      const savings = knowledgeEntrySchema.parse(await created.json());
      expect(savings.private).toBe(false);
      expect((await ask(route(owner), viewer, 'What are you saving for?')).content).toContain('Kyoto');

      expect((await put(savings.id, true)).status).toBe(200);
      const hidden = await ask(route(owner), viewer, 'What are you saving for?');
      expect(JSON.stringify(hidden)).not.toContain('Kyoto');

      expect((await put(savings.id, false)).status).toBe(200);
      expect((await ask(route(owner), viewer, 'What are you saving for?')).content).toContain('Kyoto');
    });

    it('gives the friend the reply they would get if it did not exist', async () => {
      const viewer = await stack.createUser('viewer-twins@example.com');
      const { owner } = await trainedOwnerSharingWith('owner-with-secret@example.com', viewer);
      const { owner: twin } = await trainedOwnerSharingWith('owner-without@example.com', viewer);
      await stack.call('POST', '/knowledge', owner, { title: 'Savings', content: SAVINGS, private: true });
      for (const question of ['What are you saving for?', 'Who taught you to sail?', 'Any trips planned?']) {
        const withSecret = await ask(route(owner), viewer, question);
        const without = await ask(route(twin), viewer, question);
        expect(withSecret.content).toBe(without.content);
        expect(withSecret.citations?.map((citation) => citation.snippet)).toEqual(
          without.citations?.map((citation) => citation.snippet),
        );
      }
    });

    it('leaves a friend with an owner whose every note is private as with one who wrote none', async () => {
      const viewer = await stack.createUser('viewer-all-private@example.com');
      const owner = await stack.createUser('owner-all-private@example.com', { name: 'Olive Owner' });
      await stack.call('POST', '/knowledge', owner, { title: 'Savings', content: SAVINGS });
      await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });
      const reply = await ask(route(owner), viewer, 'What are you saving for?');
      expect(reply.content).not.toContain('Kyoto');
      expect(reply.citations ?? []).toEqual([]);
    });
  });

  it('streams the reply like the own persona chat', async () => {
    const viewer = await stack.createUser('viewer2@example.com');
    const { owner, entry } = await trainedOwnerSharingWith('owner2@example.com', viewer);
    const response = await stack.call(
      'POST',
      route(owner),
      viewer,
      { content: 'Where did you learn to sail?' },
      { Accept: 'text/event-stream' },
    );
    const events = await readStreamEvents(response, chatStreamEventSchema);
    expect(events.map((event) => event.event).slice(0, 2)).toEqual(['user', 'citations']);
    const done = events.at(-1);
    if (done?.event !== 'done') throw new Error('no done event');
    expect(done.data.message.citations?.[0]?.entryId).toBe(entry.id);
    const thread = messagesResponseSchema.parse(await (await stack.call('GET', route(owner), viewer)).json());
    expect(thread.messages.at(-1)).toEqual(done.data.message);
  });

  it('closes the chat at once when the share is revoked', async () => {
    const viewer = await stack.createUser('viewer3@example.com');
    const { owner, share } = await trainedOwnerSharingWith('owner3@example.com', viewer);
    expect((await stack.call('POST', route(owner), viewer, { content: 'Do you sail?' })).status).toBe(200);

    expect((await stack.call('DELETE', `/sharing/shares/${share.id}`, owner)).status).toBe(204);
    await expectNotFound(await stack.call('GET', route(owner), viewer));
    await expectNotFound(await stack.call('POST', route(owner), viewer, { content: 'Do you sail?' }));
    await expectNotFound(
      await stack.call(
        'POST',
        route(owner),
        viewer,
        { content: 'Do you sail?' },
        { Accept: 'text/event-stream' },
      ),
    );
  });

  it('answers 404 for an owner who does not share with the caller, or does not exist', async () => {
    const viewer = await stack.createUser('viewer4@example.com');
    const stranger = await stack.createUser('stranger4@example.com');
    const { owner } = await trainedOwnerSharingWith('owner4@example.com', viewer);

    await expectNotFound(await stack.call('GET', route(owner), stranger));
    await expectNotFound(await stack.call('POST', route(owner), stranger, { content: 'Do you sail?' }));
    await expectNotFound(await stack.call('GET', '/sharing/personas/no-such-user/messages', viewer));
    // The owner cannot open their own persona as "shared with me" either.
    await expectNotFound(await stack.call('GET', route(owner), owner));
    // A refused request stores nothing: the viewer's thread is untouched.
    const thread = messagesResponseSchema.parse(await (await stack.call('GET', route(owner), viewer)).json());
    expect(thread.messages).toEqual([]);
  });
});

// With a language model a reply paraphrases: the friend still sees of a note only the sentences the reply says.
// Only the reply's wording differs from the chat above: PGlite only (see `itOnPgliteOnly`).
describe.each([pgliteServerDatabases])('a shared persona answering with a model on $kind', (factory) => {
  let stack: ApiStack;
  let model: Awaited<ReturnType<typeof startFakeModel>>;

  beforeAll(async () => {
    model = await startFakeModel(
      streamTexts(['{"summary":"I sail.","topics":[],"facts":[],"style":"Short."}']),
    );
    vi.stubEnv('LLM_BASE_URL', model.baseUrl);
    vi.stubEnv('LLM_MODEL', 'test-model');
    try {
      stack = await startApiStack(factory);
    } finally {
      vi.unstubAllEnvs();
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it("cuts the citations to the note's sentences the reply says, word for word", async () => {
    const viewer = await stack.createUser('model-viewer@example.com');
    const owner = await stack.createUser('model-owner@example.com', { name: 'Olive Owner' });
    const created = await stack.call('POST', '/knowledge', owner, {
      title: 'Sailing',
      content: `I learned to sail on Lake Geneva when I was twelve. ${FAMILY_LINE} ${SECRET_LINE}`,
    });
    const entry = knowledgeEntrySchema.parse(await created.json());
    expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
    await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });

    model.use(streamTexts(['Oh, as a kid. ', 'I learned to sail on Lake Geneva when I was twelve. [1]']));
    const sent = await stack.call('POST', `/sharing/personas/${owner.userId}/messages`, viewer, {
      content: 'Where did you learn to sail?',
    });
    const { reply } = chatReplyResponseSchema.parse(await sent.json());
    expect(reply.citations).toEqual([
      { entryId: entry.id, title: 'Sailing', snippet: 'I learned to sail on Lake Geneva when I was twelve.' },
    ]);
    expect(JSON.stringify(reply)).not.toContain(FAMILY_LINE);
    expect(JSON.stringify(reply)).not.toContain(SECRET_LINE);
  });
  // Finding: a profile learned while a note was private kept reaching the friend once that note was deleted.
  it('never gives a friend a profile learned while a note was private, even once it is deleted', async () => {
    const viewer = await stack.createUser('model-viewer-profile@example.com');
    const owner = await stack.createUser('model-owner-profile@example.com', { name: 'Olive Owner' });
    await stack.call('POST', '/knowledge', owner, {
      title: 'Sailing',
      content: 'I learned to sail on Lake Geneva when I was twelve.',
    });
    const created = await stack.call('POST', '/knowledge', owner, {
      title: 'Savings',
      content: "Saving £200 a month for Kyoto in April. Don't tell anyone.",
    });
    const savings = knowledgeEntrySchema.parse(await created.json());
    expect(savings.private).toBe(true);
    const learned = (summary: string) =>
      streamTexts([JSON.stringify({ summary, topics: [], facts: [], style: 'Short.' })]);
    model.use(learned('I am saving for a trip to Kyoto in April.'));
    expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
    await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });
    const promptOfFriend = async () => {
      model.use(streamTexts(['On Lake Geneva.']));
      const before = model.bodies().length;
      const sent = await stack.call('POST', `/sharing/personas/${owner.userId}/messages`, viewer, {
        content: 'Where did you learn to sail?',
      });
      expect(sent.status).toBe(200);
      return model.bodies().slice(before).join('\n');
    };
    expect(await promptOfFriend()).not.toContain('Kyoto');

    expect((await stack.call('DELETE', `/knowledge/${savings.id}`, owner)).status).toBe(204);
    const afterDelete = await promptOfFriend();
    expect(afterDelete).not.toContain('Kyoto');
    expect(afterDelete).not.toContain('About me');
    // The owner still has it until it is learned again.
    model.use(streamTexts(['On Lake Geneva.']));
    const ownBefore = model.bodies().length;
    await stack.call('POST', '/persona/messages', owner, { content: 'Where did you learn to sail?' });
    expect(model.bodies().slice(ownBefore).join('\n')).toContain('Kyoto');

    // Learned again without it: the friend has a profile again.
    model.use(learned('I sail on Lake Geneva.'));
    expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
    const relearned = await promptOfFriend();
    expect(relearned).toContain('About me: I sail on Lake Geneva.');
    expect(relearned).not.toContain('Kyoto');
  });

  // Issue 33: a friend's earlier reply quoting a note made private since reached the model's history.
  it("sends a model none of a friend's earlier replies citing a note made private since", async () => {
    const viewer = await stack.createUser('model-viewer-history@example.com');
    const owner = await stack.createUser('model-owner-history@example.com', { name: 'Olive Owner' });
    await stack.call('POST', '/knowledge', owner, {
      title: 'Sailing',
      content: 'I learned to sail on Lake Geneva when I was twelve.',
    });
    const created = await stack.call('POST', '/knowledge', owner, {
      title: 'Trips',
      content: 'Saving £200 a month for Kyoto in April.',
    });
    const trips = knowledgeEntrySchema.parse(await created.json());
    await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });
    const ask = async (content: string, said: string) => {
      model.use(streamTexts([said]));
      const before = model.bodies().length;
      const sent = await stack.call('POST', `/sharing/personas/${owner.userId}/messages`, viewer, {
        content,
      });
      expect(sent.status).toBe(200);
      return {
        reply: chatReplyResponseSchema.parse(await sent.json()).reply,
        prompt: model.bodies().slice(before).join('\n'),
      };
    };
    await ask('Where did you learn to sail?', 'On Lake Geneva. [1]');
    const first = await ask('What are you saving for?', 'Saving £200 a month for Kyoto in April. [2]');
    expect(first.reply.citations?.map(({ entryId }) => entryId)).toContain(trips.id);
    // Still shared: the next prompt has the chat as it was. Review 32b: the friend's follow-up repeats the note.
    expect((await ask('oh nice, Kyoto in April! who with?', 'Just me.')).prompt).toContain('Kyoto');

    const put = await stack.call('PUT', `/knowledge/${trips.id}`, owner, {
      title: 'Trips',
      content: 'Saving £200 a month for Kyoto in April.',
      private: true,
    });
    expect(put.status).toBe(200);
    const after = await ask('When did you learn to sail on Lake Geneva?', 'When I was twelve. [1]');
    expect(after.prompt).not.toContain('Kyoto');
    expect(after.prompt).not.toContain('What are you saving for?');
    expect(after.prompt).not.toContain('who with?');
    // The chat before the quoting reply is still read.
    expect(after.prompt).toContain('Where did you learn to sail?');
  });

  it('never gives a friend a profile learned while a shared note was private, once shared again', async () => {
    const viewer = await stack.createUser('model-viewer-reshared@example.com');
    const owner = await stack.createUser('model-owner-reshared@example.com', { name: 'Olive Owner' });
    await stack.call('POST', '/knowledge', owner, {
      title: 'Sailing',
      content: 'I learned to sail on Lake Geneva when I was twelve.',
    });
    const created = await stack.call('POST', '/knowledge', owner, {
      title: 'Trips',
      content: 'Saving £200 a month for Kyoto in April.',
    });
    const trips = knowledgeEntrySchema.parse(await created.json());
    expect(trips.private).toBe(false);
    const put = (isPrivate: boolean) =>
      stack.call('PUT', `/knowledge/${trips.id}`, owner, {
        title: 'Trips',
        content: 'Saving £200 a month for Kyoto in April.',
        private: isPrivate,
      });
    expect((await put(true)).status).toBe(200);
    model.use(
      streamTexts([
        JSON.stringify({ summary: 'I am off to Kyoto.', topics: [], facts: [], style: 'Short.' }),
      ]),
    );
    expect((await stack.call('POST', '/persona/train', owner)).status).toBe(200);
    await stack.call('POST', '/sharing/shares', owner, { email: viewer.email });
    expect((await put(false)).status).toBe(200);
    expect((await stack.call('DELETE', `/knowledge/${trips.id}`, owner)).status).toBe(204);
    model.use(streamTexts(['On Lake Geneva.']));
    const before = model.bodies().length;
    await stack.call('POST', `/sharing/personas/${owner.userId}/messages`, viewer, {
      content: 'Where did you learn to sail?',
    });
    const prompt = model.bodies().slice(before).join('\n');
    expect(prompt).not.toContain('Kyoto');
    expect(prompt).not.toContain('About me');
  });
});
