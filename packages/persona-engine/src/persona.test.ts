import { describe, expect, it, vi } from 'vitest';
import { elenaEntries } from './fixtures/elena-entries.ts';
import {
  addressedToOwner,
  greetingReply,
  greetingReplyToOwner,
  hedgeOpening,
  type PersonaReplyInput,
  replyAsPersona as reply,
  unknownReply,
  untrainedReply,
  untrainedReplyToOwner,
} from './persona.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { createOpenAICompatibleProvider } from './providers/openai-compatible.ts';
import { collect } from './providers/types.ts';
import { createKnowledgeIndex } from './retrieval/knowledge-index.ts';
import { testEncoder, withVectors } from './testing/encoder.ts';
import { failWith, startLlmServer, streamDeltas } from './testing/llm-server.ts';
import { note } from './testing/notes.ts';
import { extractProfile } from './training.ts';

const index = createKnowledgeIndex(await withVectors(elenaEntries));
/** Ditto's reply, with the message embedded as the API does. */
const replyAsPersona = async (input: PersonaReplyInput) => {
  const [messageVector] = await testEncoder.embed([input.message]);
  return reply({ ...input, ...(messageVector ? { messageVector } : {}) });
};
const profile = extractProfile(elenaEntries, new Date('2026-01-06T00:00:00.000Z'));
const provider = createEmbeddedProvider();
/** Thresholds for tests of a reply's shape, apart from where the fitted ones draw the lines. */
const grounding = { thresholds: { answer: 0.3, hedge: 0.2 } };
/** Ditto's reply to `message` from Elena's trained persona, offline unless `overrides` says otherwise. */
const ask = (message: string, overrides: Partial<PersonaReplyInput> = {}) =>
  replyAsPersona({ profile, index, history: [], message, provider, ...overrides });

describe('replyAsPersona', () => {
  it('answers in the first person from the best entry, citing it', async () => {
    const reply = await ask('Where did you grow up?', { grounding });
    expect(reply.citations[0]).toEqual({
      entryId: 'e01',
      title: 'Childhood in Valparaíso',
      snippet: expect.stringContaining('I spent my early years in Valparaíso'),
    });
    const text = await collect(reply.stream);
    expect(text).toMatch(/^I spent my early years in Valparaíso/);
  });

  it('says the paragraph beside the one that matched when it is nearly as close to the question', async () => {
    const brother = note(
      'erik',
      'My brother',
      'Erik is four years older than me and builds bridges in Gothenburg.\n\n' +
        'He drove me to the airport when I first left for Scotland, and said nothing the whole way.',
    );
    const family = createKnowledgeIndex(await withVectors([brother]));
    const reply = await ask('Which of your siblings drove you to the airport?', { index: family, grounding });
    expect(reply.citations[0]?.snippet).toMatch(/^He drove me to the airport/);
    expect(await collect(reply.stream)).toMatch(
      /^Erik is four years older than me.* He drove me to the airport/,
    );
  });

  it('streams the reply as several deltas', async () => {
    const reply = await ask('Do you have any pets?', { grounding });
    const deltas: string[] = [];
    for await (const delta of reply.stream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toContain('greyhound');
  });

  it('says plainly that it does not know instead of inventing', async () => {
    const reply = await ask('What is your blood type?');
    expect(reply.citations).toEqual([]);
    expect(await collect(reply.stream)).toBe(unknownReply);
  });

  it('hedges with the closest passage, cited first, when it is related but may not answer', async () => {
    const reply = await ask('Where did you grow up?', {
      grounding: { thresholds: { answer: 2, hedge: 0.1 } },
    });
    expect(reply.kind).toBe('hedge');
    expect(reply.citations[0]?.entryId).toBe('e01');
    expect(await collect(reply.stream)).toMatch(new RegExp(`^${hedgeOpening} I spent my early years`));
  });

  it('says it knows nothing before training', async () => {
    const reply = await ask('Where did you grow up?', { profile: null });
    expect(await collect(reply.stream)).toBe(untrainedReply);
  });

  it('greets back when the message asks nothing', async () => {
    const reply = await ask('Hi!');
    expect(await collect(reply.stream)).toBe(greetingReply);
  });

  it('speaks to its owner as its owner', async () => {
    const untrained = await ask('Where did you grow up?', { profile: null, askedByOwner: true });
    expect(await collect(untrained.stream)).toBe(untrainedReplyToOwner);
    const hello = await ask('Hi!', { askedByOwner: true });
    expect(await collect(hello.stream)).toBe(greetingReplyToOwner);
  });

  it('gives a model the retrieved knowledge and the conversation, and streams its words', async () => {
    const server = await startLlmServer(streamDeltas(['I grew up ', 'in Valparaíso.']));
    try {
      const model = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const history = [
        {
          id: '1',
          role: 'user' as const,
          content: 'Hi',
          timestamp: '2026-01-06T10:00:00.000Z',
        },
        {
          id: '2',
          role: 'assistant' as const,
          content: 'Hello!',
          timestamp: '2026-01-06T10:00:01.000Z',
        },
      ];
      const reply = await ask('Where did you grow up?', {
        provider: model,
        history,
        ownerName: 'Elena',
        grounding,
      });
      expect(await collect(reply.stream)).toBe('I grew up in Valparaíso.');
      const messages = server.received[0]?.body.messages ?? [];
      expect(messages[0]?.role).toBe('system');
      expect(messages[0]?.content).toContain('Speak as Elena, in the first person');
      expect(messages[0]?.content).toContain('Cerro Alegre');
      expect(messages[0]?.content).toContain('[1] ');
      expect(messages[0]?.content).toContain('put its number in square brackets');
      expect(messages.slice(1)).toEqual([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Where did you grow up?' },
      ]);
      // Cited once complete, by what the reply says.
      expect(reply.citations).toEqual([]);
      expect(reply.citationsFor?.('I grew up in Valparaíso.').map((c) => c.entryId)).toContain('e01');
      expect(reply.citationsFor?.(unknownReply)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('does not ask the model when nothing relevant is known', async () => {
    const server = await startLlmServer(streamDeltas(['O negative.']));
    try {
      const model = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const reply = await ask('What is your blood type?', { provider: model });
      expect(await collect(reply.stream)).toBe(unknownReply);
      expect(server.received).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('gives the offline reply, said to be one, when the model fails twice (providers/fallback.test.ts)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startLlmServer(failWith(503, 'Overloaded'));
    try {
      const model = createOpenAICompatibleProvider({ baseUrl: server.baseUrl, model: 'tiny' });
      const reply = await ask('Do you have any pets?', { provider: model });
      const offline = await ask('Do you have any pets?');
      expect(await collect(reply.stream)).toBe(await collect(offline.stream));
      expect(reply.fellBack?.()).toBe(true);
    } finally {
      await server.stop();
      vi.restoreAllMocks();
    }
  });
});

describe('addressedToOwner', () => {
  it("reads the owner's name as 'you', and the possessive as 'your'", () => {
    expect(
      addressedToOwner("Where did Kwame study? What's Kwame’s sister called?", 'Kwame Mensah-Boateng'),
    ).toBe("Where did you study? What's your sister called?");
    expect(addressedToOwner('Is kwame mensah-boateng married?', 'Kwame Mensah-Boateng')).toBe(
      'Is you married?',
    );
  });

  it('leaves other words, other people and unnamed owners alone', () => {
    expect(addressedToOwner('Does Kwamena know Ann?', 'Kwame')).toBe('Does Kwamena know Ann?');
    expect(addressedToOwner('Where does Kwame live?', undefined)).toBe('Where does Kwame live?');
  });
});
