import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@ditto/dev-stack';
import { serveMailbox } from '@ditto/local-cognito';
import { type Account, SKIP_REASON_ENV, STACK_STATE_ENV, type StackState } from './stack-state.ts';

const member: Account = { email: 'member@example.com', password: 'Member-Pass-2024', name: 'Mia Member' };
const forgetful: Account = {
  email: 'forgetful@example.com',
  password: 'Forgot-It-2024',
  name: 'Finn Forgetful',
};

/**
 * Starts the real local stack (identity provider, API on PGlite, the web app's production build) in a temp
 * dir for the whole run, seeds a non-admin user and serves the mailbox; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env[SKIP_REASON_ENV]) return async () => {};
  const workDir = await mkdtemp(join(tmpdir(), 'ditto-e2e-'));
  const stack = await startStack({ dataDir: join(workDir, 'data') });
  for (const account of [member, forgetful]) {
    await stack.identity.createUser({
      email: account.email,
      password: account.password,
      attributes: { name: account.name },
      confirmed: true,
    });
  }
  // Served over HTTP: the stack lives in this process, the journeys run in worker processes.
  const mailbox = await serveMailbox(stack.identity);
  const state: StackState = {
    webUrl: stack.webUrl,
    apiUrl: stack.apiUrl,
    admin: { email: stack.admin.email, password: stack.admin.password, name: stack.admin.name },
    member,
    forgetful,
    mailboxUrl: mailbox.url,
  };
  const stateFile = join(workDir, 'stack.json');
  await writeFile(stateFile, JSON.stringify(state));
  process.env[STACK_STATE_ENV] = stateFile;

  return async () => {
    await mailbox.stop();
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
