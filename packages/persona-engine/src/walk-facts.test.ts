import { fileURLToPath } from 'node:url';
import type { Message } from '@ditto/contract';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../scripts/datasets.ts';
import { ownerNamesIn } from './owner-name.ts';
import { addressedToOwner, replyAsPersona } from './persona.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { collect } from './providers/types.ts';
import { createKnowledgeIndex } from './retrieval/knowledge-index.ts';
import { embedOnce, withVectors } from './testing/encoder.ts';

const embed = embedOnce;

const said = (role: Message['role'], content: string): Message => ({
  id: `m${content.length}`,
  role,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
});

/**
 * A walk played as the offline eval plays it (`scripts/eval.ts`): the owner's questions one after another in their
 * own chat, a friend's in the chat shared with them. Resolves to each question's reply, in order.
 */
async function walkReplies(walk: string) {
  const dataset = readDataset(fileURLToPath(new URL(`../eval/walks/${walk}.json`, import.meta.url)));
  const index = createKnowledgeIndex(await withVectors(dataset.entries));
  const [named, ...aliases] = [
    ...new Set([...(dataset.displayName ? [dataset.displayName] : []), ...ownerNamesIn(dataset.entries)]),
  ];
  const chats = { owner: [] as Message[], friend: [] as Message[] };
  const replies = new Map<string, { text: string; kind: string }>();
  for (const { q, asker } of dataset.walk ?? []) {
    const byFriend = asker === 'friend';
    const chat = byFriend ? chats.friend : chats.owner;
    const history = chat.slice(-20);
    const asked = addressedToOwner(
      q,
      named,
      aliases,
      byFriend,
      history.map((one) => one.content),
    );
    const [messageVector] = await embed([asked]);
    const reply = await replyAsPersona({
      ...(named ? { ownerName: named, ownerAliases: aliases } : {}),
      profile: null,
      index,
      history,
      askedByOwner: !byFriend,
      message: q,
      provider: createEmbeddedProvider(),
      embed,
      ...(messageVector ? { messageVector } : {}),
    });
    const text = await collect(reply.stream);
    chat.push(said('user', q), said('assistant', text));
    replies.set(q, { text, kind: reply.kind });
  }
  return replies;
}

/** Each walk played once for all its tests. */
const played = new Map<string, ReturnType<typeof walkReplies>>();
const replyTo = async (walk: string, q: string) => {
  const replies = played.get(walk) ?? walkReplies(walk);
  played.set(walk, replies);
  const reply = (await replies).get(q);
  if (reply === undefined) throw new Error(`${walk} asks no "${q}"`);
  return reply;
};

describe('walks CE and CF: facts the notes hold in short forms are said (issue 33)', () => {
  it('"born 14 feb 1987" is the birthday (CF)', async () => {
    expect((await replyTo('CF', 'whens my birthday again')).text).toContain('14 feb 1987');
  }, 120_000);

  it('"Married June 7 2014." is the anniversary (CE)', async () => {
    expect((await replyTo('CE', "when's my anniversary again")).text).toContain('June 7 2014');
  }, 120_000);

  it('"PB 27:41" is the parkrun PB, not the sentence before it (CF)', async () => {
    const reply = await replyTo('CF', 'whats my parkrun pb');
    expect(reply.text).toContain('27:41');
    expect(reply.kind).toBe('answer');
  }, 120_000);

  it('"off sun/mon" says the days off (CE)', async () => {
    expect((await replyTo('CE', 'what days am i off')).text).toContain('off sun/mon');
  }, 120_000);

  it('"Pepper = our dog." names the dog to a friend (CE)', async () => {
    expect((await replyTo('CE', 'whats ur dogs name again, the beagle')).text).toContain('Pepper');
  }, 120_000);
});
