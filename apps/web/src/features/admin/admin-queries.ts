import type { AdminUserDetail, ApiClient } from '@ditto/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Admin data changes under the admin's hands (other admins, sign-ups): fresh for 30 seconds only. */
const ADMIN_STALE_TIME_MS = 30 * 1000;

export const adminKeys = {
  all: ['admin'] as const,
  lists: () => [...adminKeys.all, 'users'] as const,
  list: (search: string, cursor: string | null) => [...adminKeys.lists(), { search, cursor }] as const,
  user: (userId: string) => [...adminKeys.all, 'user', userId] as const,
};

export function adminUsersQueryOptions(api: ApiClient, search: string, cursor: string | null) {
  return queryOptions({
    queryKey: adminKeys.list(search, cursor),
    queryFn: () => api.listAdminUsers({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) }),
    staleTime: ADMIN_STALE_TIME_MS,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function adminUserQueryOptions(api: ApiClient, userId: string) {
  return queryOptions<AdminUserDetail>({
    queryKey: adminKeys.user(userId),
    queryFn: () => api.getAdminUser(userId),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
