import { knowledgeLimits } from '@ditto/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseFactories, useMigratedDatabase } from '../test-support/databases.ts';
import { deleteKnowledgeEntry, insertKnowledgeEntry } from './repository.ts';

const note = { title: 'A note', content: 'Something I know.', source: 'note' as const, private: false };

describe.each(testDatabaseFactories())('the knowledge quota on $kind', (factory) => {
  const database = useMigratedDatabase(factory);

  it(`stores no more than ${knowledgeLimits.entriesMax} entries per owner, and again once one is deleted`, async () => {
    const db = database();
    // All but one of the quota in one statement (the trigger counts each row, as it does for single writes).
    await db.query(
      `INSERT INTO knowledge_entries (id, owner_id, title, content, source)
       SELECT 'bulk-' || n, 'full-owner', 'Note ' || n, 'Text.', 'note' FROM generate_series(2, $1::int) AS n`,
      [knowledgeLimits.entriesMax],
    );
    const last = await insertKnowledgeEntry(db, 'full-owner', note);
    expect(last).not.toBeNull();
    expect(await insertKnowledgeEntry(db, 'full-owner', note)).toBeNull();
    expect(await insertKnowledgeEntry(db, 'another-owner', note)).not.toBeNull(); // a quota per owner

    expect(await deleteKnowledgeEntry(db, 'full-owner', last?.id ?? '')).toBe(true);
    expect(await insertKnowledgeEntry(db, 'full-owner', note)).not.toBeNull();
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM knowledge_entries WHERE owner_id = 'full-owner'",
    );
    expect(count?.n).toBe(knowledgeLimits.entriesMax);
  }, 60_000);
});
