import type { Message, SharedPersona } from '@ditto/api-client';
import { QueryClientProvider, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { AppDataCache } from './app-data-cache.ts';
import { type DatasetData, type DatasetMeta, datasetOf, type InitPhase } from './dataset-state.ts';
import type { VisitedPage } from './page-visits.ts';
import { initialProfile, type PersonaStatus, type ProfileData, untrainedStatus } from './queries.ts';
import type { DatasetName } from './query-keys.ts';

const AppDataCacheContext = createContext<AppDataCache | null>(null);

/** Provides the cache (and its QueryClient) to the hooks below. */
export function AppDataProvider({ cache, children }: { cache: AppDataCache; children: ReactNode }) {
  return (
    <QueryClientProvider client={cache.queryClient}>
      <AppDataCacheContext.Provider value={cache}>{children}</AppDataCacheContext.Provider>
    </QueryClientProvider>
  );
}

export function useAppDataCache(): AppDataCache {
  const cache = useContext(AppDataCacheContext);
  if (!cache) throw new Error('useAppDataCache must be used inside <AppDataProvider>');
  return cache;
}

/** Records a visit of the Lisa ('lisa') or persona ('persona') page when the page is shown. */
export function usePageVisit(page: VisitedPage): void {
  const cache = useAppDataCache();
  useEffect(() => cache.recordVisit(page), [cache, page]);
}

/**
 * One data set's loading flag and last-loaded time, read from its query as the query cache changes (an external
 * store: React reads it during render without a state update of its own).
 */
export function useDatasetMeta(name: DatasetName): DatasetMeta {
  const cache = useAppDataCache();
  const subscribe = useCallback(
    (changed: () => void) =>
      cache.queryClient.getQueryCache().subscribe((event) => {
        if (datasetOf(event.query.queryKey) !== name) return;
        if (event.type === 'updated' || event.type === 'removed') changed();
        // A query is added while some component renders (its useQuery): tell the others after that render.
        else if (event.type === 'added') queueMicrotask(changed);
      }),
    [cache, name],
  );
  // A string snapshot: equal meta compares equal, so an unrelated event renders nothing.
  const snapshot = () => JSON.stringify(cache.getMeta(name));
  const meta = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => JSON.parse(meta) as DatasetMeta, [meta]);
}

/** 'signedOut', 'initializing' (profile, shared personas and persona status loading) or 'ready'. */
export function useDataPhase(): InitPhase {
  const cache = useAppDataCache();
  return useAtomValue(cache.atoms.phase, { store: cache.store });
}

export interface DatasetResult<T> extends DatasetMeta {
  /** The loaded data, or the data set's default until it has loaded. */
  data: T;
  /** Loads the data set again, bypassing the cache. */
  refresh: () => Promise<T>;
}

/** The data set, loaded on first use while signed in (served from the cache while fresh). */
export function useDataset<N extends DatasetName>(name: N): DatasetResult<DatasetData[N]> {
  const cache = useAppDataCache();
  const signedIn = useAtomValue(cache.atoms.signedIn, { store: cache.store });
  // Each entry of `queries` loads its own data set's type; TypeScript cannot follow the index.
  const options = cache.queries[name] as unknown as UseQueryOptions<DatasetData[N]>;
  // Read again whenever the query would load: a sign-out sets the store before it drops the cache, so an observer
  // still mounted with the last render's `signedIn` never reloads a removed query while React applies the sign-out.
  const enabled = signedIn ? () => cache.store.get(cache.atoms.signedIn) : false;
  const { data } = useQuery({ ...options, enabled });
  const meta = useDatasetMeta(name);
  const refresh = useCallback(() => cache.refresh(name), [cache, name]);
  return { data: data ?? initialData[name], ...meta, refresh };
}

/** Shown until a data set has loaded; one value each, so renders see a stable reference. */
const initialData: { [N in DatasetName]: DatasetData[N] } = {
  profile: initialProfile(),
  sharedPersonas: [],
  personaStatus: untrainedStatus(),
  lisaMessages: [],
  personaMessages: [],
};

export const useProfile = (): DatasetResult<ProfileData> => useDataset('profile');
export const useSharedPersonas = (): DatasetResult<SharedPersona[]> => useDataset('sharedPersonas');
export const usePersonaStatus = (): DatasetResult<PersonaStatus> => useDataset('personaStatus');
export const useLisaMessages = (): DatasetResult<Message[]> => useDataset('lisaMessages');
export const usePersonaMessages = (): DatasetResult<Message[]> => useDataset('personaMessages');
