import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Word vectors: GloVe 100-d vectors for the most frequent English words (see `scripts/build-word-vectors.ts`),
 * stored as one signed byte a dimension and held in memory as unit-length Float32Arrays. Only directions matter
 * (every use is a cosine), so each vector is stored scaled to fill the byte range.
 */
export interface WordVectors {
  readonly dimensions: number;
  readonly size: number;
  /** The unit vector of a word (normalised as `text.ts` does), or undefined when the word is unknown. */
  vector(word: string): Float32Array | undefined;
  /** The word's place by frequency in the vectors' training text (0 = most frequent), or undefined. */
  rank(word: string): number | undefined;
}

const magic = 'DWV2';
const headerBytes = 16;

/** Packs vectors into the binary form `decodeWordVectors` reads: header, words, then one byte a dimension. */
export function encodeWordVectors(words: string[], vectors: number[][], dimensions: number): Uint8Array {
  const names = new TextEncoder().encode(words.join('\n'));
  const valuesAt = headerBytes + names.length;
  const bytes = new Uint8Array(valuesAt + dimensions * words.length);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(magic), 0);
  view.setUint32(4, words.length, true);
  view.setUint32(8, dimensions, true);
  view.setUint32(12, names.length, true);
  bytes.set(names, headerBytes);
  const values = new Int8Array(bytes.buffer, valuesAt);
  vectors.forEach((vector, row) => {
    const largest = Math.max(...vector.map(Math.abs)) || 1;
    for (let i = 0; i < dimensions; i++) {
      values[row * dimensions + i] = Math.round(((vector[i] ?? 0) / largest) * 127);
    }
  });
  return bytes;
}

export function decodeWordVectors(bytes: Uint8Array): WordVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < headerBytes || new TextDecoder().decode(bytes.subarray(0, 4)) !== magic) {
    throw new Error('Not a word vectors file');
  }
  const count = view.getUint32(4, true);
  const dimensions = view.getUint32(8, true);
  const namesLength = view.getUint32(12, true);
  const valuesAt = headerBytes + namesLength;
  if (bytes.byteLength !== valuesAt + count * dimensions)
    throw new Error('Word vectors file is truncated or damaged');
  const words = new TextDecoder().decode(bytes.subarray(headerBytes, valuesAt)).split('\n');
  if (words.length !== count) throw new Error('Word vectors file is truncated or damaged');
  const unit = Float32Array.from(
    new Int8Array(bytes.buffer, bytes.byteOffset + valuesAt, count * dimensions),
  );
  for (let start = 0; start < unit.length; start += dimensions) {
    let norm = 0;
    for (let i = start; i < start + dimensions; i++) norm += (unit[i] as number) ** 2;
    const inverse = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = start; i < start + dimensions; i++) unit[i] = (unit[i] as number) * inverse;
  }
  const rowOf = new Map(words.map((word, row) => [word, row]));
  return {
    dimensions,
    size: count,
    vector(word) {
      const row = rowOf.get(word);
      return row === undefined ? undefined : unit.subarray(row * dimensions, (row + 1) * dimensions);
    },
    rank: (word) => rowOf.get(word),
  };
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] as number) * (b[i] as number);
  return dot;
}

let shared: WordVectors | undefined;

/** The word vectors shipped with this package, read once on first use (about 0.1 s and 30 MB). */
export function defaultWordVectors(): WordVectors {
  if (!shared) {
    const path = createRequire(import.meta.url).resolve('@ditto/persona-engine/word-vectors.bin');
    shared = decodeWordVectors(readFileSync(path));
  }
  return shared;
}
