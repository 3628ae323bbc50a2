import { createPgliteTemplate } from '@ditto/api/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory: each test file's API starts on a copy (see `api-stack.ts`). */
    pgliteTemplate: string;
  }
}

/** Makes the API's database once for the run: initdb and the migrations cost seconds, a copy a fraction. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template.dataDir);
  return template.dispose;
}
