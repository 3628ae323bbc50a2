import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  errorCodes,
  type Health,
  healthSchema,
  type NotReady,
  type NotReadyReason,
  type Ready,
} from '@ditto/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Database } from '../db/database.ts';
import { within } from '../lib/within.ts';
import { log, requestContext } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';
import type { Metrics } from './metrics.ts';

/** Where a replica is in its life: the server moves it, the routes read it. */
export interface Lifecycle {
  /** Why requests cannot be served yet (`starting`, `database_unavailable`), or undefined once they can. */
  notServing(): Exclude<NotReadyReason, 'draining'> | undefined;
  /** Shutting down: readiness fails and every response closes its connection. */
  draining(): boolean;
}

/** Always serving: an app without a server around it (tests with `app.request`). */
export const alwaysServing: Lifecycle = { notServing: () => undefined, draining: () => false };

export type OpsOptions = {
  db: Database;
  lifecycle: Lifecycle;
  metrics?: Metrics;
  /** When set, `GET /metrics` needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
};

/** Served while starting: the ops routes, and the API's static documentation. */
const SERVED_WHILE_STARTING = new Set(['/health', '/ready', '/metrics', '/openapi.json', '/docs']);
/** An incoming `X-Request-Id` is kept when it is a plain token (letters, digits, `._:-`), at most 128 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** How long `/ready` waits for the database to answer `SELECT 1`. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route pattern a request was for (`/knowledge/:id`), never its raw path: the last route (not middleware) that
 * matched, or `unmatched`. Bounded label values for the metrics, no ids in the logs.
 */
export function routeOf(c: Context): string {
  const route = matchedRoutes(c).findLast((matched) => matched.method !== 'ALL');
  return route?.path ?? UNMATCHED_ROUTE;
}

/**
 * The first middleware: gives the request its id (echoed in `X-Request-Id`, on every log line of the request),
 * times it for the metrics, and asks for the connection to close while draining.
 */
export function opsMiddleware({ lifecycle, metrics }: OpsOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await requestContext.run({ requestId }, next);
    c.header('X-Request-Id', requestId);
    // A keep-alive connection would outlive the drain; closing it sends the client's next request elsewhere.
    if (lifecycle.draining()) c.header('Connection', 'close');
    const route = routeOf(c);
    const status = c.res.status;
    metrics?.observeRequest({ method: c.req.method, route, status }, (performance.now() - started) / 1000);
    log.debug('request', { requestId, method: c.req.method, route, status });
  };
}

/**
 * Answers 503 `not_ready` to everything but the ops routes and the docs until the replica serves. Mounted after
 * the security headers and CORS, so that a browser can read the answer (and its preflight passes).
 */
export function notReadyGate({ lifecycle }: Pick<OpsOptions, 'lifecycle'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SERVED_WHILE_STARTING.has(c.req.path) || !lifecycle.notServing()) return next();
    c.res = jsonError(c, 503, errorCodes.notReady, 'This server is starting, try again');
    c.header('Retry-After', '1');
  };
}

/** `GET /health` (liveness), `GET /ready` (readiness) and `GET /metrics` (Prometheus text). */
export function opsRoutes(app: Hono<AppEnv>, { db, lifecycle, metrics, metricsToken }: OpsOptions): void {
  app.get('/health', (c) => {
    const health: Health = { status: 'ok', database: db.kind };
    return c.json(healthSchema.parse(health));
  });
  app.get('/ready', async (c) => {
    const reason = await notReadyReason(db, lifecycle);
    if (reason) return c.json({ status: 'not_ready', reason } satisfies NotReady, 503);
    return c.json({ status: 'ready' } satisfies Ready);
  });
  if (!metrics) return;
  app.get('/metrics', async (c) => {
    if (metricsToken && !bearerMatches(c.req.header('Authorization'), metricsToken)) {
      return jsonError(c, 401, errorCodes.unauthorized, 'This endpoint needs the metrics token');
    }
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  });
}

async function notReadyReason(db: Database, lifecycle: Lifecycle): Promise<NotReadyReason | undefined> {
  if (lifecycle.draining()) return 'draining';
  const starting = lifecycle.notServing();
  if (starting) return starting;
  const answered = await within(
    db.query('SELECT 1').then(() => true),
    READY_DATABASE_TIMEOUT_MS,
    { late: false, failed: false },
  );
  return answered ? undefined : 'database_unavailable';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
