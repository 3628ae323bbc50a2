import { describe, expect, it } from 'vitest';
import { cosine, decodeWordVectors, defaultWordVectors, encodeWordVectors } from './word-vectors.ts';

describe('encodeWordVectors and decodeWordVectors', () => {
  const words = ['river', 'stream', 'budget'];
  const vectors = [
    [0.9, 0.1, 0.05],
    [0.8, 0.25, 0],
    [-0.1, 0.2, 0.95],
  ];

  it('round-trips words in frequency order and unit vectors within a byte’s precision', () => {
    const decoded = decodeWordVectors(encodeWordVectors(words, vectors, 3));
    expect(decoded).toMatchObject({ size: 3, dimensions: 3 });
    expect(words.map((word) => decoded.rank(word))).toEqual([0, 1, 2]);
    const river = decoded.vector('river');
    expect(river?.[0]).toBeCloseTo(0.9 / Math.hypot(0.9, 0.1, 0.05), 2);
    expect(Math.hypot(...(river ?? []))).toBeCloseTo(1, 5);
    expect(decoded.vector('ocean')).toBeUndefined();
  });

  it('rejects a file that is not word vectors, or is cut short', () => {
    const bytes = encodeWordVectors(words, vectors, 3);
    expect(() => decodeWordVectors(new Uint8Array(bytes.length))).toThrow('Not a word vectors file');
    expect(() => decodeWordVectors(bytes.subarray(0, bytes.length - 1))).toThrow(
      'Word vectors file is truncated or damaged',
    );
  });
});

describe('defaultWordVectors', () => {
  const vectors = defaultWordVectors();
  const similarity = (a: string, b: string) => {
    const [x, y] = [vectors.vector(a), vectors.vector(b)];
    if (!x || !y) throw new Error(`no vector for ${a} or ${b}`);
    return cosine(x, y);
  };

  it('ships 60,000 everyday words, most frequent first, without accents', () => {
    expect(vectors).toMatchObject({ size: 60_000, dimensions: 100 });
    expect(vectors.rank('the')).toBe(0);
    expect(vectors.vector('valparaiso')).toBeDefined();
  });

  it('puts words of like meaning close together', () => {
    expect(similarity('kids', 'children')).toBeGreaterThan(0.7);
    expect(similarity('scared', 'afraid')).toBeGreaterThan(0.7);
    expect(similarity('kids', 'budget')).toBeLessThan(0.3);
  });

  it('is read once and shared', () => {
    expect(defaultWordVectors()).toBe(vectors);
  });
});
