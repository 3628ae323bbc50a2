import { type ApiClient, createApiClient } from '@ditto/api-client';
import {
  type AuthService,
  type AuthStore,
  createAuthService,
  createAuthStore,
  type KeyValueStorage,
} from '@ditto/auth';
import { createToastQueue, type ToastQueue } from '@ditto/ui';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config.ts';
import { PROFILE_STALE_TIME_MS } from '../features/profile/profile-query.ts';

/** Everything the app composes from the runtime config; tests build the same from a real local stack. */
export interface AppServices {
  authService: AuthService;
  auth: AuthStore;
  api: ApiClient;
  queryClient: QueryClient;
  toasts: ToastQueue;
}

/** Where the session is kept and how data is cached; browser defaults unless a test isolates them. */
export interface AppServiceOverrides {
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  queryClient?: QueryClient;
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
  return {
    authService,
    auth: createAuthStore(authService),
    api,
    queryClient: overrides.queryClient ?? createAppQueryClient(),
    toasts: createToastQueue(),
  };
}

export function createAppQueryClient(options: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    // Spec §8: failed data loads are logged; screens show their defaults.
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      // The API client already retries a 401 after a refresh; one more try covers a blip.
      queries: { staleTime: PROFILE_STALE_TIME_MS, retry: options.retry ?? 1 },
    },
  });
}
