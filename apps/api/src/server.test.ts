import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, openPglite } from './db/database.ts';
import { migrations } from './db/migrations/index.ts';
import { log, setLogLevel, setLogSink } from './log.ts';
import { type ApiServer, type ApiServerOptions, startApiServer } from './server.ts';
import {
  pgliteServerDatabases,
  type ServerDatabase,
  serverDatabaseFactories,
} from './test-support/server-databases.ts';
import { startTestTokenIssuer, TEST_CLIENT_ID, type TestTokenIssuer } from './test-support/token-issuer.ts';

describe('startApiServer', () => {
  let issuer: TestTokenIssuer;
  let tempDir: string;
  const running: ApiServer[] = [];

  const options = (extra: Partial<ApiServerOptions> = {}): ApiServerOptions => ({
    identity: {
      region: 'us-east-2',
      userPoolId: 'us-east-2_TestPool',
      userPoolClientId: TEST_CLIENT_ID,
      issuer: issuer.issuer,
      jwksUri: issuer.jwksUri,
      // Nothing listens on port 1: there is no identity provider to ask (credentials of its admin API are given,
      // so that the AWS SDK does not go looking for some).
      endpoint: 'http://127.0.0.1:1/',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    },
    ...extra,
  });
  /** `startApiServer`, checking that it logged, and only that, that the admin flag could not be checked. */
  const startWithoutProvider = async (extra: Partial<ApiServerOptions> = {}) => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      return await startApiServer(options(extra));
    } finally {
      expect(logged.mock.calls).toEqual([
        ['Could not check that the app client may not write custom:is_super', { error: expect.any(String) }],
      ]);
      logged.mockRestore();
    }
  };
  const start = async (extra: Partial<ApiServerOptions> = {}) => {
    const server = await startWithoutProvider(extra);
    running.push(server);
    return server;
  };
  /** A migrated PGlite database, for tests about the server rather than its first start (no initdb). */
  const databases: ServerDatabase[] = [];
  const migratedCopy = async () => {
    const database = await pgliteServerDatabases.create();
    databases.push(database);
    return database.options;
  };
  const stop = async (server: ApiServer) => {
    running.splice(running.indexOf(server), 1);
    await server.stop();
  };

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    await Promise.all(databases.splice(0).map((database) => database.dispose()));
  });
  afterAll(async () => {
    await issuer.stop();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('listens on a free port of 127.0.0.1 with in-memory PGlite', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    const unauthorized = await fetch(`${server.url}/profile`, { headers: { Authorization: 'Bearer nope' } });
    expect(unauthorized.status).toBe(401);
  });

  // A migrated copy: a first start's migrations are checked below ('on pglite'), and on a new data directory (its
  // initdb too) by main.test.ts; each costs seconds of CPU.
  it('starts again on the same PGlite data in dataDir, keeping it and applying no migration twice', async () => {
    const { dataDir } = await migratedCopy();
    const first = await start({ dataDir });
    await stop(first);
    const db = await openPglite(dataDir);
    await db.query(
      `INSERT INTO profiles (cognito_id, name, email) VALUES ('kept', 'Kept', 'kept@example.com')`,
    );
    await db.close();

    const second = await start({ dataDir });
    expect((await fetch(`${second.url}/health`)).status).toBe(200);
    await stop(second);
    const reopened = await openPglite(dataDir);
    expect(await reopened.query('SELECT cognito_id FROM profiles')).toEqual([{ cognito_id: 'kept' }]);
    expect(await reopened.query('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([
      { n: migrations.length },
    ]);
    await reopened.close();
  });

  it('stops listening on stop()', async () => {
    const server = await start(await migratedCopy());
    await stop(server);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // It fails before it asks the identity provider anything.
    await expect(startApiServer(options({ port, ...(await migratedCopy()) }))).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => blocker.close(resolve));
  });

  describe.each(serverDatabaseFactories())('on $kind', (factory) => {
    it('migrates the database on start and reports its kind', async () => {
      const database = await factory.create({ empty: true });
      try {
        const server = await start(database.options);
        expect(await (await fetch(`${server.url}/health`)).json()).toEqual({
          status: 'ok',
          database: factory.kind,
        });
        await stop(server);
        const db = await openDatabase(database.options);
        expect(await db.query('SELECT id FROM schema_migrations ORDER BY id')).toEqual(
          migrations.map(({ id }) => ({ id })),
        );
        await db.close();
      } finally {
        await database.dispose();
      }
    });
  });

  describe.each(serverDatabaseFactories().filter((factory) => factory.kind === 'postgres'))(
    'replicas on $kind',
    (factory) => {
      it('three replicas started at once on an empty database apply each migration once in all', async () => {
        const database = await factory.create({ empty: true });
        const applied: number[] = [];
        const restoreSink = setLogSink((line) => {
          const record = JSON.parse(line) as { msg: string; count?: number };
          if (record.msg === 'migrations applied') applied.push(record.count ?? -1);
        });
        setLogLevel('info');
        const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
        try {
          const replicas = await Promise.all([0, 1, 2].map(() => startApiServer(options(database.options))));
          running.push(...replicas);
          expect(applied.sort()).toEqual([0, 0, migrations.length]);
          await Promise.all(running.splice(0).map((server) => server.stop()));
          const db = await openDatabase(database.options);
          expect(await db.query('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([
            { n: migrations.length },
          ]);
          await db.close();
        } finally {
          logged.mockRestore();
          restoreSink();
          setLogLevel('error');
          await database.dispose();
        }
      });
    },
  );
});
