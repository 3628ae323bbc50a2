import { it } from 'vitest';
import type { DatabaseKind } from '../db/database.ts';
import { createPostgresDatabase } from './databases.ts';
import { copyOfPgliteTemplate } from './pglite-template.ts';

/** Database options for `startApiServer` of one test run, and how to remove the database afterwards. */
export type ServerDatabase = {
  options: { dataDir?: string; databaseUrl?: string };
  dispose(): Promise<void>;
};
export type ServerDatabaseFactory = {
  kind: DatabaseKind;
  /**
   * `empty`: no migration applied, as a first start finds it. Otherwise the schema the server's own migration would
   * make. PGlite starts as a copy of a template either way: no initdb (and no migrations) on every start.
   */
  create(options?: { empty?: boolean }): Promise<ServerDatabase>;
};

/** PGlite in a temp dir, starting as a copy of one of the run's templates. */
export const pgliteServerDatabases: ServerDatabaseFactory = {
  kind: 'pglite',
  async create({ empty = false } = {}) {
    const { dataDir, dispose } = await copyOfPgliteTemplate(empty ? 'empty' : 'migrated');
    return { options: { dataDir }, dispose };
  },
};

/** PGlite always; a fresh database on the Postgres server of `DATABASE_URL` when it is set. */
export function serverDatabaseFactories(): ServerDatabaseFactory[] {
  const factories = [pgliteServerDatabases];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    factories.push({
      kind: 'postgres',
      async create() {
        const created = await createPostgresDatabase(serverUrl);
        return { options: { databaseUrl: created.databaseUrl }, dispose: created.drop };
      },
    });
  }
  return factories;
}

/**
 * `it` on PGlite, `it.skip` on the other databases: for a test whose outcome no database can change (what the engine
 * makes of notes and messages, a refusal before any query). Run again on Postgres it re-did seconds of encoder work
 * to test nothing new. Storing and reading back, paging, privacy and concurrent requests stay on every database.
 */
export function itOnPgliteOnly(factory: Pick<ServerDatabaseFactory, 'kind'>): typeof it.skip {
  return factory.kind === 'pglite' ? it : it.skip;
}
