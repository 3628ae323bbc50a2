import { apiErrorBodySchema } from '@ditto/contract';
import { createPooledEncoder } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createAccessTokenVerifier } from '../auth/access-token.ts';
import type { Database } from '../db/database.ts';
import { createGetUserAttributes } from '../identity/get-user.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import { createEmbeddingBackfill } from '../knowledge/embedding-backfill.ts';
import { setLogLevel, setLogSink } from '../log.ts';
import { openTestPglite } from '../test-support/databases.ts';
import { startTestTokenIssuer, TEST_CLIENT_ID, type TestTokenIssuer } from '../test-support/token-issuer.ts';
import { createMetrics } from './metrics.ts';
import type { Lifecycle } from './ops.ts';

const UNREACHABLE_PROVIDER = 'http://127.0.0.1:1/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the operations routes and middleware', () => {
  let issuer: TestTokenIssuer;
  let db: Database;
  const encoder = createPooledEncoder(); // no thread starts until something is embedded
  const phase: { notServing: ReturnType<Lifecycle['notServing']>; draining: boolean } = {
    notServing: undefined,
    draining: false,
  };
  const lifecycle: Lifecycle = { notServing: () => phase.notServing, draining: () => phase.draining };

  const appWith = (extra: Partial<Parameters<typeof createApp>[0]> = {}) =>
    createApp({
      db,
      verifyAccessToken: createAccessTokenVerifier({
        issuer: issuer.issuer,
        jwksUri: issuer.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
      }),
      getUserAttributes: createGetUserAttributes({ endpoint: UNREACHABLE_PROVIDER, timeoutMs: 2000 }),
      directory: createUserDirectory({
        region: 'us-east-2',
        userPoolId: 'us-east-2_TestPool',
        endpoint: UNREACHABLE_PROVIDER,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      }),
      encoder,
      backfill: createEmbeddingBackfill({ db, encoder }),
      lifecycle,
      ...extra,
    });
  /** The JSON lines logged while `work` runs, at `level`. */
  const logsOf = async (work: () => Promise<void>, level: 'error' | 'debug' = 'error') => {
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    setLogLevel(level);
    try {
      await work();
    } finally {
      restore();
      setLogLevel('error');
    }
    return {
      text: lines.join(''),
      records: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    };
  };

  beforeAll(async () => {
    [issuer, db] = await Promise.all([startTestTokenIssuer(), openTestPglite()]);
  });
  afterAll(async () => {
    await Promise.all([issuer.stop(), db.close(), encoder.close()]);
  });

  it('answers liveness and readiness while serving', async () => {
    const app = appWith();
    const health = await app.request('/health');
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const ready = await app.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 not_ready to all but /health, /ready, /metrics and the docs while starting', async () => {
    const app = appWith({ metrics: createMetrics({ db, encoderPools: {} }) });
    phase.notServing = 'starting';
    try {
      const profile = await app.request('/profile', { headers: { Authorization: 'Bearer x' } });
      expect(profile.status).toBe(503);
      expect(profile.headers.get('retry-after')).toBe('1');
      expect(apiErrorBodySchema.parse(await profile.json()).error.code).toBe('not_ready');
      expect((await app.request('/health')).status).toBe(200);
      expect((await app.request('/metrics')).status).toBe(200);
      expect((await app.request('/openapi.json')).status).toBe(200);
      expect((await app.request('/docs')).status).toBe(200);
      const ready = await app.request('/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'starting' });
      phase.notServing = 'database_unavailable';
      expect(await (await app.request('/ready')).json()).toEqual({
        status: 'not_ready',
        reason: 'database_unavailable',
      });
    } finally {
      phase.notServing = undefined;
    }
  });

  it('while starting, gives the 503 and its preflight the CORS and security headers a browser needs', async () => {
    const origin = 'https://app.example.com';
    const app = appWith({ corsOrigins: [origin] });
    phase.notServing = 'starting';
    try {
      const preflight = await app.request('/profile', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      const profile = await app.request('/profile', {
        headers: { Origin: origin, Authorization: 'Bearer x' },
      });
      expect(profile.status).toBe(503);
      expect(profile.headers.get('access-control-allow-origin')).toBe(origin);
      expect(profile.headers.get('x-content-type-options')).toBe('nosniff');
      expect(profile.headers.get('x-request-id')).toMatch(UUID);
    } finally {
      phase.notServing = undefined;
    }
  });

  it('while draining, fails readiness but still serves, asking every connection to close', async () => {
    const app = appWith();
    phase.draining = true;
    try {
      const ready = await app.request('/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'draining' });
      expect(ready.headers.get('connection')).toBe('close');
      const unauthorized = await app.request('/profile');
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.headers.get('connection')).toBe('close');
    } finally {
      phase.draining = false;
    }
    expect((await appWith().request('/health')).headers.get('connection')).toBeNull();
  });

  it('keeps a sane incoming X-Request-Id, replaces any other, and echoes it', async () => {
    const app = appWith();
    const idOf = async (headers: Record<string, string>) =>
      (await app.request('/health', { headers })).headers.get('x-request-id');
    expect(await idOf({ 'X-Request-Id': 'lb-7f3a:0001.retry_2' })).toBe('lb-7f3a:0001.retry_2');
    expect(await idOf({})).toMatch(UUID);
    for (const insane of ['has space', 'x'.repeat(129), 'quote"d', 'semi;colon']) {
      expect(await idOf({ 'X-Request-Id': insane })).toMatch(UUID);
    }
  });

  it('logs a failed request as one JSON line: id, method, route pattern, status; never a token or cookie', async () => {
    const broken = await openTestPglite();
    await broken.close(); // every query now fails with an unexpected error: a 500
    const app = appWith({ db: broken });
    const token = await issuer.sign({ sub: 'logger' });
    let response: Response | undefined;
    const { records, text } = await logsOf(async () => {
      response = await app.request('/knowledge/00000000-0000-4000-8000-000000000042', {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${token}`,
          Cookie: 'session=cookie-secret-value',
          'X-Request-Id': 'req-42',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ title: 'Title', content: 'password: hunter2' }),
      });
    }, 'debug');
    expect(response?.status).toBe(500);
    expect(response?.headers.get('x-request-id')).toBe('req-42');
    expect(records).toContainEqual(
      expect.objectContaining({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'error',
        msg: 'Unhandled error',
        requestId: 'req-42',
        method: 'PUT',
        route: '/knowledge/:id',
        status: 500,
      }),
    );
    expect(records.every((record) => record.requestId === 'req-42')).toBe(true);
    for (const secret of [token, token.split('.')[2] ?? token, 'cookie-secret-value', 'hunter2']) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts fields named like secrets, however deep', async () => {
    const { log } = await import('../log.ts');
    const { records } = await logsOf(async () => {
      log.error('with secrets', {
        headers: { authorization: 'Bearer abc', Cookie: 'c=1', accept: 'text/html' },
        nested: [{ password: 'p', apiKey: 'k', idToken: 't', fine: 1 }],
        keys: {
          key: 'k',
          privateKey: 'k',
          'api-key': 'k',
          accessKeyId: 'k',
          access_key_id: 'k',
          keyboard: 1,
        },
      });
    });
    expect(records[0]).toMatchObject({
      headers: { authorization: '[redacted]', Cookie: '[redacted]', accept: 'text/html' },
      nested: [{ password: '[redacted]', apiKey: '[redacted]', idToken: '[redacted]', fine: 1 }],
    });
    // `keys` (a list of names, say) is no secret; what it holds is checked field by field.
    expect(records[0]?.keys).toEqual({
      key: '[redacted]',
      privateKey: '[redacted]',
      'api-key': '[redacted]',
      accessKeyId: '[redacted]',
      access_key_id: '[redacted]',
      keyboard: 1,
    });
  });

  it('logs errors only by default', async () => {
    const { log } = await import('../log.ts');
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      log.info('not shown');
      log.warn('not shown either');
      log.error('shown');
    } finally {
      restore();
    }
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['shown']);
  });

  it('serves Prometheus metrics by route pattern, never a raw path, with the backlog, queues and pool', async () => {
    const metrics = createMetrics({ db, encoderPools: { messages: encoder } });
    const app = appWith({ metrics });
    const token = await issuer.sign({ sub: 'metrics-user' });
    // Quietly: the first signed-in request logs that the identity provider is down.
    await logsOf(async () => {
      await app.request('/knowledge/11111111-1111-4111-8111-111111111111', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    });
    await app.request('/no/such/path/123');
    await app.request('/health');
    const response = await app.request('/metrics');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="DELETE",route="/knowledge/:id",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="401"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health",status="200"}',
    );
    expect(text).not.toContain('11111111-1111');
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(/ditto_embedding_backlog\{state="pending"\} \d+/);
    expect(text).toContain('ditto_embedding_backlog{state="failed"}');
    expect(text).toContain('ditto_encoder_queue_size{pool="messages"} 0');
    expect(text).toMatch(/ditto_db_pool_connections\{state="total"\} 1/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('asks for the bearer token on /metrics when one is set', async () => {
    const metricsToken = 'scrape-token-0123456789';
    const app = appWith({ metrics: createMetrics({ db, encoderPools: {} }), metricsToken });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await app.request('/metrics', { headers: { Authorization: `Bearer ${metricsToken}` } });
    expect(allowed.status).toBe(200);
  });
});
