/**
 * Fault drills of the API (`pnpm --filter @ditto/api faults`), each printing its figures:
 *
 * (a) `kill -9` of the API process under write load, then a restart on the same database: every acknowledged write
 *     must be there (an acknowledged create present, an acknowledged delete absent). On PGlite in a temp dir, and on a
 *     private Postgres server when Debian's Postgres binaries are installed.
 * (b) The Postgres server stopped under load (a private server in a temp dir on a free port; never the shared one):
 *     while it is down the API should answer 503, neither 500 nor hang, and recover once it is back. Counts by
 *     status per phase.
 * (c) The identity provider unreachable, answering 500, or hanging (a proxy in front of the real local provider):
 *     what the API answers, with the signing keys (JWKS) not yet fetched (a fresh server) and already cached.
 *
 * Exit 1 when an expectation fails; the figures are printed either way.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { startApiServer } from '../src/index.ts';
import {
  bundleApiProcess,
  type ChildApi,
  createClient,
  createPrivatePostgres,
  createUsers,
  findPostgresBin,
  identityOptions,
  type PrivatePostgres,
  type Result,
  sleep,
  startChildApi,
  type User,
  unlimited,
} from './harness.ts';

const WRITE_CONNECTIONS = 16;
/** An answer slower than this is a hang to a client (browsers and proxies give up around here). */
const HANG_MS = 15_000;
const problems: string[] = [];
const out = (line = '') => process.stdout.write(`${line}\n`);

function countBy<T>(items: readonly T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name}×${count}`)
      .join(' ') || 'none'
  );
}

const statusName = (result: Result) =>
  result.status ? String(result.status) : `no answer (${result.error})`;

// ---------------------------------------------------------------------------------------------------------------
// (a) kill -9 under write load

type WriteRecord = {
  kind: 'create' | 'delete';
  user: number;
  title: string;
  id?: string;
  status: number;
};

/** Every entry of `user`, all pages. */
async function listAll(client: ReturnType<typeof createClient>, user: User) {
  const entries: { id: string; title: string }[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const result = await client.request('GET', `/knowledge?limit=100${query}`, user.token);
    if (result.status !== 200)
      throw new Error(`GET /knowledge answered ${statusName(result)} after the restart`);
    const body = result.body as { entries: { id: string; title: string }[]; nextCursor: string | null };
    entries.push(...body.entries);
    cursor = body.nextCursor;
  } while (cursor);
  return entries;
}

async function killUnderWriteLoad(
  label: string,
  start: () => Promise<ChildApi>,
  users: User[],
  run: string,
): Promise<void> {
  let api = await start();
  let client = createClient(api.url, WRITE_CONNECTIONS, 15_000);
  const records: WriteRecord[] = [];
  let stop = false;
  const connection = async (index: number) => {
    const userIndex = index % users.length;
    const user = users[userIndex] as User;
    const mine: string[] = [];
    for (let i = 0; !stop; i++) {
      if (i % 3 === 2 && mine.length > 0) {
        const id = mine.shift() as string;
        const record: WriteRecord = { kind: 'delete', user: userIndex, title: '', id, status: 0 };
        records.push(record);
        record.status = (await client.request('DELETE', `/knowledge/${id}`, user.token)).status;
      } else {
        const title = `${run}-c${index}-${i}`;
        const record: WriteRecord = { kind: 'create', user: userIndex, title, status: 0 };
        records.push(record);
        const result = await client.request('POST', '/knowledge', user.token, {
          title,
          content: `Entry ${title}`,
        });
        record.status = result.status;
        const id = (result.body as { id?: string } | undefined)?.id;
        if (result.status === 201 && id) {
          record.id = id;
          mine.push(id);
        }
      }
    }
  };
  const load = Promise.all(Array.from({ length: WRITE_CONNECTIONS }, (_, index) => connection(index)));
  await sleep(3_000 + Math.random() * 2_000);
  const how = await api.kill9();
  stop = true;
  await load;
  client.close();

  const restartStarted = performance.now();
  try {
    api = await start();
  } catch (error) {
    problems.push(`(a) ${label}: the API did not restart after kill -9: ${(error as Error).message}`);
    out(`(a) ${label}: API killed (${how}); RESTART FAILED: ${(error as Error).message}`);
    return;
  }
  const restartMs = performance.now() - restartStarted;
  client = createClient(api.url, 4, 30_000);
  try {
    const stored = await Promise.all(users.map((user) => listAll(client, user)));
    const storedIds = stored.map((entries) => new Set(entries.map((entry) => entry.id)));
    const storedTitles = stored.map((entries) => new Set(entries.map((entry) => entry.title)));
    const ackedDeletes = new Set(
      records.filter((r) => r.kind === 'delete' && r.status === 204).map((r) => r.id as string),
    );
    const sentDeletes = new Set(records.filter((r) => r.kind === 'delete').map((r) => r.id as string));
    const ackedCreates = records.filter((r) => r.kind === 'create' && r.status === 201);
    // An acknowledged create must be there, unless a delete of it was sent (acknowledged or cut off by the kill).
    const mustExist = ackedCreates.filter((r) => !sentDeletes.has(r.id as string));
    const missing = mustExist.filter((r) => !storedIds[r.user]?.has(r.id as string));
    const resurrected = [...ackedDeletes].filter((id) => storedIds.some((ids) => ids.has(id)));
    const unansweredCreates = records.filter((r) => r.kind === 'create' && r.status === 0);
    const unansweredStored = unansweredCreates.filter((r) => storedTitles[r.user]?.has(r.title));
    const unansweredDeletes = records.filter((r) => r.kind === 'delete' && r.status === 0);
    const otherStatuses = records.filter((r) => r.status !== 0 && r.status !== 201 && r.status !== 204);
    out(
      `(a) ${label}: ${records.length} writes sent by ${WRITE_CONNECTIONS} connections, API killed (${how}), ` +
        `restarted in ${(restartMs / 1000).toFixed(1)} s on the same database`,
    );
    out(
      `    acknowledged: ${ackedCreates.length} creates (201), ${ackedDeletes.size} deletes (204); ` +
        `other answers: ${countBy(otherStatuses, (r) => String(r.status))}`,
    );
    out(
      `    stored after restart: ${mustExist.length - missing.length} of ${mustExist.length} acknowledged creates ` +
        `present (missing ${missing.length}); ${ackedDeletes.size - resurrected.length} of ${ackedDeletes.size} ` +
        `acknowledged deletes absent (back: ${resurrected.length})`,
    );
    out(
      `    cut off by the kill (no answer): ${unansweredCreates.length} creates (${unansweredStored.length} stored ` +
        `anyway), ${unansweredDeletes.length} deletes; entries stored now: ${stored.reduce((n, e) => n + e.length, 0)}`,
    );
    if (missing.length > 0) problems.push(`(a) ${label}: ${missing.length} acknowledged creates lost`);
    if (resurrected.length > 0)
      problems.push(`(a) ${label}: ${resurrected.length} acknowledged deletes undone`);
    if (otherStatuses.length > 0) problems.push(`(a) ${label}: unexpected answers before the kill`);
  } finally {
    client.close();
    await api.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// (b) Postgres stopped under load

async function postgresDown(
  pg: PrivatePostgres,
  start: () => Promise<ChildApi>,
  users: User[],
): Promise<void> {
  const api = await start();
  const timeoutMs = 15_000;
  const client = createClient(api.url, 10, timeoutMs);
  type Sample = Result & { op: string; phase: string };
  const samples: Sample[] = [];
  let phase = 'up (before)';
  let stop = false;
  let firstOkAfterRestart: number | undefined;
  let restartedAt = 0;
  const ops: [string, (user: User) => Promise<Result>][] = [
    ['GET /knowledge', (user) => client.request('GET', '/knowledge?limit=20', user.token)],
    [
      'POST /knowledge',
      (user) => client.request('POST', '/knowledge', user.token, { title: 'b', content: 'b' }),
    ],
    ['GET /profile', (user) => client.request('GET', '/profile', user.token)],
    ['GET /persona/messages', (user) => client.request('GET', '/persona/messages', user.token)],
    ['GET /health', () => client.request('GET', '/health')],
  ];
  const connection = async (index: number) => {
    const user = users[index % users.length] as User;
    for (let i = index; !stop; i++) {
      const [op, call] = ops[i % ops.length] as (typeof ops)[number];
      const result = await call(user);
      samples.push({ ...result, op, phase });
      if (
        phase === 'up (after restart)' &&
        result.status >= 200 &&
        result.status < 300 &&
        op !== 'GET /health'
      ) {
        firstOkAfterRestart ??= performance.now() - restartedAt;
      }
      // No answer comes back at once when the API itself is gone: do not spin.
      if (result.status === 0 && result.ms < 50) await sleep(50);
    }
  };
  const load = Promise.all(Array.from({ length: 10 }, (_, index) => connection(index)));
  await sleep(5_000);
  phase = 'stopping';
  await pg.stop();
  phase = 'down';
  await sleep(10_000);
  phase = 'starting';
  await pg.start();
  restartedAt = performance.now();
  phase = 'up (after restart)';
  await sleep(10_000);
  stop = true;
  await load;
  client.close();
  const alive = api.child.exitCode === null && api.child.signalCode === null;

  out(
    `(b) Postgres (private server) stopped under load: 10 connections, requests time out after ${timeoutMs} ms`,
  );
  for (const name of ['up (before)', 'stopping', 'down', 'starting', 'up (after restart)']) {
    const inPhase = samples.filter((sample) => sample.phase === name);
    const maxMs = Math.max(0, ...inPhase.map((sample) => sample.ms));
    out(
      `    ${name.padEnd(20)} ${String(inPhase.length).padStart(5)} answers: ${countBy(inPhase, statusName)}; max ${maxMs.toFixed(0)} ms`,
    );
    if (name === 'down') {
      for (const [op] of ops) {
        const ofOp = inPhase.filter((sample) => sample.op === op);
        out(`        ${op.padEnd(24)} ${countBy(ofOp, statusName)}`);
      }
      const bad = inPhase.filter((sample) => sample.status !== 503);
      if (bad.length > 0) {
        problems.push(
          `(b) while Postgres was down, ${bad.length} of ${inPhase.length} answers were not 503 (${countBy(bad, statusName)})`,
        );
      }
    }
  }
  out(
    `    first 2xx after Postgres restarted: ${firstOkAfterRestart === undefined ? 'never' : `${firstOkAfterRestart.toFixed(0)} ms`}; ` +
      `API process ${alive ? 'still running' : 'GONE'}`,
  );
  const lastSeconds = samples.filter((s) => s.phase === 'up (after restart)').slice(-50);
  const recovered = lastSeconds.length > 0 && lastSeconds.every((s) => s.status >= 200 && s.status < 300);
  if (!alive) problems.push('(b) the API process died while Postgres was down');
  if (!recovered)
    problems.push(`(b) not recovered 10 s after Postgres returned (${countBy(lastSeconds, statusName)})`);
  await api.stop();
}

// ---------------------------------------------------------------------------------------------------------------
// (c) identity provider unreachable / 5xx / hanging

type ProxyMode = 'pass' | 'refuse' | '500' | 'hang';

/** A proxy in front of the identity provider that passes, refuses connections, answers 500 or never answers. */
async function startIdpProxy(target: string) {
  let mode: ProxyMode = 'pass';
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (mode === '500') {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Internal error' }));
      return;
    }
    if (mode === 'hang') {
      request.resume();
      hung.add(response);
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const response of hung) response.destroy();
      hung.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    async setMode(next: ProxyMode) {
      if (mode === next) return;
      // Refused connections, as of a host that is down: nothing listens on the port.
      if (next === 'refuse') await close();
      if (mode === 'refuse') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      if (mode === 'hang') {
        for (const response of hung) response.destroy();
        hung.clear();
      }
      mode = next;
    },
    close: () => (mode === 'refuse' ? Promise.resolve() : close()),
  };
}

async function identityProviderDown(idp: IdentityProvider): Promise<void> {
  const proxy = await startIdpProxy(idp.endpoint);
  const identity = {
    ...identityOptions(idp),
    endpoint: `${proxy.url}/`,
    jwksUri: `${proxy.url}/${idp.userPoolId}/.well-known/jwks.json`,
  };
  const servers: { stop(): Promise<void> }[] = [];
  /** A fresh API (signing keys not fetched yet), started while the provider is reachable (it checks it on start). */
  const freshApi = async () => {
    await proxy.setMode('pass');
    const api = await startApiServer({ identity, rateLimits: unlimited });
    servers.push(api);
    return api;
  };
  const timeoutMs = 45_000;
  out(
    `(c) identity provider faults (proxy in front of the local provider; requests time out after ${timeoutMs / 1000} s, ` +
      `slower than ${HANG_MS / 1000} s counts as a hang)`,
  );
  const probe = async (label: string, url: string, mode: ProxyMode, expectation: 'ok' | 'unavailable') => {
    // Fresh tokens: the session check (GetUser, at most once a minute per token) has to ask the provider.
    const users = await Promise.all(
      [0, 1].map(async (i) => {
        const [user] = await createUsers(idp, `faults-c-${label.replace(/\W+/g, '-')}-${i}-${Date.now()}`, 1);
        return user as User;
      }),
    );
    await proxy.setMode(mode);
    const client = createClient(url, 8, timeoutMs);
    const calls: [string, (user: User) => Promise<Result>][] = [
      ['GET /knowledge', (user) => client.request('GET', '/knowledge', user.token)],
      ['GET /profile (first)', (user) => client.request('GET', '/profile', user.token)],
      ['PATCH /profile', (user) => client.request('PATCH', '/profile', user.token, { name: 'Renamed' })],
    ];
    const parts: string[] = [];
    for (const [name, call] of calls) {
      const results: Result[] = [];
      for (const user of users) results.push(await call(user));
      const maxMs = Math.max(...results.map((result) => result.ms));
      parts.push(`${name} ${countBy(results, statusName)} (≤${(maxMs / 1000).toFixed(1)} s)`);
      const wrong = results.filter((result) =>
        expectation === 'ok'
          ? !(result.status >= 200 && result.status < 300)
          : !((result.status >= 200 && result.status < 300) || result.status === 503),
      );
      if (wrong.length > 0) {
        problems.push(
          `(c) ${label}: ${name} answered ${countBy(wrong, statusName)} for valid tokens` +
            (expectation === 'unavailable' ? ' (expected 503 or a 2xx)' : ''),
        );
      }
      if (maxMs > HANG_MS) {
        problems.push(
          `(c) ${label}: ${name} took ${(maxMs / 1000).toFixed(1)} s (a hang to a client: > ${HANG_MS / 1000} s)`,
        );
      }
    }
    client.close();
    out(`    ${label.padEnd(38)} ${parts.join('; ')}`);
  };

  try {
    const warm = await freshApi();
    await probe('reachable (baseline)', warm.url, 'pass', 'ok');
    // Keys cached by `warm` from here on.
    await probe('keys cached, provider refuses connections', warm.url, 'refuse', 'unavailable');
    await probe('keys cached, provider answers 500', warm.url, '500', 'unavailable');
    await probe('keys cached, provider hangs', warm.url, 'hang', 'unavailable');
    await probe('keys not fetched, provider refuses', (await freshApi()).url, 'refuse', 'unavailable');
    await probe('keys not fetched, provider answers 500', (await freshApi()).url, '500', 'unavailable');
    await probe('keys not fetched, provider hangs', (await freshApi()).url, 'hang', 'unavailable');
    await probe('provider back (keys cached)', warm.url, 'pass', 'ok');
  } finally {
    await proxy.setMode('pass');
    for (const server of servers) await server.stop();
    await proxy.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const bundle = await bundleApiProcess();
  const entry = bundle.file;
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-faults-'));
  const idp = await startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 });
  let pg: PrivatePostgres | undefined;
  let pgDir: string | undefined;
  try {
    const users = await createUsers(idp, 'faults', 4);
    const logFile = path.join(tempDir, 'api.log');
    const identity = identityOptions(idp);
    out(`API logs: ${logFile}`);

    const pgliteDir = path.join(tempDir, 'pglite');
    await killUnderWriteLoad(
      'PGlite (data dir)',
      () => startChildApi(entry, { dataDir: pgliteDir, identity, rateLimits: unlimited }, logFile),
      users,
      'pglite',
    );

    const bin = await findPostgresBin();
    if (bin) {
      // Its own directory right under the temp root: the server runs as `postgres` when we are root.
      pgDir = await mkdtemp(path.join(tmpdir(), 'ditto-faults-pg-'));
      pg = await createPrivatePostgres(bin, pgDir);
      const server = pg;
      const startOnPostgres = () =>
        startChildApi(entry, { databaseUrl: server.url, identity, rateLimits: unlimited }, logFile);
      await killUnderWriteLoad('Postgres (private server)', startOnPostgres, users, 'postgres');
      await postgresDown(server, startOnPostgres, users);
    } else {
      out('(a) Postgres and (b): skipped, no Postgres binaries under /usr/lib/postgresql/*/bin');
    }

    // The in-process API of (c) logs as the child does: to the log file, not between the figures.
    const log = createWriteStream(logFile, { flags: 'a' });
    const consoleError = console.error;
    console.error = (...args: unknown[]) =>
      log.write(`${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}\n`);
    try {
      await identityProviderDown(idp);
    } finally {
      console.error = consoleError;
      log.end();
    }
  } finally {
    await pg?.stop().catch(() => undefined);
    if (pgDir) await rm(pgDir, { recursive: true, force: true });
    await idp.stop();
    await bundle.dispose();
    if (problems.length === 0) await rm(tempDir, { recursive: true, force: true });
  }
  out();
  if (problems.length > 0) {
    out(`FAIL (${problems.length}):`);
    for (const problem of problems) out(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    out('PASS');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
