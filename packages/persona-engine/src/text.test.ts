import { describe, expect, it } from 'vitest';
import { createQueryExpander } from './expand.ts';
import { normalize, stem, terms, words } from './text.ts';

describe('text', () => {
  it('normalizes accents, case and possessives', () => {
    expect(normalize("Valparaíso's Harbour")).toBe('valparaiso harbour');
  });

  it('meets irregular forms and everyday names of family at one term', () => {
    expect(stem('grew')).toBe(stem('grow'));
    expect(stem('taught')).toBe(stem('teaching'));
    expect(terms('my mum')).toEqual(terms('mother'));
  });

  it('reads idioms for what they mean', () => {
    expect(words('I went there as a kid')).toEqual(['i', 'went', 'there', 'childhood']);
    expect(words('What do you do for a living?')).toEqual(['what', 'do', 'you', 'do', 'job']);
  });
});

describe('createQueryExpander', () => {
  const expand = createQueryExpander();

  it('keeps the question words at full weight and adds weaker relatives', () => {
    const { weights } = expand('Do you have any pets?');
    expect(weights.get(stem('pets'))).toBe(1);
    expect(weights.get(stem('dog'))).toBeGreaterThan(0);
    expect(weights.get(stem('dog'))).toBeLessThan(1);
  });

  it('reads multi-word phrases as one concept', () => {
    const { concepts } = expand('Where did you grow up?');
    expect(concepts.map((concept) => concept.word)).toEqual(['grow up']);
    expect(concepts[0]?.terms.has(stem('childhood'))).toBe(true);
  });

  it('uses WordNet parts of a place ("Berlin" for "Germany")', () => {
    expect(expand('Germany').weights.get(stem('Berlin'))).toBeGreaterThan(0);
  });

  it('does not expand framing words', () => {
    const favourite = expand('favourite').concepts[0];
    expect(favourite?.framing).toBe(true);
    expect([...(favourite?.terms.keys() ?? [])]).toEqual([stem('favourite')]);
  });

  it('gives plain search terms when expansion is off', () => {
    const plain = createQueryExpander({ wordNet: false, concepts: false });
    expect([...plain('Do you have any pets?').weights]).toEqual([[stem('pets'), 1]]);
  });
});
