import { createApiClient } from '@ditto/api-client';
import { createAuthService, createAuthStore, createMemoryStorage, type KeyValueStorage } from '@ditto/auth';
import type { IdentityProvider } from '@ditto/local-cognito';
import { QueryClient } from '@tanstack/react-query';
import { createAppDataCache } from './app-data-cache.ts';
import type { VisitStorage } from './page-visits.ts';
import type { TestApiServer } from './test-api-server.ts';

export const PASSWORD = 'Secret-Pass-123';

export interface TestUser {
  email: string;
  userId: string;
}

let userCount = 0;

/** A confirmed user of the local identity provider. */
export async function createTestUser(idp: IdentityProvider, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase()}${++userCount}-${Date.now()}@example.com`;
  const { userId } = await idp.createUser({ email, password: PASSWORD, attributes: { name } });
  return { email, userId };
}

/** A visit record kept in memory (the Node environment has no localStorage). */
export function createVisitStorage(): VisitStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

/** The real auth store and API client, wired as the web app wires them, plus a cache over both. */
export function createTestApp(
  idp: IdentityProvider,
  server: TestApiServer,
  options: { storage: VisitStorage; tokenStorage?: KeyValueStorage; fetch?: typeof fetch },
) {
  const tokenStorage = options.tokenStorage ?? createMemoryStorage();
  const authService = createAuthService({
    region: idp.region,
    userPoolId: idp.userPoolId,
    userPoolClientId: idp.userPoolClientId,
    endpoint: idp.endpoint,
    storage: tokenStorage,
    sessionStorage: createMemoryStorage(),
    fetch: options.fetch,
  });
  const auth = createAuthStore(authService);
  const api = createApiClient({
    baseUrl: server.url,
    getAccessToken: async ({ forceRefresh } = {}) =>
      (await authService.getSession({ forceRefresh }))?.accessToken ?? null,
    fetch: options.fetch,
  });
  const queryClient = new QueryClient();
  const cache = createAppDataCache({ api, queryClient, auth, storage: options.storage });
  const signIn = async (user: TestUser) => {
    const result = await auth.signIn({ username: user.email, password: PASSWORD });
    if (!result.success) throw new Error(`Test sign-in failed: ${result.error}`);
  };
  return { tokenStorage, authService, auth, api, queryClient, cache, signIn };
}

/** The `sub` claim of a bearer token, to tell whose token a request carried. */
export function subjectOf(authorization: string | undefined): string | undefined {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub;
}
