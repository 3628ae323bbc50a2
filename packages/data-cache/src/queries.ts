import type { ApiClient, Message, Profile, SharedPersona } from '@ditto/api-client';
import { queryOptions } from '@tanstack/react-query';
import { type DatasetName, dataKeys } from './query-keys.ts';

/** Loaded data stays fresh this long; a fresher query is served from the cache (spec §4, §9). */
export const CACHE_FRESH_MS = 5 * 60_000;

/** The profile as cached: the API's, or the fallback whose dates are unknown. */
export type ProfileData = Omit<Profile, 'createdAt' | 'updatedAt'> & {
  createdAt: string | null;
  updatedAt: string | null;
};

export interface PersonaStatus {
  trained: boolean;
  /** The persona profile's `extractedAt`; null while untrained. */
  lastTrained: string | null;
}

/** The profile before it has loaded (spec §3 defaults): 'Unknown User', empty email. */
export function initialProfile(): ProfileData {
  return {
    cognitoId: 'current-user',
    name: 'Unknown User',
    email: '',
    organization: null,
    createdAt: null,
    updatedAt: null,
  };
}

/** What a failed profile load leaves (spec §3): name 'My Persona', empty email. */
export function fallbackProfile(): ProfileData {
  return {
    cognitoId: 'current-user',
    name: 'My Persona',
    email: '',
    organization: null,
    createdAt: null,
    updatedAt: null,
  };
}

export function untrainedStatus(): PersonaStatus {
  return { trained: false, lastTrained: null };
}

/** Oldest first (spec §3), comparing instants so that differing UTC offsets sort right. */
export function sortOldestFirst(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

/** Failed loads are logged and leave the data set's default (spec §8). Only the message is logged. */
async function loadOr<T>(dataset: DatasetName, load: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Failed to load ${dataset}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback();
  }
}

/** `queryOptions` of the five data sets, loaded through `api`. */
export function createDataQueries(api: ApiClient) {
  return {
    profile: queryOptions({
      queryKey: dataKeys.profile(),
      queryFn: (): Promise<ProfileData> => loadOr('profile', () => api.getProfile(), fallbackProfile),
      staleTime: CACHE_FRESH_MS,
    }),
    sharedPersonas: queryOptions({
      queryKey: dataKeys.sharedPersonas(),
      queryFn: (): Promise<SharedPersona[]> =>
        loadOr(
          'sharedPersonas',
          () => api.getSharedPersonas(),
          () => [],
        ),
      staleTime: CACHE_FRESH_MS,
    }),
    personaStatus: queryOptions({
      queryKey: dataKeys.personaStatus(),
      queryFn: (): Promise<PersonaStatus> =>
        loadOr('personaStatus', async () => statusOf(await api.getPersonaProfile()), untrainedStatus),
      staleTime: CACHE_FRESH_MS,
    }),
    lisaMessages: queryOptions({
      queryKey: dataKeys.lisaMessages(),
      queryFn: (): Promise<Message[]> =>
        loadOr(
          'lisaMessages',
          async () => sortOldestFirst(await api.getLisaMessages()),
          () => [],
        ),
      staleTime: CACHE_FRESH_MS,
    }),
    personaMessages: queryOptions({
      queryKey: dataKeys.personaMessages(),
      queryFn: (): Promise<Message[]> =>
        loadOr(
          'personaMessages',
          async () => sortOldestFirst(await api.getPersonaMessages()),
          () => [],
        ),
      staleTime: CACHE_FRESH_MS,
    }),
  };
}

export type DataQueries = ReturnType<typeof createDataQueries>;

/** Trained when the persona profile call returns a profile (spec §4). */
function statusOf(profile: { extractedAt: string } | null): PersonaStatus {
  return profile ? { trained: true, lastTrained: profile.extractedAt } : untrainedStatus();
}
