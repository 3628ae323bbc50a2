import { describe, expect, it } from 'vitest';
import { markedNotes, passagesUsed } from './model-citations.ts';
import { unknownReply } from './persona.ts';
import { collect } from './providers/types.ts';
import type { SearchHit } from './retrieval/knowledge-index.ts';

async function* pieces(...texts: string[]) {
  for (const text of texts) yield text;
}

describe('markedNotes', () => {
  it('takes the note markers out of the reply, even split across pieces, and keeps their numbers', async () => {
    const { stream, marked } = markedNotes(
      pieces('I grew up in Valparaíso ', '[', '1]. My sister is a ', 'nurse [2, 3].'),
      3,
    );
    const said: string[] = [];
    for await (const piece of stream) said.push(piece);
    expect(said.join('')).toBe('I grew up in Valparaíso. My sister is a nurse.');
    expect([...marked]).toEqual([1, 2, 3]);
  });

  it('leaves brackets that are not markers of a shown note, whole or split across pieces', async () => {
    const { stream, marked } = markedNotes(
      pieces('Since [2019] I live in room ', '[', '4] of the [old] house [', '1', '2] of ['),
      3,
    );
    expect(await collect(stream)).toBe('Since [2019] I live in room [4] of the [old] house [12] of [');
    expect(marked.size).toBe(0);
  });

  it('keeps the lines: a marker that starts the reply or a line goes with the spaces after it', async () => {
    const { stream, marked } = markedNotes(
      pieces('[1] I grew up by the sea.\n', '[2] Items:\n[3]', '\n\nFirst para [1].\n  Indented.'),
      3,
    );
    expect(await collect(stream)).toBe('I grew up by the sea.\nItems:\n\n\nFirst para.\n  Indented.');
    expect([...marked].sort()).toEqual([1, 2, 3]);
  });

  it("passes on a failing stream's error, and long runs of spaces or lines unchanged", async () => {
    async function* failing() {
      yield 'In Valparaíso ';
      throw new Error('the model stopped');
    }
    await expect(collect(markedNotes(failing(), 3).stream)).rejects.toThrow('the model stopped');
    const runs = ['Hi', ...Array.from({ length: 200 }, (_, i) => (i % 2 ? '\n' : '   ')), 'there'];
    expect(await collect(markedNotes(pieces(...runs), 3).stream)).toBe(runs.join(''));
  });
});

describe('passagesUsed', () => {
  const hit = (entryId: string, title: string, passage: string): SearchHit => ({
    entryId,
    title,
    passage,
    snippet: passage,
    score: 0.5,
    semantic: 0.5,
    lexical: 0,
    coverage: 0,
    paragraphs: [{ entryId, index: 0, title, text: passage }],
    closeness: [0.5],
  });
  const passages = [
    hit('sister', 'My sister', 'Ana is a nurse in Santiago. She moved there in 2019.'),
    hit('brother', 'My brother', 'Tomás is a doctor in Lima, married to Rosa.'),
  ];
  const used = (reply: string, question = 'What does your sister do?', marked: number[] = []) =>
    passagesUsed(reply, { passages, marked: new Set(marked), question, unknown: unknownReply }).map(
      (passage) => passage.entryId,
    );

  it('cites the notes the model marked', () => {
    expect(used('She is a nurse, and he is a doctor.', 'What do your siblings do?', [2])).toEqual([
      'brother',
    ]);
  });

  it('without markers, cites the passages holding what the reply adds to the question', () => {
    expect(used('My sister Ana works as a nurse, down in Santiago.')).toEqual(['sister']);
    expect(used('He works as a doctor, I think he really enjoys it.', 'What does your brother do?')).toEqual([
      'brother',
    ]);
    expect(used('Ana is a nurse and Tomás is a doctor.', 'What do your siblings do?')).toEqual([
      'sister',
      'brother',
    ]);
    expect(used('Santiago.', 'Where does Ana live?')).toEqual(['sister']);
  });

  it('cites nothing when the reply does not know, however it is typed, or says nothing from the notes', () => {
    expect(used(unknownReply, 'Who is Ana?', [1])).toEqual([]);
    expect(used('I don’t know – I haven’t been told about that', 'Who is Ana?', [1])).toEqual([]);
    expect(used(`${unknownReply} Ask Ana, she is a nurse.`, 'Who is Ana?')).toEqual([]);
    expect(used('My sister? I love her.', 'Who are you close to?')).toEqual([]);
    expect(used('My sister?')).toEqual([]);
    expect(used("I'm afraid I never wrote about her work.")).toEqual([]);
  });
});
