import { type ApiClient, createApiClient } from '@ditto/api-client';
import {
  type AuthService,
  type AuthStore,
  createAuthService,
  createAuthStore,
  type KeyValueStorage,
} from '@ditto/auth';
import { type AppDataCache, createAppDataCache, type VisitStorage } from '@ditto/data-cache';
import { createToastQueue, type ToastQueue } from '@ditto/ui';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config.ts';
import { apiErrorMessage } from '../features/api/api-errors.ts';
import { PROFILE_STALE_TIME_MS } from '../features/profile/profile-query.ts';

/** Everything the app composes from the runtime config; tests build the same from a real local stack. */
export interface AppServices {
  authService: AuthService;
  auth: AuthStore;
  api: ApiClient;
  queryClient: QueryClient;
  /** The five data sets of spec §4 (profile, shared personas, persona status, Lisa and persona messages). */
  dataCache: AppDataCache;
  toasts: ToastQueue;
}

/** Where the session is kept and how data is cached; browser defaults unless a test isolates them. */
export interface AppServiceOverrides {
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  queryClient?: QueryClient;
  /** Where the page-visit record (`lastly_page_visits`) lives; localStorage by default. */
  visitStorage?: VisitStorage;
}

export function createAppServices(config: RuntimeConfig, overrides: AppServiceOverrides = {}): AppServices {
  const authService = createAuthService({
    region: config.region,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    endpoint: config.identityEndpoint,
    ...(overrides.storage ? { storage: overrides.storage } : {}),
    ...(overrides.sessionStorage ? { sessionStorage: overrides.sessionStorage } : {}),
  });
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: async (options) => (await authService.getSession(options))?.accessToken ?? null,
  });
  const auth = createAuthStore(authService);
  const toasts = createToastQueue();
  const queryClient = overrides.queryClient ?? createAppQueryClient();
  reportFailedMutations(queryClient, toasts);
  const dataCache = createAppDataCache({
    api,
    queryClient,
    auth,
    ...(overrides.visitStorage ? { storage: overrides.visitStorage } : {}),
  });
  return { authService, auth, api, queryClient, dataCache, toasts };
}

/**
 * Every failed mutation is logged and shown as an error toast (5000 ms, bottom), unless the mutation
 * handles its error itself (`meta: { toastOnError: false }`, e.g. a form showing it inline).
 */
function reportFailedMutations(queryClient: QueryClient, toasts: ToastQueue): void {
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { mutation } = event;
    console.error(apiErrorMessage(event.action.error));
    if (mutation.meta?.toastOnError === false) return;
    const title = mutation.meta?.errorTitle ?? 'That did not work';
    toasts.toast({ title, description: apiErrorMessage(event.action.error), variant: 'error' });
  });
}

export function createAppQueryClient(options: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    // Spec §8: failed data loads are logged; screens show their defaults.
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
      /** False when the screen shows the error itself (no toast). */
      toastOnError?: boolean;
      /** The toast's title, e.g. "Could not delete the entry". */
      errorTitle?: string;
    };
  }
}
