import { errorCodes, type RateLimitBucket, rateLimitsPerMinute, routeList } from '@ditto/contract';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';

export type RateLimits = Partial<Record<RateLimitBucket, number>>;

const WINDOW_MS = 60_000;
/** Windows older than this are deleted when a new one starts. */
const KEEP_MS = 10 * WINDOW_MS;

/**
 * Per-user limits on the writes the contract marks with `rateLimit`: fixed one-minute windows counted in the
 * database (one upsert a request), so several API instances share the count. Over the limit: 429 `rate_limited`
 * with `Retry-After` in seconds. Mount after authentication and before bodies are read.
 */
export function useRateLimits(
  app: Hono<AppEnv>,
  deps: { db: Queryable; now?: () => number; limits?: RateLimits },
): void {
  const now = deps.now ?? Date.now;
  const limits = { ...rateLimitsPerMinute, ...deps.limits };
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
      const [row] = await deps.db.query<{ hits: number }>(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, to_timestamp($2), 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [`${bucket}:${c.get('caller').sub}`, windowStart / 1000],
      );
      if ((row?.hits ?? 0) > limits[bucket]) {
        c.header('Retry-After', String(Math.ceil((windowStart + WINDOW_MS - at) / 1000)));
        return jsonError(c, 429, errorCodes.rateLimited, 'Too many requests. Wait a moment, then try again.');
      }
      return next();
    });

  for (const route of routeList) {
    if (route.rateLimit) app.on(route.method.toUpperCase(), route.path, limiter(route.rateLimit));
  }
}
