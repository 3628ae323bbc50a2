import type { ApiClient, Profile } from '@ditto/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Spec §4: cached data stays fresh for 5 minutes. */
export const PROFILE_STALE_TIME_MS = 5 * 60 * 1000;

/** Spec §3: what the app shows when the profile cannot be loaded. */
export const FALLBACK_PROFILE_NAME = 'My Persona';

export const profileKeys = {
  all: ['profile'] as const,
};

export function profileQueryOptions(api: ApiClient) {
  return queryOptions<Profile>({
    queryKey: profileKeys.all,
    queryFn: () => api.getProfile(),
    staleTime: PROFILE_STALE_TIME_MS,
  });
}
