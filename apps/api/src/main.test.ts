import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { lisaStreamEventSchema, trainingProgressSchema } from '@ditto/contract';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrations } from './db/migrations/index.ts';
import { heldReply, readStreamEvents, startFakeModel } from './persona/chat-test-support.ts';
import { TEST_PASSWORD } from './test-support/api-stack.ts';
import { identityOf, signIn } from './test-support/identity.ts';
import { copyPgliteTemplateTo } from './test-support/pglite-template.ts';
import { startTestTokenIssuer, type TestTokenIssuer } from './test-support/token-issuer.ts';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('No port');
  return address.port;
}

/** The first answer of `path` that `accept`s, polling while the server starts; fails if it exits. */
async function waitFor(
  url: string,
  child: ChildProcess,
  accept: (response: Response) => boolean = () => true,
): Promise<Response> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const response = await fetch(url).catch(() => undefined);
    if (response && accept(response)) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No answer from ${url}`);
}

/** The bundle as `NODE_ENV=production node dist/main.js` from another directory, with its output collected. */
function spawnBundle(main: string, cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const lines = () =>
    output.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, output, lines, exited: once(child, 'exit') as Promise<[number | null, string | null]> };
}

// The esbuild bundle, run as production runs it: plain node, configured only by the environment, from any directory.
describe('the bundled server (build.mjs → main.js)', () => {
  let issuer: TestTokenIssuer;
  let idp: IdentityProvider;
  let bundleDir: string;
  let tempDir: string;

  beforeAll(async () => {
    [issuer, idp] = await Promise.all([startTestTokenIssuer(), startIdentityProvider()]);
    tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-main-'));
    // Inside the package, so that the bundle's external imports resolve from its node_modules.
    bundleDir = path.join(packageDir, 'dist', `test-${process.pid}-${Date.now()}`);
    await promisify(execFile)(process.execPath, ['build.mjs', path.join(bundleDir, 'main.js')], {
      cwd: packageDir,
    });
  });
  afterAll(async () => {
    await Promise.all([issuer.stop(), idp.stop()]);
    await rm(bundleDir, { recursive: true, force: true });
    await rm(tempDir, { recursive: true, force: true });
  });

  /** The local provider's pool and admin API (checked at start). */
  const identityEnv = () => ({
    COGNITO_USER_POOL_ID: idp.userPoolId,
    COGNITO_CLIENT_ID: idp.userPoolClientId,
    COGNITO_ISSUER: idp.issuer,
    COGNITO_JWKS_URI: idp.jwksUri,
    COGNITO_ENDPOINT: idp.endpoint,
    AWS_ACCESS_KEY_ID: idp.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: idp.credentials.secretAccessKey,
  });
  const signedIn = async (email: string) => {
    await idp.createUser({ email, password: TEST_PASSWORD, confirmed: true });
    const { accessToken } = await signIn(identityOf(idp), email, TEST_PASSWORD);
    return { Authorization: `Bearer ${accessToken}` };
  };

  it('migrates PGlite under DATA_DIR, gets ready, embeds in its encoder threads, reports metrics, exits 0', async () => {
    const port = await freePort();
    const dataDir = path.join(tempDir, 'pglite');
    const metricsToken = 'bundle-metrics-token-0123';
    const server = spawnBundle(path.join(bundleDir, 'main.js'), tempDir, {
      ...identityEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: '0',
      METRICS_TOKEN: metricsToken,
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      const health = await waitFor(`${url}/health`, server.child);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      await waitFor(`${url}/ready`, server.child, (response) => response.status === 200);

      const forged = await issuer.sign({ client_id: 'someone-else' });
      const refused = await fetch(`${url}/profile`, {
        headers: { Authorization: `Bearer ${forged}`, 'X-Request-Id': 'bundle-1' },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-request-id')).toBe('bundle-1');

      // A note is embedded in the background by the encoder's worker thread, which loads the model from the bundle.
      const headers = await signedIn('bundle@example.com');
      const created = await fetch(`${url}/knowledge`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Garden', content: 'I grow tomatoes and beans on my allotment.' }),
      });
      expect(created.status).toBe(201);
      await vi.waitFor(
        async () => {
          const progress = await fetch(`${url}/persona/training`, { headers });
          expect(trainingProgressSchema.parse(await progress.json())).toMatchObject({
            embedded: 1,
            failed: 0,
          });
        },
        { timeout: 120_000, interval: 250 },
      );

      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      const metrics = await (
        await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
      ).text();
      expect(metrics).toContain(`ditto_migrations_applied_total ${migrations.length}`);
      expect(metrics).toContain('http_requests_total{method="POST",route="/knowledge",status="201"} 1');
      expect(metrics).toContain('ditto_embedding_backlog{state="pending"} 0');
      expect(metrics).toMatch(/ditto_encoder_queue_size\{pool="entries"\} 0/);
      expect(metrics).toContain('ditto_db_pool_connections{state="total"} 1');
    } finally {
      server.child.kill('SIGTERM');
    }
    const [code] = await server.exited;
    expect(code).toBe(0);
    expect(server.output.stderr).toBe('');
    const messages = server.lines().map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['listening', 'ready', 'draining', 'stopped']));
    expect(server.lines()).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'migrations applied', count: migrations.length }),
    );
    for (const line of server.lines())
      expect(line).toMatchObject({ time: expect.any(String), level: expect.any(String) });
    expect(server.output.stdout).not.toContain(metricsToken);
    await expect(access(path.join(dataDir, 'PG_VERSION'))).resolves.toBeUndefined();
  });

  it('on SIGTERM lets a stream in flight finish, then exits 0', async () => {
    const held = heldReply();
    const model = await startFakeModel(held.handler);
    const port = await freePort();
    // A migrated copy: the first start's initdb and migrations are the test above's, and cost seconds of CPU.
    const dataDir = path.join(tempDir, 'drain');
    await copyPgliteTemplateTo(dataDir);
    // No delay: nothing here races a clock. The stream in flight holds the exit until it is released (the delay
    // and readiness while draining are lifecycle.test.ts's, with a controlled clock).
    const server = spawnBundle(path.join(bundleDir, 'main.js'), tempDir, {
      ...identityEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'test-model',
      SHUTDOWN_DELAY_MS: '0',
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${url}/ready`, server.child, (response) => response.status === 200);
      const headers = await signedIn('drain-bundle@example.com');
      await fetch(`${url}/lisa/messages`, { headers });
      const streaming = await fetch(`${url}/lisa/messages`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ content: 'I am a marine biologist.' }),
      });
      await held.asked;

      server.child.kill('SIGTERM');
      server.child.kill('SIGINT'); // a second signal neither cuts the drain short nor starts another

      held.release();
      const events = await readStreamEvents(streaming, lisaStreamEventSchema);
      expect(events.map((event) => event.event).at(-1)).toBe('done');
      const [code] = await server.exited;
      expect(code).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await model.stop();
    }
    expect(server.output.stderr).toBe('');
  });

  it('exits 1 and names the missing variables when the environment is incomplete', async () => {
    const result = await promisify(execFile)(process.execPath, [path.join(bundleDir, 'main.js')], {
      cwd: tempDir,
      env: { PATH: process.env.PATH },
    }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.code).toBe(1);
    const line = JSON.parse(result.stdout.trim()) as { level: string; msg: string; error: string };
    expect(line).toMatchObject({ level: 'error', msg: 'API failed to start' });
    expect(line.error).toContain('COGNITO_USER_POOL_ID');
    expect(line.error).toContain('COGNITO_CLIENT_ID');
  });
});
