import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from '../identity/user-directory.ts';
import { ADMIN_FLAG_TTL_MS, createAdminFlags } from './admin-flag.ts';

// A directory holding one user's attributes; the real AdminGetUser is covered in admin.test.ts.
function directoryWith(attributes: Record<string, string>, enabled = true) {
  const reads: string[] = [];
  return {
    reads,
    attributes,
    async getUser(userId: string): Promise<DirectoryUser | null> {
      reads.push(userId);
      const now = new Date(0);
      return {
        userId,
        attributes: { ...attributes },
        enabled,
        status: 'CONFIRMED',
        createdAt: now,
        updatedAt: now,
      };
    },
  };
}

describe('createAdminFlags', () => {
  it('counts a disabled account as no admin, whatever its attribute says', async () => {
    const flags = createAdminFlags({ directory: directoryWith({ 'custom:is_super': 'true' }, false) });
    expect(await flags.isAdmin('u1')).toBe(false);
  });

  it('trusts a read flag for 60 s, then asks the identity provider again', async () => {
    let now = 1_000_000;
    const directory = directoryWith({ 'custom:is_super': 'true' });
    const flags = createAdminFlags({ directory, now: () => now });
    expect(await flags.isAdmin('u1')).toBe(true);
    directory.attributes['custom:is_super'] = 'false';
    now += ADMIN_FLAG_TTL_MS - 1;
    expect(await flags.isAdmin('u1')).toBe(true);
    expect(directory.reads).toEqual(['u1']);
    now += 1;
    expect(await flags.isAdmin('u1')).toBe(false);
    expect(directory.reads).toEqual(['u1', 'u1']);
  });

  it('is true only for the exact string "true", per user', async () => {
    for (const value of ['TRUE', '1', 'yes', '']) {
      const flags = createAdminFlags({ directory: directoryWith({ 'custom:is_super': value }) });
      expect(await flags.isAdmin('u1')).toBe(false);
    }
    const directory = directoryWith({});
    expect(await createAdminFlags({ directory }).isAdmin('u2')).toBe(false);
  });

  it('forgets a flag on demand, so a change made by an admin applies at once', async () => {
    const directory = directoryWith({ 'custom:is_super': 'false' });
    const flags = createAdminFlags({ directory, now: () => 0 });
    expect(await flags.isAdmin('u1')).toBe(false);
    directory.attributes['custom:is_super'] = 'true';
    flags.forget('u1');
    expect(await flags.isAdmin('u1')).toBe(true);
  });
});
