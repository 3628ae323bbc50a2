import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveMailbox, startIdentityProvider } from '@ditto/local-cognito';
import type { TestProject } from 'vitest/node';
import type { RuntimeConfig } from '../config.ts';

/** The user every component test signs in as (not an administrator). */
export const testUser = {
  email: 'ada@example.com',
  password: 'Analytical-Engine-1843',
  name: 'Ada Lovelace',
};

/** An administrator (`custom:is_super` = "true"). */
export const testAdmin = {
  email: 'grace@example.com',
  password: 'Compiler-Pioneer-1952',
  name: 'Grace Hopper',
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Runtime config pointing at the real local identity provider; the API is down (a closed port). */
    runtimeConfig: RuntimeConfig;
    testUser: typeof testUser;
    testAdmin: typeof testAdmin;
    /** `GET {mailboxUrl}?email=…&after=<epoch ms>` answers the latest code emailed to that address. */
    mailboxUrl: string;
  }
}

/** A port that was free a moment ago and now refuses connections. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * Runs the real local identity provider once for the whole test run, in Node (the tests themselves run in
 * happy-dom, where server-side packages do not resolve), and hands its coordinates to the tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ditto-web-test-'));
  const provider = await startIdentityProvider({ dataDir, port: 0 });
  await provider.createUser({
    email: testUser.email,
    password: testUser.password,
    attributes: { name: testUser.name },
    confirmed: true,
  });
  await provider.createUser({
    email: testAdmin.email,
    password: testAdmin.password,
    attributes: { name: testAdmin.name },
    confirmed: true,
  });
  await provider.setAttributes(testAdmin.email, { 'custom:is_super': 'true' });
  const mailbox = await serveMailbox(provider);
  project.provide('runtimeConfig', {
    region: provider.region,
    userPoolId: provider.userPoolId,
    userPoolClientId: provider.userPoolClientId,
    identityEndpoint: provider.endpoint,
    apiBaseUrl: await closedPortUrl(),
  });
  project.provide('testUser', testUser);
  project.provide('testAdmin', testAdmin);
  project.provide('mailboxUrl', mailbox.url);
  return async () => {
    await mailbox.stop();
    await provider.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
