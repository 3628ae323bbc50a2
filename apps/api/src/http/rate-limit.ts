import { errorCodes, type RateLimitBucket, rateLimitsPerMinute, routeList } from '@ditto/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';

export type RateLimits = Partial<Record<RateLimitBucket, number>>;

const WINDOW_MS = 60_000;
/** Windows older than this are deleted when a new one starts. */
const KEEP_MS = 10 * WINDOW_MS;

/** A client address may send this many times one user's limit: several people behind one office's NAT. */
const ADDRESS_LIMIT_FACTOR = 10;

export type RateLimitOptions = {
  db: Queryable;
  now?: () => number;
  /** Per user and minute; the contract's `rateLimitsPerMinute` for the rest. */
  limits?: RateLimits;
  /** Per client address and minute; ten times the per-user limit for the rest. */
  addressLimits?: RateLimits;
  /** Proxies in front of the API that append to `X-Forwarded-For`; 0 (default): the socket's peer is the client. */
  trustedProxyHops?: number;
};

/**
 * Per-user and per-address limits on the writes the contract marks with `rateLimit`: fixed one-minute windows
 * counted in the database (one upsert a request), so several API instances share the count. Over either limit:
 * 429 `rate_limited` with `Retry-After` in seconds. Mount after authentication and before bodies are read.
 */
export function useRateLimits(app: Hono<AppEnv>, deps: RateLimitOptions): void {
  const now = deps.now ?? Date.now;
  const limits = { ...rateLimitsPerMinute, ...deps.limits };
  const addressLimits = { ...scaled(limits, ADDRESS_LIMIT_FACTOR), ...deps.addressLimits };
  let lastWindow = 0;

  const limiter = (bucket: RateLimitBucket) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const at = now();
      const windowStart = at - (at % WINDOW_MS);
      if (windowStart !== lastWindow) {
        lastWindow = windowStart;
        await deps.db.query('DELETE FROM rate_limits WHERE window_start < to_timestamp($1)', [
          (windowStart - KEEP_MS) / 1000,
        ]);
      }
      const address = clientAddress(c, deps.trustedProxyHops ?? 0);
      const counted = [
        { key: `${bucket}:user:${c.get('caller').sub}`, limit: limits[bucket] },
        ...(address ? [{ key: `${bucket}:address:${address}`, limit: addressLimits[bucket] }] : []),
      ];
      const rows = await deps.db.query<{ key: string; hits: number }>(
        `INSERT INTO rate_limits (key, window_start, hits)
         SELECT key, to_timestamp($1), 1 FROM unnest($2::text[]) AS key
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING key, hits`,
        [windowStart / 1000, counted.map((count) => count.key)],
      );
      const hits = new Map(rows.map((row) => [row.key, row.hits]));
      if (counted.some((count) => (hits.get(count.key) ?? 0) > count.limit)) {
        c.header('Retry-After', String(Math.ceil((windowStart + WINDOW_MS - at) / 1000)));
        return jsonError(c, 429, errorCodes.rateLimited, 'Too many requests. Wait a moment, then try again.');
      }
      return next();
    });

  for (const route of routeList) {
    if (route.rateLimit) app.on(route.method.toUpperCase(), route.path, limiter(route.rateLimit));
  }
}

/**
 * The address a request came from: with `trustedProxyHops` proxies in front, the one the outermost of them saw
 * (each appends its peer to `X-Forwarded-For`, so entries left of it could be forged by the client); otherwise the
 * socket's peer. Undefined when neither is known (a request made in-process).
 */
export function clientAddress(c: Context, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = forwarded.at(-trustedProxyHops);
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function scaled(limits: Record<RateLimitBucket, number>, factor: number): Record<RateLimitBucket, number> {
  return Object.fromEntries(
    Object.entries(limits).map(([bucket, perMinute]) => [bucket, perMinute * factor]),
  ) as Record<RateLimitBucket, number>;
}
