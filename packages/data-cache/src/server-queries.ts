import type { AdminUserDetail, ApiClient, TrainingProgress, VoiceSettingsResponse } from '@ditto/api-client';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataKeys } from './query-keys.ts';

/**
 * Keys of the server's data beyond the five cached data sets (profile, shared personas, persona status, Lisa and persona messages). They too start with `dataKeys.all`, so that a
 * sign-out, or a session that ends, clears them with the rest: the next user of the tab sees none of it.
 */
export const serverKeys = {
  knowledge: () => [...dataKeys.all, 'knowledge'] as const,
  knowledgeList: (search: string) => [...serverKeys.knowledge(), 'list', search] as const,
  trainingProgress: () => [...dataKeys.all, 'trainingProgress'] as const,
  sharing: () => [...dataKeys.all, 'sharing'] as const,
  shares: () => [...serverKeys.sharing(), 'shares'] as const,
  sharedPersonaMessages: (ownerId: string) => [...serverKeys.sharing(), 'personaMessages', ownerId] as const,
  voiceSettings: () => [...dataKeys.all, 'voice', 'settings'] as const,
  admin: () => [...dataKeys.all, 'admin'] as const,
  adminUsers: () => [...serverKeys.admin(), 'users'] as const,
  adminUserList: (search: string, cursor: string | null) =>
    [...serverKeys.adminUsers(), { search, cursor }] as const,
  adminUser: (userId: string) => [...serverKeys.admin(), 'user', userId] as const,
};

/** A list the screen's own actions change: fresh for 30 seconds (the five data sets stay fresh for 5 minutes). */
const SCREEN_FRESH_MS = 30_000;
/** Like the five data sets, settings stay fresh for 5 minutes. */
const SETTINGS_FRESH_MS = 5 * 60_000;

/**
 * Query options of every server set outside those five, defined once: screens read them with `useQuery` and
 * route loaders warm them with `ensureQueryData` (so preloading a link on intent loads its data too).
 */
export function createServerQueries(api: ApiClient) {
  return {
    /** Newest first, a page (the server's default size) at a time, filtered on the server by `search`. */
    knowledgeList: (search: string) =>
      infiniteQueryOptions({
        queryKey: serverKeys.knowledgeList(search),
        queryFn: ({ pageParam }) =>
          api.listKnowledge({
            ...(search ? { search } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          }),
        initialPageParam: null as string | null,
        getNextPageParam: (page) => page.nextCursor,
        // While a new search loads, the previous results stay (no flash of a skeleton on every keystroke).
        placeholderData: keepPreviousData,
        staleTime: SCREEN_FRESH_MS,
      }),
    /** How many entries are learned (embedded), pending or failed, and the changes Ditto is still learning. */
    trainingProgress: () =>
      queryOptions<TrainingProgress>({
        queryKey: serverKeys.trainingProgress(),
        queryFn: () => api.getTrainingProgress(),
      }),
    /** The people I share my Ditto with, newest first, a page at a time. */
    shares: () =>
      infiniteQueryOptions({
        queryKey: serverKeys.shares(),
        queryFn: ({ pageParam }) => api.listShares(pageParam ? { cursor: pageParam } : {}),
        initialPageParam: null as string | null,
        getNextPageParam: (page) => page.nextCursor,
        staleTime: SCREEN_FRESH_MS,
      }),
    /** My conversation with a persona someone shares with me; a 404 (no longer shared) is not retried. */
    sharedPersonaMessages: (ownerId: string) =>
      queryOptions({
        queryKey: serverKeys.sharedPersonaMessages(ownerId),
        queryFn: () => api.getSharedPersonaMessages(ownerId),
        staleTime: SCREEN_FRESH_MS,
        retry: false,
      }),
    voiceSettings: () =>
      queryOptions<VoiceSettingsResponse>({
        queryKey: serverKeys.voiceSettings(),
        queryFn: () => api.getVoiceSettings(),
        staleTime: SETTINGS_FRESH_MS,
      }),
    /** Admin data changes under the admin's hands (other admins, sign-ups): fresh for 30 seconds only. */
    adminUsers: (search: string, cursor: string | null) =>
      queryOptions({
        queryKey: serverKeys.adminUserList(search, cursor),
        queryFn: () => api.listAdminUsers({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) }),
        staleTime: SCREEN_FRESH_MS,
        // The current page stays on screen while the next one loads.
        placeholderData: keepPreviousData,
      }),
    adminUser: (userId: string) =>
      queryOptions<AdminUserDetail>({
        queryKey: serverKeys.adminUser(userId),
        queryFn: () => api.getAdminUser(userId),
        staleTime: SCREEN_FRESH_MS,
      }),
  };
}

export type ServerQueries = ReturnType<typeof createServerQueries>;
