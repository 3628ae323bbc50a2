import type { MintedTokenClaims, MintTokenOptions } from '@ditto/local-cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { pgliteServerDatabases } from '../test-support/server-databases.ts';

/**
 * Tokens signed with the real stack's own key (the one its JWKS serves), each wrong in one way: the signature is
 * good, so only the API's own claim checks can refuse them. The expected messages are the verifier's, so a refusal
 * by the later session check (GetUser at the identity provider) would not pass for one.
 */
describe('the API refuses access tokens signed with the stack key but wrong in one claim', () => {
  let stack: ApiStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startApiStack(pgliteServerDatabases);
    user = await stack.createUser('minted@example.com');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const getProfile = async (claims?: MintedTokenClaims, options?: MintTokenOptions) => {
    const accessToken = await stack.idp.mintAccessToken(user.userId, claims, options);
    const response = await stack.call('GET', '/profile', { ...user, accessToken });
    return { status: response.status, body: (await response.json()) as { error?: { message?: string } } };
  };

  it('accepts the default minted token (the control: the harness lets a good token through)', async () => {
    const { status, body } = await getProfile();
    expect(status).toBe(200);
    expect(body.error).toBeUndefined();
  });

  const soon = () => new Date(Date.now() + 10 * 60_000);
  const cases: Array<[string, MintedTokenClaims, MintTokenOptions, string]> = [
    ['another issuer', { iss: 'http://127.0.0.1:1/us-east-2_Other' }, {}, 'Invalid access token'],
    ['another app client (client_id)', { client_id: 'another-client' }, {}, 'Invalid access token'],
    ['no client_id', { client_id: undefined }, {}, 'Invalid access token'],
    ['an ID token (token_use "id")', { token_use: 'id' }, {}, 'Not an access token'],
    ['an expired token', {}, { expiresAt: new Date(Date.now() - 60_000) }, 'Access token expired'],
    ['a token not valid yet (nbf in the future)', {}, { notBefore: soon() }, 'Invalid access token'],
    ['a key id the JWKS does not serve', {}, { kid: 'unknown-kid' }, 'Invalid access token'],
  ];

  it.each(cases)('refuses %s with 401', async (_name, claims, options, message) => {
    const { status, body } = await getProfile(claims, options);
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 'unauthorized', message } });
  });
});
