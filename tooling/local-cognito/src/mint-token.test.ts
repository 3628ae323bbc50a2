import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityProvider, startIdentityProvider } from './index.ts';
import { callCognito, goodPassword, uniqueEmail } from './test-support.ts';

let idp: IdentityProvider;
let userId: string;

beforeAll(async () => {
  idp = await startIdentityProvider();
  ({ userId } = await idp.createUser({ email: uniqueEmail('minted'), password: goodPassword }));
});
afterAll(() => idp?.stop());

describe('mintAccessToken', () => {
  it('mints by default an access token the served JWKS verifies and GetUser accepts', async () => {
    const token = await idp.mintAccessToken(userId);
    const { payload, protectedHeader } = await jwtVerify(token, createRemoteJWKSet(new URL(idp.jwksUri)), {
      issuer: idp.issuer,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: userId,
      username: userId,
      client_id: idp.userPoolClientId,
      token_use: 'access',
    });
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    const getUser = await callCognito(idp, 'GetUser', { AccessToken: token });
    expect(getUser.status).toBe(200);
    expect(getUser.body.Username).toBe(userId);
  });

  it('replaces and removes claims as asked', async () => {
    const payload = decodeJwt(
      await idp.mintAccessToken(userId, { client_id: 'other-client', token_use: 'id', scope: undefined }),
    );
    expect(payload).toMatchObject({ sub: userId, client_id: 'other-client', token_use: 'id' });
    expect(payload).not.toHaveProperty('scope');
  });

  it('sets kid, nbf and exp from the options', async () => {
    const notBefore = new Date('2040-01-01T00:00:00Z');
    const expiresAt = new Date('2040-01-01T01:00:00Z');
    const token = await idp.mintAccessToken(userId, {}, { kid: 'unknown-kid', notBefore, expiresAt });
    expect(decodeProtectedHeader(token).kid).toBe('unknown-kid');
    expect(decodeJwt(token)).toMatchObject({
      nbf: notBefore.getTime() / 1000,
      exp: expiresAt.getTime() / 1000,
    });
  });

  it('mints tokens the provider itself refuses when a claim is wrong', async () => {
    const past = new Date(Date.now() - 60_000);
    const refused = [
      await idp.mintAccessToken(userId, { iss: `${idp.endpoint}/us-east-2_Other` }),
      await idp.mintAccessToken(userId, { token_use: 'id' }),
      await idp.mintAccessToken(userId, {}, { expiresAt: past }),
      await idp.mintAccessToken(userId, {}, { kid: 'unknown-kid' }),
    ];
    for (const token of refused) {
      const { status, body } = await callCognito(idp, 'GetUser', { AccessToken: token });
      expect(status).toBe(400);
      expect(body.__type).toBe('NotAuthorizedException');
    }
  });
});
