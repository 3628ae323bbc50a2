// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './config.ts';

const valid = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_abc',
  userPoolClientId: 'client123',
  identityEndpoint: 'http://127.0.0.1:9229',
  apiBaseUrl: 'http://127.0.0.1:3000',
};

/** Each path answers with a fixed status and body, like the static server in front of the app. */
const routes: Record<string, { status: number; body: string }> = {
  '/valid.json': { status: 200, body: JSON.stringify(valid) },
  '/missing-field.json': { status: 200, body: JSON.stringify({ ...valid, userPoolId: '' }) },
  '/bad-url.json': { status: 200, body: JSON.stringify({ ...valid, apiBaseUrl: 'not a url' }) },
  '/html.json': { status: 200, body: '<!doctype html><html></html>' },
  '/same-origin.json': { status: 200, body: JSON.stringify({ ...valid, apiBaseUrl: '/api' }) },
  '/protocol-relative.json': {
    status: 200,
    body: JSON.stringify({ ...valid, apiBaseUrl: '//evil.example/api' }),
  },
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ''] ?? { status: 404, body: 'not found' };
    response.writeHead(route.status, { 'content-type': 'application/json' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('loadRuntimeConfig', () => {
  it('returns a valid configuration', async () => {
    expect(await loadRuntimeConfig(fetch, `${origin}/valid.json`)).toEqual({ ok: true, config: valid });
  });

  it('reports a missing file with its HTTP status', async () => {
    const result = await loadRuntimeConfig(fetch, `${origin}/nope.json`);
    expect(result).toEqual({
      ok: false,
      problem: `The configuration file ${origin}/nope.json is missing (HTTP 404).`,
    });
  });

  it('names the invalid fields', async () => {
    const empty = await loadRuntimeConfig(fetch, `${origin}/missing-field.json`);
    expect(empty.ok || empty.problem).toMatch(/is invalid: check userPoolId\.$/);
    const badUrl = await loadRuntimeConfig(fetch, `${origin}/bad-url.json`);
    expect(badUrl.ok || badUrl.problem).toMatch(/is invalid: check apiBaseUrl\.$/);
  });

  it('takes a path as an address of the origin that served the file (an API behind the same proxy)', async () => {
    expect(await loadRuntimeConfig(fetch, `${origin}/same-origin.json`)).toEqual({
      ok: true,
      config: { ...valid, apiBaseUrl: `${origin}/api` },
    });
    const other = await loadRuntimeConfig(fetch, `${origin}/protocol-relative.json`);
    expect(other.ok || other.problem).toMatch(/is invalid: check apiBaseUrl\.$/);
  });

  it('reports a body that is not JSON (an SPA fallback page)', async () => {
    const result = await loadRuntimeConfig(fetch, `${origin}/html.json`);
    expect(result.ok || result.problem).toMatch(/is not valid JSON\.$/);
  });

  it('reports an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await loadRuntimeConfig(fetch, `http://127.0.0.1:${port}/config.json`);
    expect(result.ok || result.problem).toMatch(/could not be reached\.$/);
  });
});

describe('the address rule, in config.ts and in scripts/write-config.mjs', () => {
  const script = fileURLToPath(new URL('../scripts/write-config.mjs', import.meta.url));
  const cases: Array<[string, boolean]> = [
    ['https://api.example.com', true],
    ['http://127.0.0.1:3000/v1', true],
    ['/api', true],
    ['//evil.example.com/api', false],
    ['api', false],
    ['ftp://files.example.com', false],
    ['javascript:alert(1)', false],
    ['https://', false],
  ];

  /** Whether write-config.mjs accepts `apiBaseUrl` (it exits 1 naming the variable otherwise). */
  async function scriptAccepts(apiBaseUrl: string, dir: string): Promise<boolean> {
    const env = {
      PATH: process.env.PATH,
      DITTO_API_URL: apiBaseUrl,
      COGNITO_USER_POOL_ID: valid.userPoolId,
      COGNITO_CLIENT_ID: valid.userPoolClientId,
    };
    return promisify(execFile)(process.execPath, [script, dir], { env }).then(
      () => true,
      (error: { stderr?: string }) => {
        expect(error.stderr).toContain('DITTO_API_URL must be an http(s) URL or a path such as /api');
        return false;
      },
    );
  }

  it.each(cases)('%s: accepted by both is %s', async (apiBaseUrl, accepted) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ditto-config-'));
    try {
      expect(await scriptAccepts(apiBaseUrl, dir)).toBe(accepted);
      const served = async () => new Response(JSON.stringify({ ...valid, apiBaseUrl }));
      const loaded = await loadRuntimeConfig(served, 'https://app.example.com/config.json');
      expect(loaded.ok).toBe(accepted);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
