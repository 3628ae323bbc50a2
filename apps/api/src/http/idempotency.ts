import { errorCodes } from '@ditto/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import type { AppEnv } from './app-env.ts';
import { ApiError, jsonError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Stored answers are kept this long: far beyond any client's retry. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60_000;

type StoredAnswer = { method: string; path: string; status: number; body: unknown };

export type IdempotencyOptions = { db: Queryable; now?: () => number };

/**
 * A signed-in write sent with `Idempotency-Key` is done once per caller and key: a repeat with the same method and
 * path gets the first answer again (`Idempotent-Replayed: true`), with another one 422 `idempotency_key_reused`.
 * Stored are JSON and body-less answers below 500, except 429: those are final, whereas a server error, a rate
 * limit or a stream may go otherwise when tried again. Two concurrent requests with one key both run; the first
 * answer stored wins. Mount after authentication.
 */
export function idempotency(deps: IdempotencyOptions) {
  const now = deps.now ?? Date.now;
  let cleanedAt = Number.NEGATIVE_INFINITY;

  async function store(c: Context<AppEnv>, key: string): Promise<void> {
    const at = now();
    if (at - cleanedAt >= CLEANUP_INTERVAL_MS) {
      cleanedAt = at;
      await deps.db.query('DELETE FROM idempotency_keys WHERE created_at < to_timestamp($1)', [
        (at - KEEP_MS) / 1000,
      ]);
    }
    const body = c.res.status === 204 ? null : await c.res.clone().text();
    await deps.db.query(
      `INSERT INTO idempotency_keys (owner_id, key, method, path, status, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, to_timestamp($7))
       ON CONFLICT (owner_id, key) DO NOTHING`,
      [c.get('caller').sub, key, c.req.method, c.req.path, c.res.status, body || null, at / 1000],
    );
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(errorCodes.validation, `Invalid ${IDEMPOTENCY_HEADER} header.`, {
        [IDEMPOTENCY_HEADER]: ['Use 1 to 128 characters: letters, digits, ".", "_", ":" or "-".'],
      });
    }
    const [stored] = await deps.db.query<StoredAnswer>(
      'SELECT method, path, status, body FROM idempotency_keys WHERE owner_id = $1 AND key = $2',
      [c.get('caller').sub, key],
    );
    if (stored) return replay(c, stored);

    await next();
    if (!storable(c.res)) return;
    try {
      await store(c, key);
    } catch (error) {
      // The write is done: answer it; a retry with this key would do it again.
      log.error('Idempotency key not stored', { error: errorFields(error) });
    }
  });
}

function replay(c: Context<AppEnv>, stored: StoredAnswer): Response {
  if (stored.method !== c.req.method || stored.path !== c.req.path) {
    return jsonError(
      c,
      422,
      errorCodes.idempotencyKeyReused,
      `This ${IDEMPOTENCY_HEADER} was used for another request; send a new one.`,
    );
  }
  c.header('Idempotent-Replayed', 'true');
  const status = stored.status as ContentfulStatusCode;
  return stored.body === null ? c.body(null, status) : c.json(stored.body, status);
}

function storable(response: Response): boolean {
  if (response.status >= 500 || response.status === 429) return false;
  if (response.status === 204) return true;
  return (response.headers.get('content-type') ?? '').startsWith('application/json');
}
