import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderUnavailableError, InvalidAccessTokenError } from '../auth/access-token.ts';
import { signIn } from '../test-support/identity.ts';
import { createGetUserAttributes } from './get-user.ts';

const PASSWORD = 'Correct-Horse-9';

describe('createGetUserAttributes against the local identity provider', () => {
  let idp: IdentityProvider;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ditto-api-getuser-'));
    idp = await startIdentityProvider({ dataDir, port: 0 });
  });
  afterAll(async () => {
    await idp?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("returns the caller's attributes as a map", async () => {
    const { userId } = await idp.createUser({
      email: 'grace@example.com',
      password: PASSWORD,
      attributes: { name: 'Grace Hopper', 'custom:organization': 'Navy' },
      confirmed: true,
    });
    const { accessToken } = await signIn(idp, 'grace@example.com', PASSWORD);
    const attributes = await createGetUserAttributes({ endpoint: idp.endpoint })(accessToken);
    expect(attributes).toMatchObject({
      sub: userId,
      email: 'grace@example.com',
      name: 'Grace Hopper',
      'custom:organization': 'Navy',
    });
  });

  it('reports a token the provider refuses as an invalid access token', async () => {
    await expect(createGetUserAttributes({ endpoint: idp.endpoint })('not-a-token')).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });

  it('reports a disabled user as an invalid access token', async () => {
    await idp.createUser({ email: 'gone@example.com', password: PASSWORD, confirmed: true });
    const { accessToken } = await signIn(idp, 'gone@example.com', PASSWORD);
    await idp.setEnabled('gone@example.com', false);
    await expect(createGetUserAttributes({ endpoint: idp.endpoint })(accessToken)).rejects.toBeInstanceOf(
      InvalidAccessTokenError,
    );
  });

  it('reports an unreachable provider as unavailable', async () => {
    // Nothing listens on port 1.
    const getUser = createGetUserAttributes({ endpoint: 'http://127.0.0.1:1/' });
    await expect(getUser('any')).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});
