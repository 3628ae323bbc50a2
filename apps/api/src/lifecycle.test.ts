import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { apiErrorBodySchema, lisaStreamEventSchema } from '@ditto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogLevel, setLogSink } from './log.ts';
import { heldReply, readStreamEvents, startFakeModel } from './persona/chat-test-support.ts';
import { type ApiServerOptions, launchApiServer, ServerStoppedError } from './server.ts';
import { type ApiStack, startApiStack } from './test-support/api-stack.ts';
import { sharedTestEncoders } from './test-support/encoders.ts';
import { pgliteServerDatabases } from './test-support/server-databases.ts';

/**
 * A clock the test moves: every wait of the server (database retry, drain delay, drain timeout) is recorded and
 * lasts until the test releases it, or until the server aborts it.
 */
function controlledSleep() {
  type Wait = { ms: number; release(): void };
  const queued: Wait[] = [];
  const takers: Array<(wait: Wait) => void> = [];
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const wait = { ms, release: resolve };
      signal.addEventListener(
        'abort',
        () => {
          if (queued.includes(wait)) queued.splice(queued.indexOf(wait), 1);
          reject(signal.reason);
        },
        { once: true },
      );
      const taker = takers.shift();
      if (taker) taker(wait);
      else queued.push(wait);
    });
  /** The next wait the server starts (or has started and nobody took yet). */
  const next = () =>
    new Promise<Wait>((resolve) => {
      const wait = queued.shift();
      if (wait) resolve(wait);
      else takers.push(resolve);
    });
  return { sleep, next };
}

/** Every JSON line logged at `info` and above while the test runs. */
function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const restore = setLogSink((line) => lines.push(JSON.parse(line)));
  setLogLevel('info');
  return {
    lines,
    restore() {
      restore();
      setLogLevel('error');
    },
  };
}

/** A TCP server that hangs up on every connection: a database that is down. */
async function refusingDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://ditto@127.0.0.1:${port}/ditto`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** GET over a fresh connection, with the raw response headers (fetch hides `Connection`). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    httpRequest(url, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const identity: ApiServerOptions['identity'] = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_TestPool',
  userPoolClientId: 'test-client-id',
  issuer: 'http://127.0.0.1:1/us-east-2_TestPool',
  jwksUri: 'http://127.0.0.1:1/jwks.json',
  // Nothing listens on port 1: the start logs that the admin flag could not be checked, and goes on.
  endpoint: 'http://127.0.0.1:1/',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
};

describe('the server lifecycle', () => {
  let logs: ReturnType<typeof captureLogs> | undefined;
  afterEach(() => {
    logs?.restore();
    logs = undefined;
  });

  it('listens before its database answers, retries with backoff, and logs the outage once', async () => {
    logs = captureLogs();
    const database = await refusingDatabase();
    const clock = controlledSleep();
    const server = await launchApiServer({
      identity,
      databaseUrl: database.url,
      sleep: clock.sleep,
      encoders: sharedTestEncoders(),
    });
    try {
      const waits: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const wait = await clock.next();
        waits.push(wait.ms);
        if (attempt === 0) {
          expect(await (await fetch(`${server.url}/health`)).json()).toEqual({
            status: 'ok',
            database: 'postgres',
          });
          const ready = await fetch(`${server.url}/ready`);
          expect(ready.status).toBe(503);
          expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable' });
          const profile = await fetch(`${server.url}/profile`);
          expect(profile.status).toBe(503);
          expect(apiErrorBodySchema.parse(await profile.json()).error.code).toBe('not_ready');
        }
        wait.release();
      }
      expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000]);
      const outage = logs.lines.filter((line) => String(line.msg).startsWith('Database unavailable'));
      expect(outage).toHaveLength(1);
      expect(outage[0]).toMatchObject({ level: 'error' });
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'listening' }));
    } finally {
      const stopping = server.stop();
      (await clock.next()).release(); // the drain's delay
      await stopping;
      await database.close();
    }
    await expect(server.ready).rejects.toBeInstanceOf(ServerStoppedError);
  });

  it('stops during the start even while the identity provider never answers', async () => {
    logs = captureLogs();
    const silent = createServer(() => {}); // accepts connections, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const server = await launchApiServer({
      identity: { ...identity, endpoint: `http://127.0.0.1:${port}/` },
      encoders: sharedTestEncoders(),
    });
    try {
      await server.stop();
      await expect(server.ready).rejects.toBeInstanceOf(ServerStoppedError);
    } finally {
      silent.close();
    }
  });

  describe('drains on stop', () => {
    let stack: ApiStack | undefined;
    let model: Awaited<ReturnType<typeof startFakeModel>> | undefined;
    afterEach(async () => {
      await stack?.stop();
      await model?.stop();
      stack = undefined;
      model = undefined;
    });

    /** The API with a reply model the test holds, and a user whose Lisa thread is open. */
    async function startHeld(clock: ReturnType<typeof controlledSleep>) {
      const held = heldReply();
      model = await startFakeModel(held.handler);
      vi.stubEnv('LLM_BASE_URL', model.baseUrl);
      vi.stubEnv('LLM_MODEL', 'test-model');
      try {
        stack = await startApiStack(pgliteServerDatabases, {
          sleep: clock.sleep,
          shutdownDelayMs: 5_000,
        });
      } finally {
        vi.unstubAllEnvs();
      }
      const user = await stack.createUser('drain@example.com');
      await stack.call('GET', '/lisa/messages', user);
      const streaming = await stack.call(
        'POST',
        '/lisa/messages',
        user,
        { content: 'I am a marine biologist.' },
        { Accept: 'text/event-stream' },
      );
      await held.asked;
      return { stack, user, streaming, releaseModel: held.release };
    }

    it('serves during the delay, then lets a stream in flight finish before it stops', async () => {
      const clock = controlledSleep();
      const { stack, user, streaming, releaseModel } = await startHeld(clock);
      const stopped = stack.api.stop();

      const delay = await clock.next();
      expect(delay.ms).toBe(5_000);
      const ready = await fetch(`${stack.api.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'draining' });
      const served = await rawGet(`${stack.api.url}/profile`, {
        Authorization: `Bearer ${user.accessToken}`,
      });
      expect(served).toEqual({ status: 200, connection: 'close' });

      delay.release();
      const timeout = await clock.next(); // the listener is closed now; the stream goes on
      expect(timeout.ms).toBe(20_000); // the default: with the 5 s delay, within a 30 s stop grace
      await expect(rawGet(`${stack.api.url}/health`)).rejects.toThrow(/ECONNREFUSED/);

      releaseModel();
      const events = await readStreamEvents(streaming, lisaStreamEventSchema);
      expect(events.map((event) => event.event).at(-1)).toBe('done');
      await stopped; // without the timeout: it was never released
    });

    it('cuts a stream still running when the timeout ends', async () => {
      const clock = controlledSleep();
      const { stack, streaming } = await startHeld(clock);
      const stopped = stack.api.stop();
      (await clock.next()).release(); // the delay
      logs = captureLogs();
      (await clock.next()).release(); // the timeout
      await stopped;
      await expect(readStreamEvents(streaming, lisaStreamEventSchema)).rejects.toThrow();
      expect(logs.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'Drain timed out: cutting the connections still open',
        }),
      );
    });
  });
});
