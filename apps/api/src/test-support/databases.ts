import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Database, type DatabaseKind, openPglite, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { copyOfPgliteTemplate, type PgliteTemplateDirs } from './pglite-template.ts';

/** A database of its own for one test run, and how to remove it. */
export type TestDatabase = { db: Database; databaseUrl?: string; dispose(): Promise<void> };
export type TestDatabaseFactory = {
  kind: DatabaseKind;
  /** A database with no migration applied, as the server's first start finds it. */
  create(): Promise<TestDatabase>;
  /** A database with every migration applied. */
  createMigrated(): Promise<TestDatabase>;
};

/**
 * PGlite always; the Postgres server too when `DATABASE_URL` is set. Each Postgres run gets a freshly created
 * database that is dropped afterwards, so runs never see each other's data.
 */
export function testDatabaseFactories(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [
    {
      kind: 'pglite',
      create: () => createPgliteTestDatabase('empty'),
      createMigrated: () => createPgliteTestDatabase(),
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const create = () => createPostgresTestDatabase(serverUrl);
    factories.push({ kind: 'postgres', create, createMigrated: () => migrated(create()) });
  }
  return factories;
}

async function migrated(creating: Promise<TestDatabase>): Promise<TestDatabase> {
  const database = await creating;
  try {
    await migrate(database.db);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}

/** A copy of a template: far cheaper than initdb (and the migrations) for every database. */
async function createPgliteTestDatabase(
  template: keyof PgliteTemplateDirs = 'migrated',
): Promise<TestDatabase> {
  const copy = await copyOfPgliteTemplate(template);
  const db = await openPglite(copy.dataDir);
  return {
    db,
    async dispose() {
      await db.close();
      await copy.dispose();
    },
  };
}

/** A migrated PGlite database for one test file; closing it removes its data directory. */
export async function openTestPglite(): Promise<Database> {
  const { db, dispose } = await createPgliteTestDatabase();
  return { ...db, close: dispose };
}

/** Creates `ditto_test_<random>` on the server of `serverUrl`; `databaseUrl` points at it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `ditto_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        await untilDisconnected(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * Waits (a few seconds at most) until no session is connected to `database`. A closed pool's connections end a
 * moment after `pool.end()` resolves: dropping the database WITH (FORCE) then would terminate them, and the pool
 * would report that as an error. Whatever is still connected after the wait is a leak, which FORCE ends.
 */
async function untilDisconnected(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await client.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(serverUrl);
  const db = await openPostgres(created.databaseUrl);
  return {
    db,
    databaseUrl: created.databaseUrl,
    async dispose() {
      await db.close();
      await created.drop();
    },
  };
}

async function withAdminClient(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of `factory` for the tests of the calling `describe` block, created before them and removed
 * after; the returned function gives it inside hooks and tests.
 */
export function useMigratedDatabase(factory: TestDatabaseFactory): () => Database {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await factory.createMigrated();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!database) throw new Error('The test database is made in beforeAll');
    return database.db;
  };
}
