import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { createPooledEncoder } from '@ditto/persona-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { createAccessTokenVerifier, IdentityProviderUnavailableError } from './auth/access-token.ts';
import type { Database } from './db/database.ts';
import { createGetUserAttributes } from './identity/get-user.ts';
import { createUserDirectory, type UserDirectory } from './identity/user-directory.ts';
import { createEmbeddingBackfill } from './knowledge/embedding-backfill.ts';
import { log } from './log.ts';
import { openTestPglite } from './test-support/databases.ts';
import { identityOf, signIn } from './test-support/identity.ts';

const PASSWORD = 'Correct-Horse-9';

// A change that spans the identity provider and the database, or two provider calls, happens whole or not at all.
describe('a change that fails halfway leaves nothing half done', () => {
  let idp: IdentityProvider;
  let db: Database;
  let directory: UserDirectory;
  let failSetEnabled = false;
  let app: ReturnType<typeof createApp>;
  const encoder = createPooledEncoder();

  beforeAll(async () => {
    [idp, db] = await Promise.all([startIdentityProvider(), openTestPglite()]);
    directory = createUserDirectory({ ...identityOf(idp), credentials: idp.credentials });
    app = createApp({
      db,
      verifyAccessToken: createAccessTokenVerifier(identityOf(idp)),
      getUserAttributes: createGetUserAttributes({ endpoint: idp.endpoint }),
      // The real directory; the one fault a test cannot make the provider produce is injected here.
      directory: {
        ...directory,
        setEnabled: (userId, enabled) =>
          failSetEnabled
            ? Promise.reject(new IdentityProviderUnavailableError('AdminDisableUser failed: TimeoutError'))
            : directory.setEnabled(userId, enabled),
      },
      encoder,
      backfill: createEmbeddingBackfill({ db, encoder }),
    });
  });
  afterAll(async () => {
    await Promise.all([idp?.stop(), db?.close(), encoder.close()]);
  });

  const signedIn = async (email: string, attributes: Record<string, string> = {}) => {
    const { userId } = await idp.createUser({ email, password: PASSWORD, attributes, confirmed: true });
    const { accessToken } = await signIn(idp, email, PASSWORD);
    return {
      userId,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    };
  };

  it('profile: a database failure after the change leaves the identity provider as it was', async () => {
    const ada = await signedIn('ada-half@example.com', { name: 'Ada' });
    expect((await app.request('/profile', { headers: ada.headers })).status).toBe(200);
    await db.exec(`
      CREATE FUNCTION refuse_profile_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_profile_update BEFORE UPDATE ON profiles
        FOR EACH ROW EXECUTE FUNCTION refuse_profile_update();`);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/profile', {
        method: 'PATCH',
        headers: ada.headers,
        body: JSON.stringify({ name: 'Not Ada' }),
      });
      expect(response.status).toBe(500);
    } finally {
      logged.mockRestore();
      await db.exec('DROP TRIGGER refuse_profile_update ON profiles; DROP FUNCTION refuse_profile_update();');
    }
    expect((await directory.getUser(ada.userId))?.attributes.name).toBe('Ada');
  });

  it('admin: when disabling fails, the admin flag set in the same change is put back', async () => {
    const admin = await signIn(idp, idp.admin.email, idp.admin.password);
    const headers = { Authorization: `Bearer ${admin.accessToken}`, 'Content-Type': 'application/json' };
    const { userId } = await idp.createUser({
      email: 'bob-half@example.com',
      password: PASSWORD,
      confirmed: true,
    });
    failSetEnabled = true;
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request(`/admin/users/${userId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ isAdmin: true, enabled: false }),
      });
      expect(response.status).toBe(503);
    } finally {
      failSetEnabled = false;
      logged.mockRestore();
    }
    const bob = await directory.getUser(userId);
    expect(bob?.attributes['custom:is_super'] ?? 'false').not.toBe('true');
    expect(bob?.enabled).toBe(true);
  });
});
