import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * A migrated PGlite data directory that test databases start as copies of. Creating a PGlite database runs initdb
 * and then every migration, about 3 s of CPU each time; copying a directory made once per test run takes a fraction
 * of that, and the suites open dozens of databases.
 */
export type PgliteTemplate = { dataDir: string; dispose(): Promise<void> };

/** Makes the template: a fresh PGlite data directory with every migration applied, closed so it can be copied. */
export async function createPgliteTemplate(): Promise<PgliteTemplate> {
  const root = await mkdtemp(path.join(tmpdir(), 'ditto-pglite-template-'));
  const dataDir = path.join(root, 'data');
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { dataDir, dispose: () => rm(root, { recursive: true, force: true }) };
}

/** A new data directory in a temp dir of its own, a copy of `templateDataDir`, and how to remove it. */
export async function copyPgliteTemplate(
  templateDataDir: string,
): Promise<{ dataDir: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'ditto-pglite-'));
  const dataDir = path.join(root, 'data');
  await cp(templateDataDir, dataDir, { recursive: true });
  return { dataDir, dispose: () => rm(root, { recursive: true, force: true }) };
}
