import type { TestProject } from 'vitest/node';
import './databases.ts'; // declares `pgliteTemplate`, the value provided here
import { createPgliteTemplate } from './pglite-template.ts';

/** Makes the migrated PGlite template once for the whole run, and removes it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template.dataDir);
  return template.dispose;
}
