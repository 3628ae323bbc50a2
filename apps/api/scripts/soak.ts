/**
 * Soak of the API (`pnpm --filter @ditto/api soak`; `soak:quick` for CI): the real server in a child process (PGlite
 * in a temp dir, or the Postgres of SOAK_DATABASE_URL) with the real local identity provider, SOAK_CONNECTIONS
 * (default 50) connections of mixed reads and writes across SOAK_USERS (default 8) users for SOAK_MINUTES (default
 * 5). Printed per window (a minute; shorter runs are cut in three): requests, errors ≥ 500 (and answers that never
 * came), other non-2xx by status, p50/p99 latency, the server's RSS.
 *
 * Fails (exit 1) when any answer is ≥ 500 or never came, or when the last window's p99 is more than 2× the first's
 * (and more than 20 ms above it: noise on a few ms is not a trend), or the server's RSS at the end of the last window
 * is more than 2× its RSS at the end of the first.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentityProvider } from '@ditto/local-cognito';
import {
  bundleApiProcess,
  createClient,
  createUsers,
  identityOptions,
  percentile,
  type Result,
  rssMb,
  startChildApi,
  type User,
  unlimited,
} from './harness.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
if (!(MINUTES > 0 && MINUTES <= 120)) throw new Error('SOAK_MINUTES must be > 0 and ≤ 120');
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const USERS = Number(process.env.SOAK_USERS ?? 8);
const TOTAL_MS = MINUTES * 60_000;
const WINDOW_MS = process.env.SOAK_WINDOW_SECONDS
  ? Number(process.env.SOAK_WINDOW_SECONDS) * 1000
  : MINUTES >= 2
    ? 60_000
    : TOTAL_MS / 3;
const WINDOWS = Math.ceil(TOTAL_MS / WINDOW_MS);
const REQUEST_TIMEOUT_MS = 30_000;
/** Entries a user keeps at most (about): past it, writes delete, so the run stays far below the 10,000 quota. */
const ENTRIES_PER_USER = 300;
const P99_FACTOR = 2;
const P99_FLOOR_MS = 20;
const RSS_FACTOR = 2;

type Op =
  | 'GET /profile'
  | 'GET /knowledge'
  | 'POST /knowledge'
  | 'PUT /knowledge/:id'
  | 'DELETE /knowledge/:id'
  | 'POST /persona/messages'
  | 'GET /persona/messages'
  | 'GET /lisa/messages'
  | 'DELETE /persona/messages';

/** Weights of the mix (percent). PUT/DELETE fall back to POST while the user has no entry to change. */
const MIX: [Op, number][] = [
  ['GET /profile', 15],
  ['GET /knowledge', 20],
  ['POST /knowledge', 15],
  ['PUT /knowledge/:id', 10],
  ['DELETE /knowledge/:id', 10],
  ['POST /persona/messages', 10],
  ['GET /persona/messages', 12],
  ['GET /lisa/messages', 7],
  ['DELETE /persona/messages', 1],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

const WORDS = [
  'sailing',
  'Lisbon',
  'compilers',
  'sourdough',
  'chess',
  'Kyoto',
  'jazz',
  'climbing',
  'Postgres',
];
const word = () => WORDS[Math.floor(Math.random() * WORDS.length)] ?? 'chess';

type UserState = User & { entries: string[] };
type Sample = { op: Op; status: number; ms: number; error?: string };

function pickOp(user: UserState): Op {
  let roll = Math.random() * MIX_TOTAL;
  let op: Op = 'GET /profile';
  for (const [candidate, weight] of MIX) {
    roll -= weight;
    if (roll < 0) {
      op = candidate;
      break;
    }
  }
  if ((op === 'PUT /knowledge/:id' || op === 'DELETE /knowledge/:id') && user.entries.length === 0)
    return 'POST /knowledge';
  if (op === 'POST /knowledge' && user.entries.length >= ENTRIES_PER_USER) return 'DELETE /knowledge/:id';
  return op;
}

type Client = ReturnType<typeof createClient>;

/** One request of `op` as `user`; the user's entry ids follow what the server acknowledged. */
async function perform(client: Client, user: UserState, op: Op): Promise<Result> {
  const note = () => ({
    title: `Note on ${word()}`,
    content: `I like ${word()} and ${word()}. ${Date.now()}`,
  });
  switch (op) {
    case 'GET /profile':
      return client.request('GET', '/profile', user.token);
    case 'GET /knowledge': {
      const search = Math.random() < 0.25 ? `&search=${encodeURIComponent(word())}` : '';
      return client.request('GET', `/knowledge?limit=20${search}`, user.token);
    }
    case 'POST /knowledge': {
      const result = await client.request('POST', '/knowledge', user.token, note());
      const id = (result.body as { id?: string } | undefined)?.id;
      if (result.status === 201 && id) user.entries.push(id);
      return result;
    }
    case 'PUT /knowledge/:id': {
      // Taken out while in use, so that no other connection deletes it meanwhile (that would be our 404).
      const id = user.entries.splice(Math.floor(Math.random() * user.entries.length), 1)[0] ?? '';
      const result = await client.request('PUT', `/knowledge/${id}`, user.token, note());
      if (result.status !== 404) user.entries.push(id);
      return result;
    }
    case 'DELETE /knowledge/:id': {
      const id = user.entries.splice(Math.floor(Math.random() * user.entries.length), 1)[0] ?? '';
      const result = await client.request('DELETE', `/knowledge/${id}`, user.token);
      if (result.status !== 204 && result.status !== 404) user.entries.push(id);
      return result;
    }
    case 'POST /persona/messages':
      return client.request('POST', '/persona/messages', user.token, { content: `What about ${word()}?` });
    case 'GET /persona/messages':
      return client.request('GET', '/persona/messages', user.token);
    case 'GET /lisa/messages':
      return client.request('GET', '/lisa/messages', user.token);
    case 'DELETE /persona/messages':
      return client.request('DELETE', '/persona/messages', user.token);
  }
}

function fmtMs(ms: number): string {
  return Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}

async function main(): Promise<void> {
  const bundle = await bundleApiProcess();
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-soak-'));
  const logFile = path.join(tempDir, 'api.log');
  const idp = await startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 });
  const databaseUrl = process.env.SOAK_DATABASE_URL || undefined;
  let api: Awaited<ReturnType<typeof startChildApi>> | undefined;
  let failed = false;
  try {
    api = await startChildApi(
      bundle.file,
      {
        ...(databaseUrl ? { databaseUrl } : { dataDir: path.join(tempDir, 'pglite') }),
        identity: identityOptions(idp),
        rateLimits: unlimited,
      },
      logFile,
    );
    const users: UserState[] = (await createUsers(idp, 'soak', USERS)).map((user) => ({
      ...user,
      entries: [],
    }));
    const client = createClient(api.url, CONNECTIONS, REQUEST_TIMEOUT_MS);

    // Warm-up (not measured): profiles stored, a few entries, the encoder model loaded by a first reply.
    for (const user of users) {
      for (const op of [
        'GET /profile',
        'POST /knowledge',
        'POST /knowledge',
        'POST /persona/messages',
      ] as Op[]) {
        const result = await perform(client, user, op);
        if (result.status >= 300 || result.status === 0) {
          throw new Error(
            `Warm-up ${op} answered ${result.status} ${result.error ?? JSON.stringify(result.body)}`,
          );
        }
      }
    }

    process.stdout.write(
      `Soak: ${MINUTES} min, ${CONNECTIONS} connections, ${USERS} users, ` +
        `${databaseUrl ? 'Postgres' : 'PGlite (temp dir)'}, embedded reply provider, windows of ` +
        `${(WINDOW_MS / 1000).toFixed(0)} s, Node ${process.version}, API pid ${api.pid}\n`,
    );
    const windows: Sample[][] = Array.from({ length: WINDOWS }, () => []);
    const rssAtWindowEnd: number[] = Array.from({ length: WINDOWS }, () => Number.NaN);
    const started = performance.now();
    const deadline = started + TOTAL_MS;
    const windowOf = (at: number) => Math.min(WINDOWS - 1, Math.floor((at - started) / WINDOW_MS));

    const pid = api.pid;
    const printed = new Set<number>();
    const printWindow = (index: number) => {
      printed.add(index);
      const samples = windows[index] ?? [];
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const serverErrors = samples.filter((sample) => sample.status >= 500).length;
      const noAnswer = samples.filter((sample) => sample.status === 0).length;
      const other = new Map<number, number>();
      for (const { status } of samples) {
        if (status >= 300 && status < 500) other.set(status, (other.get(status) ?? 0) + 1);
      }
      const otherText = [...other].map(([status, count]) => `${status}×${count}`).join(' ') || 'none';
      const from = (index * WINDOW_MS) / 1000;
      const to = Math.min(TOTAL_MS, (index + 1) * WINDOW_MS) / 1000;
      process.stdout.write(
        `${`${from.toFixed(0)}-${to.toFixed(0)} s`.padEnd(11)}` +
          `${String(samples.length).padStart(8)} req ${(samples.length / (to - from || 1)).toFixed(0).padStart(5)}/s` +
          `  ≥500: ${serverErrors}  no answer: ${noAnswer}  other non-2xx: ${otherText}` +
          `  p50 ${fmtMs(percentile(sorted, 50))} ms  p99 ${fmtMs(percentile(sorted, 99))} ms` +
          `  RSS ${rssAtWindowEnd[index]?.toFixed(0)} MB\n`,
      );
    };
    // The server's RSS, sampled; each window keeps its last sample, and a finished window is printed at once.
    const sampler = setInterval(async () => {
      const now = performance.now();
      const rss = await rssMb(pid);
      const index = windowOf(now);
      rssAtWindowEnd[index] = rss;
      for (let done = 0; done < index; done++) if (!printed.has(done)) printWindow(done);
    }, 2_000);

    const worker = async (connection: number) => {
      const user = users[connection % users.length] as UserState;
      while (performance.now() < deadline) {
        const op = pickOp(user);
        const result = await perform(client, user, op);
        windows[windowOf(performance.now())]?.push({
          op,
          status: result.status,
          ms: result.ms,
          ...(result.error ? { error: result.error } : {}),
        });
        if (result.status >= 500 || result.status === 0) {
          process.stderr.write(
            `${op}: ${result.status || result.error} ${JSON.stringify(result.body ?? '')}\n`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, connection) => worker(connection)));
    clearInterval(sampler);
    rssAtWindowEnd[WINDOWS - 1] = await rssMb(pid);
    for (let index = 0; index < WINDOWS; index++) if (!printed.has(index)) printWindow(index);
    client.close();

    // By route, over the whole run.
    const all = windows.flat();
    process.stdout.write('By route (whole run):\n');
    for (const [op] of MIX) {
      const samples = all.filter((sample) => sample.op === op);
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const statuses = new Map<number, number>();
      for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      process.stdout.write(
        `  ${op.padEnd(26)}${String(samples.length).padStart(7)}  ` +
          `${[...statuses]
            .map(([status, count]) => `${status || 'no answer'}×${count}`)
            .join(' ')
            .padEnd(22)}` +
          `p50 ${fmtMs(percentile(sorted, 50))} ms  p99 ${fmtMs(percentile(sorted, 99))} ms\n`,
      );
    }

    // The verdict.
    const problems: string[] = [];
    const errors = all.filter((sample) => sample.status >= 500 || sample.status === 0).length;
    if (errors > 0) problems.push(`${errors} answers ≥ 500 or no answer`);
    const p99Of = (index: number) =>
      percentile(
        (windows[index] ?? []).map((sample) => sample.ms).sort((a, b) => a - b),
        99,
      );
    const firstP99 = p99Of(0);
    const lastP99 = p99Of(WINDOWS - 1);
    if (lastP99 > P99_FACTOR * firstP99 && lastP99 - firstP99 > P99_FLOOR_MS) {
      problems.push(`p99 grew from ${fmtMs(firstP99)} ms to ${fmtMs(lastP99)} ms (> ${P99_FACTOR}×)`);
    }
    const firstRss = rssAtWindowEnd[0] ?? Number.NaN;
    const lastRss = rssAtWindowEnd[WINDOWS - 1] ?? Number.NaN;
    if (lastRss > RSS_FACTOR * firstRss) {
      problems.push(`RSS grew from ${firstRss.toFixed(0)} MB to ${lastRss.toFixed(0)} MB (> ${RSS_FACTOR}×)`);
    }
    const serverLog = await readFile(logFile, 'utf8').catch(() => '');
    const unhandled = serverLog.split('\n').filter((line) => line.startsWith('Unhandled error')).length;
    process.stdout.write(
      `Rule: fail on any ≥ 500 or missing answer, last-window p99 > ${P99_FACTOR}× first (and +${P99_FLOOR_MS} ms), ` +
        `or last-window RSS > ${RSS_FACTOR}× first. p99 ${fmtMs(firstP99)} → ${fmtMs(lastP99)} ms, ` +
        `RSS ${firstRss.toFixed(0)} → ${lastRss.toFixed(0)} MB; server logged ${unhandled} unhandled errors.\n`,
    );
    if (problems.length > 0) {
      failed = true;
      process.stdout.write(`FAIL: ${problems.join('; ')} (server log: ${logFile})\n`);
    } else {
      process.stdout.write('PASS\n');
    }
  } finally {
    await api?.stop();
    await idp.stop();
    await bundle.dispose();
    if (!failed) await rm(tempDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
