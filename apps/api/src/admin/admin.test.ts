import {
  type AdminUserSummary,
  adminUserDetailSchema,
  adminUsersResponseSchema,
  apiErrorBodySchema,
} from '@ditto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiStack, startApiStack, type TestUser } from '../test-support/api-stack.ts';
import { serverDatabaseFactories } from '../test-support/server-databases.ts';

describe.each(serverDatabaseFactories())('admin endpoints on $kind', (factory) => {
  let stack: ApiStack;
  let admin: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    stack = await startApiStack(factory);
    admin = await stack.signInAdmin();
    carol = await stack.createUser('carol@example.com', { name: 'Carol', 'custom:organization': 'Acme' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const listUsers = async (user: TestUser, query = '') => {
    const response = await stack.call('GET', `/admin/users${query}`, user);
    expect(response.status).toBe(200);
    return adminUsersResponseSchema.parse(await response.json());
  };

  it('gives a non-admin 403 on every admin endpoint, whatever the input', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', '/admin/users'],
      ['GET', '/admin/users?limit=999'],
      ['GET', `/admin/users/${carol.userId}`],
      ['GET', '/admin/users/no-such-user'],
      ['PATCH', `/admin/users/${carol.userId}`, { isAdmin: true }],
      ['PATCH', `/admin/users/${carol.userId}`, { nonsense: 1 }],
      ['GET', '/admin/unknown'],
    ];
    for (const [method, route, body] of attempts) {
      const response = await stack.call(method, route, carol, body);
      expect(response.status, `${method} ${route}`).toBe(403);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('forbidden');
    }
  });

  it("lists accounts a page of the identity provider's at a time, searched by email prefix", async () => {
    await Promise.all(['page-a', 'page-b', 'page-c'].map((name) => stack.createUser(`${name}@example.com`)));
    const all = await listUsers(admin, '?limit=60');
    expect(all.users.find((user) => user.email === stack.idp.admin.email)).toMatchObject({ isAdmin: true });
    expect(all.users.find((user) => user.userId === carol.userId)).toMatchObject({
      email: 'carol@example.com',
      name: 'Carol',
      enabled: true,
      isAdmin: false,
      status: 'CONFIRMED',
    });

    const seen: AdminUserSummary[] = [];
    let cursor: string | null = null;
    do {
      const page = await listUsers(admin, `?search=PAGE-&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.users);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((user) => user.email).sort()).toEqual([
      'page-a@example.com',
      'page-b@example.com',
      'page-c@example.com',
    ]);

    const bad = await stack.call('GET', '/admin/users?cursor=garbage&limit=61', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {})).toContain('limit');
    const forged = await stack.call('GET', '/admin/users?cursor=garbage', admin);
    expect(apiErrorBodySchema.parse(await forged.json()).error.fields).toEqual({
      cursor: ['Cursor is not valid: pass back the nextCursor of the previous page.'],
    });
  });

  it('shows one account with attributes, persona status and data counts; 404 for an unknown id', async () => {
    await stack.call('POST', '/knowledge', carol, { title: 'Note', content: 'Text' });
    await stack.call('POST', '/sharing/shares', carol, { email: 'someone@example.com' });
    const response = await stack.call('GET', `/admin/users/${carol.userId}`, admin);
    expect(response.status).toBe(200);
    const detail = adminUserDetailSchema.parse(await response.json());
    expect(detail).toMatchObject({
      userId: carol.userId,
      email: 'carol@example.com',
      organization: 'Acme',
      isAdmin: false,
      attributes: { name: 'Carol', 'custom:organization': 'Acme', sub: carol.userId },
      persona: { trained: false, lastTrained: null },
      counts: { knowledgeEntries: 1, personaMessages: 0, lisaMessages: 0, sharesGiven: 1, sharesReceived: 0 },
    });
    for (const id of ['no-such-user', '00000000-0000-0000-0000-000000000000', '%E2%9C%93', "x' OR '1'='1"]) {
      const missing = await stack.call('GET', `/admin/users/${encodeURIComponent(id)}`, admin);
      expect(missing.status, id).toBe(404);
    }
  });

  it('makes a user admin (who then gets in), revokes it, and disables and enables the account', async () => {
    const dave = await stack.createUser('dave@example.com');
    expect((await stack.call('GET', '/admin/users', dave)).status).toBe(403);

    const grant = await stack.call('PATCH', `/admin/users/${dave.userId}`, admin, { isAdmin: true });
    expect(grant.status).toBe(200);
    expect(adminUserDetailSchema.parse(await grant.json())).toMatchObject({ isAdmin: true, enabled: true });
    // The flag comes from the identity provider, not the (unchanged) token.
    expect((await stack.call('GET', '/admin/users', dave)).status).toBe(200);

    const revoke = await stack.call('PATCH', `/admin/users/${dave.userId}`, admin, { isAdmin: false });
    expect(adminUserDetailSchema.parse(await revoke.json()).isAdmin).toBe(false);
    expect((await stack.call('GET', '/admin/users', dave)).status).toBe(403);

    expect((await stack.call('GET', '/profile', dave)).status).toBe(200);
    const disable = await stack.call('PATCH', `/admin/users/${dave.userId}`, admin, { enabled: false });
    expect(adminUserDetailSchema.parse(await disable.json()).enabled).toBe(false);
    // The session Dave has open ends at his next request, not up to a minute later.
    expect((await stack.call('GET', '/profile', dave)).status).toBe(401);
    await expect(stack.signIn('dave@example.com')).rejects.toThrow('User is disabled.');
    const enable = await stack.call('PATCH', `/admin/users/${dave.userId}`, admin, { enabled: true });
    expect(adminUserDetailSchema.parse(await enable.json()).enabled).toBe(true);
    await expect(stack.signIn('dave@example.com')).resolves.toMatchObject({ email: 'dave@example.com' });
  });

  it('refuses to demote or disable oneself (409 own_account), and 400/404 for bad changes', async () => {
    for (const body of [{ isAdmin: false }, { enabled: false }]) {
      const response = await stack.call('PATCH', `/admin/users/${admin.userId}`, admin, body);
      expect(response.status).toBe(409);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('own_account');
    }
    expect((await stack.call('GET', '/admin/users', admin)).status).toBe(200);
    const empty = await stack.call('PATCH', `/admin/users/${carol.userId}`, admin, {});
    expect(apiErrorBodySchema.parse(await empty.json()).error.fields).toEqual({
      _: ['Send isAdmin, enabled or both.'],
    });
    const wrongType = await stack.call('PATCH', `/admin/users/${carol.userId}`, admin, { isAdmin: 'yes' });
    expect(apiErrorBodySchema.parse(await wrongType.json()).error.fields).toHaveProperty('isAdmin');
    expect((await stack.call('PATCH', '/admin/users/no-such-user', admin, { isAdmin: true })).status).toBe(
      404,
    );
  });
  // The identity provider also finds an account by its email (an alias of the username).
  it('treats a user named by email as the same account: no self-demotion, and a revoke applies at once', async () => {
    const byEmail = `/admin/users/${encodeURIComponent(admin.email)}`;
    const self = await stack.call('PATCH', byEmail, admin, { isAdmin: false });
    expect(self.status).toBe(409);
    expect(apiErrorBodySchema.parse(await self.json()).error.code).toBe('own_account');
    expect((await stack.call('GET', '/admin/users', admin)).status).toBe(200);

    const erin = await stack.createUser('erin@example.com');
    expect((await stack.call('PATCH', `/admin/users/${erin.userId}`, admin, { isAdmin: true })).status).toBe(
      200,
    );
    expect((await stack.call('GET', '/admin/users', erin)).status).toBe(200);
    const revoke = await stack.call('PATCH', '/admin/users/erin%40example.com', admin, { isAdmin: false });
    expect(adminUserDetailSchema.parse(await revoke.json())).toMatchObject({
      userId: erin.userId,
      isAdmin: false,
    });
    expect((await stack.call('GET', '/admin/users', erin)).status).toBe(403);
  });
});
