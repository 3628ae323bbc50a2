import { describe, expect, it } from 'vitest';
import { citationSaidIn } from './answer.ts';

describe('citationSaidIn', () => {
  const citation = {
    entryId: 'family',
    title: 'Family',
    snippet: 'My parents live in Bergen. Ingrid is nine and Oskar is six.',
  };

  it('keeps only the sentences of a snippet that the reply says', () => {
    expect(citationSaidIn(citation, 'My parents  live in Bergen.')).toEqual({
      ...citation,
      snippet: 'My parents live in Bergen.',
    });
  });

  it('keeps nothing of a note the reply only paraphrases', () => {
    expect(citationSaidIn(citation, 'They live on the west coast.').snippet).toBe('');
  });
});
