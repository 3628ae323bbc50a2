import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TestProject } from 'vitest/node';
import {
  type PgliteTemplates,
  providePgliteTemplates,
  SHARED_TEMPLATES_ENV,
  sharedPgliteTemplates,
} from './pglite-template.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ditto-shared-templates-'));
  folders.push(folder);
  return folder;
}

/**
 * Stands in for initdb and the migrations (seconds of CPU): a set whose files say which call made it. With
 * `together`, no call finishes before that many have started, as when suites start at the same moment.
 */
function fakeMaker({ together = 1 } = {}) {
  let started = 0;
  let made = 0;
  let start = () => {};
  const allStarted = new Promise<void>((resolve) => {
    start = resolve;
  });
  const make = vi.fn(async (parent: string): Promise<PgliteTemplates> => {
    if (++started >= together) start();
    await allStarted;
    const root = await mkdtemp(path.join(parent, 'ditto-pglite-template-'));
    const label = `set ${++made}`;
    const [empty, migrated] = [path.join(root, 'empty'), path.join(root, 'migrated')];
    for (const dir of [empty, migrated]) {
      await mkdir(dir);
      await writeFile(path.join(dir, 'PG_VERSION'), label);
    }
    return { empty, migrated, dispose: () => rm(root, { recursive: true, force: true }) };
  });
  return make;
}

describe('templates shared by the suites of one run', () => {
  test('the first suite makes the set in the folder of the run; the next one uses it', async () => {
    const folder = path.join(await newFolder(), 'not-made-yet');
    const make = fakeMaker();

    const first = await sharedPgliteTemplates(folder, make);
    await sharedPgliteTemplates(folder, make);

    expect(make).toHaveBeenCalledOnce();
    expect(await readFile(path.join(first.migrated, 'PG_VERSION'), 'utf8')).toBe('set 1');
    expect(await readdir(folder)).toEqual(['templates']);
  });

  test('suites that start together share the set moved into place first, and leave no other behind', async () => {
    const folder = await newFolder();
    const make = fakeMaker({ together: 3 });

    await Promise.all([1, 2, 3].map(() => sharedPgliteTemplates(folder, make)));

    expect(make).toHaveBeenCalledTimes(3);
    expect(await readdir(folder)).toEqual(['templates']);
    const kept = await readFile(path.join(folder, 'templates', 'empty', 'PG_VERSION'), 'utf8');
    expect(await readFile(path.join(folder, 'templates', 'migrated', 'PG_VERSION'), 'utf8')).toBe(kept);
  });

  test("the global setup provides the run's set and leaves it for the run to remove", async () => {
    const folder = await newFolder();
    const dirs = await sharedPgliteTemplates(folder, fakeMaker());
    vi.stubEnv(SHARED_TEMPLATES_ENV, folder);
    const provide = vi.fn();

    const teardown = await providePgliteTemplates({ provide } as unknown as TestProject);
    await teardown();

    expect(provide).toHaveBeenCalledExactlyOnceWith('pgliteTemplates', dirs);
    expect(await readdir(path.join(folder, 'templates'))).toEqual(['empty', 'migrated']);
  });
});
