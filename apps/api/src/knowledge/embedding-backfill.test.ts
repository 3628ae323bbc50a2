import { encoderModel } from '@ditto/persona-engine';
import { createSentenceEncoder } from '@ditto/persona-engine/local-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseFactories, useMigratedDatabase } from '../test-support/databases.ts';
import { createEmbeddingBackfill, type EmbeddingBackfill } from './embedding-backfill.ts';
import { trainingProgress, unpackVectors } from './embeddings-repository.ts';
import { insertKnowledgeEntry } from './repository.ts';

const encoder = createSentenceEncoder();

describe.each(testDatabaseFactories())('the embedding backfill on $kind', (factory) => {
  const database = useMigratedDatabase(factory);
  let backfill: EmbeddingBackfill;
  beforeAll(() => {
    backfill = createEmbeddingBackfill({ db: database(), encoder, settleMs: 20_000 });
  });
  afterAll(async () => {
    await backfill?.stop();
  });

  const stored = async (id: string) => {
    const [row] = await database().query<{ embedding: Uint8Array; embedding_model: string; status: string }>(
      'SELECT embedding, embedding_model, embedding_status AS status FROM knowledge_entries WHERE id = $1',
      [id],
    );
    return row;
  };

  it('stores one unit vector per paragraph with the model id, and re-embeds when the model changes', async () => {
    const entry = await insertKnowledgeEntry(database(), 'owner', {
      title: 'Two paragraphs',
      content: 'I learned to sail on a lake.\n\nLater I crewed a yacht to the Azores.',
      source: 'note',
      private: false,
    });
    if (!entry) throw new Error('not stored');
    backfill.kick();
    await backfill.settle('owner');
    const first = await stored(entry.id);
    expect(first).toMatchObject({ embedding_model: encoderModel.id, status: 'ready' });
    const vectors = unpackVectors(first?.embedding ?? new Uint8Array(), encoderModel.dimensions);
    expect(vectors).toHaveLength(2);
    expect(Math.hypot(...(vectors[0] ?? []))).toBeCloseTo(1, 4);

    // Vectors of another model are stale: the next sweep embeds the entry again with this one.
    await database().query("UPDATE knowledge_entries SET embedding_model = 'an-older-model' WHERE id = $1", [
      entry.id,
    ]);
    expect((await trainingProgress(database(), 'owner', encoderModel.id)).pending).toBe(1);
    backfill.kick();
    await backfill.settle('owner');
    expect(await stored(entry.id)).toMatchObject({ embedding_model: encoderModel.id, status: 'ready' });
  }, 60_000);
});
