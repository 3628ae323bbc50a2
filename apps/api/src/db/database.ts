import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { log } from '../log.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type SqlParam = string | number | boolean | Date | null | readonly string[];
export type Row = Record<string, unknown>;

/** What a query needs: a database or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database interface of the API, with a PGlite and a Postgres (pg Pool) adapter. */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections in use and callers waiting, for the metrics (all 0 before the database is opened). */
  stats(): PoolStats;
}

/** A connection pool's state: connections open, idle ones, and callers waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

/** The database server could not be reached or is going down: the request may succeed later (503). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

// SQLSTATEs of a server that is unreachable, shutting down, starting or full: class 08 (connection exception),
// 57P01-57P03 (shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // The server's host name does not resolve (yet): a database container still starting.
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg reports a lost or timed-out connection as a plain Error with one of these messages.
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/** The error as `DatabaseUnavailableError` when it says the server is out of reach, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const unavailable =
    (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL_CODES.has(code))) ||
    UNAVAILABLE_MESSAGE.test(error.message);
  return unavailable
    ? new DatabaseUnavailableError(`Database unavailable: ${error.message}`, { cause: error })
    : error;
}

/** A Postgres server when `databaseUrl` is given; else PGlite in `dataDir`, or in memory without one. */
export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Node's WebAssembly, which its type declarations give only as a namespace of types. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process: each database thread compiling its own took about 0.6 s of
 * CPU per database opened, and the test suites open about a hundred. Threads share a compiled module.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return wasm.compile(await readFile(path.join(dist, 'pglite.wasm')));
  })();
  return compiled;
}

/**
 * PGlite in a worker thread of its own: its WebAssembly runs every statement on the thread that owns it, which on the
 * API's thread stalled every request behind each query. Queries and transactions cross as messages; a transaction
 * holds PGlite's lock until it commits or rolls back, as it would in process.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const worker = new Worker(createRequire(import.meta.url).resolve('@ditto/api/pglite-worker'), {
    workerData: { dataDir, pgliteWasmModule: await pgliteWasmModule() },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if ('ready' in message) return resolve();
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(Object.assign(new Error(message.error.message), message.error));
      else call?.resolve(message.result);
    });
    worker.once('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.once('exit', (code) => {
      const error = new DatabaseUnavailableError(`Database unavailable: PGlite's thread exited (${code})`);
      reject(error);
      failAll(error);
    });
  });
  const call = <T>(request: WorkerRequest): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  await ready;

  const queryable = (tx?: number): Queryable => ({
    query: <T extends Row>(sql: string, params: readonly SqlParam[] = []) =>
      call<T[]>({ op: 'query', sql, params: [...params], tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });
  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      try {
        const result = await work(queryable(tx));
        await call({ op: 'commit', tx });
        return result;
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    // One connection: busy while any call is out; calls beyond the first wait for it.
    stats: () => ({ total: 1, idle: pending.size === 0 ? 1 : 0, waiting: Math.max(0, pending.size - 1) }),
    async close() {
      if (!failure) await call({ op: 'close' });
      failAll(new Error('PGlite is closed'));
      await worker.terminate();
    },
  };
}

type WorkerRequest = {
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  sql?: string;
  params?: SqlParam[];
  tx?: number | undefined;
};
type WorkerReply =
  | { ready: true }
  | { id: number; result?: unknown; error?: { message: string; code?: string; [field: string]: unknown } };

/**
 * Bounds on the server: a runaway statement, a transaction left open and a connection that cannot be made all end
 * with an error instead of holding a connection (and everyone queued behind it) for good.
 */
export const postgresTimeouts = {
  statement_timeout: 10_000,
  idle_in_transaction_session_timeout: 30_000,
  connectionTimeoutMillis: 5_000,
} as const;

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, ...postgresTimeouts });
  // An idle client that loses its connection emits 'error'; without a listener it would crash the process.
  pool.on('error', (error) => log.error('Postgres pool error', { error: error.message }));
  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]).catch(rethrowUnavailable);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql).catch(rethrowUnavailable);
    },
  });
  // Fail on start, not on the first request, when the server is unreachable.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw asUnavailable(error);
  }
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect().catch(rethrowUnavailable);
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

function rethrowUnavailable(error: unknown): never {
  throw asUnavailable(error);
}
