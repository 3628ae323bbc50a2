import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
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
 * Data directories that test databases start as copies of. Creating a PGlite database runs initdb and then every
 * migration (about 5.6 s of CPU for both, measured once when `69e9d1c` made these templates); copying a directory
 * made once per run takes a fraction of that, and the suites open dozens of databases.
 */
export type PgliteTemplateDirs = {
  /** initdb done, no migration applied: what the server's first start on a new data directory finds after initdb. */
  empty: string;
  /** Every migration applied. */
  migrated: string;
};
export type PgliteTemplates = PgliteTemplateDirs & { dispose(): Promise<void> };

/**
 * A folder of one test run (`npm test` sets it) where every suite's global setup shares one set of templates, made by
 * the first suite to need them: each set costs about 5.6 s of CPU, and four suites need one.
 */
export const SHARED_TEMPLATES_ENV = 'DITTO_TEST_PGLITE_TEMPLATES';

/** Makes both templates in a new folder under `parent`; each is closed, so it can be copied. */
export async function createPgliteTemplates(parent = tmpdir()): Promise<PgliteTemplates> {
  const root = await mkdtemp(path.join(parent, 'ditto-pglite-template-'));
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

/**
 * A vitest global setup: makes the templates once for the whole run, and removes them at the end; or, when the
 * test run shares them (`SHARED_TEMPLATES_ENV`), uses the run's set, which the run removes.
 */
export async function providePgliteTemplates(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env[SHARED_TEMPLATES_ENV];
  if (shared) {
    project.provide('pgliteTemplates', await sharedPgliteTemplates(shared));
    return async () => {};
  }
  const { dispose, ...dirs } = await createPgliteTemplates();
  project.provide('pgliteTemplates', dirs);
  return dispose;
}

/**
 * The set of templates in `folder`, made there (by `make`) first when it has none. Suites that start together may
 * each make one: the first to move its set into place wins, and the others remove theirs.
 */
export async function sharedPgliteTemplates(
  folder: string,
  make: (parent: string) => Promise<PgliteTemplates> = createPgliteTemplates,
): Promise<PgliteTemplateDirs> {
  const ready = path.join(folder, 'templates');
  const dirs = { empty: path.join(ready, 'empty'), migrated: path.join(ready, 'migrated') };
  if (await isDirectory(ready)) return dirs;
  await mkdir(folder, { recursive: true });
  const made = await make(folder);
  try {
    await rename(path.dirname(made.empty), ready);
  } catch (error) {
    await made.dispose();
    if (!(await isDirectory(ready))) throw error;
  }
  return dirs;
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;
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
