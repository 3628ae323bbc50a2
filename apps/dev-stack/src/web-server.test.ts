import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from './web-server.ts';

const config = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_pool',
  userPoolClientId: 'client',
  identityEndpoint: 'http://127.0.0.1:1',
  apiBaseUrl: 'http://127.0.0.1:2',
};

describe('startWebServer', () => {
  let distDir: string;
  let server: WebServer;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'ditto-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Ditto</title><div id="root"></div>');
    await writeFile(join(distDir, 'assets', 'app-1234.js'), 'console.error("app")');
    server = await startWebServer({ distDir, config: () => config });
  });

  afterAll(async () => {
    await server.stop();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends a content security policy naming the API and the identity provider, and no framing', async () => {
    const response = await fetch(`${server.url}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:2 http://127.0.0.1:1");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers the runtime configuration, never cached', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(config);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${server.url}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.error("app")');
  });

  it.each(['/', '/login?redirect=%2Fditto', '/admin/users/abc', '/no/such/page'])(
    'serves the app document for the client route %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('holds requests until the stack is ready, rather than failing them', async () => {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const starting = await startWebServer({ distDir, config: () => config, ready });
    let answered = false;
    const response = fetch(`${starting.url}/config.json`).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    markReady();
    expect(await (await response).json()).toEqual(config);
    await starting.stop();
  });

  it('refuses to start without a build, saying how to make one', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'ditto-web-empty-'));
    await expect(startWebServer({ distDir: empty, config: () => config })).rejects.toThrow(/not built/);
    await rm(empty, { recursive: true, force: true });
  });

  it('reports a port that is taken instead of hanging', async () => {
    const port = Number(new URL(server.url).port);
    await expect(startWebServer({ distDir, port, config: () => config })).rejects.toThrow(/EADDRINUSE/);
  });
});
