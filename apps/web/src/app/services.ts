import { type ApiClient, createApiClient } from '@ditto/api-client';
import {
  type AuthService,
  type AuthStore,
  createAuthService,
  createAuthStore,
  type KeyValueStorage,
} from '@ditto/auth';
import type { ToastQueue } from '@ditto/ui';
import type { RuntimeConfig } from '../config.ts';
import { createAppToastQueue } from './app-toasts.ts';
import type { DataServiceOverrides, DataServices } from './data-services.ts';

/** Everything the app composes from the runtime config; tests build the same from a real local stack. */
export interface AppServices {
  authService: AuthService;
  auth: AuthStore;
  api: ApiClient;
  toasts: ToastQueue;
  /**
   * The data layer (TanStack Query and the data cache), loaded on first use: the signed-in screens need it, a
   * sign-in form does not. Created once; a failed load (offline) is tried again on the next call.
   */
  loadData(): Promise<DataServices>;
}

/** Where the session is kept and how data is cached; browser defaults unless a test isolates them. */
export interface AppServiceOverrides extends DataServiceOverrides {
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
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
  const toasts = createAppToastQueue(auth);
  let data: Promise<DataServices> | undefined;
  const loadData = () => {
    data ??= import('./data-services.ts').then(
      (module) => module.createDataServices({ auth, api, toasts }, overrides),
      (error: unknown) => {
        data = undefined;
        throw error;
      },
    );
    return data;
  };
  return { authService, auth, api, toasts, loadData };
}
