import { describe, expect, it } from 'vitest';
import { chunkEntry, embeddingTexts } from './chunks.ts';

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
