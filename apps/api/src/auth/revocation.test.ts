import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { callIdentityProvider } from '../test-support/identity.ts';
import { pgliteServerDatabases } from '../test-support/server-databases.ts';
import { SESSION_CHECK_TTL_MS } from './session-check.ts';

describe('a session ended at the identity provider ends at the API within a minute', () => {
  let stack: ApiStack;
  let clock = Date.now();
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startApiStack(pgliteServerDatabases, { now: () => clock });
    admin = await stack.signInAdmin();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const profileStatus = async (user: TestUser) => (await stack.call('GET', '/profile', user)).status;

  it("refuses a disabled user's still-signed token once the check is due", async () => {
    const erin = await stack.createUser('erin@example.com');
    expect(await profileStatus(erin)).toBe(200);
    const disable = await stack.call('PATCH', `/admin/users/${erin.userId}`, admin, { enabled: false });
    expect(disable.status).toBe(200);

    clock += SESSION_CHECK_TTL_MS; // the last check is a minute old
    const refused = await stack.call('GET', '/profile', erin);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('refuses a token after its user signed out everywhere (GlobalSignOut)', async () => {
    const finn = await stack.createUser('finn@example.com');
    expect(await profileStatus(finn)).toBe(200);
    const signOut = await callIdentityProvider(stack.idp, 'GlobalSignOut', { AccessToken: finn.accessToken });
    expect(signOut.status).toBe(200);

    clock += SESSION_CHECK_TTL_MS;
    expect(await profileStatus(finn)).toBe(401);
  });

  it("refuses a token after its session's refresh token was revoked (a browser's sign-out)", async () => {
    const hana = await stack.createUser('hana@example.com');
    const laterSession = await stack.signIn('hana@example.com');
    expect(await profileStatus(hana)).toBe(200);
    const revoke = await callIdentityProvider(stack.idp, 'RevokeToken', {
      ClientId: stack.idp.userPoolClientId,
      Token: hana.refreshToken,
    });
    expect(revoke.status).toBe(200);

    clock += SESSION_CHECK_TTL_MS;
    expect(await profileStatus(hana)).toBe(401);
    expect(await profileStatus(laterSession)).toBe(200);
  });

  it('asks the identity provider at most once a minute per token', async () => {
    const gail = await stack.createUser('gail@example.com');
    expect(await profileStatus(gail)).toBe(200);
    await callIdentityProvider(stack.idp, 'GlobalSignOut', { AccessToken: gail.accessToken });
    // Within the minute the earlier answer stands; after it, the provider's refusal does.
    expect(await profileStatus(gail)).toBe(200);
    clock += SESSION_CHECK_TTL_MS - 1;
    expect(await profileStatus(gail)).toBe(200);
    clock += 1;
    expect(await profileStatus(gail)).toBe(401);
  });

  it('does not let an admin change whether their own account is enabled', async () => {
    const response = await stack.call('PATCH', `/admin/users/${admin.userId}`, admin, { enabled: true });
    expect(response.status).toBe(409);
  });
});
