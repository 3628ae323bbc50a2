import { describe, expect, it } from 'vitest';
import type { SearchHit } from './knowledge-index.ts';
import { groundingOf, relevanceOf } from './reply-policy.ts';

const hit = (entryId: string, semantic: number | null, coverage = 0, score = semantic ?? 0): SearchHit => ({
  entryId,
  title: entryId,
  snippet: `About ${entryId}.`,
  passage: `About ${entryId}.`,
  score,
  semantic,
  lexical: 0,
  coverage,
  paragraphs: [{ entryId, index: 0, title: entryId, text: `About ${entryId}.` }],
  closeness: [semantic ?? 0],
});
const thresholds = { answer: 0.5, hedge: 0.3 };
const ids = (hits: SearchHit[]) => hits.map((h) => h.entryId);

describe('relevanceOf', () => {
  it('adds a share of the question words found to the cosine', () => {
    expect(relevanceOf(hit('a', 0.4, 0.5))).toBeCloseTo(0.5);
  });

  it('judges a passage searched by keywords alone by the words it holds', () => {
    expect(relevanceOf(hit('a', null, 1))).toBeGreaterThan(relevanceOf(hit('b', null, 0.5)));
    expect(relevanceOf(hit('a', null, 0))).toBe(0);
  });
});

describe('groundingOf', () => {
  it('answers from the best hit when it clears the answer bar, citing runners-up within half its score', () => {
    const grounding = groundingOf([hit('a', 0.6), hit('b', 0.56), hit('c', 0.2), hit('d', 0.59)], {
      thresholds,
    });
    expect(grounding.kind).toBe('answer');
    expect(ids(grounding.hits)).toEqual(['a', 'b']); // c is not close; d is beyond the three citations
  });

  it('says the words of relevant runners-up only, and cites the related ones beside them', () => {
    const grounding = groundingOf([hit('a', 0.6), hit('b', 0.5), hit('c', 0.31, 0, 0.29)], { thresholds });
    expect(ids(grounding.hits)).toEqual(['a', 'b']);
    expect(ids(grounding.quoted)).toEqual(['a', 'b']);
    const related = groundingOf([hit('a', 0.6), hit('b', 0.25, 0, 0.45), hit('c', 0.4)], { thresholds });
    expect(ids(related.hits)).toEqual(['a', 'b', 'c']);
    expect(ids(related.quoted)).toEqual(['a']); // b is not relevant enough, c not close enough to say
  });

  it('hedges when the best hit is related but below the answer bar: quotes it, cites the close ones', () => {
    const grounding = groundingOf([hit('a', 0.4), hit('b', 0.35), hit('c', 0.1)], { thresholds });
    expect(grounding.kind).toBe('hedge');
    expect(ids(grounding.hits)).toEqual(['a', 'b']);
    expect(ids(grounding.quoted)).toEqual(['a']);
  });

  it('offers a weak hedge between the fact bar and the hedge bar, and nothing below the fact bar', () => {
    const bars = { answer: 0.5, hedge: 0.3, fact: 0.2 };
    expect(groundingOf([hit('a', 0.25)], { thresholds: bars })).toMatchObject({ kind: 'hedge', weak: true });
    expect(groundingOf([hit('a', 0.35)], { thresholds: bars })).not.toHaveProperty('weak');
    expect(groundingOf([hit('a', 0.15)], { thresholds: bars }).kind).toBe('unknown');
  });

  it('does not know, with no citation, when nothing reaches the hedge bar or nothing was found', () => {
    const unknown = { kind: 'unknown', hits: [], quoted: [] };
    expect(groundingOf([hit('a', 0.29)], { thresholds })).toEqual(unknown);
    expect(groundingOf([], { thresholds })).toEqual(unknown);
  });

  it('answers by keywords alone when the passage holds most of the question', () => {
    expect(groundingOf([hit('a', null, 1, 0.15)], { thresholds }).kind).toBe('answer');
    expect(groundingOf([hit('a', null, 0.2, 0.15)], { thresholds }).kind).toBe('unknown');
  });
});
