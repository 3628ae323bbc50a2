/**
 * Drill (b): the Postgres server stopped under load (a private server in a temp dir on a free port; never the shared
 * one). While it is down the API should answer 503, neither 500 nor hang, and recover once it is back.
 */
import {
  type ChildApi,
  createClient,
  type PrivatePostgres,
  type Result,
  sleep,
  type User,
} from '../harness.ts';
import { countBy, isSuccess, out, problems, statusName } from './report.ts';

const CONNECTIONS = 10;
const TIMEOUT_MS = 15_000;
const PHASES = ['up (before)', 'stopping', 'down', 'starting', 'up (after restart)'] as const;
type Phase = (typeof PHASES)[number];
type Sample = Result & { op: string; phase: Phase };
type Operation = [name: string, call: (user: User) => Promise<Result>];

/** Reads and writes of every kind of data, and readiness (/ready; /health is liveness and stays 200). */
function operations(client: ReturnType<typeof createClient>): Operation[] {
  return [
    ['GET /knowledge', (user) => client.request('GET', '/knowledge?limit=20', user.token)],
    [
      'POST /knowledge',
      (user) => client.request('POST', '/knowledge', user.token, { title: 'b', content: 'b' }),
    ],
    ['GET /profile', (user) => client.request('GET', '/profile', user.token)],
    ['GET /persona/messages', (user) => client.request('GET', '/persona/messages', user.token)],
    ['GET /ready', () => client.request('GET', '/ready')],
  ];
}

/** Counts by status per phase, and by operation while Postgres is down, where anything but 503 is a problem. */
function printPhases(samples: readonly Sample[], ops: readonly Operation[]): void {
  for (const name of PHASES) {
    const inPhase = samples.filter((sample) => sample.phase === name);
    const maxMs = Math.max(0, ...inPhase.map((sample) => sample.ms));
    out(
      `    ${name.padEnd(20)} ${String(inPhase.length).padStart(5)} answers: ${countBy(inPhase, statusName)}; max ${maxMs.toFixed(0)} ms`,
    );
    if (name !== 'down') continue;
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

/** `start` starts the API on `pg`. */
export async function postgresDown(
  pg: PrivatePostgres,
  start: () => Promise<ChildApi>,
  users: User[],
): Promise<void> {
  const api = await start();
  const client = createClient(api.url, CONNECTIONS, TIMEOUT_MS);
  const ops = operations(client);
  const samples: Sample[] = [];
  let phase: Phase = 'up (before)';
  let stop = false;
  let firstOkAfterRestart: number | undefined;
  let restartedAt = 0;
  const connection = async (index: number) => {
    const user = users[index % users.length] as User;
    for (let i = index; !stop; i++) {
      const [op, call] = ops[i % ops.length] as Operation;
      const result = await call(user);
      samples.push({ ...result, op, phase });
      if (phase === 'up (after restart)' && isSuccess(result.status) && op !== 'GET /ready') {
        firstOkAfterRestart ??= performance.now() - restartedAt;
      }
      // No answer comes back at once when the API itself is gone: do not spin.
      if (result.status === 0 && result.ms < 50) await sleep(50);
    }
  };
  const load = Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => connection(index)));
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
    `(b) Postgres (private server) stopped under load: ${CONNECTIONS} connections, requests time out after ${TIMEOUT_MS} ms`,
  );
  printPhases(samples, ops);
  out(
    `    first 2xx after Postgres restarted: ${firstOkAfterRestart === undefined ? 'never' : `${firstOkAfterRestart.toFixed(0)} ms`}; ` +
      `API process ${alive ? 'still running' : 'GONE'}`,
  );
  const lastSeconds = samples.filter((s) => s.phase === 'up (after restart)').slice(-50);
  const recovered = lastSeconds.length > 0 && lastSeconds.every((s) => isSuccess(s.status));
  if (!alive) problems.push('(b) the API process died while Postgres was down');
  if (!recovered)
    problems.push(`(b) not recovered 10 s after Postgres returned (${countBy(lastSeconds, statusName)})`);
  await api.stop();
}
