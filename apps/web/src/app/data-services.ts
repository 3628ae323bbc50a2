import type { ApiClient } from '@ditto/api-client';
import type { AuthStore } from '@ditto/auth';
import {
  type AppDataCache,
  createAppDataCache,
  createServerQueries,
  type ServerQueries,
  type VisitStorage,
} from '@ditto/data-cache';
import type { ToastQueue } from '@ditto/ui';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { PROFILE_STALE_TIME_MS } from '../features/profile/profile-query.ts';
import { apiErrorMessage, logUnexpected } from '../lib/api-errors.ts';

/**
 * The data layer: TanStack Query and the cached data sets (profile, shared personas, persona status, Lisa and
 * persona messages). Only signed-in screens use it, so it loads with the first of them (`AppServices.loadData`).
 */
export interface DataServices {
  queryClient: QueryClient;
  dataCache: AppDataCache;
  /** The query options of the server's other data (knowledge, shares, voice, admin), for route loaders. */
  server: ServerQueries;
}

export interface DataServiceOverrides {
  queryClient?: QueryClient;
  /** Where the page-visit record (`lastly_page_visits`) lives; localStorage by default. */
  visitStorage?: VisitStorage;
  /** Waits before a failed load's one retry; tests that run against a stopped API pass one that does not wait. */
  retrySleep?: (ms: number) => Promise<void>;
}

export function createDataServices(
  core: { auth: AuthStore; api: ApiClient; toasts: ToastQueue },
  overrides: DataServiceOverrides = {},
): DataServices {
  const queryClient = overrides.queryClient ?? createAppQueryClient();
  reportFailedMutations(queryClient, core.toasts);
  // Created signed in (the usual case), the cache initialises at once: it reads the auth state on creation.
  const dataCache = createAppDataCache({
    api: core.api,
    queryClient,
    auth: core.auth,
    ...(overrides.visitStorage ? { storage: overrides.visitStorage } : {}),
    ...(overrides.retrySleep ? { sleep: overrides.retrySleep } : {}),
  });
  return { queryClient, dataCache, server: createServerQueries(core.api) };
}

/**
 * Every failed mutation is shown as an error toast (5000 ms), unless the mutation handles its error itself
 * (`meta: { toastOnError: false }`, e.g. a form showing it inline, or a test that picks out the errors the screen
 * shows): a notification never repeats what the screen says. Only unexpected failures are logged, not the server's
 * refusals the user is shown (`logUnexpected`).
 */
function reportFailedMutations(queryClient: QueryClient, toasts: ToastQueue): void {
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { mutation } = event;
    logUnexpected(event.action.error);
    const toastOnError = mutation.meta?.toastOnError ?? true;
    if (typeof toastOnError === 'function' ? !toastOnError(event.action.error) : !toastOnError) return;
    const title = mutation.meta?.errorTitle ?? 'That did not work';
    toasts.toast({ title, description: apiErrorMessage(event.action.error), variant: 'error' });
  });
}

export function createAppQueryClient(options: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    // Failed data loads are logged, 4xx too, as the specification asks; screens show their defaults. (Mutations log
    // only what the user was not told: `reportFailedMutations`.)
    // The message only: an HTTP error object holds the request and its Authorization header.
    queryCache: new QueryCache({ onError: (error) => console.error(apiErrorMessage(error)) }),
    defaultOptions: {
      // The API client already retries a 401 after a refresh; one more try covers a blip.
      queries: { staleTime: PROFILE_STALE_TIME_MS, retry: options.retry ?? 1 },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * False when the screen shows the error itself (no toast); or a test of the error, false for the errors the
       * screen shows itself (e.g. training without knowledge, explained beside the Train button).
       */
      toastOnError?: boolean | ((error: unknown) => boolean);
      /** The toast's title, e.g. "Could not delete the entry". */
      errorTitle?: string;
    };
  }
}
