import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../scripts/datasets.ts';
import { ownerNamesIn } from './owner-name.ts';
import { addressedToOwner, replyAsPersona, unknownReply } from './persona.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { collect } from './providers/types.ts';
import { createKnowledgeIndex } from './retrieval/knowledge-index.ts';
import { embedOnce, withVectors } from './testing/encoder.ts';

const embed = embedOnce;

const walkOf = (walk: string) =>
  readDataset(fileURLToPath(new URL(`../eval/walks/${walk}.json`, import.meta.url)));

/** A question asked of the owner's Ditto or a friend's, as the API asks it. */
async function askerOf(
  entries: ReturnType<typeof walkOf>['entries'],
  [ownerName, ...ownerAliases]: readonly string[] = ownerNamesIn(entries),
) {
  const index = createKnowledgeIndex(await withVectors(entries));
  return async (message: string, askedByOwner: boolean) => {
    const [messageVector] = await embed([addressedToOwner(message, ownerName, ownerAliases)]);
    const reply = await replyAsPersona({
      profile: null,
      index,
      history: [],
      message,
      provider: createEmbeddedProvider(),
      embed,
      askedByOwner,
      ...(messageVector ? { messageVector } : {}),
      ...(ownerName ? { ownerName, ownerAliases } : {}),
    });
    return { text: await collect(reply.stream), kind: reply.kind };
  };
}

/** A walk's answerable questions, each asked of the owner's Ditto and of a friend's. */
async function repliesOf(walk: string) {
  const { entries, walk: questions = [] } = walkOf(walk);
  const ask = await askerOf(entries);
  const answerable = questions.filter((item) => item.kind === 'answerable');
  return Promise.all(
    answerable.map(async ({ q }) => {
      const [owner, friend] = await Promise.all([ask(q, true), ask(q, false)]);
      return { q, owner, friend };
    }),
  );
}

/**
 * A friend's Ditto says what the owner's says, word for word, or a plain "I don't know" where the owner's only
 * hedges (its sentences, as the engine reads them, hold neither the fact nor a noun asked): never an answer the
 * owner's does not give, never a hedge of its own.
 */
describe("a friend's Ditto says what the owner's says, and nothing more", () => {
  it.each(['AF', 'AG', 'AJ', 'AK', 'AN', 'AO'])(
    "walk %s: a friend hears the owner's reply, or I don't know where the owner hedges",
    async (walk) => {
      const replies = await repliesOf(walk);
      const differ = replies.filter(({ owner, friend }) => owner.text !== friend.text);
      for (const { owner, friend } of differ) {
        expect(friend.text).toBe(unknownReply);
        expect(owner.kind).toBe('hedge');
      }
    },
    60_000,
  );
});

describe('a list of people typed as one sentence', () => {
  it('is said whole when the group is asked about, to the owner and to a friend, and one member for one', async () => {
    const ask = await askerOf(walkOf('BG').entries, ['Tomasz']);
    const kids = 'Kids: Zofia 9, Janek 5.';
    const asked = [
      ['How old are the kids?', kids],
      ['What are your kids called?', kids],
      ["What are Tomasz's kids called?", kids],
      ['Does Tomasz have kids?', kids],
      ['How old is Janek?', 'Janek is 5.'],
      ['How old is your youngest?', 'Janek is 5.'],
    ];
    for (const [question = '', said] of asked) {
      for (const byOwner of [true, false]) {
        expect({ question, byOwner, ...(await ask(question, byOwner)) }).toEqual({
          question,
          byOwner,
          text: said,
          kind: 'answer',
        });
      }
    }
  }, 60_000);
});
