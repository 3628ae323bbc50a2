import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function waitForHealth(url: string, child: ChildProcess): Promise<Response> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const response = await fetch(`${url}/health`).catch(() => undefined);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not answer /health');
}

// The esbuild bundle, run as `pnpm start` runs it: it must carry the migrations and read the environment.
describe('the bundled server (build.mjs → main.js)', () => {
  let issuer: TestTokenIssuer;
  let idp: IdentityProvider;
  let bundleDir: string;
  let dataDir: string;

  beforeAll(async () => {
    [issuer, idp] = await Promise.all([startTestTokenIssuer(), startIdentityProvider()]);
    dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-main-'));
    // Inside the package, so that the bundle's external imports resolve from its node_modules.
    bundleDir = path.join(packageDir, 'dist', `test-${process.pid}-${Date.now()}`);
    await promisify(execFile)(process.execPath, ['build.mjs', path.join(bundleDir, 'main.js')], {
      cwd: packageDir,
    });
  });
  afterAll(async () => {
    await Promise.all([issuer.stop(), idp.stop()]);
    await rm(bundleDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts from the environment, migrates PGlite under DATA_DIR, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
      cwd: packageDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: dataDir,
        // The local provider's pool and admin API (checked at start); tokens from a test issuer of our own.
        COGNITO_USER_POOL_ID: idp.userPoolId,
        COGNITO_CLIENT_ID: idp.userPoolClientId,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_JWKS_URI: issuer.jwksUri,
        COGNITO_ENDPOINT: idp.endpoint,
        AWS_ACCESS_KEY_ID: idp.credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: idp.credentials.secretAccessKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      const health = await waitForHealth(url, child);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const forged = await issuer.sign({ client_id: 'someone-else' });
      const response = await fetch(`${url}/profile`, { headers: { Authorization: `Bearer ${forged}` } });
      expect(response.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    await expect(access(path.join(dataDir, 'PG_VERSION'))).resolves.toBeUndefined();
  });

  it('exits 1 and names the missing variables when the environment is incomplete', async () => {
    const result = await promisify(execFile)(process.execPath, [path.join(bundleDir, 'main.js')], {
      cwd: packageDir,
      env: { PATH: process.env.PATH },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('COGNITO_USER_POOL_ID');
    expect(result.stderr).toContain('COGNITO_CLIENT_ID');
  });
});
