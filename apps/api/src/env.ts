import path from 'node:path';
import { type RateLimitBucket, rateLimitsPerMinute } from '@ditto/contract';
import { z } from 'zod';
import type { RateLimits } from './http/rate-limit.ts';
import { type LogLevel, logLevels } from './log.ts';
import type { ApiServerOptions } from './server.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** `messages=40,shares=10`: per-minute limits by kind (the contract's `RateLimitBucket`s); unnamed kinds keep theirs. */
const rateLimitsSchema = optionalString.pipe(
  z
    .string()
    .transform((value, ctx) => {
      const limits: RateLimits = {};
      for (const pair of value.split(',')) {
        const [bucket = '', count = ''] = pair.split('=').map((part) => part.trim());
        if (!Object.hasOwn(rateLimitsPerMinute, bucket) || !/^[1-9]\d{0,6}$/.test(count)) {
          ctx.addIssue({
            code: 'custom',
            message: `"${pair.trim()}" is not kind=count (kinds: ${Object.keys(rateLimitsPerMinute).join(', ')})`,
          });
          return z.NEVER;
        }
        limits[bucket as RateLimitBucket] = Number(count);
      }
      return limits;
    })
    .optional(),
);

const milliseconds = (max: number) =>
  optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.number().max(max))
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(z.enum(['production', 'development', 'test']).optional()),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  /** Outside production only loopback, so that a development server is never reachable from the network by accident. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default('.data/api'),
  COGNITO_REGION: z.string().trim().min(1).default('us-east-2'),
  COGNITO_USER_POOL_ID: z.string().trim().min(1),
  COGNITO_CLIENT_ID: z.string().trim().min(1),
  /** Set for a local identity provider; real Cognito's endpoint is derived from the region. */
  COGNITO_ENDPOINT: optionalString.pipe(z.url().optional()),
  COGNITO_ISSUER: optionalString.pipe(z.url().optional()),
  COGNITO_JWKS_URI: optionalString.pipe(z.url().optional()),
  /** IAM credentials for the identity provider's admin operations; unset → the AWS SDK's default chain. */
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  /** ElevenLabs text-to-speech; unset → POST /voice/speech answers 501. */
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Per-user and per-client-address limits, `kind=count,...` per minute (see `rateLimitsSchema`). */
  RATE_LIMITS: rateLimitsSchema,
  ADDRESS_RATE_LIMITS: rateLimitsSchema,
  /** Proxies in front of the API that append to X-Forwarded-For; 0: clients connect directly. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Serving on after SIGTERM so that the load balancer sees readiness fail; default 5 s in production, else 0. */
  SHUTDOWN_DELAY_MS: milliseconds(600_000),
  /** Then the longest wait for requests and streams in flight; default 20 s (server.ts). */
  SHUTDOWN_TIMEOUT_MS: milliseconds(600_000),
  LOG_LEVEL: optionalString.pipe(z.enum(logLevels).default('error')),
  /** Bearer token `GET /metrics` requires; unset → open. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // An OpenAI-compatible embeddings server instead of the embedded USE Lite (docs/models.md).
  EMBEDDINGS_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  EMBEDDINGS_MODEL: optionalString,
  EMBEDDINGS_API_KEY: optionalString,
  EMBEDDINGS_DIMENSIONS: optionalString.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,4}$/, 'a whole number of dimensions')
      .transform(Number)
      .optional(),
  ),
  /** Comma-separated origins of the web app. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** What the environment configures: the server, and how much it logs. */
export type ServerEnv = ApiServerOptions & { logLevel: LogLevel };

const PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/** The server's options from the environment: the one place that reads it. */
export function readEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (!production && !isLoopback(vars.HOST)) {
    throw new EnvError(
      `Invalid environment: HOST: ${vars.HOST} is not a loopback address (set NODE_ENV=production to listen on it)`,
    );
  }
  if (Boolean(vars.EMBEDDINGS_BASE_URL) !== Boolean(vars.EMBEDDINGS_MODEL)) {
    throw new EnvError('Invalid environment: set EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL together');
  }
  const endpoint = trimSlash(
    vars.COGNITO_ENDPOINT ?? `https://cognito-idp.${vars.COGNITO_REGION}.amazonaws.com`,
  );
  const issuer = trimSlash(vars.COGNITO_ISSUER ?? `${endpoint}/${vars.COGNITO_USER_POOL_ID}`);
  return {
    port: vars.PORT,
    hostname: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATABASE_URL ? undefined : path.resolve(vars.DATA_DIR),
    identity: {
      region: vars.COGNITO_REGION,
      userPoolId: vars.COGNITO_USER_POOL_ID,
      userPoolClientId: vars.COGNITO_CLIENT_ID,
      endpoint: `${endpoint}/`,
      issuer,
      jwksUri: vars.COGNITO_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
      ...(vars.AWS_ACCESS_KEY_ID && vars.AWS_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: vars.AWS_ACCESS_KEY_ID,
              secretAccessKey: vars.AWS_SECRET_ACCESS_KEY,
              ...(vars.AWS_SESSION_TOKEN ? { sessionToken: vars.AWS_SESSION_TOKEN } : {}),
            },
          }
        : {}),
    },
    ...(vars.ELEVENLABS_API_KEY
      ? { elevenLabs: { apiKey: vars.ELEVENLABS_API_KEY, baseUrl: vars.ELEVENLABS_BASE_URL } }
      : {}),
    ...(vars.EMBEDDINGS_BASE_URL && vars.EMBEDDINGS_MODEL
      ? {
          embeddings: {
            baseUrl: vars.EMBEDDINGS_BASE_URL,
            model: vars.EMBEDDINGS_MODEL,
            ...(vars.EMBEDDINGS_API_KEY ? { apiKey: vars.EMBEDDINGS_API_KEY } : {}),
            ...(vars.EMBEDDINGS_DIMENSIONS ? { dimensions: vars.EMBEDDINGS_DIMENSIONS } : {}),
          },
        }
      : {}),
    corsOrigins: vars.CORS_ORIGINS,
    ...(vars.RATE_LIMITS ? { rateLimits: vars.RATE_LIMITS } : {}),
    ...(vars.ADDRESS_RATE_LIMITS ? { addressRateLimits: vars.ADDRESS_RATE_LIMITS } : {}),
    ...(vars.TRUSTED_PROXY_HOPS > 0 ? { trustedProxyHops: vars.TRUSTED_PROXY_HOPS } : {}),
    shutdownDelayMs: vars.SHUTDOWN_DELAY_MS ?? (production ? PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    ...(vars.SHUTDOWN_TIMEOUT_MS !== undefined ? { shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS } : {}),
    ...(vars.METRICS_TOKEN ? { metricsToken: vars.METRICS_TOKEN } : {}),
    logLevel: vars.LOG_LEVEL,
  };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
