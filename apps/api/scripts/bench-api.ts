/**
 * Throughput of the API (`pnpm bench:api`): authenticated `GET /profile` on the real server (local identity
 * provider; in-memory PGlite, and the Postgres server of `DATABASE_URL` when set), beside a bare Hono hello-world (the
 * ceiling of the stack on this machine) and a minimal app doing only what the request needs (Hono, jose's RS256
 * verification, one query): the limit of the parts; and the same query with no token at all, the ceiling any
 * authenticated endpoint stays below. All in one run, so the ratios hold on a noisy machine.
 * Load from a worker thread (autocannon), loopback only; `BENCH_SECONDS` sets each run's length (default 5).
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startIdentityProvider } from '@ditto/local-cognito';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { startApiServer } from '../src/index.ts';
import { findProfile, insertProfileIfAbsent } from '../src/profiles/repository.ts';
import { createPostgresDatabase } from '../src/test-support/databases.ts';
import { signIn } from '../src/test-support/identity.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(SECONDS > 0 && SECONDS <= 60)) throw new Error('BENCH_SECONDS must be 1–60');
const CONNECTIONS = 10;

type Figures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; loopDelayP99Ms: number };
type Server = { url: string; stop(): Promise<void> };

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // The servers share this thread: its event-loop delay under load is theirs.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  loop.disable();
  // A run that got errors or refusals would measure the wrong thing (e.g. 401s): refuse its figures.
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors under load`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
  };
}

async function listen(app: Hono): Promise<Server> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The row GET /profile reads, read as it reads it. */
const readProfile = async (db: Database, sub: string) => (await findProfile(db, sub)) ?? {};

/** What GET /profile needs and nothing more: verify the token (keys cached by jose), read one row. */
async function startMinimalApp(jwksUri: string, issuer: string, db: Database): Promise<Server> {
  const keys = createRemoteJWKSet(new URL(jwksUri));
  const app = new Hono().get('/', async (c) => {
    const token = c.req.header('authorization')?.slice('Bearer '.length) ?? '';
    const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
    return c.json(await readProfile(db, String(payload.sub)));
  });
  return listen(app);
}

/** Less than any authenticated endpoint can do: one query and its answer, no token. The database's own ceiling. */
function startQueryOnlyApp(db: Database, sub: string): Promise<Server> {
  return listen(new Hono().get('/', async (c) => c.json(await readProfile(db, sub))));
}

function row(name: string, figures: Figures, bare: Figures): string {
  const ms = (value: number) => (value < 1 ? '<1' : value.toFixed(0));
  return [
    name.padEnd(38),
    `${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${ms(figures.p50Ms).padStart(3)} ms`,
    `p99 ${ms(figures.p99Ms).padStart(3)} ms`,
    `loop p99 ${figures.loopDelayP99Ms.toFixed(1).padStart(5)} ms`,
    `ratio ${(figures.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`,
  ].join('  ');
}

async function main(): Promise<void> {
  const idp = await startIdentityProvider();
  const identity = { ...idp, credentials: idp.credentials };
  const stoppers: (() => Promise<void>)[] = [() => idp.stop()];
  try {
    const token = (await signIn(idp, idp.admin.email, idp.admin.password)).accessToken;
    const sub = String(decodeJwt(token).sub);
    const headers = { authorization: `Bearer ${token}` };
    const lines: string[] = [];
    const ratios: Record<string, string> = { postgres: 'n/a', pglite: 'n/a' };

    const hello = await listen(new Hono().get('/', (c) => c.text('Hello Hono!')));
    stoppers.push(hello.stop);
    const bare = await measure(hello.url);
    lines.push(row('bare Hono hello-world', bare, bare));

    const kinds: { kind: 'pglite' | 'postgres'; databaseUrl?: string }[] = [{ kind: 'pglite' }];
    if (process.env.DATABASE_URL) {
      const created = await createPostgresDatabase(process.env.DATABASE_URL);
      stoppers.push(created.drop);
      kinds.push({ kind: 'postgres', databaseUrl: created.databaseUrl });
    }
    for (const { kind, databaseUrl } of kinds) {
      const api = await startApiServer({ identity, ...(databaseUrl ? { databaseUrl } : {}) });
      stoppers.push(api.stop);
      // The first request stores the profile (GetUser); the runs then measure the steady state.
      const first = await fetch(`${api.url}/profile`, { headers });
      if (!first.ok) throw new Error(`GET /profile on ${kind} answered ${first.status}`);
      const figures = await measure(`${api.url}/profile`, headers);
      lines.push(row(`API GET /profile, ${kind}`, figures, bare));
      ratios[kind] = (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(3);

      // The parts' limit on the same kind of database (a database of its own, holding the same row).
      const db = await openDatabase(databaseUrl ? { databaseUrl } : {});
      stoppers.push(() => db.close());
      if (!databaseUrl) {
        await migrate(db);
        await insertProfileIfAbsent(db, {
          cognitoId: sub,
          name: 'Admin',
          email: 'a@b.c',
          organization: null,
        });
      }
      const minimal = await startMinimalApp(idp.jwksUri, idp.issuer, db);
      stoppers.push(minimal.stop);
      lines.push(row(`limit: Hono + jose + 1 query, ${kind}`, await measure(minimal.url, headers), bare));
      const queryOnly = await startQueryOnlyApp(db, sub);
      stoppers.push(queryOnly.stop);
      lines.push(row(`ceiling: Hono + 1 query, ${kind}`, await measure(queryOnly.url), bare));
    }

    process.stdout.write(
      `${[
        `${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1, Node ${process.version} (ratio: req/s over bare Hono)`,
        ...lines,
        `ratio postgres=${ratios.postgres} pglite=${ratios.pglite}`,
      ].join('\n')}\n`,
    );
  } finally {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
