import { isFramingWord, isStopWord, lemmaCandidates, words } from './text.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * Smooth inverse frequency (Arora et al., 2017): rare words weigh almost fully, the most frequent ones little.
 * The word's probability is read from its frequency rank by Zipf's law.
 */
const smoothing = 3e-4;
const zipfWeight = (rank: number): number => {
  const probability = 0.1 / (rank + 10);
  return smoothing / (smoothing + probability);
};

/**
 * Embeds a text as the frequency-weighted mean of its words' vectors, at unit length: texts that say the same thing
 * in other words ("Where did you grow up?", "my early years in Valparaíso") point the same way. Undefined when no
 * word of the text has a vector.
 */
export function createSentenceEmbedder(vectors: WordVectors): (text: string) => Float32Array | undefined {
  const known = new Map<string, { vector: Float32Array; weight: number } | undefined>();
  const lookup = (word: string) => {
    if (known.has(word)) return known.get(word);
    const lemma = lemmaCandidates(word).find((candidate) => vectors.vector(candidate) !== undefined);
    const vector = lemma ? vectors.vector(lemma) : undefined;
    const found = lemma && vector ? { vector, weight: zipfWeight(vectors.rank(lemma) ?? 0) } : undefined;
    known.set(word, found);
    return found;
  };
  return (text) => {
    const sum = new Float32Array(vectors.dimensions);
    let any = false;
    for (const word of words(text)) {
      if (isStopWord(word) || isFramingWord(word)) continue;
      const found = lookup(word);
      if (!found) continue;
      any = true;
      for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + found.weight * (found.vector[i] ?? 0);
    }
    return any ? toUnitLength(sum) : undefined;
  };
}

function toUnitLength(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  const inverse = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) * inverse;
  return vector;
}
