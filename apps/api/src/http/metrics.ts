import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

/** Something with a queue of tasks waiting for a thread (an encoder pool). */
export type QueuedPool = { queueSize(): number };

/**
 * One replica's Prometheus metrics, in a registry of its own (tests run several servers in one process): requests by
 * route pattern and status, the embedding backlog, the encoders' queues, the database pool, migrations applied by
 * this process, and Node's default process metrics.
 */
export type Metrics = {
  readonly registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  migrationsApplied(count: number): void;
};

export type MetricsSources = {
  db: Database;
  /** The encoder pools this process started, by name (`messages`, `entries`). */
  encoderPools: Record<string, QueuedPool>;
};

// Buckets from 5 ms to a minute: a cached read takes milliseconds, a chat reply's headers come after the retrieval.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time until the response headers, by method, route pattern and status (a stream runs on after)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const migrations = new Counter({
    name: 'ditto_migrations_applied_total',
    help: 'Database migrations this process applied (0 when another replica or an earlier start did)',
    registers,
  });
  registerGauges(sources, registers);
  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route, status: String(status) }, seconds);
    },
    migrationsApplied: (count) => migrations.inc(count),
  };
}

function registerGauges({ db, encoderPools }: MetricsSources, registers: Registry[]): void {
  // The pool's gauges first: collected before the backlog's query takes a connection of the pool they count.
  new Gauge({
    name: 'ditto_encoder_queue_size',
    help: 'Embedding tasks waiting for a thread of each encoder pool',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const [pool, encoder] of Object.entries(encoderPools)) this.set({ pool }, encoder.queueSize());
    },
  });
  new Gauge({
    name: 'ditto_db_pool_connections',
    help: 'Database connections: total, idle, and callers waiting for one (PGlite: its one connection, and queries queued for it)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = db.stats();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'ditto_embedding_backlog',
    help: 'Knowledge entries waiting to be embedded (pending) or given up on (failed), over all users',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      // Before the database is reached there is nothing to report; a scrape must not fail for it.
      const rows = await db
        .query<{ state: string; n: number }>(
          `SELECT embedding_status AS state, count(*)::int AS n FROM knowledge_entries
           WHERE embedding_status IN ('pending', 'failed') GROUP BY embedding_status`,
        )
        .catch(() => undefined);
      if (!rows) return;
      for (const state of ['pending', 'failed']) {
        this.set({ state }, rows.find((row) => row.state === state)?.n ?? 0);
      }
    },
  });
}
