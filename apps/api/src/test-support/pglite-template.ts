import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (made by `providePgliteTemplate`); test databases start as copies of it. */
    pgliteTemplate: string;
  }
}

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

/** A vitest global setup: makes the template once for the whole run, and removes it at the end. */
export async function providePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template.dataDir);
  return template.dispose;
}

/** In a test: a copy of the run's template (see `providePgliteTemplate`), and how to remove it. */
export function copyOfPgliteTemplate(): Promise<{ dataDir: string; dispose(): Promise<void> }> {
  return copyPgliteTemplate(inject('pgliteTemplate'));
}
