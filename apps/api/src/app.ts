import { errorCodes, knowledgeLimits } from '@ditto/contract';
import type { SentenceEncoder } from '@ditto/persona-engine';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { createAdminFlags } from './admin/admin-flag.ts';
import { adminRoutes } from './admin/routes.ts';
import {
  type AccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
} from './auth/access-token.ts';
import { requireAccessToken } from './auth/middleware.ts';
import { createSessionCheck } from './auth/session-check.ts';
import { type Database, DatabaseUnavailableError } from './db/database.ts';
import { docsRoutes } from './docs/routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { bufferedBodyLimit, declaredBodyLimit } from './http/body-limit.ts';
import { ApiError, jsonError } from './http/errors.ts';
import { IDEMPOTENCY_HEADER, idempotency } from './http/idempotency.ts';
import type { Metrics } from './http/metrics.ts';
import {
  alwaysServing,
  type Lifecycle,
  notReadyGate,
  opsMiddleware,
  opsRoutes,
  routeOf,
} from './http/ops.ts';
import { type RateLimits, useRateLimits } from './http/rate-limit.ts';
import type { GetUserAttributes } from './identity/get-user.ts';
import type { UserDirectory } from './identity/user-directory.ts';
import type { EmbeddingBackfill } from './knowledge/embedding-backfill.ts';
import { knowledgeRoutes } from './knowledge/routes.ts';
import { errorFields, log } from './log.ts';
import { chatRoutes } from './persona/chat-routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';
import type { ElevenLabsConfig } from './voice/elevenlabs.ts';
import { voiceRoutes } from './voice/routes.ts';

/** Largest JSON body (1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest import body: the most files of the largest size, plus 1 MB for multipart framing. */
export const MAX_IMPORT_BODY_BYTES =
  knowledgeLimits.importFilesMax * knowledgeLimits.importFileBytesMax + MAX_BODY_BYTES;
const IMPORT_PATH = '/knowledge/import';

export type AppDependencies = {
  db: Database;
  verifyAccessToken: AccessTokenVerifier;
  /** GetUser with the caller's own token (their profile on first request). */
  getUserAttributes: GetUserAttributes;
  /** The identity provider's IAM-signed admin API (admin flag, admin pages, profile writes, share lookup). */
  directory: UserDirectory;
  /** Embeds chat messages as they arrive. */
  encoder: SentenceEncoder;
  /** Embeds knowledge entries in the background after each write. */
  backfill: EmbeddingBackfill;
  /** ElevenLabs for `POST /voice/speech`; omitted → 501 `not_configured`. */
  elevenLabs?: ElevenLabsConfig;
  /** Origins of the web app allowed to call cross-origin; none → no CORS headers. */
  corsOrigins?: string[];
  /** Milliseconds since the epoch, for the admin-flag cache; tests move it. */
  now?: () => number;
  /** Requests per user and minute, by kind; the contract's `rateLimitsPerMinute` for the rest. */
  rateLimits?: RateLimits;
  /** Requests per client address and minute, by kind; ten times the per-user limits for the rest. */
  addressRateLimits?: RateLimits;
  /** Proxies in front of the API that append to `X-Forwarded-For` (0: clients connect directly). */
  trustedProxyHops?: number;
  /** Starting, serving or draining (the server's); omitted → always serving. */
  lifecycle?: Lifecycle;
  /** Request metrics, and `GET /metrics`; omitted → no metrics route. */
  metrics?: Metrics;
  /** Bearer token `GET /metrics` requires; omitted → open (keep it off the public network). */
  metricsToken?: string;
};

const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * The product API as a Hono app: routes, auth and error shapes, without a socket (tests use `app.request`). Each
 * feature is a sub-app of its own folder (`src/<feature>/routes.ts`), mounted here.
 */
export function createApp(deps: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ops = {
    db: deps.db,
    lifecycle: deps.lifecycle ?? alwaysServing,
    metrics: deps.metrics,
    metricsToken: deps.metricsToken,
  };

  app.use(opsMiddleware(ops));
  app.use(secureHeaders());
  if (deps.corsOrigins?.length) {
    app.use(
      cors({
        origin: deps.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept', IDEMPOTENCY_HEADER],
        maxAge: 600,
      }),
    );
  }
  app.use(notReadyGate(ops));
  const maxBodyBytes = (c: Context) => (c.req.path === IMPORT_PATH ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES);
  app.use(declaredBodyLimit(maxBodyBytes));

  opsRoutes(app, ops);
  app.route('/', docsRoutes());

  // Everything else needs a verified access token, unknown paths included.
  const sessionCheck = createSessionCheck({ getUserAttributes: deps.getUserAttributes, now: deps.now });
  app.use(requireAccessToken(deps.verifyAccessToken, sessionCheck));
  // Before the rate limits: a replayed answer costs the caller nothing.
  app.use(idempotency({ db: deps.db, now: deps.now }));
  useRateLimits(app, {
    db: deps.db,
    now: deps.now,
    limits: deps.rateLimits,
    addressLimits: deps.addressRateLimits,
    trustedProxyHops: deps.trustedProxyHops,
  });
  // Bodies are read only for a caller who is signed in.
  app.use(bufferedBodyLimit(maxBodyBytes));

  const adminFlags = createAdminFlags({ directory: deps.directory, now: deps.now });
  app.route('/profile', profileRoutes(deps));
  app.route('/knowledge', knowledgeRoutes(deps.db, deps.backfill));
  app.route('/sharing', sharingRoutes(deps));
  app.route('/voice', voiceRoutes(deps));
  app.route('/admin', adminRoutes({ db: deps.db, directory: deps.directory, adminFlags, sessionCheck }));
  app.route(
    '/',
    chatRoutes({
      db: deps.db,
      encoder: deps.encoder,
      backfill: deps.backfill,
      getUserAttributes: deps.getUserAttributes,
    }),
  );

  app.notFound((c) => jsonError(c, 404, errorCodes.notFound, `No route for ${c.req.method} ${c.req.path}`));
  // During an outage every request fails alike: one line per period says so without flooding the log.
  let databaseOutageLoggedAt = Number.NEGATIVE_INFINITY;
  const now = deps.now ?? Date.now;
  const requestFields = (c: Context, status: number) => ({ method: c.req.method, route: routeOf(c), status });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof DatabaseUnavailableError) {
      if (now() - databaseOutageLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        databaseOutageLoggedAt = now();
        log.error(error.message, requestFields(c, 503));
      }
      return jsonError(c, 503, errorCodes.databaseUnavailable, 'Database unavailable, try again');
    }
    if (error instanceof InvalidAccessTokenError)
      return jsonError(c, 401, errorCodes.unauthorized, error.message);
    if (error instanceof IdentityProviderUnavailableError) {
      log.error('Identity provider unavailable', { ...requestFields(c, 503), error: errorMessage(error) });
      return jsonError(
        c,
        503,
        errorCodes.identityProviderUnavailable,
        'Identity provider unavailable, try again',
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return jsonError(c, error.status, errorCodes.badRequest, error.message || 'Bad request');
    }
    log.error('Unhandled error', { ...requestFields(c, 500), error: errorFields(error) });
    return jsonError(c, 500, errorCodes.internal, 'Internal server error');
  });

  return app;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
