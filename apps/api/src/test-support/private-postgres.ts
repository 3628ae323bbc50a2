/**
 * A private, throwaway Postgres server from the machine's own binaries (Debian's `/usr/lib/postgresql/<v>/bin`), in
 * a temp dir on a free port: never the shared one. The fault drills (`scripts/faults`) and the reference topology
 * (`@ditto/topology`) run on it (`@ditto/api/private-postgres`).
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth). */
  url: string;
  port: number;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: clients are disconnected, the server shuts down cleanly. */
  stop(): Promise<void>;
  /**
   * Runs one of the server's programs (`createdb`, `pg_dump`, `pg_restore`, ...) as the account that owns the
   * server; `args` name the connection themselves. Resolves with its stdout.
   */
  runTool(program: string, args: readonly string[]): Promise<string>;
};

/** Debian's Postgres binaries, newest version first; undefined when none are installed. */
export async function findPostgresBin(): Promise<string | undefined> {
  try {
    const { stdout } = await run('sh', [
      '-c',
      'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1',
    ]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway Postgres server in `dir` on a free port (trust auth, database `postgres`). Postgres refuses to run as
 * root: as root, it runs as the `postgres` account.
 */
export async function createPrivatePostgres(bin: string, dir: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const data = path.join(dir, 'data');
  await mkdir(dir, { recursive: true });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    await chmod(dir, 0o700);
  }
  const pgRun = async (command: string, args: readonly string[]) => {
    const { stdout } = asRoot
      ? await run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          maxBuffer: 64 * 1024 * 1024,
        })
      : await run(path.join(bin, command), [...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  };
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await pgRun('pg_ctl', [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  };
  await start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    start,
    async stop() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    runTool: pgRun,
  };
}
