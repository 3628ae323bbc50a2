import { inspect } from 'node:util';
import { apiErrorBodySchema } from '@ditto/contract';
import { createPooledEncoder } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import type { Database } from './db/database.ts';
import { createGetUserAttributes } from './identity/get-user.ts';
import { createUserDirectory } from './identity/user-directory.ts';
import { createEmbeddingBackfill } from './knowledge/embedding-backfill.ts';
import { log } from './log.ts';
import { openTestPglite } from './test-support/databases.ts';
import { startTestTokenIssuer, TEST_CLIENT_ID, type TestTokenIssuer } from './test-support/token-issuer.ts';

const WEB_ORIGIN = 'http://127.0.0.1:5173';
// Nothing listens on port 1: GetUser fails as when the identity provider is down.
const UNREACHABLE_PROVIDER = 'http://127.0.0.1:1/';
const unreachableDirectory = () =>
  createUserDirectory({
    region: 'us-east-2',
    userPoolId: 'us-east-2_TestPool',
    endpoint: UNREACHABLE_PROVIDER,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });

describe('createApp', () => {
  let issuer: TestTokenIssuer;
  let other: TestTokenIssuer;
  let db: Database;
  let app: ReturnType<typeof createApp>;
  const encoder = createPooledEncoder(); // no thread starts until something is embedded

  beforeAll(async () => {
    [issuer, other, db] = await Promise.all([
      startTestTokenIssuer(),
      startTestTokenIssuer(),
      openTestPglite(),
    ]);
    app = createApp({
      db,
      verifyAccessToken: createAccessTokenVerifier({
        issuer: issuer.issuer,
        jwksUri: issuer.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
      }),
      getUserAttributes: createGetUserAttributes({ endpoint: UNREACHABLE_PROVIDER, timeoutMs: 2000 }),
      directory: unreachableDirectory(),
      corsOrigins: [WEB_ORIGIN],
      encoder,
      backfill: createEmbeddingBackfill({ db, encoder }),
    });
    // The identity provider is down in this file: the first signed-in request logs that session checks are
    // skipped (once a minute, not per request). That first request is this one, so that no test's output shows it.
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const response = await app.request('/no/such/route', { headers: bearer(await issuer.sign()) });
    expect(response.status).toBe(404);
    expect(logged.mock.calls).toEqual([
      [
        'Session checks skipped, the identity provider is unreachable',
        { error: 'Identity provider unavailable' },
      ],
    ]);
    logged.mockRestore();
  });
  afterAll(async () => {
    await Promise.all([issuer.stop(), other.stop(), db.close(), encoder.close()]);
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe(code);
    return body.error.message;
  }

  it('answers GET /health without a token, with secure headers', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  describe('401 with a JSON error', () => {
    it('without an Authorization header', async () => {
      expect(await expectError(await app.request('/profile'), 401, 'unauthorized')).toBe(
        'Missing bearer token',
      );
    });

    it('with another scheme than Bearer', async () => {
      const response = await app.request('/profile', {
        headers: { Authorization: 'Basic YWRhOnNlY3JldA==' },
      });
      await expectError(response, 401, 'unauthorized');
    });

    it('with a forged signature', async () => {
      const forged = await other.sign({ iss: issuer.issuer });
      await expectError(await app.request('/profile', { headers: bearer(forged) }), 401, 'unauthorized');
    });

    it('with an expired token', async () => {
      const expired = await issuer.sign(
        {},
        { issuedAt: Math.floor(Date.now() / 1000) - 7200, expiresAt: Math.floor(Date.now() / 1000) - 3600 },
      );
      const response = await app.request('/profile', { headers: bearer(expired) });
      expect(await expectError(response, 401, 'unauthorized')).toBe('Access token expired');
    });

    it('with a token of another issuer', async () => {
      await expectError(
        await app.request('/profile', { headers: bearer(await other.sign()) }),
        401,
        'unauthorized',
      );
    });

    it('with an ID token', async () => {
      const idToken = await issuer.sign({ token_use: 'id', aud: TEST_CLIENT_ID, client_id: undefined });
      await expectError(await app.request('/profile', { headers: bearer(idToken) }), 401, 'unauthorized');
    });

    it('on unknown paths too, so that they reveal nothing', async () => {
      await expectError(await app.request('/admin/users'), 401, 'unauthorized');
    });

    it('and the message never repeats the token', async () => {
      const token = await other.sign();
      const text = await (await app.request('/profile', { headers: bearer(token) })).text();
      expect(text).not.toContain(token.split('.')[1]);
    });
  });

  it('accepts the Bearer scheme in any case', async () => {
    const response = await app.request('/no/such/route', {
      headers: { Authorization: `bearer ${await issuer.sign()}` },
    });
    expect(response.status).toBe(404);
  });

  it('answers 404 JSON for an unknown route or method of a signed-in caller', async () => {
    const headers = bearer(await issuer.sign());
    await expectError(await app.request('/no/such/route', { headers }), 404, 'not_found');
    await expectError(await app.request('/profile', { method: 'DELETE', headers }), 404, 'not_found');
  });

  it('answers 413 to a body announced over 1 MB before reading it; an unannounced one only once signed in', async () => {
    const body = 'x'.repeat(1024 * 1024 + 1);
    const announced = await app.request('/profile', {
      method: 'POST',
      headers: { 'Content-Length': String(body.length) },
      body,
    });
    expect(announced.headers.get('connection')).toBe('close');
    await expectError(announced, 413, 'payload_too_large');
    // No token: refused before a byte of the body is read (signed-in callers get 413: robustness.test.ts).
    await expectError(await app.request('/profile', { method: 'POST', body }), 401, 'unauthorized');
  });

  it("answers CORS preflights of the web app's origin, allowing Authorization", async () => {
    const response = await app.request('/profile', {
      method: 'OPTIONS',
      headers: {
        Origin: WEB_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives no CORS grant to other origins', async () => {
    const response = await app.request('/health', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 503 JSON, and stores nothing, when GetUser cannot reach the identity provider', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const token = await issuer.sign({ sub: 'new-user' });
    const response = await app.request('/profile', { headers: bearer(token) });
    await expectError(response, 503, 'identity_provider_unavailable');
    expect(await db.query('SELECT cognito_id FROM profiles')).toEqual([]);
    expect(inspect(logged.mock.calls, { depth: 10 })).not.toContain(token.split('.')[2]);
  });

  it('answers 500 JSON, never HTML, on an unexpected failure, and logs no token', async () => {
    const brokenDb = await openTestPglite();
    await brokenDb.close();
    const brokenApp = createApp({
      db: brokenDb,
      verifyAccessToken: createAccessTokenVerifier({
        issuer: issuer.issuer,
        jwksUri: issuer.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
      }),
      getUserAttributes: createGetUserAttributes({ endpoint: UNREACHABLE_PROVIDER }),
      directory: unreachableDirectory(),
      encoder,
      backfill: createEmbeddingBackfill({ db: brokenDb, encoder }),
    });
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const token = await issuer.sign();
    await expectError(await brokenApp.request('/profile', { headers: bearer(token) }), 500, 'internal_error');
    // Liveness makes no database call; readiness says the database is gone.
    expect((await brokenApp.request('/health')).status).toBe(200);
    const ready = await brokenApp.request('/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable' });
    expect(logged).toHaveBeenCalled();
    expect(inspect(logged.mock.calls, { depth: 10 })).not.toContain(token.split('.')[2]);
  });
  it('imports all the good files or none: a database failure halfway stores nothing', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const token = await issuer.sign({ sub: 'importer' });
    // A fault of the database's own, on the second file only.
    await db.exec(`
      CREATE FUNCTION refuse_second_file() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_second_file BEFORE INSERT ON knowledge_entries
        FOR EACH ROW WHEN (NEW.title = 'second') EXECUTE FUNCTION refuse_second_file();`);
    try {
      const form = new FormData();
      form.append('files', new File(['The first file.'], 'first.txt', { type: 'text/plain' }));
      form.append('files', new File(['The second file.'], 'second.txt', { type: 'text/plain' }));
      const response = await app.request('/knowledge/import', {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(response.status).toBe(500);
      expect(logged.mock.calls).toEqual([
        [
          'Unhandled error',
          {
            method: 'POST',
            route: '/knowledge/import',
            status: 500,
            error: expect.objectContaining({ message: 'disk full' }),
          },
        ],
      ]);
      const [stored] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM knowledge_entries WHERE owner_id = 'importer'",
      );
      expect(stored?.n).toBe(0);
    } finally {
      await db.exec(
        'DROP TRIGGER refuse_second_file ON knowledge_entries; DROP FUNCTION refuse_second_file();',
      );
    }
  });
});
