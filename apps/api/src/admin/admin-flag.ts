import type { UserDirectory } from '../identity/user-directory.ts';

/** How long a user's admin flag is trusted before the identity provider is asked again. */
export const ADMIN_FLAG_TTL_MS = 60_000;

export type AdminFlagOptions = {
  directory: Pick<UserDirectory, 'getUser'>;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  ttlMs?: number;
};

export interface AdminFlags {
  /** `custom:is_super === "true"` at the identity provider (AdminGetUser), cached per user at most `ttlMs`. */
  isAdmin(userId: string): Promise<boolean>;
  /** Drops the cached flag, so that a change made here applies at once. */
  forget(userId: string): void;
}

/**
 * The admin flag of a user, read from the identity provider and never from the request or the token's claims
 * (a client could forge neither, but a revoked admin must lose access within a minute, not at token expiry).
 */
export function createAdminFlags(options: AdminFlagOptions): AdminFlags {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? ADMIN_FLAG_TTL_MS;
  const cache = new Map<string, { isAdmin: boolean; readAt: number }>();
  return {
    async isAdmin(userId) {
      const cached = cache.get(userId);
      if (cached && now() - cached.readAt < ttlMs) return cached.isAdmin;
      const user = await options.directory.getUser(userId);
      // A disabled account is no admin, whatever its attribute says.
      const isAdmin = user?.enabled === true && isAdminAttribute(user.attributes['custom:is_super']);
      // Bounded: a flood of distinct users only costs fresh reads.
      if (cache.size >= 10_000) cache.clear();
      cache.set(userId, { isAdmin, readAt: now() });
      return isAdmin;
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}

export function isAdminAttribute(value: string | undefined): boolean {
  return value === 'true';
}
