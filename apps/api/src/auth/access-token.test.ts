import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTokenIssuer, TEST_CLIENT_ID, type TestTokenIssuer } from '../test-support/token-issuer.ts';
import {
  type AccessTokenVerifier,
  createAccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
} from './access-token.ts';

const NOW_S = 1_800_000_000;

describe('createAccessTokenVerifier', () => {
  let trusted: TestTokenIssuer;
  let other: TestTokenIssuer;
  let verify: AccessTokenVerifier;
  let nowMs = NOW_S * 1000;

  beforeAll(async () => {
    [trusted, other] = await Promise.all([startTestTokenIssuer(), startTestTokenIssuer()]);
    verify = createAccessTokenVerifier({
      issuer: trusted.issuer,
      jwksUri: trusted.jwksUri,
      userPoolClientId: TEST_CLIENT_ID,
      now: () => nowMs,
    });
  });
  afterAll(async () => {
    await Promise.all([trusted.stop(), other.stop()]);
  });

  const signAt = (claims: Record<string, unknown> = {}, expiresAt = NOW_S + 3600) =>
    trusted.sign(claims, { issuedAt: NOW_S - 60, expiresAt });

  const rejection = async (token: string) => {
    const error = await verify(token).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    return (error as InvalidAccessTokenError).message;
  };

  it('accepts an access token of our client and returns its subject', async () => {
    nowMs = NOW_S * 1000;
    const token = await signAt({ username: 'ada', scope: 'aws.cognito.signin.user.admin' });
    await expect(verify(token)).resolves.toEqual({
      sub: 'user-sub-1',
      username: 'ada',
      scope: 'aws.cognito.signin.user.admin',
    });
  });

  it('fetches the JWKS once and reuses it', async () => {
    nowMs = NOW_S * 1000;
    const before = trusted.jwksRequests();
    await verify(await signAt());
    await verify(await signAt({ sub: 'user-sub-2' }));
    expect(trusted.jwksRequests() - before).toBeLessThanOrEqual(1);
  });

  it('refuses a token signed by another key under the same key id', async () => {
    nowMs = NOW_S * 1000;
    const forged = await other.sign({ iss: trusted.issuer }, { kid: 'test-key-1', issuedAt: NOW_S - 60 });
    expect(await rejection(forged)).toBe('Invalid access token');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    nowMs = NOW_S * 1000;
    const [header, , signature] = (await signAt()).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'someone-else',
        token_use: 'access',
        client_id: TEST_CLIENT_ID,
        iss: trusted.issuer,
        exp: NOW_S + 3600,
      }),
    ).toString('base64url');
    expect(await rejection(`${header}.${payload}.${signature}`)).toBe('Invalid access token');
  });

  it('refuses a token of another issuer, even signed by a trusted key', async () => {
    nowMs = NOW_S * 1000;
    expect(await rejection(await signAt({ iss: other.issuer }))).toBe('Invalid access token');
  });

  it('refuses an ID token', async () => {
    nowMs = NOW_S * 1000;
    const idToken = await signAt({ token_use: 'id', aud: TEST_CLIENT_ID, client_id: undefined });
    expect(await rejection(idToken)).toBe('Not an access token');
  });

  it('refuses an access token of another app client', async () => {
    nowMs = NOW_S * 1000;
    expect(await rejection(await signAt({ client_id: 'another-client' }))).toBe('Invalid access token');
  });

  it('refuses a token without a subject', async () => {
    nowMs = NOW_S * 1000;
    expect(await rejection(await signAt({ sub: undefined }))).toBe('Invalid access token');
  });

  it('verifies a token once and remembers it until it expires: a repeat costs no verification', async () => {
    const fresh = await startTestTokenIssuer();
    try {
      // Keys never fresh: every real verification asks for them again, so the count shows each one.
      const verifyFresh = createAccessTokenVerifier({
        issuer: fresh.issuer,
        jwksUri: fresh.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
        keysMaxAgeMs: 0,
      });
      const token = await fresh.sign();
      await verifyFresh(token);
      const asked = fresh.jwksRequests();
      await expect(verifyFresh(token)).resolves.toMatchObject({ sub: 'user-sub-1' });
      expect(fresh.jwksRequests()).toBe(asked);
      await verifyFresh(await fresh.sign({ sub: 'someone-else' }));
      expect(fresh.jwksRequests()).toBeGreaterThan(asked);
    } finally {
      await fresh.stop();
    }
  });

  it('allows 5 seconds of clock skew after expiry, and no more', async () => {
    const token = await signAt({}, NOW_S + 100);
    nowMs = (NOW_S + 104) * 1000;
    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-sub-1' });
    nowMs = (NOW_S + 106) * 1000;
    expect(await rejection(token)).toBe('Access token expired');
  });

  it('refuses a token not signed with RS256', async () => {
    nowMs = NOW_S * 1000;
    const hs256 = await new SignJWT({ sub: 'user-sub-1', token_use: 'access', client_id: TEST_CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer(trusted.issuer)
      .setExpirationTime(NOW_S + 3600)
      .sign(new TextEncoder().encode('a-shared-secret-of-thirty-two-bytes!'));
    expect(await rejection(hs256)).toBe('Invalid access token');
    const unsigned = `${hs256
      .split('.')
      .slice(0, 2)
      .join('.')
      .replace(/^[^.]+/, Buffer.from('{"alg":"none"}').toString('base64url'))}.`;
    expect(await rejection(unsigned)).toBe('Invalid access token');
  });

  it('refuses a token signed by a key the JWKS does not have', async () => {
    nowMs = NOW_S * 1000;
    expect(await rejection(await trusted.sign({}, { kid: 'unknown-key', issuedAt: NOW_S }))).toBe(
      'Invalid access token',
    );
  });

  it.each(['', 'not-a-jwt', 'a.b.c', 'eyJhbGciOiJSUzI1NiJ9.e30.', '....'])(
    'refuses the garbage %j',
    async (token) => {
      expect(await rejection(token)).toBe('Invalid access token');
    },
  );

  it('reports a JWKS answering an error as the provider being unavailable, not as a bad token', async () => {
    const failing = await startTestTokenIssuer();
    try {
      failing.answerJwksWith(500);
      const verifyFailing = createAccessTokenVerifier({
        issuer: failing.issuer,
        jwksUri: failing.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
      });
      await expect(verifyFailing(await failing.sign())).rejects.toBeInstanceOf(
        IdentityProviderUnavailableError,
      );
    } finally {
      await failing.stop();
    }
  });

  it('keeps verifying with the keys it last fetched while the provider fails, and refetches after', async () => {
    const flaky = await startTestTokenIssuer();
    try {
      // Keys are never fresh here, so every verification asks the provider again.
      const verifyFlaky = createAccessTokenVerifier({
        issuer: flaky.issuer,
        jwksUri: flaky.jwksUri,
        userPoolClientId: TEST_CLIENT_ID,
        keysMaxAgeMs: 0,
      });
      await expect(verifyFlaky(await flaky.sign())).resolves.toMatchObject({ sub: 'user-sub-1' });
      flaky.answerJwksWith(503);
      const asked = flaky.jwksRequests();
      await expect(verifyFlaky(await flaky.sign({ sub: 'during-outage' }))).resolves.toMatchObject({
        sub: 'during-outage',
      });
      expect(flaky.jwksRequests()).toBeGreaterThan(asked);
      // The last keys vouch only for their own signatures.
      const forged = await other.sign({ iss: flaky.issuer }, { kid: 'test-key-1' });
      await expect(verifyFlaky(forged)).rejects.toBeInstanceOf(InvalidAccessTokenError);
      flaky.answerJwksWith(200);
      await expect(verifyFlaky(await flaky.sign())).resolves.toMatchObject({ sub: 'user-sub-1' });
    } finally {
      await flaky.stop();
    }
  });

  it('reports an unreachable JWKS as the provider being unavailable, not as a bad token', async () => {
    const gone = await startTestTokenIssuer();
    await gone.stop();
    const verifyGone = createAccessTokenVerifier({
      issuer: gone.issuer,
      jwksUri: gone.jwksUri,
      userPoolClientId: TEST_CLIENT_ID,
    });
    await expect(verifyGone(await gone.sign())).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});
