import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@ditto/dev-stack';
import { SKIP_REASON_ENV, STACK_STATE_ENV, type StackState } from './stack-state.ts';

/**
 * Starts the real local stack (identity provider, API on PGlite, the web app's production build) in a temp
 * dir for the whole run; the returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env[SKIP_REASON_ENV]) return async () => {};
  const workDir = await mkdtemp(join(tmpdir(), 'ditto-e2e-'));
  const stack = await startStack({ dataDir: join(workDir, 'data') });
  const state: StackState = {
    webUrl: stack.webUrl,
    apiUrl: stack.apiUrl,
    admin: { email: stack.admin.email, password: stack.admin.password, name: stack.admin.name },
  };
  const stateFile = join(workDir, 'stack.json');
  await writeFile(stateFile, JSON.stringify(state));
  process.env[STACK_STATE_ENV] = stateFile;

  return async () => {
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
