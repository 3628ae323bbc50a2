import type { SentenceEncoder } from '@ditto/persona-engine';
import { createSentenceEncoder } from '@ditto/persona-engine/local-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createPostgresDatabase } from '../test-support/databases.ts';
import { createEmbeddingBackfill } from './embedding-backfill.ts';
import { insertKnowledgeEntry } from './repository.ts';

const encoder = createSentenceEncoder();

/** The real encoder, counting the texts it is given: an entry embedded twice would show in the sum. */
function counting(inner: SentenceEncoder): SentenceEncoder & { texts: () => number } {
  let texts = 0;
  return {
    ...inner,
    model: inner.model,
    embed: (batch) => {
      texts += batch.length;
      return inner.embed(batch);
    },
    texts: () => texts,
  };
}

// Two API replicas on one Postgres server, each with its own backfill: every entry is embedded by exactly one.
describe.skipIf(!process.env.DATABASE_URL)('embedding backfills of two replicas', () => {
  let replicas: Database[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    drop = created.drop;
    replicas = [await openPostgres(created.databaseUrl), await openPostgres(created.databaseUrl)];
    await migrate(replicas[0] as Database);
  });
  afterAll(async () => {
    await Promise.all(replicas.map((db) => db.close()));
    await drop?.();
  });

  it('share the work without doing any of it twice', async () => {
    const [first, second] = replicas as [Database, Database];
    for (let i = 0; i < 24; i++) {
      await insertKnowledgeEntry(first, 'owner', {
        title: `Note ${i}`,
        content: `Fact number ${i}.`,
        source: 'note',
        private: false,
      });
    }
    const encoders = [counting(encoder), counting(encoder)];
    const backfills = [
      createEmbeddingBackfill({ db: first, encoder: encoders[0] as SentenceEncoder, batchSize: 4 }),
      createEmbeddingBackfill({ db: second, encoder: encoders[1] as SentenceEncoder, batchSize: 4 }),
    ];
    try {
      for (const backfill of backfills) backfill.kick();
      await Promise.all(backfills.map((backfill) => backfill.settle('owner')));
      const [row] = await first.query<{ ready: number }>(
        "SELECT count(*)::int AS ready FROM knowledge_entries WHERE embedding_status = 'ready'",
      );
      expect(row?.ready).toBe(24);
      // One paragraph each: 24 texts in all, however the two replicas split them.
      expect(encoders.map((counted) => counted.texts()).reduce((sum, n) => sum + n, 0)).toBe(24);
    } finally {
      await Promise.all(backfills.map((backfill) => backfill.stop()));
    }
  }, 60_000);
});
