/**
 * The API under fuzz in a child process of its own (`scripts/fuzz-server.ts`), so that a crash shows as one, and
 * the errors it logs, gathered for the report.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FuzzServerConfig, FuzzServerMessage } from '../fuzz-server.ts';

export type FuzzServer = { child: ChildProcess; url: URL; log: WriteStream };

/** Starts the API; its output goes to `logPath`, and line by line to `onLine`. */
export async function startServer(
  config: FuzzServerConfig,
  logPath: string,
  onLine: (line: string) => void,
): Promise<FuzzServer> {
  const child = fork(fileURLToPath(new URL('../fuzz-server.ts', import.meta.url)), [], {
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

/** SIGTERM (a clean stop), SIGKILL after 20 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

const DATABASE_FIELD = /^\s+(code|detail|query|routine):/;

/** One fault per route and database error (or first stack frame), whatever the ids in the path. */
function faultKey(first: string, rest: readonly string[]): string {
  const what = rest.filter((line) => DATABASE_FIELD.test(line));
  return [first.replace(/\/[^/\s]{20,}/g, '/…'), ...(what.length > 0 ? what : rest.slice(0, 2))].join('\n');
}

/** The message, the top of the stack and a database error's fields; not the request's values (megabytes). */
function faultSummary(first: string, rest: readonly string[]): string {
  const frames = rest.filter((line) => /^\s+at /.test(line)).slice(0, 8);
  const fields = rest.flatMap((line, i) =>
    DATABASE_FIELD.test(line)
      ? [line, ...(/^\s+query:/.test(line) && /^\s+'/.test(rest[i + 1] ?? '') ? [rest[i + 1] ?? ''] : [])]
      : [],
  );
  return [first, ...frames, ...fields]
    .map((line) => (line.length > 240 ? `${line.slice(0, 240)}…` : line))
    .join('\n');
}

/** Unhandled-error reports in the server's log, each with its stack trace, counted by their first lines. */
export class ServerErrors {
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

  /** Ends the report being read (the log may end in the middle of one). */
  flush(): void {
    if (!this.current) return;
    const [first = '', ...rest] = this.current;
    const key = faultKey(first, rest);
    const seen = this.blocks.get(key);
    if (seen) seen.count++;
    else this.blocks.set(key, { text: faultSummary(first, rest), count: 1 });
    this.current = undefined;
  }
}
