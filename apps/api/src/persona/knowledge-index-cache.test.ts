import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { deleteKnowledgeEntry, insertKnowledgeEntry, updateKnowledgeEntry } from '../knowledge/repository.ts';
import { type TestDatabase, testDatabaseFactories } from '../test-support/databases.ts';
import { createKnowledgeIndexCache } from './knowledge-index-cache.ts';

describe.each(testDatabaseFactories())('knowledge index cache on $kind', (factory) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await factory.create();
    db = test.db;
    await migrate(db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const note = (title: string, content: string) => ({ title, content, source: 'note' as const });

  it('reuses the index while the knowledge is unchanged and rebuilds it after every kind of change', async () => {
    const cache = createKnowledgeIndexCache();
    const boat = await insertKnowledgeEntry(db, 'owner-a', note('Boat', 'I own a small red sailing boat.'));
    const first = await cache.get(db, 'owner-a');
    expect(await cache.get(db, 'owner-a')).toBe(first);
    expect(first.index.search('sailing boat')[0]?.entryId).toBe(boat.id);

    const bike = await insertKnowledgeEntry(db, 'owner-a', note('Bike', 'I ride a green bicycle to work.'));
    const afterInsert = await cache.get(db, 'owner-a');
    expect(afterInsert).not.toBe(first);
    expect(afterInsert.entries.map((entry) => entry.id)).toEqual([boat.id, bike.id]);

    await updateKnowledgeEntry(db, 'owner-a', bike.id, { title: 'Bike', content: 'I ride a green tandem.' });
    const afterUpdate = await cache.get(db, 'owner-a');
    expect(afterUpdate).not.toBe(afterInsert);
    expect(afterUpdate.entries[1]?.content).toBe('I ride a green tandem.');

    await deleteKnowledgeEntry(db, 'owner-a', boat.id);
    const afterDelete = await cache.get(db, 'owner-a');
    expect(afterDelete.entries.map((entry) => entry.id)).toEqual([bike.id]);
    expect(afterDelete.index.search('sailing boat').map((hit) => hit.entryId)).not.toContain(boat.id);
  });

  it('keeps owners apart, shares a build between simultaneous requests, and drops the least recently used', async () => {
    const cache = createKnowledgeIndexCache({ maxOwners: 1 });
    await insertKnowledgeEntry(db, 'owner-b', note('Garden', 'I grow tomatoes in my garden.'));
    const [one, two] = await Promise.all([cache.get(db, 'owner-b'), cache.get(db, 'owner-b')]);
    expect(one).toBe(two);
    const other = await cache.get(db, 'owner-c');
    expect(other.entries).toEqual([]);
    // owner-b was dropped to stay within one owner: it is built again.
    expect(await cache.get(db, 'owner-b')).not.toBe(one);
  });
});
