import type { ApiClient } from '@ditto/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import {
  createDataCacheAtoms,
  type DataCacheAtoms,
  type DatasetData,
  type DatasetMeta,
  type InitPhase,
  metaOf,
} from './dataset-state.ts';
import {
  RECENT_VISIT_WINDOW_MS,
  recordPageVisit,
  type VisitedPage,
  type VisitStorage,
  visitedWithin,
} from './page-visits.ts';
import { createDataQueries, type DataQueries } from './queries.ts';
import { type DatasetName, dataKeys } from './query-keys.ts';

/**
 * What the cache needs from the auth store (`createAuthStore` from `@ditto/auth` fits as is):
 * the current state and a way to hear about changes.
 */
export interface AuthStateSource {
  getState(): { isAuthenticated: boolean; user: { userId: string } | null };
  subscribe(
    listener: (state: { isAuthenticated: boolean; user: { userId: string } | null }) => void,
  ): () => void;
}

export interface AppDataCacheOptions {
  api: ApiClient;
  queryClient: QueryClient;
  auth: AuthStateSource;
  /** Where the page-visit record lives; localStorage by default. */
  storage?: VisitStorage;
  /** The clock of the 24-hour visit window; Date.now by default. */
  now?: () => number;
  /** Waits before a failed load's one retry (`RETRY_DELAY_MS`); a real timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

export type JotaiStore = ReturnType<typeof createStore>;

export interface AppDataCache {
  readonly queryClient: QueryClient;
  /** `queryOptions` of each data set, for `useQuery` and router loaders. */
  readonly queries: DataQueries;
  /** The jotai store holding `atoms`. */
  readonly store: JotaiStore;
  readonly atoms: DataCacheAtoms;
  /** The data set, from the cache while fresh (5 minutes), otherwise loaded. */
  load<N extends DatasetName>(name: N): Promise<DatasetData[N]>;
  /** Loads the data set now, bypassing the cache (an explicit refresh). */
  refresh<N extends DatasetName>(name: N): Promise<DatasetData[N]>;
  /** Records that the Lisa or persona page was shown (the next sign-in within 24 h preloads its messages). */
  recordVisit(page: VisitedPage): void;
  getMeta(name: DatasetName): DatasetMeta;
  getPhase(): InitPhase;
  /** Resolves once the current sign-in's initial loads, background preloads included, have settled. */
  settled(): Promise<void>;
  /** Stops listening to the auth store and the query cache. */
  dispose(): void;
}

const MESSAGES_OF_PAGE = { lisa: 'lisaMessages', persona: 'personaMessages' } as const satisfies Record<
  VisitedPage,
  DatasetName
>;

/**
 * The app's data cache: initialises once per sign-in and clears everything on sign-out; each data set's loading
 * flag and last-loaded time are read from its query.
 */
export function createAppDataCache({
  api,
  queryClient,
  auth,
  storage,
  now = Date.now,
  sleep,
}: AppDataCacheOptions): AppDataCache {
  const queries = createDataQueries(api, sleep ? { sleep } : {});
  const store = createStore();
  const atoms = createDataCacheAtoms();
  let currentUserId: string | null = null;
  /** Counts sign-ins, so that a sign-out (even of the same user) outdates the previous initialisation. */
  let session = 0;
  let initialization: Promise<void> = Promise.resolve();

  const optionsOf = <N extends DatasetName>(name: N) =>
    // Each entry of `queries` loads its own data set's type; TypeScript cannot follow the index.
    queries[name] as unknown as Parameters<QueryClient['fetchQuery']>[0] & {
      queryFn: () => Promise<DatasetData[N]>;
    };

  const load = <N extends DatasetName>(name: N) =>
    queryClient.fetchQuery(optionsOf(name)) as Promise<DatasetData[N]>;

  const initialize = (userId: string) => {
    currentUserId = userId;
    const thisSession = ++session;
    store.set(atoms.signedIn, true);
    store.set(atoms.phase, 'initializing');
    const core = Promise.all([load('profile'), load('sharedPersonas'), load('personaStatus')]).then(() => {
      if (session === thisSession) store.set(atoms.phase, 'ready');
    });
    const preloads = (Object.keys(MESSAGES_OF_PAGE) as VisitedPage[])
      .filter((page) => visitedWithin(page, RECENT_VISIT_WINDOW_MS, now(), storage))
      .map((page) => load(MESSAGES_OF_PAGE[page]));
    // A sign-out cancels loads in flight; their rejection only means "no longer wanted".
    initialization = Promise.allSettled([core, ...preloads]).then(() => undefined);
  };

  const clear = () => {
    currentUserId = null;
    session += 1;
    // Signed out first: the hooks' queries read it before they would reload what is removed next.
    store.set(atoms.signedIn, false);
    store.set(atoms.phase, 'signedOut');
    // Removing a query also cancels its load in flight, silently: a late answer is dropped.
    queryClient.removeQueries({ queryKey: dataKeys.all });
  };

  const onAuthState = (state: { isAuthenticated: boolean; user: { userId: string } | null }) => {
    const userId = state.isAuthenticated ? (state.user?.userId ?? '') : null;
    if (userId === currentUserId) return; // same session: never re-initialise
    if (currentUserId !== null) clear();
    if (userId !== null) initialize(userId);
  };

  const stopAuth = auth.subscribe(onAuthState);
  onAuthState(auth.getState());

  return {
    queryClient,
    queries,
    store,
    atoms,
    load,
    async refresh(name) {
      await queryClient.invalidateQueries({ queryKey: dataKeys[name](), exact: true, refetchType: 'none' });
      return load(name);
    },
    recordVisit: (page) => recordPageVisit(page, now(), storage),
    getMeta: (name) => metaOf(queryClient.getQueryState(dataKeys[name]())),
    getPhase: () => store.get(atoms.phase),
    settled: () => initialization,
    dispose() {
      stopAuth();
    },
  };
}
