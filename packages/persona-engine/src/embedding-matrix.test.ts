import { describe, expect, it } from 'vitest';
import { EmbeddingMatrix } from './embedding-matrix.ts';

const unit = (values: number[]) => {
  const norm = Math.hypot(...values) || 1;
  return Float32Array.from(values, (value) => value / norm);
};

/** A deterministic pseudo-random stream (mulberry32), so the large case is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('EmbeddingMatrix', () => {
  it('returns the closest items, most similar first', () => {
    const matrix = new EmbeddingMatrix(2);
    matrix.set('east', unit([1, 0]));
    matrix.set('north', unit([0, 1]));
    matrix.set('north-east', unit([1, 1]));
    expect(matrix.closest(unit([1, 0.1]), 2)).toEqual(['east', 'north-east']);
    expect(matrix.closest(unit([1, 0.1]), 0)).toEqual([]);
  });

  it('replaces and deletes items, moving the last row into a freed place', () => {
    const matrix = new EmbeddingMatrix(2);
    for (const [id, values] of [
      ['a', [1, 0]],
      ['b', [0, 1]],
      ['c', [-1, 0]],
    ] as const) {
      matrix.set(id, unit([...values]));
    }
    matrix.set('a', unit([0, -1]));
    matrix.delete('a');
    matrix.delete('missing');
    expect(matrix.size).toBe(2);
    expect(matrix.get('a')).toBeUndefined();
    expect([...(matrix.get('c') ?? [])]).toEqual([-1, 0]);
    expect(matrix.closest(unit([-1, 0]), 3)).toEqual(['c', 'b']);
  });

  it('finds the same nearest items with its rough first pass on a large matrix', () => {
    // Variance falls off along the axes, as it does for the package's rotated word vectors.
    const next = random(7);
    const dimensions = 100;
    const items = Array.from({ length: 5000 }, () =>
      unit(Array.from({ length: dimensions }, (_, axis) => (next() - 0.5) / (1 + axis / 4))),
    );
    const matrix = new EmbeddingMatrix(dimensions);
    items.forEach((item, i) => {
      matrix.set(`i${i}`, item);
    });
    const query = items[42] ?? unit([1]);
    const exact = items
      .map((item, i) => ({
        id: `i${i}`,
        dot: item.reduce((sum, value, k) => sum + value * (query[k] ?? 0), 0),
      }))
      .sort((a, b) => b.dot - a.dot)
      .slice(0, 10)
      .map(({ id }) => id);
    expect(matrix.closest(query, 10)).toEqual(exact);
  });
});
