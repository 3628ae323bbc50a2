import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseFactories } from '../test-support/databases.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe.each(testDatabaseFactories())('migrate on $kind', (factory) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await factory.create();
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  it('applies every migration once and records it', async () => {
    expect(await migrate(testDb.db)).toEqual(migrations.map((migration) => migration.id));
    const recorded = await testDb.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
    const columns = await testDb.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'profiles' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'cognito_id',
      'name',
      'email',
      'organization',
      'created_at',
      'updated_at',
    ]);
  });

  // The two tests that start migrated take a copy of a migrated database: running every migration costs seconds.
  const migratedDb = async () => {
    await testDb.dispose();
    testDb = await factory.createMigrated();
    return testDb.db;
  };

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    const db = await migratedDb();
    await db.query(
      `INSERT INTO profiles (cognito_id, name, email) VALUES ('sub-1', 'Ada', 'ada@example.com')`,
    );
    expect(await migrate(db)).toEqual([]);
    expect(await db.query('SELECT cognito_id FROM profiles')).toEqual([{ cognito_id: 'sub-1' }]);
  });

  it("keeps each reply's saved entry when replies come to name a list of them (0013)", async () => {
    const at = migrations.findIndex((migration) => migration.id === '0013_messages_saved_entries');
    await migrate(testDb.db, migrations.slice(0, at));
    await testDb.db.query(
      `INSERT INTO messages (id, owner_id, thread, role, content, saved_entry_id)
       VALUES ('m1', 'sub-1', 'lisa', 'assistant', 'Saved.', 'e1'), ('m2', 'sub-1', 'lisa', 'assistant', 'Hi.', NULL)`,
    );
    expect(await migrate(testDb.db)).toEqual(migrations.slice(at).map((migration) => migration.id));
    const rows = await testDb.db.query<{ id: string; saved_entry_ids: string[] }>(
      'SELECT id, saved_entry_ids FROM messages ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'm1', saved_entry_ids: ['e1'] },
      { id: 'm2', saved_entry_ids: [] },
    ]);
  });

  it('applies only the new migrations of a later release', async () => {
    const db = await migratedDb();
    const next = [...migrations, { id: '9999_add_note', sql: 'ALTER TABLE profiles ADD COLUMN note text' }];
    expect(await migrate(db, next)).toEqual(['9999_add_note']);
  });

  it('rolls a failing migration back entirely', async () => {
    const broken = [
      ...migrations,
      { id: '9998_ok', sql: 'CREATE TABLE half_done (id int)' },
      { id: '9999_broken', sql: 'ALTER TABLE no_such_table ADD COLUMN x int' },
    ];
    await expect(migrate(testDb.db, broken)).rejects.toThrow(/no_such_table/);
    const tables = await testDb.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_name IN ('half_done', 'schema_migrations', 'profiles')`,
    );
    expect(tables).toEqual([]);
  });
});
