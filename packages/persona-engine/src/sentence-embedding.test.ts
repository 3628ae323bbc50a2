import { describe, expect, it } from 'vitest';
import { createSentenceEmbedder } from './sentence-embedding.ts';
import { cosine, decodeWordVectors, defaultWordVectors, encodeWordVectors } from './word-vectors.ts';

describe('createSentenceEmbedder', () => {
  const embed = createSentenceEmbedder(defaultWordVectors());
  const similarity = (a: string, b: string) => {
    const [x, y] = [embed(a), embed(b)];
    if (!x || !y) throw new Error('no embedding');
    return cosine(x, y);
  };

  it('brings a question close to a paragraph that answers it in other words', () => {
    const unrelated = 'I paint watercolours of the harbour.';
    for (const [question, answer] of [
      ['What do you do for a living?', 'I work as a product designer at a fintech startup.'],
      ['What kind of tunes are you into?', 'I listen to a lot of Latin American folk rock.'],
      ['Where did you grow up?', 'I spent my early years in Valparaíso, in a blue house on the hill.'],
    ] as const) {
      expect(similarity(question, answer)).toBeGreaterThan(similarity(question, unrelated) + 0.1);
    }
  });

  it('returns unit vectors, and nothing for a text without known content words', () => {
    const embedding = embed('My dog sleeps all day.');
    expect(Math.hypot(...(embedding ?? []))).toBeCloseTo(1, 5);
    expect(embed('what is it?')).toBeUndefined();
    expect(embed('zqx qzv')).toBeUndefined();
  });

  it('weighs rare words more than frequent ones', () => {
    // "said" is among the most frequent words of the vectors' text, "harbour" is not.
    const vectors = decodeWordVectors(
      encodeWordVectors(
        ['said', 'harbour'],
        [
          [1, 0],
          [0, 1],
        ],
        2,
      ),
    );
    const [x = 0, y = 0] = createSentenceEmbedder(vectors)('said harbour') ?? [];
    expect(y).toBeGreaterThan(x);
  });
});
