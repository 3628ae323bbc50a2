import { describe, expect, it } from 'vitest';
import { testEncoder } from '../testing/encoder.ts';
import { chunkEntry, embeddingTexts, embedEntries, passageOf } from './chunks.ts';

const entry = (content: string) => ({ id: 'e1', title: 'Coffee habits', content });

describe('chunkEntry', () => {
  it('splits an entry into its paragraphs', () => {
    expect(chunkEntry(entry('I drink espresso.\n\nNever after four.')).map((chunk) => chunk.text)).toEqual([
      'I drink espresso.',
      'Never after four.',
    ]);
  });

  it('keeps Markdown headings out of the quoted text, as context of the paragraphs under them', () => {
    const chunks = chunkEntry(
      entry(
        '## Morning\n\nThree espressos, standing up.\n\n## Evening\nChamomile tea.\n\nRooibos on Sundays.',
      ),
    );
    expect(chunks).toEqual([
      {
        entryId: 'e1',
        index: 0,
        title: 'Coffee habits',
        heading: 'Morning',
        text: 'Three espressos, standing up.',
      },
      { entryId: 'e1', index: 1, title: 'Coffee habits', heading: 'Evening', text: 'Chamomile tea.' },
      { entryId: 'e1', index: 2, title: 'Coffee habits', heading: 'Evening', text: 'Rooibos on Sundays.' },
    ]);
    expect(embeddingTexts(entry('## Morning\n\nThree espressos.'))).toEqual([
      'Coffee habits. Morning. Three espressos.',
    ]);
  });

  it('makes one empty paragraph of an entry with no text but headings', () => {
    expect(chunkEntry(entry('# Only a heading'))).toEqual([
      { entryId: 'e1', index: 0, title: 'Coffee habits', text: '' },
    ]);
  });
});

describe('passageOf', () => {
  const brother = chunkEntry({
    id: 'erik',
    title: 'My brother',
    content:
      'Erik is four years older than me and builds bridges in Gothenburg.\n\n' +
      'We fought as kids.\n\n' +
      'He drove me to the airport when I first left for Scotland.',
  });

  it('says the best paragraph and the next closest, in the note’s order', () => {
    // Matched best: the airport; next closest: Erik himself, said first as the note has it.
    expect(passageOf(brother, [0.5, 0.1, 0.6], 2)).toBe(
      'Erik is four years older than me and builds bridges in Gothenburg. ' +
        'He drove me to the airport when I first left for Scotland.',
    );
    expect(passageOf(brother, [0.1, 0.5, 0.6], 2)).toBe(
      'We fought as kids. He drove me to the airport when I first left for Scotland.',
    );
  });

  it('says the best paragraph alone when no other is nearly as close to the question', () => {
    expect(passageOf(brother, [0.35, 0.3, 0.6], 2)).toBe(
      'He drove me to the airport when I first left for Scotland.',
    );
  });

  it('says the best paragraph alone when the two would be long, cut at a word', () => {
    const long = chunkEntry({
      id: 'long',
      title: 'Work',
      content: `${'I design bridges. '.repeat(40)}\n\nShort one.`,
    });
    const said = passageOf(long, [0.8, 0.9], 1);
    expect(said).toBe('Short one.');
    const cut = passageOf(long, [0.9, 0.8], 0);
    expect(cut.length).toBeLessThanOrEqual(601);
    expect(cut).toMatch(/^(I design bridges\. )+I…$/);
  });

  it('says a note of one paragraph as it is', () => {
    expect(passageOf(chunkEntry({ id: 'one', title: 'Tea', content: 'Green tea.' }), [0.2], 0)).toBe(
      'Green tea.',
    );
  });
});

describe('embedEntries', () => {
  it("gives each entry its own paragraphs' vectors, in order, from one call", async () => {
    const two = entry('I drink espresso.\n\nNever after four.');
    const one = { id: 'e2', title: 'Tea', content: 'Green tea on Sundays.' };
    const [first, second] = await embedEntries(testEncoder, [two, one]);
    expect(first).toEqual(await testEncoder.embed(embeddingTexts(two)));
    expect(second).toEqual(await testEncoder.embed(embeddingTexts(one)));
  });
});
