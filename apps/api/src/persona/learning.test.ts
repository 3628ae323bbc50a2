import {
  chatReplyResponseSchema,
  knowledgeEntrySchema,
  knowledgeImportResponseSchema,
  personaProfileResponseSchema,
  trainingProgressSchema,
} from '@ditto/contract';
import type { SentenceEncoder } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { sharedTestEncoders } from '../test-support/encoders.ts';
import { pgliteServerDatabases, serverDatabaseFactories } from '../test-support/server-databases.ts';
import { lazyTopics } from './lazy-topics.ts';

const AGES = { title: 'The children', content: 'Ingrid is nine and Oskar is six. Both love the sea.' };
const BOAT = {
  title: 'Our boat',
  content: 'We keep a small wooden sailing boat called Maren at the harbour.',
};

/** Reads `read` until `done`, for at most `withinMs`: the goal is "learned within seconds, with no Train". */
async function within<T>(withinMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(serverDatabaseFactories())('Ditto learns every change by itself on $kind', (factory) => {
  let stack: ApiStack;
  let user: TestUser;
  beforeAll(async () => {
    // The encoders load their model, and embed Lisa's topics, once per process (seconds): the goal is about a
    // running server.
    const encoders = sharedTestEncoders();
    await Promise.all([lazyTopics(encoders.entries)(), encoders.messages.embed(['warm'])]);
    stack = await startApiStack(factory, { learning: { quietMs: 300, pollMs: 100 } });
    user = await stack.createUser('learns@example.com', { name: 'Karin Berg' });
  });
  afterAll(() => stack?.stop());

  const add = async (entry: { title: string; content: string }) => {
    const response = await stack.call('POST', '/knowledge', user, entry);
    expect(response.status).toBe(201);
    return knowledgeEntrySchema.parse(await response.json());
  };
  const ask = async (content: string) => {
    const response = await stack.call('POST', '/persona/messages', user, { content });
    expect(response.status).toBe(200);
    return chatReplyResponseSchema.parse(await response.json()).reply;
  };
  const cited = async (question: string) => (await ask(question)).citations?.map((c) => c.entryId) ?? [];
  const changes = async () =>
    trainingProgressSchema.parse(await (await stack.call('GET', '/persona/training', user)).json()).changes;
  const profile = async () =>
    personaProfileResponseSchema.parse(await (await stack.call('GET', '/persona/profile', user)).json());

  const notes: Record<string, string> = {};

  it('answers from a new note and builds the profile within 5 s of the write, with no Train', async () => {
    expect((await profile()).profile).toBeNull();
    notes.ages = (await add(AGES)).id;
    expect(await changes()).toBe(1);

    expect(await within(5_000, changes, (n) => n === 0)).toBe(0);
    expect(await cited('How old is Ingrid?')).toContain(notes.ages);
    const learned = await profile();
    expect(learned.profile?.sourceCount).toBe(1);
    expect(learned.activity?.changesSinceTraining).toBe(0);

    const boat = await add(BOAT);
    notes.boat = boat.id;
    const followed = await within(5_000, profile, (p) => p.profile?.sourceCount === 2);
    expect(followed.profile?.sourceCount).toBe(2);
    expect(Date.parse(followed.profile?.extractedAt ?? '')).toBeGreaterThan(Date.parse(boat.createdAt));
    expect(await cited('What is the name of your boat?')).toContain(boat.id);
  });

  it('never cites a note once its DELETE has returned, and the profile forgets it', async () => {
    expect((await stack.call('DELETE', `/knowledge/${notes.boat}`, user)).status).toBe(204);
    // Read at once: the learner's debounced rebuild may end the change while a slow machine answers a question.
    expect(await changes()).toBe(1);
    expect(await cited('What is the name of your boat?')).not.toContain(notes.boat);

    const forgot = await within(5_000, profile, (p) => p.profile?.sourceCount === 1);
    expect(forgot.profile?.sourceCount).toBe(1);
    expect(forgot.activity?.changesSinceTraining).toBe(0);
  });

  it('learns an edit and an import the same way, with no Train', async () => {
    const edited = await stack.call('PUT', `/knowledge/${notes.ages}`, user, {
      ...AGES,
      content: 'Ingrid is ten and Oskar is seven. Both love the sea.',
    });
    expect(edited.status).toBe(200);
    expect(await changes()).toBe(1);
    expect(await within(5_000, changes, (n) => n === 0)).toBe(0);
    expect((await profile()).profile?.facts.join(' ')).toContain('Ingrid is ten');

    const form = new FormData();
    form.append('files', new File(['# Garden\n\nI grow pumpkins behind the house.'], 'garden.md'));
    const imported = await stack.call('POST', '/knowledge/import', user, form);
    expect(imported.status).toBe(200);
    const learned = await within(5_000, profile, (p) => p.profile?.sourceCount === 2);
    expect(learned.profile?.sourceCount).toBe(2);
    expect(learned.activity?.changesSinceTraining).toBe(0);
    const [garden] = knowledgeImportResponseSchema.parse(await imported.json()).created;
    expect((await stack.call('DELETE', `/knowledge/${garden?.id}`, user)).status).toBe(204);
    expect(await within(5_000, changes, (n) => n === 0)).toBe(0);
  });

  it('forgets the profile when the last note is deleted: nothing is left to learn from', async () => {
    expect((await stack.call('DELETE', `/knowledge/${notes.ages}`, user)).status).toBe(204);
    const gone = await within(5_000, profile, (p) => p.profile === null);
    expect(gone.profile).toBeNull();
    expect(await changes()).toBe(0);
  });
});

describe('a question asked the moment its note is written', () => {
  // The entries' encoder busy for a second per batch, as on a first write after a deploy (the model still loading).
  const { entries, messages } = sharedTestEncoders();
  const busy: SentenceEncoder = {
    model: entries.model,
    embed: async (texts) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return entries.embed(texts);
    },
  };
  let stack: ApiStack;
  beforeAll(async () => {
    stack = await startApiStack(pgliteServerDatabases, { encoders: { entries: busy, messages } });
  });
  afterAll(() => stack?.stop());

  it('is answered from that note by its meaning, though its embedding is still being made', async () => {
    const user = await stack.createUser('at-once@example.com', { name: 'Ana Ruiz' });
    const written = await stack.call('POST', '/knowledge', user, {
      title: 'Work',
      content: "I'm a nurse at St Mary's in Leeds, mostly night shifts.",
    });
    const note = knowledgeEntrySchema.parse(await written.json());
    // No word of the question is in the note: only its embedding finds it.
    const asked = await stack.call('POST', '/persona/messages', user, { content: 'What do you do?' });
    const { reply } = chatReplyResponseSchema.parse(await asked.json());
    expect(reply.citations?.map((c) => c.entryId)).toEqual([note.id]);
    expect(reply.content).toContain('nurse');
  });
});
