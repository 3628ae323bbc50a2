import { describe, expect, it } from 'vitest';
import { createAnswerKindTagger, kindBoost, kindWeights, questionKind } from './answer-kinds.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeEntry } from './types.ts';
import { defaultWordNet } from './wordnet.ts';

describe('questionKind', () => {
  it.each([
    ['Where did you grow up?', 'place'],
    ['When is your birthday?', 'time'],
    ['What year did you graduate?', 'time'],
    ['How old is your dog?', 'quantity'],
    ['How many cousins do you have?', 'quantity'],
    ['Who taught you to cook?', 'person'],
    ['Why did you quit Instagram?', 'reason'],
    ['Do you have any pets?', undefined],
  ])('%s -> %s', (question, kind) => {
    expect(questionKind(question)).toBe(kind);
  });
});

describe('createAnswerKindTagger', () => {
  const tag = (text: string) => [...createAnswerKindTagger(defaultWordNet())(text)].sort();

  it('reads WordNet lexicographer classes of the most common noun sense', () => {
    expect(defaultWordNet().nounClass('kyoto')).toBe('noun.location');
    expect(defaultWordNet().nounClass('engineer')).toBe('noun.person');
    expect(tag('We spent a week in Kyoto.')).toEqual(['place']);
    expect(tag('My brother is an engineer.')).toEqual(['person']);
  });

  it('tags dates, numbers, causes and unknown names', () => {
    expect(tag('In April 2019 we left.')).toEqual(['quantity', 'time']);
    expect(tag('He sleeps twenty hours a day.')).toEqual(['quantity']);
    expect(tag('I left because of the rain.')).toEqual(['reason']);
    expect(tag('I met Quirinalda at a gig.')).toEqual(['name']);
    // A capital at the start of a sentence is no name.
    expect(tag('Quirinalda sings.')).toEqual([]);
  });
});

describe('kindBoost', () => {
  it('raises paragraphs holding the kind of answer asked for', () => {
    expect(kindBoost('place', new Set(['place']))).toBeGreaterThan(kindBoost('place', new Set(['name'])));
    expect(kindBoost('place', new Set(['name']))).toBeGreaterThan(1);
    expect(kindBoost('quantity', new Set(['name']))).toBe(1);
    expect(kindBoost(undefined, new Set(['place']))).toBe(1);
  });

  it('raises the paragraph that says where in a search', () => {
    const entry = (id: string, content: string): KnowledgeEntry => ({
      id,
      title: 'My brother',
      content,
      source: 'note',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // Words only: the score is then the lexical one, which the answer kind multiplies.
    const index = createKnowledgeIndex(
      [
        entry('hard', 'My brother works very hard.'),
        entry('lisbon', 'My brother works at a bakery in Lisbon.'),
      ],
      { wordVectors: false },
    );
    // Same search words ("where" is a stop word): only the kind of answer asked for differs.
    const lead = (question: string) => {
      const hits = index.search(question);
      const score = (id: string) => hits.find((hit) => hit.entryId === id)?.score ?? 0;
      return score('lisbon') / score('hard');
    };
    expect(index.search('Where does your brother work?')[0]?.entryId).toBe('lisbon');
    expect(lead('Where does your brother work?')).toBeCloseTo(
      lead('Does your brother work?') * (1 + kindWeights.match),
    );
  });
});
