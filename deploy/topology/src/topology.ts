/**
 * The reference topology's parts, each a real process: a private Postgres server (Debian's binaries), the local
 * identity provider, API replicas started from the bundle exactly as in production (`NODE_ENV=production node
 * apps/api/dist/main.js`, configured only by environment variables), and Caddy with `deploy/Caddyfile`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { appendFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rateLimitsPerMinute } from '@ditto/contract';
import type { IdentityProvider } from '@ditto/local-cognito';

const run = promisify(execFile);
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = path.join(repoRoot, 'apps', 'api');
const webDir = path.join(repoRoot, 'apps', 'web');
export const caddyfile = path.join(repoRoot, 'deploy', 'Caddyfile');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` resolves true, polling every `everyMs`; rejects with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(everyMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** `pnpm --filter @ditto/api build` (the bundle) and `pnpm --filter @ditto/web build` (the static build). */
export async function buildBundles(): Promise<void> {
  for (const pkg of ['@ditto/api', '@ditto/web']) {
    await run('pnpm', ['--filter', pkg, 'build'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  }
}

/**
 * A copy of the web build in `dir` with its runtime configuration written beside it by the documented command
 * (`apps/web/scripts/write-config.mjs`): the API on the same origin under `/api`, the identity provider's endpoint.
 */
export async function prepareWebRoot(dir: string, identity: IdentityProvider): Promise<string> {
  await cp(path.join(webDir, 'dist'), dir, { recursive: true });
  await run(process.execPath, [path.join(webDir, 'scripts', 'write-config.mjs'), dir], {
    env: {
      PATH: process.env.PATH,
      DITTO_API_URL: '/api',
      COGNITO_REGION: identity.region,
      COGNITO_USER_POOL_ID: identity.userPoolId,
      COGNITO_CLIENT_ID: identity.userPoolClientId,
      COGNITO_ENDPOINT: identity.endpoint,
    },
  });
  return dir;
}

/** Every per-user and per-address limit far above what a run sends: the topology measures serving, not limiting. */
const unlimited = Object.keys(rateLimitsPerMinute)
  .map((bucket) => `${bucket}=1000000`)
  .join(',');

/** The production environment of a replica: nothing else configures it. */
export function replicaEnv(options: {
  port: number;
  databaseUrl: string;
  identity: IdentityProvider;
  siteUrl: string;
}): NodeJS.ProcessEnv {
  const { identity } = options;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    COGNITO_REGION: identity.region,
    COGNITO_USER_POOL_ID: identity.userPoolId,
    COGNITO_CLIENT_ID: identity.userPoolClientId,
    COGNITO_ENDPOINT: identity.endpoint,
    COGNITO_ISSUER: identity.issuer,
    COGNITO_JWKS_URI: identity.jwksUri,
    AWS_ACCESS_KEY_ID: identity.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: identity.credentials.secretAccessKey,
    TRUSTED_PROXY_HOPS: '1',
    CORS_ORIGINS: options.siteUrl,
    LOG_LEVEL: 'info',
    RATE_LIMITS: unlimited,
    ADDRESS_RATE_LIMITS: unlimited,
  };
}

export interface Replica {
  name: string;
  port: number;
  url: string;
  pid: number;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** Migrations this process applied, from its `{"msg":"migrations applied","count":N}` log line. */
  migrationsApplied(): number;
  /** SIGTERM (graceful drain), then waits for the exit; SIGKILL after 30 s. */
  stop(): Promise<string>;
  kill9(): Promise<string>;
}

/** Starts `node apps/api/dist/main.js` with `env`; its output goes to `logFile`. */
export async function startReplica(name: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Replica> {
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let migrations = 0;
  let log = '';
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log += text;
    for (const line of text.split('\n')) migrations += migrationsIn(line);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      void appendFile(logFile, log).catch(() => undefined);
      resolve(signal ?? `exit ${code}`);
    }),
  );
  const port = Number(env.PORT);
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    migrationsApplied: () => migrations,
    stop: () => signalAndWait(child, exited, 'SIGTERM', 30_000),
    kill9: () => signalAndWait(child, exited, 'SIGKILL', 30_000),
  };
}

/** The count of a `{"msg":"migrations applied","count":N}` JSON log line; 0 for any other line. */
export function migrationsIn(line: string): number {
  if (!line.includes('migrations applied')) return 0;
  try {
    const entry = JSON.parse(line) as { msg?: unknown; count?: unknown };
    return entry.msg === 'migrations applied' && typeof entry.count === 'number' ? entry.count : 0;
  } catch {
    return 0;
  }
}

async function signalAndWait(
  child: ChildProcess,
  exited: Promise<string>,
  signal: NodeJS.Signals,
  killAfterMs: number,
): Promise<string> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  const how = await exited;
  clearTimeout(timer);
  return how;
}

/** GET /ready of a replica: true once it answers 200. */
export async function isReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  return response.status === 200;
}

export function waitReady(replica: Replica, timeoutMs = 120_000): Promise<void> {
  return waitFor(`${replica.name} to be ready`, () => isReady(replica.url), timeoutMs, 200);
}

/** Resident set size of a process in MB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

export interface Caddy {
  url: string;
  adminUrl: string;
  /** `caddy reload` with another set of upstreams (same Caddyfile, new environment). */
  setUpstreams(upstreams: readonly string[]): Promise<void>;
  /** Failures Caddy's passive health check currently holds against each upstream (admin API). */
  upstreamFails(): Promise<Map<string, number>>;
  stop(): Promise<void>;
}

/** `caddy run` with `deploy/Caddyfile`; its autosave and certificates stay in `dir`. */
export async function startCaddy(options: {
  port: number;
  adminPort: number;
  webRoot: string;
  upstreams: readonly string[];
  dir: string;
}): Promise<Caddy> {
  await mkdir(options.dir, { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const admin = `127.0.0.1:${options.adminPort}`;
  const envFor = (upstreams: readonly string[]): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: options.dir,
    XDG_CONFIG_HOME: path.join(options.dir, 'config'),
    XDG_DATA_HOME: path.join(options.dir, 'data'),
    DITTO_SITE_ADDRESS: url,
    DITTO_WEB_ROOT: options.webRoot,
    DITTO_API_UPSTREAMS: upstreams.join(' '),
    CADDY_ADMIN: admin,
  });
  const child = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: envFor(options.upstreams),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  exited.then(() => writeFile(path.join(options.dir, 'caddy.log'), log).catch(() => undefined));
  let last = 'no answer yet';
  try {
    await waitFor(
      'Caddy to serve the web build',
      async () => {
        if (child.exitCode !== null) throw new Error('Caddy exited');
        const response = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        last = `HTTP ${response.status}`;
        return response.ok;
      },
      60_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message} (last: ${last}); Caddy's log ends: ${log.slice(-1500)}`);
  }
  return {
    url,
    adminUrl: `http://${admin}`,
    async setUpstreams(upstreams) {
      await run(
        'caddy',
        ['reload', '--config', caddyfile, '--adapter', 'caddyfile', '--address', admin, '--force'],
        { env: envFor(upstreams) },
      );
    },
    async upstreamFails() {
      const response = await fetch(`http://${admin}/reverse_proxy/upstreams`);
      const list = (await response.json()) as Array<{ address: string; fails: number }>;
      return new Map(list.map((upstream) => [upstream.address, upstream.fails]));
    },
    async stop() {
      await signalAndWait(child, exited, 'SIGTERM', 10_000);
    },
  };
}
