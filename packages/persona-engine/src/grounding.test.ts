import { describe, expect, it } from 'vitest';
import { groundingFor } from './grounding.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { note } from './testing/notes.ts';

describe('groundingFor', () => {
  const index = createKnowledgeIndex([
    note('food', 'Food', 'I love all kinds of food, pasta above all.'),
    note('music', 'Music', 'I listen to folk rock and strum the guitar.'),
  ]);

  it('grounds a reply in an entry that covers more than half of the question', () => {
    expect(groundingFor(index, 'What food do you love?').map((hit) => hit.entryId)).toEqual(['food']);
  });

  it('does not ground a reply in an entry that covers only half of the question', () => {
    // Each entry speaks of one of two things asked: a near miss, not an answer.
    expect(index.search('Do you like spicy food?')[0]).toMatchObject({ entryId: 'food', coverage: 0.5 });
    expect(groundingFor(index, 'Do you like spicy food?')).toEqual([]);
    expect(index.search('Have you ever been to a music festival?')[0]).toMatchObject({
      entryId: 'music',
      coverage: 0.5,
    });
    expect(groundingFor(index, 'Have you ever been to a music festival?')).toEqual([]);
  });

  it('takes a stricter or looser threshold when asked', () => {
    expect(groundingFor(index, 'Do you like spicy food?', { minCoverage: 0.45 })).toHaveLength(1);
    expect(groundingFor(index, 'What food do you love?', { minCoverage: 1 })).toEqual([]);
  });
});
