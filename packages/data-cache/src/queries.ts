import type { ApiClient, Message, PersonaActivity, Profile, SharedPersona } from '@ditto/api-client';
import { queryOptions } from '@tanstack/react-query';
import { type DatasetName, dataKeys } from './query-keys.ts';

/** Loaded data stays fresh for 5 minutes; a query still fresh is served from the cache. */
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
  /** What the owner has done (entries, messages to Lisa and Ditto), sent with the profile; absent when unknown. */
  activity?: PersonaActivity;
}

/** The profile before it has loaded: name 'Unknown User', empty email. */
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

/** What a failed profile load leaves: name 'My Persona', empty email. */
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

/** Messages oldest first, comparing instants so that differing UTC offsets sort right. */
export function sortOldestFirst(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

/** A failed load is tried once more after this long: a blip (a restart, a dropped connection) is not a failure. */
export const RETRY_DELAY_MS = 1_000;

export interface DataQueryOptions {
  /** Waits before the retry; tests pass fake timers' `setTimeout` through the default. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The defaults a failed load left: shown like data, never counted fresh, so the next read loads again. */
const fallbacks = new WeakSet<object>();

function isFallback(data: unknown): boolean {
  return typeof data === 'object' && data !== null && fallbacks.has(data);
}

/** Worth a second try: no answer (network, timeout), or the server's own failure. Refusals (4xx) are final. */
function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 429 || status >= 500;
}

/**
 * Failed loads are tried once more, then logged and leave the data set's default (empty lists, untrained status, the 'My Persona' profile), which stays stale:
 * any later read loads it again. Only the message is logged.
 */
async function loadOrDefault<T extends object>(
  dataset: DatasetName,
  load: () => Promise<T>,
  fallback: () => T,
  sleep: (ms: number) => Promise<void>,
): Promise<T> {
  try {
    return await load();
  } catch (first) {
    try {
      if (!isRetryable(first)) throw first;
      await sleep(RETRY_DELAY_MS);
      return await load();
    } catch (error) {
      console.error(`Failed to load ${dataset}: ${error instanceof Error ? error.message : String(error)}`);
      const data = fallback();
      fallbacks.add(data);
      return data;
    }
  }
}

/** Fresh for 5 minutes once loaded; a default left by a failed load is never fresh. */
const staleTime = (query: { state: { data: unknown } }) =>
  isFallback(query.state.data) ? 0 : CACHE_FRESH_MS;

/** `queryOptions` of the five data sets, loaded through `api`. */
export function createDataQueries(api: ApiClient, options: DataQueryOptions = {}) {
  const sleep = options.sleep ?? realSleep;
  const loadOr = <T extends object>(dataset: DatasetName, load: () => Promise<T>, fallback: () => T) =>
    loadOrDefault(dataset, load, fallback, sleep);
  return {
    profile: queryOptions({
      queryKey: dataKeys.profile(),
      queryFn: (): Promise<ProfileData> => loadOr('profile', () => api.getProfile(), fallbackProfile),
      staleTime,
    }),
    sharedPersonas: queryOptions({
      queryKey: dataKeys.sharedPersonas(),
      queryFn: (): Promise<SharedPersona[]> =>
        loadOr(
          'sharedPersonas',
          () => api.getSharedPersonas(),
          () => [],
        ),
      staleTime,
    }),
    personaStatus: queryOptions({
      queryKey: dataKeys.personaStatus(),
      queryFn: (): Promise<PersonaStatus> =>
        // GET /persona/profile: trained when a profile comes back (lastTrained = its extractedAt), with activity.
        loadOr('personaStatus', () => api.getPersonaStatus(), untrainedStatus),
      staleTime,
    }),
    lisaMessages: queryOptions({
      queryKey: dataKeys.lisaMessages(),
      queryFn: (): Promise<Message[]> =>
        loadOr(
          'lisaMessages',
          async () => sortOldestFirst(await api.getLisaMessages()),
          () => [],
        ),
      staleTime,
    }),
    personaMessages: queryOptions({
      queryKey: dataKeys.personaMessages(),
      queryFn: (): Promise<Message[]> =>
        loadOr(
          'personaMessages',
          async () => sortOldestFirst(await api.getPersonaMessages()),
          () => [],
        ),
      staleTime,
    }),
  };
}

export type DataQueries = ReturnType<typeof createDataQueries>;
