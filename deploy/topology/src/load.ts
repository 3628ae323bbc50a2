/**
 * Authenticated traffic through the proxy (127.0.0.1 only): single calls that never throw (a refused connection or
 * a timeout is an outcome too), steps with the web app's retry rules, and a steady open-loop load at a fixed rate.
 */
import { signIn } from '@ditto/api/testing';
import type { IdentityProvider } from '@ditto/local-cognito';
import { sleep } from './topology.ts';

export type User = { email: string; password: string; token: string };

export type Outcome = {
  op: OpName;
  status: number;
  /** When it was sent (`performance.now()`), and how long it took. */
  at: number;
  ms: number;
  ok: boolean;
  error?: string;
};

const OPS = {
  'GET /knowledge': { method: 'GET', path: '/knowledge?limit=20', expect: 200, read: true },
  'GET /profile': { method: 'GET', path: '/profile', expect: 200, read: true },
  'GET /persona/messages': { method: 'GET', path: '/persona/messages', expect: 200, read: true },
  'POST /knowledge': { method: 'POST', path: '/knowledge', expect: 201, read: false },
  'POST /persona/messages (stream)': { method: 'POST', path: '/persona/messages', expect: 200, read: false },
} as const;
export type OpName = keyof typeof OPS;

/** A confirmed account of the identity provider, signed in as the browser does (USER_PASSWORD_AUTH). */
export async function createUser(identity: IdentityProvider, email: string, name: string): Promise<User> {
  const password = 'Topology-Pass-42';
  await identity.createUser({ email, password, attributes: { name }, confirmed: true });
  const { accessToken: token } = await signIn(identity, email, password);
  return { email, password, token };
}

/** The web app's API timeout (the spec's 30 seconds): an answer later than this is a failure. */
export const CLIENT_TIMEOUT_MS = 30_000;

/**
 * Whether an SSE body holds a whole `done` event: its `event: done` line, data that parses as JSON, and the blank
 * line that ends it. A reply cut inside its `done` event is not complete.
 */
export function hasDoneEvent(text: string): boolean {
  const events = text.replace(/\r\n?/g, '\n').split('\n\n');
  events.pop(); // what follows the last blank line: an event not yet ended, if anything
  return events.some((event) => {
    const lines = event.split('\n');
    if (!lines.includes('event: done')) return false;
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice('data:'.length).replace(/^ /, ''))
      .join('\n');
    try {
      JSON.parse(data);
      return true;
    } catch {
      return false;
    }
  });
}

/** One call of `op` at `apiBase` (e.g. `http://127.0.0.1:8080/api`); a streamed reply is read to its `done`. */
export async function call(
  apiBase: string,
  op: OpName,
  user: User,
  options: { timeoutMs?: number; idempotencyKey?: string } = {},
): Promise<Outcome> {
  const spec = OPS[op];
  const started = performance.now();
  const streamed = op === 'POST /persona/messages (stream)';
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined;
  if (spec.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(
      streamed
        ? { content: 'What do I know about lighthouses?' }
        : { title: 'Load note', content: `A note written under load at ${Date.now()}.` },
    );
  }
  if (streamed) headers.accept = 'text/event-stream';
  // Kept when the body fails after the headers came: the client tells "no response" from "cut off" by it.
  let status = 0;
  try {
    const response = await fetch(`${apiBase}${spec.path}`, {
      method: spec.method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? CLIENT_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    const ms = performance.now() - started;
    const expected = response.status === spec.expect;
    const complete = !streamed || hasDoneEvent(text);
    // A stream cut short still has its 200: name it, so that a failed run says which one it was.
    const cut = expected && !complete;
    return {
      op,
      status,
      at: started,
      ms,
      ok: expected && complete,
      ...(cut ? { error: 'no done event' } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = cause ?? (error instanceof Error ? error.name : String(error));
    return { op, status, at: started, ms: performance.now() - started, ok: false, error: message };
  }
}

/** `@ditto/api-client`'s `WRITE_RETRY_DELAY_MS`: the wait before a write's one retry. */
const WRITE_RETRY_DELAY_MS = 300;
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * A step as the web app takes it: a read that fails is tried once more after a second (the data cache's one retry
 * of a failed load, `RETRY_DELAY_MS`). A write carries a fresh `Idempotency-Key` and, as `@ditto/api-client` does,
 * is tried once more with it after a network error with no response or a 502/503/504 (a stream only after the
 * former); never after a timeout. `attempts` holds every HTTP-level outcome.
 */
export async function step(
  apiBase: string,
  op: OpName,
  user: User,
): Promise<{ ok: boolean; read: boolean; attempts: Outcome[] }> {
  const read = OPS[op].read;
  const idempotencyKey = read ? undefined : crypto.randomUUID();
  const first = await call(apiBase, op, user, { idempotencyKey });
  if (first.ok || !(read || writeRetried(op, first))) return { ok: first.ok, read, attempts: [first] };
  await sleep(read ? 1_000 : WRITE_RETRY_DELAY_MS);
  const second = await call(apiBase, op, user, { idempotencyKey });
  return { ok: second.ok, read, attempts: [first, second] };
}

function writeRetried(op: OpName, outcome: Outcome): boolean {
  const noResponse = outcome.status === 0 && outcome.error !== 'TimeoutError';
  return noResponse || (op !== 'POST /persona/messages (stream)' && GATEWAY_STATUSES.has(outcome.status));
}

/** The steady mix: mostly reads, one write in twenty-five, and a streamed reply once a second at 50 req/s. */
export function opAt(index: number, ratePerSecond: number): OpName {
  if (index % ratePerSecond === 0) return 'POST /persona/messages (stream)';
  const reads: OpName[] = ['GET /knowledge', 'GET /profile', 'GET /persona/messages', 'GET /knowledge'];
  return index % 25 === 5 ? 'POST /knowledge' : (reads[index % reads.length] as OpName);
}

/**
 * Sends `ratePerSecond` calls a second (open loop: a slow answer does not slow the rate) until `until()` resolves,
 * or `maxMs` passes; then waits for the calls in flight. Bounded: at most as many in flight as the rate sends in
 * the client's timeout, so a call past the bound could not have been answered in time either, and it counts as a
 * failure (none are dropped silently).
 */
export async function steadyLoad(options: {
  apiBase: string;
  users: readonly User[];
  ratePerSecond: number;
  until: Promise<unknown>;
  maxMs: number;
}): Promise<Outcome[]> {
  const { apiBase, users, ratePerSecond, maxMs } = options;
  const maxInFlight = (ratePerSecond * CLIENT_TIMEOUT_MS) / 1000;
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let done = false;
  void options.until.finally(() => {
    done = true;
  });
  const started = performance.now();
  for (let index = 0; !done && performance.now() - started < maxMs; index++) {
    const dueAt = started + (index * 1000) / ratePerSecond;
    const wait = dueAt - performance.now();
    if (wait > 0) await sleep(wait);
    const op = opAt(index, ratePerSecond);
    if (inFlight.size >= maxInFlight) {
      outcomes.push({ op, status: 0, at: performance.now(), ms: 0, ok: false, error: 'too many in flight' });
      continue;
    }
    const user = users[index % users.length] as User;
    const sent = call(apiBase, op, user).then((outcome) => {
      outcomes.push(outcome);
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return outcomes;
}

/** `{"GET /profile 200": 12, ...}`: outcomes counted by operation and status (or error). */
export function tally(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { op, status, error } of outcomes) {
    const key = `${op} ${[status || undefined, error].filter(Boolean).join(' ')}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
