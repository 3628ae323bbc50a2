import type { Database } from './database.ts';
import { migrations as allMigrations, type Migration } from './migrations/index.ts';

// Any constant works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK_ID = 4_711_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in one transaction, and returns their ids.
 * Idempotent. The advisory lock makes API instances that start together apply them once.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         id         text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
}
