import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
   * `empty`: as a first start finds it. Otherwise PGlite starts as a copy of the migrated template: the same
   * schema the server's own migration would make, without initdb and the migrations on every start.
   */
  create(options?: { empty?: boolean }): Promise<ServerDatabase>;
};

/** PGlite in a temp dir always; a fresh database on the Postgres server of `DATABASE_URL` when it is set. */
export function serverDatabaseFactories(): ServerDatabaseFactory[] {
  const factories: ServerDatabaseFactory[] = [
    {
      kind: 'pglite',
      async create({ empty = false } = {}) {
        if (!empty) {
          const { dataDir, dispose } = await copyOfPgliteTemplate();
          return { options: { dataDir }, dispose };
        }
        const dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-pglite-'));
        return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
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
