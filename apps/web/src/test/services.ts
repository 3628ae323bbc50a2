import { createMemoryStorage } from '@ditto/auth';
import { inject } from 'vitest';
import { createAppQueryClient, createAppServices } from '../app/services.ts';

/** App services over the real local identity provider, with their own in-memory session storage. */
export function createTestServices() {
  return createAppServices(inject('runtimeConfig'), {
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    queryClient: createAppQueryClient({ retry: false }),
  });
}
