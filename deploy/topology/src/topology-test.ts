/**
 * `pnpm topology`: drives the reference topology (Postgres, 2 replicas from the bundle, Caddy) through its goals:
 * the journey in Chromium, a replica killed, a rolling restart under 50 req/s, three cold starts on an empty
 * database, readiness without a database, a backup restored, throughput with 1 and 2 replicas. Progress goes to
 * stdout; the LAST line is one JSON object; the exit code is 1 when a goal fails. `TOPOLOGY_SKIP_BUILD=1` reuses
 * the existing bundle and web build.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { JOURNEY_NOTE_TITLE, runJourney } from './journey.ts';
import { call, createUser, type Outcome, steadyLoad, step, tally, type User } from './load.ts';
import { startTopology, type Topology } from './stack.ts';
import { buildBundles, isReady, type Replica, rssMb, sleep, waitFor, waitReady } from './topology.ts';

const RATE = 50;
const started = performance.now();
const report: Record<string, unknown> = { replicas: 2, proxy: 'caddy' };
const problems: string[] = [];

function say(line: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stdout.write(`[topology ${seconds}s] ${line}\n`);
}

function goal(ok: boolean, problem: string): void {
  if (!ok) problems.push(problem);
}

/** Waits until Caddy holds no passive failure against any upstream, then one active health interval more. */
async function proxySettled(topology: Topology): Promise<void> {
  await waitFor(
    'Caddy to clear its failures',
    async () => [...(await topology.caddy.upstreamFails()).values()].every((fails) => fails === 0),
    30_000,
    250,
  );
  await sleep(1_500);
}

/** Users with a note each and a trained persona, for the load (their streamed replies cite the note). */
async function loadUsers(topology: Topology, apiBase: string): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await createUser(topology.identity, `load-${i}@example.com`, `Load ${i}`);
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const note = await fetch(`${apiBase}/knowledge`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Lighthouses',
        content: 'A lighthouse warns ships away from the rocks.',
      }),
    });
    const train = await fetch(`${apiBase}/persona/train`, { method: 'POST', headers });
    if (note.status !== 201 || train.status !== 200) {
      throw new Error(`Seeding ${user.email} failed (${note.status}, ${train.status})`);
    }
    users.push(user);
  }
  return users;
}

/** A streamed reply read at the HTTP level through the proxy: how many reads it took, and over how long. */
async function streamChunks(apiBase: string, user: User): Promise<{ chunks: number; spanMs: number }> {
  const response = await fetch(`${apiBase}/persona/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ content: 'What does a lighthouse do?' }),
  });
  if (!response.body) throw new Error(`No stream (${response.status})`);
  const times: number[] = [];
  for await (const _chunk of response.body) times.push(performance.now());
  return { chunks: times.length, spanMs: (times.at(-1) ?? 0) - (times[0] ?? 0) };
}

type StepResult = Awaited<ReturnType<typeof step>>;

/** Steps by one client per user, each with the web app's retry rules, for `ms`, while `during` runs. */
async function stepsDuring(
  apiBase: string,
  users: readonly User[],
  ms: number,
  during: () => Promise<void>,
): Promise<StepResult[]> {
  const ops = ['GET /knowledge', 'POST /knowledge', 'GET /profile', 'GET /persona/messages'] as const;
  const results: StepResult[] = [];
  const until = Date.now() + ms;
  const client = async (index: number) => {
    for (let i = index; Date.now() < until && i < index + 10_000; i++) {
      const op = ops[i % ops.length] as (typeof ops)[number];
      results.push(await step(apiBase, op, users[index] as User));
    }
  };
  await Promise.all([...users.map((_, index) => client(index)), during()]);
  return results;
}

/**
 * SIGKILL of a replica under steady traffic. The goal: no step fails, except a write that was in flight on the
 * killed replica (sent before the kill, answered after it) and whose one retry with the same `Idempotency-Key`
 * failed too: its outcome is unknown. Such writes are counted apart.
 */
async function killedReplica(topology: Topology, apiBase: string, users: User[]): Promise<void> {
  const victim = topology.replicas[1] as Replica;
  let killedAt = Number.POSITIVE_INFINITY;
  const results = await stepsDuring(apiBase, users, 12_000, async () => {
    await sleep(4_000);
    say(`SIGKILL ${victim.name} (pid ${victim.pid}) under steady traffic`);
    killedAt = performance.now();
    await victim.kill9();
  });
  const calls = results.flatMap((result) => result.attempts);
  const failedCalls = calls.filter((outcome) => !outcome.ok);
  const failed = results.filter((result) => !result.ok);
  const inFlight = (outcome: Outcome) => outcome.at < killedAt && outcome.at + outcome.ms >= killedAt;
  const inFlightWrites = failed.filter((result) => !result.read && result.attempts.every(inFlight));
  say(
    `killed replica: ${results.length} steps, ${failed.length} failed (${inFlightWrites.length} of them writes in flight on it); ` +
      `${calls.length} calls, ${failedCalls.length} failed ${JSON.stringify(tally(failedCalls))}`,
  );
  report.killed_replica_failed_steps = failed.length;
  report.killed_replica_in_flight_writes_failed = inFlightWrites.length;
  const otherFailures = failed.length - inFlightWrites.length;
  goal(
    otherFailures === 0,
    `${otherFailures} steps failed after a replica was killed (not writes in flight on it)`,
  );
  const fails = await topology.caddy.upstreamFails();
  say(`Caddy's passive failures per upstream after the kill: ${JSON.stringify(Object.fromEntries(fails))}`);
  await waitReady(await topology.restart(1));
  await proxySettled(topology);
}

/**
 * A new replica's first streamed reply and first write load the encoder in its worker threads: done once directly,
 * before the next replica stops, as a deployment waits for a new instance to warm up.
 */
async function warmUp(replica: Replica, user: User): Promise<void> {
  await call(replica.url, 'POST /persona/messages (stream)', user);
  await call(replica.url, 'POST /knowledge', user);
}

async function rollingRestart(topology: Topology, apiBase: string, users: User[]): Promise<void> {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = steadyLoad({ apiBase, users, ratePerSecond: RATE, until: finished, maxMs: 180_000 });
  await sleep(2_000);
  for (let index = 0; index < topology.replicas.length; index++) {
    const old = topology.replicas[index] as Replica;
    const how = await old.stop();
    say(`rolling restart: ${old.name} stopped (${how}); starting it again`);
    const restarted = await topology.restart(index);
    await waitReady(restarted);
    await warmUp(restarted, users[0] as User);
    await proxySettled(topology);
  }
  await sleep(2_000);
  finish();
  const outcomes = await load;
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const streams = outcomes.filter((outcome) => outcome.op === 'POST /persona/messages (stream)').length;
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const p99 = Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0);
  say(
    `rolling restart: ${outcomes.length} requests at ${RATE}/s (${streams} streamed replies), p99 ${p99} ms, ${failed.length} failed ${JSON.stringify(tally(failed))}`,
  );
  report.rolling_restart_requests = outcomes.length;
  report.rolling_restart_failed = failed.length;
  report.rolling_restart_p99_ms = p99;
  goal(failed.length === 0, `${failed.length} requests failed during the rolling restart`);
}

async function coldStarts(topology: Topology, users: User[]): Promise<void> {
  const { pg } = topology;
  await pg.runTool('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'cold']);
  const replicas = await Promise.all(
    ['cold-1', 'cold-2', 'cold-3'].map((name) =>
      topology.startReplica(name, { databaseUrl: pg.urlOf('cold') }),
    ),
  );
  await Promise.all(replicas.map((replica) => waitReady(replica)));
  const serving = await Promise.all(
    replicas.map(async (replica) => (await call(`${replica.url}`, 'GET /knowledge', users[0] as User)).ok),
  );
  const counts = replicas.map((replica) => replica.migrationsApplied());
  const recorded = Number(
    (
      await pg.runTool('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(pg.port),
        '-U',
        'postgres',
        '-d',
        'cold',
        '-tAc',
        'SELECT count(*) FROM schema_migrations',
      ])
    ).trim(),
  );
  const ran = counts.filter((count) => count > 0).length;
  const sum = counts.reduce((a, b) => a + b, 0);
  say(
    `cold starts: migrations applied per replica ${JSON.stringify(counts)}; ${recorded} recorded; serving ${JSON.stringify(serving)}`,
  );
  report.cold_starts = serving.filter(Boolean).length;
  report.migrations_run = ran;
  goal(serving.every(Boolean), 'not every cold-started replica served');
  goal(
    ran === 1 && sum === recorded && recorded > 0,
    `migrations ran ${ran} times (${sum} applied, ${recorded} recorded)`,
  );
  await Promise.all(replicas.map((replica) => replica.stop()));
}

async function readiness(topology: Topology, apiBase: string, users: User[]): Promise<void> {
  const { server: late } = await topology.newPostgres();
  await late.stop();
  const replica = await topology.startReplica('late', { databaseUrl: late.url });
  const upstreams = topology.replicas.map((r) => `127.0.0.1:${r.port}`);
  await topology.caddy.setUpstreams([...upstreams, `127.0.0.1:${replica.port}`]);
  await sleep(3_000);
  let notReady = 0;
  for (let i = 0; i < 10; i++) if (!(await isReady(replica.url).catch(() => false))) notReady++;
  const throughProxy = await Promise.all(
    Array.from({ length: 40 }, (_, i) => call(apiBase, 'GET /knowledge', users[i % users.length] as User)),
  );
  const proxied = throughProxy.filter((outcome) => outcome.ok).length;
  await late.start();
  const readyAfterDb = await waitReady(replica, 60_000).then(
    () => true,
    () => false,
  );
  say(
    `readiness: without its database the replica was not ready ${notReady}/10 times; ${proxied}/40 requests through the proxy succeeded meanwhile; ready once the database came up: ${readyAfterDb}`,
  );
  report.readiness = notReady === 10 && proxied === 40 && readyAfterDb ? 'pass' : 'fail';
  goal(
    report.readiness === 'pass',
    'readiness: not-ready replica reported ready, was routed to, or never became ready',
  );
  await topology.caddy.setUpstreams(upstreams);
  await replica.stop();
  await late.stop();
}

async function backup(topology: Topology, owner: { email: string; password: string }): Promise<void> {
  const { pg } = topology;
  const connection = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
  const file = path.join(topology.pgDir, 'ditto.dump');
  await pg.runTool('pg_dump', [...connection, '-Fc', '-f', file, 'ditto']);
  await pg.runTool('createdb', [...connection, 'restored']);
  await pg.runTool('pg_restore', [...connection, '--no-owner', '-d', 'restored', file]);
  const replica = await topology.startReplica('restored', { databaseUrl: pg.urlOf('restored') });
  await waitReady(replica);
  const user = await signIn(topology, owner);
  const response = await fetch(`${replica.url}/knowledge?limit=50`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const body = (await response.json()) as { entries?: Array<{ title: string }> };
  const found = body.entries?.some((entry) => entry.title === JOURNEY_NOTE_TITLE) ?? false;
  say(
    `backup: pg_dump → pg_restore into a new database; a replica on it reads the journey's note back: ${found}`,
  );
  report.backup_restore = found ? 'pass' : 'fail';
  goal(found, "backup: the restored database did not give the user's knowledge back");
  await replica.stop();
}

async function signIn(topology: Topology, account: { email: string; password: string }): Promise<User> {
  const response = await fetch(topology.identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: topology.identity.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`Sign-in of ${account.email} failed (${response.status})`);
  return { ...account, token };
}

/**
 * The same load through the proxy with 1, then 2, then 1, then 2 upstreams (8 s each, same run): alternating keeps
 * a change in the shared machine's other load from favouring one side. Each side's figure is its mean.
 */
async function throughput(topology: Topology, apiBase: string, user: User): Promise<void> {
  const upstreams = topology.replicas.map((r) => `127.0.0.1:${r.port}`);
  const measure = async (count: number) => {
    await topology.caddy.setUpstreams(upstreams.slice(0, count));
    await sleep(2_000);
    const result = await autocannon({
      url: `${apiBase}/knowledge?limit=20`,
      headers: { authorization: `Bearer ${user.token}` },
      connections: 20,
      duration: 8,
    });
    say(
      `throughput with ${count} replica(s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    goal(result.non2xx === 0 && result.errors === 0, `throughput with ${count} replica(s): failed requests`);
    return result.requests.average;
  };
  const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
  for (const count of [1, 2, 1, 2] as const) rates[count].push(await measure(count));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const [one, two] = [mean(rates[1]), mean(rates[2])];
  report.throughput_1 = Math.round(one);
  report.throughput_2 = Math.round(two);
  report.throughput_ratio_2v1 = Number((two / one).toFixed(2));
  await topology.caddy.setUpstreams(upstreams);
}

async function main(): Promise<void> {
  try {
    if (process.env.TOPOLOGY_SKIP_BUILD !== '1') {
      say('building the API bundle and the web build');
      await buildBundles();
    }
    await driveTopology(await startTopology({ replicas: 2 }));
  } catch (error) {
    problems.push(`the topology did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  report.seconds = Math.round((performance.now() - started) / 1000);
  for (const problem of problems) say(`GOAL FAILED: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
  process.stdout.write(`${JSON.stringify({ topology: report })}\n`);
}

/** Every goal in turn; the topology is stopped at the end (its logs kept when a goal failed). */
async function driveTopology(topology: Topology): Promise<void> {
  try {
    const apiBase = `${topology.url}/api`;
    say(`topology up at ${topology.url}: ${topology.replicas.map((r) => r.url).join(', ')} behind Caddy`);
    const initial = topology.replicas.map((r) => r.migrationsApplied());
    say(`two replicas started together on an empty database: migrations applied ${JSON.stringify(initial)}`);
    const users = await loadUsers(topology, apiBase);

    const stream = await streamChunks(apiBase, users[0] as User);
    say(`a streamed reply through the proxy: ${stream.chunks} chunks over ${stream.spanMs.toFixed(0)} ms`);
    report.stream_chunks = stream.chunks;
    goal(stream.chunks > 1 && stream.spanMs > 0, 'the streamed reply arrived in one piece through the proxy');

    const journey = await runJourney(topology.url, topology.identity);
    say(
      `journey in Chromium: ${journey.pass ? 'pass' : `FAIL at "${journey.failedStep}": ${journey.error}`} (${journey.steps.join(' → ')}); the reply rendered at ${journey.streamedRenders} lengths while streaming`,
    );
    report.journey = journey.pass ? 'pass' : 'fail';
    goal(journey.pass, `journey failed at ${journey.failedStep}`);

    await killedReplica(topology, apiBase, users);
    await rollingRestart(topology, apiBase, users);
    await coldStarts(topology, users);
    await readiness(topology, apiBase, users);
    if (journey.steps.includes('add knowledge')) await backup(topology, journey.owner);
    else goal(false, 'backup: skipped, the journey wrote no knowledge');
    await throughput(topology, apiBase, users[0] as User);
    const rss = await Promise.all(topology.replicas.map((r) => rssMb(r.pid)));
    say(`replica RSS after the load: ${rss.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}`);
    report.replica_rss_mb = Math.round(Math.max(...rss));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await topology.stop({ keepLogs: problems.length > 0 });
  }
  if (problems.length > 0) say(`logs of the replicas and Caddy kept in ${topology.dir}`);
}

await main();
