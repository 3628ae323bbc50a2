/**
 * `deploy/Caddyfile` in a real Caddy in front of small upstreams: the prefix is stripped, a replica whose /ready
 * answers 503 gets no requests, a refused dial is retried on another replica, a stream passes through unbuffered
 * and stays whole through a reload, and the web build is served with its SPA fallback. Skipped where Caddy is not
 * installed (CI installs it).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@ditto/api/private-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caddy, startCaddy, waitFor } from './topology.ts';

function hasCaddy(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function upstream(handler: Handler): Promise<{ server: Server; address: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.skipIf(!hasCaddy())('deploy/Caddyfile', () => {
  let dir = '';
  let caddy: Caddy;
  const servers: Server[] = [];
  let notReadyChecks = 0;
  let notReadyServed = 0;
  let releaseStream = () => {};
  let releaseLongStream = () => {};
  let upstreams: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ditto-caddyfile-'));
    const webRoot = path.join(dir, 'web');
    await mkdir(webRoot);
    await writeFile(path.join(webRoot, 'index.html'), '<p>the app</p>');
    await writeFile(path.join(webRoot, 'config.json'), '{"apiBaseUrl":"/api"}');

    const ready = await upstream((request, response) => {
      if (request.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        // The second event waits for the test to have read the first one through the proxy.
        new Promise<void>((resolve) => {
          releaseStream = resolve;
        }).then(() => response.end('data: second\n\n'));
        return;
      }
      if (request.url === '/long') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        new Promise<void>((resolve) => {
          releaseLongStream = resolve;
        }).then(() => response.end('event: done\ndata: {}\n\n'));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ from: 'ready', path: request.url }));
    });
    const notReady = await upstream((request, response) => {
      if (request.url === '/ready') notReadyChecks++;
      else notReadyServed++;
      response.writeHead(request.url === '/ready' ? 503 : 200).end('{"from":"not ready"}');
    });
    servers.push(ready.server, notReady.server);
    const refused = `127.0.0.1:${await freePort()}`;
    upstreams = [ready.address, notReady.address, refused];
    caddy = await startCaddy({
      port: await freePort(),
      adminPort: await freePort(),
      webRoot,
      upstreams,
      dir: path.join(dir, 'caddy'),
    });
    await waitFor('the first health checks', async () => notReadyChecks > 0, 20_000);
  });

  afterAll(async () => {
    await caddy?.stop();
    for (const server of servers) server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends /api/* to ready replicas only, without the prefix, retrying refused dials', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const response = await fetch(`${caddy.url}/api/knowledge?limit=2`);
        return { status: response.status, body: (await response.json()) as unknown };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { from: 'ready', path: '/knowledge?limit=2' } });
    }
    expect(notReadyServed).toBe(0);
  });

  it("keeps the replicas' metrics off the public origin", async () => {
    const response = await fetch(`${caddy.url}/api/metrics`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it('passes a stream through as it is written', async () => {
    const response = await fetch(`${caddy.url}/api/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // Buffered, the first read would wait for the second event, which waits for this read: the test would hang.
    expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
    releaseStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe('data: second\n\n');
  });

  it('keeps a stream in flight whole while a deployment reloads the upstreams', async () => {
    const response = await fetch(`${caddy.url}/api/long`, { method: 'POST', body: '{"content":"hi"}' });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
    // Meanwhile another replica joins (a `caddy reload`, which ends the configuration the stream came through),
    // stops and starts again on its port, and leaves (another reload).
    const peer = await upstream((_request, res) => res.writeHead(503).end());
    servers.push(peer.server);
    await caddy.setUpstreams([...upstreams, peer.address]);
    await new Promise((resolve) => {
      peer.server.close(resolve);
      peer.server.closeAllConnections();
    });
    await new Promise<void>((resolve) =>
      peer.server.listen(Number(peer.address.split(':')[1]), '127.0.0.1', resolve),
    );
    await caddy.setUpstreams(upstreams);
    releaseLongStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe('event: done\ndata: {}\n\n');
  });

  it('serves the web build with its runtime config and an SPA fallback', async () => {
    const route = await fetch(`${caddy.url}/ditto`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe('<p>the app</p>');
    expect(route.headers.get('cache-control')).toBe('no-store');
    const config = await fetch(`${caddy.url}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: '/api' });
  });
});
