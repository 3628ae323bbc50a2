import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { apiErrorBodySchema } from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { type ApiServer, startApiServer } from '../server.ts';
import { type ApiStack, startApiStack } from '../test-support/api-stack.ts';
import { createPostgresDatabase } from '../test-support/databases.ts';
import { identityOf } from '../test-support/identity.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';
import { asUnavailable, DatabaseUnavailableError } from './database.ts';

describe('asUnavailable', () => {
  it('names an unreachable, stopping or full server unavailable, and leaves every other error alone', () => {
    const withCode = (code: string) => Object.assign(new Error('failed'), { code });
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      withCode('53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(asUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError);
    }
    for (const error of [withCode('23505'), withCode('57014'), new Error('syntax error'), 'text']) {
      expect(asUnavailable(error)).toBe(error);
    }
  });
});

/** A TCP proxy to the Postgres server that the test can cut and restore, as if the server went away. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  return {
    port: () => port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
    restore: listen,
  };
}

describe.skipIf(!process.env.DATABASE_URL)('the API while its Postgres server is unreachable', () => {
  let stack: ApiStack;
  let api: ApiServer;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const [factory] = serverDatabaseFactories();
    if (!factory) throw new Error('no database factory');
    stack = await startApiStack(factory);
    const database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    drop = database.drop;
    const url = new URL(database.databaseUrl);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port()}`;
    api = await startApiServer({
      identity: { ...identityOf(stack.idp), credentials: stack.idp.credentials },
      databaseUrl: url.toString(),
    });
  });
  afterAll(async () => {
    await api?.stop();
    await drop?.();
    await stack?.stop();
  });

  it('answers 503 database_unavailable (logged once, not per request) and recovers when it returns', async () => {
    const user = await stack.createUser('outage@example.com');
    const get = () =>
      fetch(`${api.url}/knowledge`, { headers: { Authorization: `Bearer ${user.accessToken}` } });
    expect((await get()).status).toBe(200);

    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      await proxy.cut();
      for (let i = 0; i < 5; i++) {
        const response = await get();
        expect(response.status).toBe(503);
        expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('database_unavailable');
      }
      const ready = await fetch(`${api.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable' });
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
      const outageLines = logged.mock.calls.filter((call) =>
        String(call[0]).startsWith('Database unavailable'),
      );
      expect(outageLines).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }

    await proxy.restore();
    await vi.waitFor(async () => expect((await get()).status).toBe(200), { timeout: 10_000, interval: 200 });
    expect(await (await fetch(`${api.url}/ready`)).json()).toEqual({ status: 'ready' });
  });
});
