import { profileSchema } from '@ditto/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserAttributes } from '../identity/get-user.ts';
import { type TestDatabase, testDatabaseFactories } from '../test-support/databases.ts';
import { getOrCreateProfile, profileFromAttributes, readProfile } from './profile-service.ts';

describe('profileFromAttributes', () => {
  it('maps name, email and custom:organization', () => {
    expect(
      profileFromAttributes('sub-1', {
        name: 'Ada',
        email: 'ada@example.com',
        email_verified: 'true',
        'custom:organization': 'Analytical',
      }),
    ).toEqual({ cognitoId: 'sub-1', name: 'Ada', email: 'ada@example.com', organization: 'Analytical' });
  });

  it('leaves the email empty until the user has verified it (anyone can set their own email to any address)', () => {
    expect(profileFromAttributes('sub-1', { email: 'someone-else@example.com' }).email).toBe('');
    expect(
      profileFromAttributes('sub-1', { email: 'someone-else@example.com', email_verified: 'false' }).email,
    ).toBe('');
  });

  it('uses the profile defaults ("Unknown User" and the like) when attributes are missing or blank', () => {
    expect(profileFromAttributes('sub-1', { name: '  ', 'custom:organization': '' })).toEqual({
      cognitoId: 'sub-1',
      name: 'Unknown User',
      email: '',
      organization: null,
    });
  });
});

describe.each(testDatabaseFactories())('getOrCreateProfile on $kind', (factory) => {
  let testDb: TestDatabase;
  let providerCalls: string[];
  let attributes: UserAttributes;
  // The identity provider's GetUser, as the profile service sees it; the real one is covered in server.test.ts.
  const getUserAttributes = async (accessToken: string) => {
    providerCalls.push(accessToken);
    return attributes;
  };

  beforeAll(async () => {
    testDb = await factory.createMigrated();
  });
  afterAll(async () => {
    await testDb.dispose();
  });
  beforeEach(async () => {
    await testDb.db.query('DELETE FROM profiles');
    providerCalls = [];
    attributes = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      email_verified: 'true',
      'custom:organization': 'Analytical Engines',
    };
  });

  it('creates the profile from the provider on the first request, then reads the database', async () => {
    const first = await getOrCreateProfile(testDb.db, getUserAttributes, { sub: 'sub-1', accessToken: 't1' });
    expect(profileSchema.parse(first)).toEqual({
      cognitoId: 'sub-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical Engines',
      createdAt: first.createdAt,
      updatedAt: first.createdAt,
    });
    attributes = { name: 'Changed', email: 'changed@example.com' };
    const second = await getOrCreateProfile(testDb.db, getUserAttributes, {
      sub: 'sub-1',
      accessToken: 't2',
    });
    expect(second).toEqual(first);
    expect(providerCalls).toEqual(['t1']);
  });

  it('fills in the email on reading the profile once the user has verified it, and only asks while it is empty', async () => {
    attributes = { name: 'Ada Lovelace', email: 'ada@example.com', email_verified: 'false' };
    const caller = { sub: 'sub-1', accessToken: 't1' };
    expect((await readProfile(testDb.db, getUserAttributes, caller)).email).toBe('');
    attributes = { ...attributes, email_verified: 'true' };
    expect((await readProfile(testDb.db, getUserAttributes, caller)).email).toBe('ada@example.com');
    const calls = providerCalls.length;
    attributes = { ...attributes, email: 'later@example.com' };
    expect((await readProfile(testDb.db, getUserAttributes, caller)).email).toBe('ada@example.com');
    expect(providerCalls).toHaveLength(calls);
  });

  it('keeps users apart', async () => {
    await getOrCreateProfile(testDb.db, getUserAttributes, { sub: 'sub-1', accessToken: 't1' });
    attributes = { name: 'Grace Hopper', email: 'grace@example.com' };
    const grace = await getOrCreateProfile(testDb.db, getUserAttributes, { sub: 'sub-2', accessToken: 't2' });
    expect(grace).toMatchObject({ cognitoId: 'sub-2', name: 'Grace Hopper', organization: null });
    expect(await testDb.db.query('SELECT cognito_id FROM profiles ORDER BY cognito_id')).toEqual([
      { cognito_id: 'sub-1' },
      { cognito_id: 'sub-2' },
    ]);
  });

  it('creates one profile when first requests of a user arrive together', async () => {
    const caller = { sub: 'sub-1', accessToken: 't1' };
    const profiles = await Promise.all(
      Array.from({ length: 5 }, () => getOrCreateProfile(testDb.db, getUserAttributes, caller)),
    );
    expect(new Set(profiles.map((profile) => profile.createdAt)).size).toBe(1);
    expect(await testDb.db.query('SELECT count(*)::int AS n FROM profiles')).toEqual([{ n: 1 }]);
  });

  it('stores nothing when the provider fails', async () => {
    const failing = async () => {
      throw new Error('provider down');
    };
    await expect(getOrCreateProfile(testDb.db, failing, { sub: 'sub-1', accessToken: 't1' })).rejects.toThrow(
      'provider down',
    );
    expect(await testDb.db.query('SELECT count(*)::int AS n FROM profiles')).toEqual([{ n: 0 }]);
  });
});
