import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import type { TestProject } from 'vitest/node';
import { copyPgliteTemplateTo, providePgliteTemplates, SHARED_TEMPLATES_ENV } from './pglite-template.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'ditto-shared-templates-'));
  folders.push(folder);
  return folder;
}

test("a suite of a run that shares templates uses the run's set, and leaves it for the run to remove", async () => {
  const folder = await newFolder();
  // A set another suite of the run made: copies of this run's own templates.
  const set = path.join(folder, 'templates');
  await Promise.all([
    copyPgliteTemplateTo(path.join(set, 'empty'), 'empty'),
    copyPgliteTemplateTo(path.join(set, 'migrated'), 'migrated'),
  ]);
  vi.stubEnv(SHARED_TEMPLATES_ENV, folder);
  const provide = vi.fn();

  const teardown = await providePgliteTemplates({ provide } as unknown as TestProject);

  expect(provide).toHaveBeenCalledExactlyOnceWith('pgliteTemplates', {
    empty: path.join(set, 'empty'),
    migrated: path.join(set, 'migrated'),
  });
  await teardown();
  expect(await readdir(folder)).toEqual(['templates']);
});
