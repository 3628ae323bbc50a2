import { createPrivateKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorBodySchema, profileSchema } from '@ditto/contract';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from './server.ts';
import { identityOf, type SignInTokens, signIn } from './test-support/identity.ts';
import {
  pgliteServerDatabases,
  type ServerDatabase,
  serverDatabaseFactories,
} from './test-support/server-databases.ts';

const PASSWORD = 'Correct-Horse-9';

// The API against the real local identity provider (cognito-local behind @ditto/local-cognito), over HTTP.
describe.each(serverDatabaseFactories())('the API with the local identity provider, on $kind', (factory) => {
  let idp: IdentityProvider;
  let otherIdp: IdentityProvider;
  let database: ServerDatabase;
  let api: ApiServer;
  let tempDir: string;
  let ada: { userId: string; tokens: SignInTokens };

  const getProfile = (headers: Record<string, string> = {}, server = api) =>
    fetch(`${server.url}/profile`, { headers });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function expectUnauthorized(response: Response) {
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('unauthorized');
    return error.message;
  }

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-idp-'));
    [idp, otherIdp, database] = await Promise.all([
      startIdentityProvider({ dataDir: path.join(tempDir, 'idp'), port: 0 }),
      startIdentityProvider({ dataDir: path.join(tempDir, 'other-idp'), port: 0 }),
      factory.create(),
    ]);
    api = await startApiServer({
      ...database.options,
      identity: { ...identityOf(idp), credentials: idp.credentials },
    });
    const { userId } = await idp.createUser({
      email: 'ada@example.com',
      password: PASSWORD,
      attributes: { name: 'Ada Lovelace', 'custom:organization': 'Analytical Engines' },
      confirmed: true,
    });
    ada = { userId, tokens: await signIn(idp, 'ada@example.com', PASSWORD) };
  });
  afterAll(async () => {
    await api?.stop();
    await Promise.all([idp?.stop(), otherIdp?.stop()]);
    await database?.dispose();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('gives a valid access token its profile, created from the provider and stored', async () => {
    const response = await getProfile(bearer(ada.tokens.accessToken));
    expect(response.status).toBe(200);
    const profile = profileSchema.parse(await response.json());
    expect(profile).toEqual({
      cognitoId: ada.userId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical Engines',
      createdAt: profile.createdAt,
      updatedAt: profile.createdAt,
    });
    expect(profile.cognitoId).toBe(decodeJwt(ada.tokens.accessToken).sub);

    // Later requests read the database: a change at the provider does not show, the row stays the same.
    await idp.setAttributes('ada@example.com', { name: 'Countess of Lovelace' });
    const again = await getProfile(bearer(ada.tokens.accessToken));
    expect(await again.json()).toEqual(profile);
  });

  it('gives a user without optional attributes the defaults', async () => {
    const { userId } = await idp.createUser({
      email: 'plain@example.com',
      password: PASSWORD,
      confirmed: true,
    });
    const { accessToken } = await signIn(idp, 'plain@example.com', PASSWORD);
    const profile = profileSchema.parse(await (await getProfile(bearer(accessToken))).json());
    expect(profile).toMatchObject({ cognitoId: userId, email: 'plain@example.com', organization: null });
  });

  it('answers 401 without an Authorization header', async () => {
    await expectUnauthorized(await getProfile());
  });

  it('answers 401 to a forged signature', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(ada.tokens.accessToken))
      .setProtectedHeader(decodeProtectedHeader(ada.tokens.accessToken) as { alg: 'RS256'; kid: string })
      .sign(privateKey);
    await expectUnauthorized(await getProfile(bearer(forged)));
  });

  // cognito-local ships its private key in its npm package: the local provider must not sign with it, or anyone
  // could mint a token for any user and read their data (or, with the admin's email as "sub", which AdminGetUser
  // resolves, pass the admin check).
  it("answers 401 to a token signed with the emulator's published key", async () => {
    const require = createRequire(createRequire(import.meta.url).resolve('@ditto/local-cognito'));
    const published: { pem: string } = require('cognito-local/lib/keys/cognitoLocal.private.json');
    const forged = await new SignJWT({ ...decodeJwt(ada.tokens.accessToken), sub: 'any-other-user' })
      .setProtectedHeader(decodeProtectedHeader(ada.tokens.accessToken) as { alg: 'RS256'; kid: string })
      .sign(createPrivateKey(published.pem));
    await expectUnauthorized(await fetch(`${api.url}/knowledge`, { headers: bearer(forged) }));
  });

  it('answers 401 to an expired token', async () => {
    const { exp } = decodeJwt(ada.tokens.accessToken);
    // An API whose clock reads a minute after the token's expiry. Its database plays no part in the check: a copy
    // of the run's template, not a new one (initdb took most of this test's 5 s).
    const laterDatabase = await pgliteServerDatabases.create();
    const later = await startApiServer({
      ...laterDatabase.options,
      identity: { ...identityOf(idp), credentials: idp.credentials },
      now: () => ((exp ?? 0) + 60) * 1000,
    });
    try {
      expect(await expectUnauthorized(await getProfile(bearer(ada.tokens.accessToken), later))).toBe(
        'Access token expired',
      );
    } finally {
      await later.stop();
      await laterDatabase.dispose();
    }
  });

  it('answers 401 to a token of another issuer', async () => {
    await otherIdp.createUser({ email: 'ada@example.com', password: PASSWORD, confirmed: true });
    const foreign = await signIn(otherIdp, 'ada@example.com', PASSWORD);
    await expectUnauthorized(await getProfile(bearer(foreign.accessToken)));
  });

  it('answers 401 to an ID token used as an access token', async () => {
    await expectUnauthorized(await getProfile(bearer(ada.tokens.idToken)));
  });

  it('answers 401 when the provider refuses the user (disabled) on their first request', async () => {
    await idp.createUser({ email: 'disabled@example.com', password: PASSWORD, confirmed: true });
    const { accessToken } = await signIn(idp, 'disabled@example.com', PASSWORD);
    await idp.setEnabled('disabled@example.com', false);
    await expectUnauthorized(await getProfile(bearer(accessToken)));
  });

  it('answers 401 to a refresh token used as an access token', async () => {
    await expectUnauthorized(await getProfile(bearer(ada.tokens.refreshToken)));
  });
});
