import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import {
  connectOpenAIEmbeddings,
  createPooledEncoder,
  type OpenAIEmbeddingsOptions,
  type PooledEncoder,
  type SentenceEncoder,
} from '@ditto/persona-engine';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { asUnavailable, type Database, DatabaseUnavailableError, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type Drainable, drainable } from './http/drain.ts';
import { createMetrics, type QueuedPool } from './http/metrics.ts';
import type { Lifecycle } from './http/ops.ts';
import type { RateLimits } from './http/rate-limit.ts';
import { assertAdminFlagNotWritable } from './identity/admin-attribute-guard.ts';
import { createGetUserAttributes } from './identity/get-user.ts';
import { type AwsCredentials, createUserDirectory } from './identity/user-directory.ts';
import { createEmbeddingBackfill } from './knowledge/embedding-backfill.ts';
import { errorFields, log } from './log.ts';
import { createProfileLearner, learnerDependencies } from './persona/profile-learner.ts';
import type { ElevenLabsConfig } from './voice/elevenlabs.ts';

/** Where the API finds the Cognito user pool (real or local) whose access tokens it accepts. */
export type IdentityConfig = {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  /** Cognito's API endpoint, for GetUser and the IAM-signed admin operations. */
  endpoint: string;
  /**
   * IAM credentials for the admin operations (AdminGetUser, ListUsers, AdminUpdateUserAttributes, ...): the local
   * identity provider's `credentials`. Omitted → the AWS SDK's default credential chain (real Cognito).
   */
  credentials?: AwsCredentials;
};

export interface ApiServerOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  hostname?: string;
  /** A Postgres server; without it, PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; omitted → in-memory PGlite. */
  dataDir?: string;
  identity: IdentityConfig;
  /** The web app's origin(s); browsers call the API cross-origin. */
  corsOrigins?: string[];
  /** ElevenLabs text-to-speech; omitted → `POST /voice/speech` answers 501 `not_configured`. */
  elevenLabs?: ElevenLabsConfig;
  /** Milliseconds since the epoch, for token expiry and the admin-flag cache; tests move it. */
  now?: () => number;
  /**
   * The sentence encoders: one for chat messages, one for the background embedding of entries. Default: each a
   * worker thread that loads the model on first use.
   */
  encoders?: { messages?: SentenceEncoder; entries?: SentenceEncoder };
  /** An OpenAI-compatible embeddings server in place of USE Lite, for questions and entries alike. */
  embeddings?: OpenAIEmbeddingsOptions;
  /** How long `POST /persona/train` waits for the owner's entries to be embedded. Default: a minute. */
  trainingWaitMs?: number;
  /** Background learning of profiles: how quiet an owner's knowledge must be, how often to look (ms). */
  learning?: { quietMs?: number; pollMs?: number };
  /** Requests per user and minute, by kind (`rateLimitsPerMinute` of the contract by default). */
  rateLimits?: RateLimits;
  /** Requests per client address and minute, by kind (ten times the per-user limits by default). */
  addressRateLimits?: RateLimits;
  /** Proxies in front of the API that append to `X-Forwarded-For`; 0 (default): clients connect directly. */
  trustedProxyHops?: number;
  /** How long a draining server keeps serving before it stops accepting connections. Default 0. */
  shutdownDelayMs?: number;
  /** After that, the longest wait for requests and streams in flight; the rest are cut. Default 30 000. */
  shutdownTimeoutMs?: number;
  /** `GET /metrics` then needs `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  /** Waits between database attempts at start: the first, doubling up to the longest. Default 500 ms → 10 s. */
  databaseRetry?: { initialMs: number; maxMs: number };
  /** Waits `ms` unless `signal` aborts (it then rejects); tests pass one they resolve themselves. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type ApiServer = {
  url: string;
  /** Resolves once the database is reached and migrated and requests are served; rejects if the start failed. */
  ready: Promise<void>;
  /**
   * Drains, then stops: readiness answers 503 `draining` at once and every response closes its connection; requests
   * are still served for `shutdownDelayMs`; then the listener closes and requests and streams in flight may finish
   * for up to `shutdownTimeoutMs` before the rest are cut; then the backfill, the encoders and the database close.
   */
  stop(): Promise<void>;
};

/** `ready` rejects with this when the server was stopped before it was ready. */
export class ServerStoppedError extends Error {
  override readonly name = 'ServerStoppedError';
}

/** With production's 5 s delay, within the usual 30 s stop grace (grace ≥ delay + timeout + margin). */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;
const DEFAULT_DATABASE_RETRY = { initialMs: 500, maxMs: 10_000 };

/** Listens, then waits until the server is ready: for tests and scripts that want a working API at once. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const server = await launchApiServer(options);
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Listens at once (liveness answers from the first moment), then reaches the database, migrates it and starts the
 * background work (`ready`), retrying with backoff while the database is unreachable. Until then every request
 * but `/health`, `/ready` and `/metrics` gets 503 `not_ready`.
 */
export async function launchApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const sleep = options.sleep ?? ((ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }));
  const database = lazyDatabase(options.databaseUrl ? 'postgres' : 'pglite');
  const state = {
    notServing: 'starting' as 'starting' | 'database_unavailable' | undefined,
    draining: false,
  };
  const lifecycle: Lifecycle = { notServing: () => state.notServing, draining: () => state.draining };
  const starting = new AbortController();
  const directory = createUserDirectory({
    region: options.identity.region,
    userPoolId: options.identity.userPoolId,
    endpoint: options.identity.endpoint,
    credentials: options.identity.credentials,
  });
  const pools: Record<string, PooledEncoder & QueuedPool> = {};
  const pooled = (name: string, options?: { idleTimeoutMs: number }) => {
    pools[name] = createPooledEncoder(options);
    return pools[name];
  };
  const remote = options.embeddings ? await connectOpenAIEmbeddings(options.embeddings) : undefined;
  // Two threads: a question never waits behind a batch of entries being learned.
  // The questions' thread keeps its model: reloading it after a minute's pause cost the next question 2–10 s.
  const messageEncoder =
    options.encoders?.messages ?? remote ?? pooled('messages', { idleTimeoutMs: Number.POSITIVE_INFINITY });
  const entryEncoder = options.encoders?.entries ?? remote ?? pooled('entries');
  // A question is compared with the stored vectors: both must come from one model.
  if (messageEncoder.model.id !== entryEncoder.model.id) {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
    throw new Error('The message and entry encoders must use the same model');
  }
  const backfill = createEmbeddingBackfill({
    db: database.db,
    encoder: entryEncoder,
    settleMs: options.trainingWaitMs,
  });
  /**
   * The backfill stops taking work at once, so a batch in hand is stored or released, not lost; closing the entries'
   * encoder ends an embedding in progress. The messages' encoder serves chat until the last request is done.
   */
  const learner = createProfileLearner({
    deps: learnerDependencies(database.db, entryEncoder),
    ...options.learning,
  });
  const stopBackfill = async () => {
    // The backfill first, before any await: a batch failing from this moment (its encoder closing under it) is
    // released for the next start, not marked failed.
    const stopping = backfill.stop();
    await learner.stop();
    await pools.entries?.close();
    await stopping;
  };
  const closeKnowledge = async () => {
    await stopBackfill();
    await pools.messages?.close();
  };
  const metrics = createMetrics({ db: database.db, encoderPools: pools });
  const app = createApp({
    db: database.db,
    encoder: messageEncoder,
    backfill,
    verifyAccessToken: createAccessTokenVerifier({ ...options.identity, now: options.now }),
    getUserAttributes: createGetUserAttributes({ endpoint: options.identity.endpoint }),
    directory,
    elevenLabs: options.elevenLabs,
    corsOrigins: options.corsOrigins,
    now: options.now,
    rateLimits: options.rateLimits,
    addressRateLimits: options.addressRateLimits,
    trustedProxyHops: options.trustedProxyHops,
    lifecycle,
    metrics,
    metricsToken: options.metricsToken,
  });
  const hostname = options.hostname ?? '127.0.0.1';
  const { server, connections } = await listen(app.fetch, options.port ?? 0, hostname).catch(
    async (error: unknown) => {
      await closeKnowledge();
      throw error;
    },
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  log.info('listening', { url });

  const ready = (async () => {
    const [guard, connected] = await Promise.allSettled([
      unlessStopped(
        assertAdminFlagNotWritable(directory, options.identity.userPoolClientId),
        starting.signal,
      ),
      connectAndMigrate(options, {
        sleep,
        signal: starting.signal,
        onUnavailable: () => {
          state.notServing = 'database_unavailable';
        },
        onMigrated: (count) => metrics.migrationsApplied(count),
      }),
    ]);
    if (connected.status === 'fulfilled') database.set(connected.value);
    if (guard.status === 'rejected') throw guard.reason;
    if (connected.status === 'rejected') throw connected.reason;
    if (starting.signal.aborted) throw new ServerStoppedError('Stopped before it was ready');
    state.notServing = undefined;
    backfill.start();
    learner.start();
    log.info('ready', { url });
  })();
  // `ready` is the caller's to handle; this keeps a failed start from being an unhandled rejection meanwhile.
  ready.catch(() => undefined);

  let stopped: Promise<void> | undefined;
  const drain = async () => {
    state.draining = true;
    starting.abort();
    const delayMs = options.shutdownDelayMs ?? 0;
    log.info('draining', { delayMs });
    const backfillStopped = stopBackfill();
    await sleep(delayMs, new AbortController().signal);
    await connections.close(options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS, sleep);
    await backfillStopped;
    await pools.messages?.close();
    await ready.catch(() => undefined);
    await database.db.close();
    log.info('stopped');
  };
  return { url, ready, stop: () => (stopped ??= drain()) };
}

/**
 * The promise's outcome, or `ServerStoppedError` as soon as `signal` aborts: a stop during the start must not wait
 * for a call with no timeout of its own (the AWS SDK's).
 */
function unlessStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new ServerStoppedError('Stopped before it was ready'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Listens, with the drain's connection tracking attached before any connection can be accepted. */
function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<{ server: Server; connections: Drainable }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve({ server, connections })) as Server;
    const connections = drainable(server);
    server.once('error', reject);
  });
}

type ConnectHooks = {
  sleep: NonNullable<ApiServerOptions['sleep']>;
  signal: AbortSignal;
  onUnavailable(): void;
  onMigrated(count: number): void;
};

/**
 * Opens the database and applies pending migrations, retrying with backoff while the database is unreachable. The
 * outage is logged once, and its end once, not every attempt. Any other failure (a bad password, a failing
 * migration) is final.
 */
async function connectAndMigrate(options: ApiServerOptions, hooks: ConnectHooks): Promise<Database> {
  const retry = options.databaseRetry ?? DEFAULT_DATABASE_RETRY;
  let wait = retry.initialMs;
  let failing = false;
  for (;;) {
    if (hooks.signal.aborted) throw new ServerStoppedError('Stopped before it was ready');
    try {
      const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      const applied = await migrate(db).catch(async (error: unknown) => {
        await db.close();
        throw error;
      });
      if (failing) log.info('database reachable');
      log.info('migrations applied', { count: applied.length, ids: applied });
      hooks.onMigrated(applied.length);
      return db;
    } catch (error) {
      const unavailable = asUnavailable(error);
      if (!(unavailable instanceof DatabaseUnavailableError)) throw error;
      if (!failing) {
        failing = true;
        hooks.onUnavailable();
        log.error('Database unavailable, retrying until it answers', { error: unavailable.message });
      }
      await hooks.sleep(wait, hooks.signal).catch(() => undefined);
      wait = Math.min(wait * 2, retry.maxMs);
    }
  }
}

/**
 * The app's database before there is one: calls fail as an unreachable database does until `set` (the app is built,
 * and listens, before the database is reached).
 */
function lazyDatabase(kind: Database['kind']): { db: Database; set(target: Database): void } {
  let target: Database | undefined;
  const notYet = () =>
    Promise.reject(new DatabaseUnavailableError('Database unavailable: not connected yet'));
  const db: Database = {
    kind,
    query: (sql, params) => target?.query(sql, params) ?? notYet(),
    exec: (sql) => target?.exec(sql) ?? notYet(),
    transaction: (work) => target?.transaction(work) ?? notYet(),
    stats: () => target?.stats() ?? { total: 0, idle: 0, waiting: 0 },
    close: async () => {
      await target?.close();
    },
  };
  return {
    db,
    set(value) {
      target = value;
    },
  };
}

/**
 * Drains and stops the server on SIGINT and SIGTERM, then exits 0. `on`, not `once`: a second signal during the
 * drain (a terminal and a parent forwarding the same one) must not kill the process mid-close.
 */
export function stopOnSignals(server: ApiServer): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('API shutdown failed', { error: errorFields(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
