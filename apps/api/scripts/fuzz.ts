/**
 * Fuzzes every route of the contract on the real API (`pnpm --filter @ditto/api fuzz`, or `fuzz:quick` for CI):
 * requests generated with fast-check from the zod contract (`scripts/fuzz-cases.ts`), half schema-valid, half hostile,
 * sent over HTTP to the API in a child process (`scripts/fuzz-server.ts`: in-memory PGlite, the real local identity
 * provider, a local ElevenLabs stand-in, the embedded reply provider, rate limits out of the way).
 *
 * Prints a table per route and the totals; exits 1 on any response ≥ 500 (or `internal_error` event in a stream),
 * any hang (no full answer within FUZZ_TIMEOUT_MS), or any crash (the server process exiting, a connection reset,
 * `/health` not answering). Loopback only; the run is bounded in requests and time.
 *
 *   FUZZ_SEED         the seed (printed; the same seed sends the same requests; --quick has a fixed default, the
 *                     full run a random one)
 *   FUZZ_RUNS         requests (default 10,000; 1,000 with --quick)
 *   FUZZ_CONCURRENCY  requests in flight (default 4)
 *   FUZZ_TIMEOUT_MS   a request without a full answer by then is a hang (default 10,000)
 *   FUZZ_CASES        only these case numbers, comma-separated (to replay failures with their seed)
 *   FUZZ_VERBOSE=1    print every request and its answer
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type RouteDefinition, type RouteName, routeList } from '@ditto/contract';
import { startIdentityProvider } from '@ditto/local-cognito';
import fc from 'fast-check';
import { MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES } from '../src/app.ts';
import { identityOf, signIn } from '../src/test-support/identity.ts';
import { type AuthKind, type Body, caseArbitrary, type FuzzCase, type WireValue } from './fuzz-cases.ts';
import type { FuzzServerConfig, FuzzServerMessage } from './fuzz-server.ts';

const quick = process.argv.includes('--quick');
const RUNS = positiveInt('FUZZ_RUNS', quick ? 1_000 : 10_000);
const CONCURRENCY = positiveInt('FUZZ_CONCURRENCY', 4);
const TIMEOUT_MS = positiveInt('FUZZ_TIMEOUT_MS', 10_000);
/** The quick run (CI) sends the same requests every time; the full run explores with a new seed each time. */
const QUICK_SEED = 20_251_125;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED) | 0
  : quick
    ? QUICK_SEED
    : (Math.random() * 2 ** 31) | 0;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const ONLY = process.env.FUZZ_CASES?.split(',').map((item) => Number(item.trim()));
const PASSWORD = 'Correct-Horse-9';
const HEALTH_EVERY_MS = 2_000;
const TOKEN_REFRESH_MS = 20 * 60_000;

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!(Number.isInteger(value) && value > 0)) throw new Error(`${name} must be a positive whole number`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Outcome =
  | ({ kind: 'answer' } & Answer)
  | { kind: 'hang' }
  | { kind: 'connection'; code: string; message: string; afterStatus?: number };

type WireRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(base: URL, request: WireRequest, options: { agent: http.Agent | false }): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let status: number | undefined;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['content-length'] = String(request.body.length);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: options.agent,
      },
      (res) => {
        status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 1_000_000) chunks.push(chunk);
        });
        res.on('end', () =>
          finish({ kind: 'answer', status: status ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          finish({
            kind: 'connection',
            code: error.code ?? 'ERROR',
            message: error.message,
            afterStatus: status,
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ kind: 'hang' });
    }, TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A keep-alive socket the server closed as we reused it: the request never reached the server, retry it once.
      if (status === undefined && req.reusedSocket && error.code === 'ECONNRESET' && options.agent) {
        clearTimeout(timer);
        settled = true;
        send(base, request, { agent: false }).then(resolve);
        return;
      }
      finish({
        kind: 'connection',
        code: error.code ?? 'ERROR',
        message: error.message,
        afterStatus: status,
      });
    });
    req.end(request.body);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The stack

type Account = { email: string; userId: string; accessToken: string };

const subOf = (token: string): string =>
  String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);

async function startServer(config: FuzzServerConfig, logPath: string, onLine: (line: string) => void) {
  const child = fork(fileURLToPath(new URL('./fuzz-server.ts', import.meta.url)), [], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log = createWriteStream(logPath);
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    stream.pipe(log, { end: false });
    createInterface({ input: stream }).on('line', onLine);
  }
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 120 s')), 120_000);
    child.once('message', (message: FuzzServerMessage) => {
      clearTimeout(timer);
      resolve(message.ready.url);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The API exited while starting (${signal ?? code}); its log: ${logPath}`));
    });
    child.send(config);
  });
  return { child, url: new URL(url), log };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Unhandled-error reports in the server's log, each with its stack trace, counted by their first lines. */
class ServerErrors {
  readonly blocks = new Map<string, { text: string; count: number }>();
  private current: string[] | undefined;

  line(text: string): void {
    if (/^(Unhandled error on |Chat reply failed:|Identity provider unavailable|Health check)/.test(text)) {
      this.flush();
      this.current = [text];
    } else if (this.current && /^(\s|\}|\]|\[cause\]|Caused by)/.test(text) && this.current.length < 200) {
      this.current.push(text);
    } else {
      this.flush();
    }
  }

  flush(): void {
    if (!this.current) return;
    const [first = '', ...rest] = this.current;
    // One fault per route and database error (or first stack frame), whatever the ids in the path.
    const what = rest.filter((line) => /^\s+(code|detail|query|routine):/.test(line));
    const key = [first.replace(/\/[^/\s]{20,}/g, '/…'), ...(what.length > 0 ? what : rest.slice(0, 2))].join(
      '\n',
    );
    const seen = this.blocks.get(key);
    if (seen) seen.count++;
    else {
      // The message, the top of the stack and a database error's fields; not the request's values (megabytes).
      const frames = rest.filter((line) => /^\s+at /.test(line)).slice(0, 8);
      const fields = rest.flatMap((line, i) =>
        /^\s+(code|detail|query|routine):/.test(line)
          ? [line, ...(/^\s+query:/.test(line) && /^\s+'/.test(rest[i + 1] ?? '') ? [rest[i + 1] ?? ''] : [])]
          : [],
      );
      const text = [first, ...frames, ...fields].map((line) =>
        line.length > 240 ? `${line.slice(0, 240)}…` : line,
      );
      this.blocks.set(key, { text: text.join('\n'), count: 1 });
    }
    this.current = undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Turning a case into bytes

const MAX_POOL = 200;
function remember(pool: string[], ...values: Array<string | null | undefined>): void {
  for (const value of values) {
    if (typeof value !== 'string' || pool.includes(value)) continue;
    pool.push(value);
    if (pool.length > MAX_POOL) pool.shift();
  }
}

/** Ids and cursors the server handed out, for the requests that want real ones. */
class Pools {
  readonly knowledgeIds: string[] = [];
  readonly shareIds: string[] = [];
  readonly listedUserIds: string[] = [];
  /** `nextCursor`s by route. */
  readonly cursors = new Map<string, string[]>();
  /** Message ids by conversation path (`/persona/messages`, ...). */
  readonly messageIds = new Map<string, string[]>();

  constructor(private readonly accounts: Record<'user' | 'owner' | 'target' | 'admin', Account>) {}

  param(route: RouteName, name: string): string[] {
    const { user, owner, target, admin } = this.accounts;
    if (name === 'id') return route === 'deleteShare' ? this.shareIds : this.knowledgeIds;
    if (name === 'ownerId') return [owner.userId, owner.userId, user.userId, admin.userId];
    // Accounts the run may disable or promote: never the fuzzing user or the persona shared with it.
    if (route === 'updateAdminUser') return [target.userId, target.userId, admin.userId];
    return [user.userId, owner.userId, target.userId, admin.userId, ...this.listedUserIds];
  }

  query(route: RouteDefinition & { name: RouteName }, key: string): string[] {
    if (key === 'cursor') return this.cursors.get(route.name) ?? [];
    if (key === 'before') return this.messageIds.get(route.path) ?? [];
    return [];
  }

  private pool(map: Map<string, string[]>, key: string): string[] {
    const pool = map.get(key) ?? [];
    map.set(key, pool);
    return pool;
  }

  /** Keeps what a successful answer tells of ids and cursors. */
  harvest(route: RouteDefinition & { name: RouteName }, status: number, body: unknown): void {
    if (status >= 300 || !body || typeof body !== 'object') return;
    const value = body as Record<string, unknown>;
    const ids = (items: unknown, key = 'id') =>
      Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)?.[key] as string) : [];
    if (typeof value.nextCursor === 'string') remember(this.pool(this.cursors, route.name), value.nextCursor);
    const messages = this.pool(this.messageIds, route.path);
    remember(messages, ...ids(value.messages));
    for (const key of ['userMessage', 'reply'])
      remember(messages, (value[key] as { id?: string } | undefined)?.id);
    switch (route.name) {
      case 'createKnowledgeEntry':
      case 'updateKnowledgeEntry':
        remember(this.knowledgeIds, value.id as string);
        break;
      case 'importKnowledge':
        remember(this.knowledgeIds, ...ids(value.created));
        break;
      case 'listKnowledge':
        remember(this.knowledgeIds, ...ids(value.entries));
        break;
      case 'sendLisaMessage':
        remember(this.knowledgeIds, (value.createdEntry as { id?: string } | null)?.id);
        break;
      case 'createShare':
        remember(this.shareIds, value.id as string);
        break;
      case 'listShares':
        remember(this.shareIds, ...ids(value.shares));
        break;
      case 'listAdminUsers':
        remember(this.listedUserIds, ...ids(value.users, 'userId'));
        break;
    }
  }
}

/** Percent-encoded UTF-8, like `encodeURIComponent`, which throws on a lone surrogate (sent as U+FFFD here). */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.!~*'()]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Any character a request line cannot carry as is, percent-encoded; everything else (%, .., ;) left raw. */
const rawPathText = (text: string) =>
  Array.from(text, (char) =>
    /^[\x21-\x7e]$/.test(char) && !'#?'.includes(char) ? char : percentEncode(char),
  ).join('');

/** The value as sent; a pool value from an empty pool is `fallback` (undefined: leave the value out). */
function wireText(
  value: WireValue,
  pool: readonly string[],
  fallback: string | undefined,
): string | undefined {
  if ('raw' in value) return rawPathText(value.raw);
  if ('text' in value) return percentEncode(value.text);
  const known = pool.length > 0 ? pool[value.known % pool.length] : fallback;
  return known === undefined ? undefined : percentEncode(known);
}

type Tokens = { user: string; admin: string };

function authorization(
  auth: AuthKind,
  route: RouteDefinition,
  tokens: Tokens,
  index: number,
): string | undefined {
  const own = route.auth === 'admin' ? tokens.admin : tokens.user;
  const [header = '', payload = '', signature = ''] = own.split('.');
  switch (auth) {
    case 'user':
      return `Bearer ${tokens.user}`;
    case 'admin':
      return `Bearer ${tokens.admin}`;
    case 'none':
      return undefined;
    case 'garbage-bearer':
      return [
        'Bearer',
        'Bearer ',
        'Bearer  x',
        `Bearer ${'A'.repeat(8_000)}`,
        'Bearer \u00ff\u00fe',
        'Token x',
      ][index % 6];
    case 'malformed-jwt':
      return [
        'Bearer a.b.c',
        'Bearer ..',
        'Bearer eyJ.eyJ.x',
        `Bearer ${header}.${payload}`,
        `Bearer ${payload}.${header}.${signature}`,
      ][index % 5];
    case 'tampered-signature': {
      const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      return `Bearer ${header}.${payload}.${flipped}`;
    }
    case 'alg-none': {
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return `Bearer ${none}.${payload}.`;
    }
    case 'basic':
      return `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    case 'other-role':
      return `Bearer ${route.auth === 'admin' ? tokens.user : tokens.admin}`;
  }
}

async function encodeBody(body: Body): Promise<{ bytes?: Buffer; contentType?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(body.value) ?? 'null'),
        contentType: body.contentType ?? 'application/json',
      };
    case 'text':
      return { bytes: Buffer.from(body.text), contentType: body.contentType };
    case 'bytes':
      return { bytes: Buffer.from(body.bytes), contentType: body.contentType };
    case 'form': {
      const form = new FormData();
      for (const part of body.parts) {
        if ('value' in part) form.append(part.name, part.value);
        else
          form.append(
            part.name,
            new File([part.bytes], part.fileName, part.type === undefined ? {} : { type: part.type }),
          );
      }
      const response = new Response(form);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? undefined,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The run

type Failure = { index: number; route: string; kind: string; label: string; request: string; result: string };

type RouteStats = {
  requests: number;
  valid: number;
  valid2xx: number;
  statuses: Map<number, number>;
  serverErrors: number;
  hangs: number;
  connectionErrors: number;
  /** Connections closed while an oversized body was still being sent (the server alive after). */
  earlyCloses: number;
  maxMs: number;
};

function excerpt(bytes: Buffer | undefined, max = 160): string {
  if (!bytes || bytes.length === 0) return '(no body)';
  const text = bytes.subarray(0, max * 4).toString('utf8');
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return `${shown}${text.length > max || bytes.length > max * 4 ? ` … (${bytes.length} bytes)` : ''}`;
}

/** `internal_error` events in a streamed reply are a 500 the status line could not carry. */
function streamInternalError(answer: Answer): string | undefined {
  if (!String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) return undefined;
  const text = answer.body.toString('utf8');
  const match = /event: error\ndata: (.*)\n/.exec(text);
  return match?.[1]?.includes('"internal_error"') ? match[1] : undefined;
}

async function main(): Promise<void> {
  const started = Date.now();
  const tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-fuzz-'));
  const logPath = path.join(tempDir, 'api.log');
  const errors = new ServerErrors();
  const idp = await startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let keepTempDir = false;
  try {
    server = await startServer(
      { identity: { ...identityOf(idp), credentials: idp.credentials } },
      logPath,
      (line) => errors.line(line),
    );
    const { child, url: base } = server;
    let exited: string | undefined;
    child.on('exit', (code, signal) => {
      exited = `the API process exited (${signal ?? `code ${code}`})`;
    });

    // Accounts: the fuzzing user, a user who shares their persona with it, a target for the admin writes, the admin.
    const emails = {
      user: 'fuzz-user@example.com',
      owner: 'fuzz-owner@example.com',
      target: 'fuzz-target@example.com',
    };
    for (const email of Object.values(emails))
      await idp.createUser({ email, password: PASSWORD, confirmed: true });
    const signInAll = async () => {
      const account = async (email: string, password: string): Promise<Account> => {
        const { accessToken } = await signIn(idp, email, password);
        return { email, userId: subOf(accessToken), accessToken };
      };
      return {
        user: await account(emails.user, PASSWORD),
        owner: await account(emails.owner, PASSWORD),
        target: await account(emails.target, PASSWORD),
        admin: await account(idp.admin.email, idp.admin.password),
      };
    };
    let accounts = await signInAll();
    let signedInAt = Date.now();
    const tokens = (): Tokens => ({ user: accounts.user.accessToken, admin: accounts.admin.accessToken });

    const call = async (method: string, route: string, account: Account, json?: unknown) => {
      const outcome = await send(
        base,
        {
          method,
          path: route,
          headers: {
            authorization: `Bearer ${account.accessToken}`,
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(json === undefined ? {} : { body: Buffer.from(JSON.stringify(json)) }),
        },
        { agent },
      );
      if (outcome.kind !== 'answer') throw new Error(`Setup: ${method} ${route} failed (${outcome.kind})`);
      return outcome;
    };
    const expectOk = async (method: string, route: string, account: Account, json?: unknown) => {
      const answer = await call(method, route, account, json);
      if (answer.status >= 300)
        throw new Error(`Setup: ${method} ${route} answered ${answer.status}: ${excerpt(answer.body)}`);
      return answer;
    };

    // A state worth fuzzing: profiles, notes, trained personas, one persona shared with the fuzzing user.
    const setupStarted = Date.now();
    for (const account of Object.values(accounts)) await expectOk('GET', '/profile', account);
    for (const account of [accounts.user, accounts.owner]) {
      for (let n = 1; n <= 3; n++) {
        await expectOk('POST', '/knowledge', account, {
          title: `Note ${n}`,
          content: `I like hiking in the mountains, reading history books and cooking pasta (${n}).`,
        });
      }
      const trained = await call('POST', '/persona/train', account);
      if (trained.status !== 200) console.error(`[fuzz] setup: training answered ${trained.status}`);
    }
    await expectOk('POST', '/sharing/shares', accounts.owner, { email: accounts.user.email });
    await expectOk('POST', '/persona/messages', accounts.user, { content: 'Hello, who are you?' });
    const setupMs = Date.now() - setupStarted;

    const pools = new Pools(accounts);
    const routes = routeList;
    const hints = { emails: [...Object.values(emails), idp.admin.email, 'nobody@example.com'] };
    const arbitraries = routes.map((route) => caseArbitrary(route, hints));
    const stats = new Map<string, RouteStats>(
      routes.map((route) => [
        route.name,
        {
          requests: 0,
          valid: 0,
          valid2xx: 0,
          statuses: new Map(),
          serverErrors: 0,
          hangs: 0,
          connectionErrors: 0,
          earlyCloses: 0,
          maxMs: 0,
        },
      ]),
    );
    const labels = new Map<string, { requests: number; failures: number }>();
    const failures: Failure[] = [];
    let healthFailures = 0;
    let streamErrors = 0;
    const durations: number[] = [];
    const percentile = (p: number) => {
      const sorted = [...durations].sort((a, b) => a - b);
      return (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0).toFixed(0);
    };

    // /health on a connection of its own: a stalled event loop or a dead process shows even between requests.
    let probing = false;
    const health = setInterval(() => {
      if (probing || exited) return;
      probing = true;
      send(base, { method: 'GET', path: '/health', headers: {} }, { agent: false })
        .then((outcome) => {
          if (outcome.kind !== 'answer' || outcome.status !== 200) {
            healthFailures++;
            console.error(`[fuzz] GET /health: ${outcome.kind === 'answer' ? outcome.status : outcome.kind}`);
          }
        })
        .finally(() => {
          probing = false;
        });
    }, HEALTH_EVERY_MS);

    const alive = async () => {
      const outcome = await send(base, { method: 'GET', path: '/health', headers: {} }, { agent: false });
      return !exited && outcome.kind === 'answer' && outcome.status === 200;
    };

    let refreshing: Promise<void> | undefined;
    const freshTokens = async () => {
      if (Date.now() - signedInAt < TOKEN_REFRESH_MS) return;
      refreshing ??= signInAll().then((next) => {
        accounts = next;
        signedInAt = Date.now();
        refreshing = undefined;
      });
      await refreshing;
    };

    const indexes = ONLY ?? Array.from({ length: RUNS }, (_, index) => index);
    let next = 0;
    let done = 0;
    const runStarted = Date.now();

    const runCase = async (index: number) => {
      const route = routes[index % routes.length];
      const arbitrary = arbitraries[index % routes.length];
      if (!route || !arbitrary) return;
      // One seed per case: a case reproduces on its own (FUZZ_CASES) from the run's seed.
      const [fuzzCase] = fc.sample(arbitrary, {
        seed: (SEED ^ Math.imul(index + 1, 0x9e3779b1)) | 0,
        numRuns: 1,
      });
      if (!fuzzCase) return;
      await freshTokens();
      const request = await wireRequest(route, fuzzCase, index);
      const sentAt = performance.now();
      const outcome = await send(base, request, { agent });
      const ms = performance.now() - sentAt;
      durations.push(ms);

      const routeStats = stats.get(route.name) as RouteStats;
      routeStats.requests++;
      routeStats.maxMs = Math.max(routeStats.maxMs, ms);
      if (fuzzCase.valid) routeStats.valid++;
      const label = labels.get(fuzzCase.label) ?? { requests: 0, failures: 0 };
      labels.set(fuzzCase.label, label);
      label.requests++;
      const describe = () =>
        `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…` : request.path}` +
        `  auth=${fuzzCase.auth}${request.headers['content-type'] === undefined ? '' : `  content-type=${JSON.stringify(request.headers['content-type'].slice(0, 80))}`}` +
        `${request.headers.accept ? `  accept=${JSON.stringify(request.headers.accept.slice(0, 40))}` : ''}` +
        `\n      body ${excerpt(request.body)}`;
      const fail = (kind: string, result: string) => {
        label.failures++;
        failures.push({ index, route: route.name, kind, label: fuzzCase.label, request: describe(), result });
      };

      if (outcome.kind === 'hang') {
        routeStats.hangs++;
        fail('hang', `no answer within ${TIMEOUT_MS} ms`);
      } else if (outcome.kind === 'connection') {
        // A server may answer 413 and close while an oversized body is still on its way: no crash if it lives on.
        const limit = route.path === '/knowledge/import' ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES;
        const oversized = (request.body?.length ?? 0) > limit && outcome.afterStatus === undefined;
        if (oversized && ['EPIPE', 'ECONNRESET'].includes(outcome.code) && (await alive())) {
          routeStats.earlyCloses++;
        } else {
          routeStats.connectionErrors++;
          fail(
            `connection ${outcome.code}`,
            `connection error ${outcome.code}: ${outcome.message}${outcome.afterStatus ? ` after status ${outcome.afterStatus}` : ''}`,
          );
        }
      } else {
        routeStats.statuses.set(outcome.status, (routeStats.statuses.get(outcome.status) ?? 0) + 1);
        if (fuzzCase.valid && outcome.status < 300) routeStats.valid2xx++;
        if (outcome.status >= 500) {
          routeStats.serverErrors++;
          fail(String(outcome.status), `${outcome.status} ${excerpt(outcome.body, 300)}`);
        } else {
          const streamed = streamInternalError(outcome);
          if (streamed) {
            streamErrors++;
            fail(
              'internal_error event',
              `200 stream with an internal_error event: ${streamed.slice(0, 300)}`,
            );
          }
          if (String(outcome.headers['content-type'] ?? '').startsWith('application/json')) {
            try {
              pools.harvest(route, outcome.status, JSON.parse(outcome.body.toString('utf8')));
            } catch {
              // Not JSON after all: nothing to learn from it.
            }
          }
        }
      }
      if (VERBOSE) {
        const result =
          outcome.kind === 'answer' ? `${outcome.status} ${excerpt(outcome.body, 200)}` : outcome.kind;
        console.error(
          `[fuzz] case ${index} ${route.name} [${fuzzCase.label}] ${describe()}\n      → ${result}`,
        );
      }
      done++;
      if (done % Math.max(1, Math.floor(indexes.length / 10)) === 0) {
        console.error(
          `[fuzz] ${done}/${indexes.length} requests, ${((Date.now() - runStarted) / 1000).toFixed(1)} s`,
        );
      }
    };

    async function wireRequest(
      route: RouteDefinition & { name: RouteName },
      fuzzCase: FuzzCase,
      index: number,
    ) {
      const routePath = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
        const value = fuzzCase.params[name] ?? { known: 0 };
        return wireText(value, pools.param(route.name, name), `no-such-${index}`) ?? '';
      });
      const query = fuzzCase.query
        .flatMap(([key, value]) => {
          const text = wireText(
            value,
            pools.query(route, key),
            fuzzCase.valid ? undefined : `no-such-${index}`,
          );
          return text === undefined ? [] : [`${percentEncode(key)}=${text}`];
        })
        .join('&');
      const { bytes, contentType } = await encodeBody(fuzzCase.body);
      const headers: Record<string, string> = {};
      const auth = authorization(fuzzCase.auth, route, tokens(), index);
      // Header values are Latin-1 on the wire.
      if (auth !== undefined) headers.authorization = auth.replace(/[^\x20-\xff]/g, '?');
      if (fuzzCase.accept !== undefined) headers.accept = fuzzCase.accept.replace(/[^\x20-\x7e]/g, '?');
      if (contentType) headers['content-type'] = contentType.replace(/[^\x20-\x7e]/g, '?');
      return {
        method: fuzzCase.method,
        path: `${routePath}${query ? `?${query}` : ''}`,
        headers,
        ...(bytes ? { body: bytes } : {}),
      };
    }

    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < indexes.length && !exited) {
        const index = indexes[next++];
        if (index !== undefined) await runCase(index);
      }
    });
    try {
      await Promise.all(workers);
    } finally {
      clearInterval(health);
    }
    while (probing) await new Promise((resolve) => setTimeout(resolve, 50));
    const runMs = Date.now() - runStarted;
    errors.flush();

    // ---------------------------------------------------------------------------------------------------------
    // Figures

    const lines: string[] = [];
    const pad = (text: string | number, width: number) => String(text).padStart(width);
    lines.push(
      `Fuzz of the API: seed ${SEED} (FUZZ_SEED=${SEED}), ${indexes.length} requests, ${CONCURRENCY} in flight, ` +
        `hang = no full answer in ${TIMEOUT_MS} ms, Node ${process.version}`,
      '',
      `${'route'.padEnd(54)}${pad('reqs', 6)}${pad('valid', 7)}${pad('v-2xx', 7)}${pad('≥500', 6)}${pad('hang', 6)}${pad('conn', 6)}${pad('max ms', 8)}  statuses`,
    );
    const totals = {
      requests: 0,
      valid: 0,
      valid2xx: 0,
      serverErrors: 0,
      hangs: 0,
      connectionErrors: 0,
      earlyCloses: 0,
    };
    for (const route of routes) {
      const s = stats.get(route.name) as RouteStats;
      for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += s[key];
      const declared = new Set(Object.keys(route.responses).map(Number));
      const statuses = [...s.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}${declared.has(status) ? '' : '*'}:${count}`)
        .concat(s.earlyCloses > 0 ? [`closed-early:${s.earlyCloses}`] : [])
        .join(' ');
      lines.push(
        `${`${route.method.toUpperCase()} ${route.path}`.padEnd(54)}${pad(s.requests, 6)}${pad(s.valid, 7)}${pad(s.valid2xx, 7)}` +
          `${pad(s.serverErrors, 6)}${pad(s.hangs, 6)}${pad(s.connectionErrors, 6)}${pad(s.maxMs.toFixed(0), 8)}  ${statuses}`,
      );
    }
    lines.push(
      '(valid: schema-valid requests; v-2xx: of those, answered 2xx; * a status the contract does not list for the route,',
      ' e.g. 404 for a path parameter that is not one path segment, or 405-like 404s for another method;',
      ' closed-early: the connection closed while a body over the size limit was being sent, the API alive after)',
      '',
      `requests by kind: ${[...labels.entries()]
        .sort(([, a], [, b]) => b.requests - a.requests)
        .map(
          ([name, value]) =>
            `${name} ${value.requests}${value.failures ? ` (${value.failures} failed)` : ''}`,
        )
        .join(', ')}`,
      '',
    );
    const crashes = (exited ? 1 : 0) + totals.connectionErrors + healthFailures;
    const serverErrorTotal = totals.serverErrors + streamErrors;
    lines.push(
      `setup ${(setupMs / 1000).toFixed(1)} s; run ${(runMs / 1000).toFixed(1)} s (${((totals.requests / runMs) * 1000).toFixed(0)} req/s); ` +
        `total ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `latency:             p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms, max ${percentile(1)} ms`,
      `requests sent:       ${totals.requests} over ${routes.length} routes (${totals.valid} schema-valid, ${totals.valid2xx} of them 2xx)`,
      `responses ≥ 500:     ${serverErrorTotal}${streamErrors ? ` (${streamErrors} as internal_error events in a 200 stream)` : ''}`,
      `hangs:               ${totals.hangs}`,
      `oversized bodies cut off by the API (alive after): ${totals.earlyCloses}`,
      `crashes:             ${crashes} (process exit: ${exited ? 1 : 0}, connection errors: ${totals.connectionErrors}, /health failures: ${healthFailures})`,
    );
    if (exited) lines.push(`  ${exited}: the run stopped there.`);

    if (failures.length > 0) {
      const failuresPath = path.join(tempDir, 'failures.json');
      await writeFile(failuresPath, JSON.stringify(failures, null, 2));
      const groups = new Map<string, Failure[]>();
      for (const failure of failures) {
        const key = `${failure.route}: ${failure.kind}`;
        groups.set(key, [...(groups.get(key) ?? []), failure]);
      }
      lines.push(
        '',
        `Failures (${failures.length}, in ${groups.size} groups; two examples each; all in ${failuresPath}; ` +
          `replay one with FUZZ_SEED=${SEED} FUZZ_CASES=<case>):`,
      );
      for (const [key, group] of groups) {
        lines.push(`  ${key} ×${group.length}`);
        for (const failure of group.slice(0, 2)) {
          lines.push(
            `    case ${failure.index} [${failure.label}]: ${failure.result}`,
            `      ${failure.request}`,
          );
        }
      }
    }
    if (errors.blocks.size > 0) {
      lines.push('', `Errors the API logged (${errors.blocks.size} distinct):`);
      for (const { text, count } of [...errors.blocks.values()].slice(0, 10))
        lines.push(`  ×${count} ${text}`);
    }
    const failed = serverErrorTotal > 0 || totals.hangs > 0 || crashes > 0;
    if (failed) {
      keepTempDir = true;
      lines.push('', `The API's full log: ${logPath}`);
    }
    lines.push('', failed ? 'FAILED' : 'OK: no response ≥ 500, no hang, no crash');
    process.stdout.write(`${lines.join('\n')}\n`);
    if (failed) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (server) {
      await stopServer(server.child);
      server.log.end();
    }
    await idp.stop();
    if (!keepTempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
