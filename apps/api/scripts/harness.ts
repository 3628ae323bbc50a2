/**
 * What the soak and fault scripts share: the API in a child process (bundled once) (its RSS is the server's alone, and it can be
 * killed), signed-in users of the local identity provider, a keep-alive HTTP client that never throws (a transport
 * failure is a result too), and (re-exported) a private throwaway Postgres server. The fuzzer uses the smaller helpers too.
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rateLimitsPerMinute } from '@ditto/contract';
import type { IdentityProvider } from '@ditto/local-cognito';
import { build } from 'esbuild';
import type { ApiServerOptions } from '../src/index.ts';
import { signIn } from '../src/test-support/identity.ts';

export {
  createPrivatePostgres,
  findPostgresBin,
  freePort,
  type PrivatePostgres,
} from '../src/test-support/private-postgres.ts';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Every per-user limit raised far above what a run sends: the scripts measure the server, not the limiter. */
export const unlimited = Object.fromEntries(
  Object.keys(rateLimitsPerMinute).map((bucket) => [bucket, 1_000_000]),
) as Record<keyof typeof rateLimitsPerMinute, number>;

export function identityOptions(idp: IdentityProvider): ApiServerOptions['identity'] {
  const { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint, credentials } = idp;
  return { region, userPoolId, userPoolClientId, issuer, jwksUri, endpoint, credentials };
}

export type User = { email: string; token: string };

/** The password of every account the scripts create. */
export const USER_PASSWORD = 'Correct-Horse-9';

/** Creates `count` confirmed accounts and signs each in (USER_PASSWORD_AUTH, as the browser does). */
export async function createUsers(idp: IdentityProvider, prefix: string, count: number): Promise<User[]> {
  const password = USER_PASSWORD;
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@example.com`;
    await idp.createUser({ email, password, attributes: { name: `${prefix} user ${i}` }, confirmed: true });
    const { accessToken: token } = await signIn(idp, email, password);
    users.push({ email, token });
  }
  return users;
}

export type ChildApi = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** SIGKILL, then waits for the exit. */
  kill9(): Promise<string>;
  /** SIGTERM (clean stop), SIGKILL after 15 s. */
  stop(): Promise<string>;
};

/**
 * Bundles `scripts/api-process.ts` once (as `build.mjs` bundles the server) into `dist/`: every start of the child,
 * a restart after `kill -9` included, then runs the same code, whatever is edited in the sources meanwhile, and
 * starts faster than through tsx. A source caught half-edited fails the bundle: it is tried again a few times.
 */
export async function bundleApiProcess(): Promise<{ file: string; dispose(): Promise<void> }> {
  const manifest = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const thirdParty = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@ditto/'));
  const file = path.join(apiDir, 'dist', `harness-api-${process.pid}.mjs`);
  for (let attempt = 1; ; attempt++) {
    try {
      await build({
        entryPoints: [path.join(apiDir, 'scripts/api-process.ts')],
        outfile: file,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        conditions: ['source'],
        external: [...thirdParty, ...thirdParty.map((name) => `${name}/*`)],
        logLevel: 'silent',
      });
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(5_000);
    }
  }
  return { file, dispose: () => rm(file, { force: true }) };
}

/**
 * Starts the bundled `scripts/api-process.ts` (`entry`) in a child process with `options`; its stdout and stderr go
 * to `logFile`. The child's environment has no `LLM_*`, so persona replies come from the embedded provider.
 */
export async function startChildApi(
  entry: string,
  options: Omit<ApiServerOptions, 'now' | 'encoders'>,
  logFile: string,
  timeoutMs = 120_000,
): Promise<ChildApi> {
  const env: NodeJS.ProcessEnv = { ...process.env, DITTO_API_OPTIONS: JSON.stringify(options) };
  for (const name of Object.keys(env)) if (name.startsWith('LLM_')) delete env[name];
  const child = fork(entry, [], {
    cwd: apiDir,
    env,
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API child did not start in ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('message', (message: { url?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve(message.url);
      else reject(new Error('API child sent no URL'));
    });
    exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`API child ended before it listened (${how}); see ${logFile}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    child,
    exited,
    kill9() {
      child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const how = await exited;
      clearTimeout(timer);
      return how;
    },
  };
}

/** Resident set size of a process in MB (Linux /proc; `ps` elsewhere). */
export async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb > 0) return kb / 1024;
  } catch {
    // not Linux, or the process is gone
  }
  try {
    const { stdout } = await run('ps', ['-o', 'rss=', '-p', String(pid)]);
    return Number(stdout.trim()) / 1024;
  } catch {
    return Number.NaN;
  }
}

export type Result = {
  /** HTTP status, or 0 when no answer came (`error` says why). */
  status: number;
  ms: number;
  body?: unknown;
  error?: string;
};

/** A keep-alive HTTP client for one base URL. Never throws: a reset, refusal or timeout is a `status: 0` result. */
export function createClient(baseUrl: string, maxSockets: number, timeoutMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  return {
    request(method: string, route: string, token?: string, body?: unknown): Promise<Result> {
      const started = performance.now();
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(payload.length);
      }
      return new Promise<Result>((resolve) => {
        let settled = false;
        const done = (result: Omit<Result, 'ms'>) => {
          if (settled) return;
          settled = true;
          resolve({ ...result, ms: performance.now() - started });
        };
        const request = http.request(
          { agent, host: base.hostname, port: base.port, method, path: route, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', (error) => done({ status: 0, error: error.message }));
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown;
              try {
                parsed = text ? JSON.parse(text) : undefined;
              } catch {
                parsed = text;
              }
              done({ status: response.statusCode ?? 0, body: parsed });
            });
          },
        );
        request.setTimeout(timeoutMs, () => {
          done({ status: 0, error: 'timeout' });
          request.destroy();
        });
        request.on('error', (error: NodeJS.ErrnoException) =>
          done({ status: 0, error: error.code ?? error.message }),
        );
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a script's `main`; an error ends the script with its stack printed and exit code 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
