import { describe, expect, it } from 'vitest';
import { createBm25Index } from './bm25.ts';

const title = 0;
const text = 1;
const query = (terms: Record<string, number>, fields = [title, text]) => ({
  terms: new Map(Object.entries(terms)),
  fields,
});

describe('createBm25Index', () => {
  const build = () => {
    const index = createBm25Index([2, 1]);
    index.add('boat', [['boat'], ['sail', 'boat', 'harbour']]);
    index.add('garden', [['garden'], ['tomato', 'basil', 'harbour']]);
    index.add('kayak', [['kayak'], ['paddl', 'river']]);
    return index;
  };

  it('ranks by BM25 with field boosts and reports which fields matched', () => {
    const [first, second, ...rest] = build().search([query({ boat: 1, harbour: 1 })], 10);
    expect(first?.id).toBe('boat');
    expect(first?.match.get('boat')).toEqual([title, text]);
    expect(second?.id).toBe('garden');
    expect(second?.match.has('boat')).toBe(false);
    expect(rest).toEqual([]);
    expect(first?.score ?? 0).toBeGreaterThan(second?.score ?? 0);
  });

  it('weighs each term by its query weight and by how rare it is', () => {
    const index = build();
    const rare = index.search([query({ tomato: 1 })], 1)[0]?.score ?? 0;
    const common = index.search([query({ harbour: 1 })], 3).find((hit) => hit.id === 'garden')?.score ?? 0;
    expect(rare).toBeGreaterThan(common);
    const half = index.search([query({ tomato: 0.5 })], 1)[0]?.score ?? 0;
    expect(half).toBeCloseTo(rare / 2);
  });

  it('rewards documents matching more distinct query terms, counting a term once across queries', () => {
    const index = build();
    const both = index.search([query({ sail: 1 }), query({ sail: 1 }, [text])], 1)[0]?.score ?? 0;
    const once = index.search([query({ sail: 1 })], 1)[0]?.score ?? 0;
    // Found twice, so scored twice, but still one matched term.
    expect(both).toBeCloseTo(once * 2);
    const two = index.search([query({ sail: 1, harbour: 1 })], 1)[0];
    const harbourAlone =
      index.search([query({ harbour: 1 })], 3).find((hit) => hit.id === 'boat')?.score ?? 0;
    expect(two?.score).toBeCloseTo((once + harbourAlone) * 2);
  });

  it('keeps only the best `limit` documents', () => {
    expect(build().search([query({ harbour: 1, kayak: 1 })], 2)).toHaveLength(2);
  });

  it('replaces and removes documents, reusing their slots', () => {
    const index = build();
    index.add('boat', [['boat'], ['sold', 'kayak']]);
    expect(index.search([query({ sail: 1 })], 5)).toEqual([]);
    expect(index.documentFrequency('kayak', text)).toBe(1);
    index.remove('kayak');
    index.remove('missing');
    expect(index.documentCount).toBe(2);
    expect(index.search([query({ paddl: 1 })], 5)).toEqual([]);
    index.add('canoe', [['canoe'], ['paddl']]);
    expect(index.search([query({ paddl: 1 })], 5).map((hit) => hit.id)).toEqual(['canoe']);
    expect(index.documentFrequency('river', text)).toBe(0);
  });

  it('finds nothing in an empty index', () => {
    expect(createBm25Index([1]).search([query({ boat: 1 }, [0])], 5)).toEqual([]);
  });
});
