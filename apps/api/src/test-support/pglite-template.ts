import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data directories made once per run (by `providePgliteTemplates`); test databases start as copies. */
    pgliteTemplates: PgliteTemplateDirs;
  }
}

/**
 * Data directories that test databases start as copies of. Creating a PGlite database runs initdb (about 3 s of CPU)
 * and then every migration; copying a directory made once per run takes a fraction of that, and the suites open
 * dozens of databases.
 */
export type PgliteTemplateDirs = {
  /** initdb done, no migration applied: what the server's first start on a new data directory finds after initdb. */
  empty: string;
  /** Every migration applied. */
  migrated: string;
};
export type PgliteTemplates = PgliteTemplateDirs & { dispose(): Promise<void> };

/** Makes both templates; each is closed, so it can be copied. */
export async function createPgliteTemplates(): Promise<PgliteTemplates> {
  const root = await mkdtemp(path.join(tmpdir(), 'ditto-pglite-template-'));
  const empty = path.join(root, 'empty');
  const migrated = path.join(root, 'migrated');
  await (await openPglite(empty)).close();
  await copyDirectory(empty, migrated);
  const db = await openPglite(migrated);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { empty, migrated, dispose: () => rm(root, { recursive: true, force: true }) };
}

/** A vitest global setup: makes the templates once for the whole run, and removes them at the end. */
export async function providePgliteTemplates(project: TestProject): Promise<() => Promise<void>> {
  const { dispose, ...dirs } = await createPgliteTemplates();
  project.provide('pgliteTemplates', dirs);
  return dispose;
}

/** In a test: a copy of one of the run's templates (see `providePgliteTemplates`) at `dataDir`. */
export async function copyPgliteTemplateTo(
  dataDir: string,
  which: keyof PgliteTemplateDirs = 'migrated',
): Promise<void> {
  await copyDirectory(inject('pgliteTemplates')[which], dataDir);
}

/**
 * Copies a directory tree, its files side by side. A PGlite data directory holds about a thousand files, and
 * `fs.cp` walks them one at a time with extra checks: 350 ms a copy against 25 ms here (in RAM), for every test
 * database of the run.
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const items = await readdir(from, { withFileTypes: true });
  await Promise.all(
    items.map((item) => {
      const [source, target] = [path.join(from, item.name), path.join(to, item.name)];
      return item.isDirectory() ? copyDirectory(source, target) : copyFile(source, target);
    }),
  );
}

/** In a test: a copy of one of the run's templates in a temp dir of its own, and how to remove it. */
export async function copyOfPgliteTemplate(
  which: keyof PgliteTemplateDirs = 'migrated',
): Promise<{ dataDir: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'ditto-pglite-'));
  const dataDir = path.join(root, 'data');
  await copyPgliteTemplateTo(dataDir, which);
  return { dataDir, dispose: () => rm(root, { recursive: true, force: true }) };
}
