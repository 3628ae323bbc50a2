import { createMemoryStorage, type KeyValueStorage } from '@ditto/auth';
import { inject } from 'vitest';
import { createAppQueryClient } from '../app/data-services.ts';
import { createAppServices } from '../app/services.ts';
import { trackServices } from './settle.ts';

/** App services over the real local identity provider, with their own in-memory session storage. */
export function createTestServices(options: { storage?: KeyValueStorage } = {}) {
  return trackServices(
    createAppServices(inject('runtimeConfig'), {
      storage: options.storage ?? createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      queryClient: createAppQueryClient({ retry: false }),
      // The one retry of a failed load waits a second in the app; its timing is data-cache's to test (fake timers).
      retrySleep: () => Promise.resolve(),
    }),
  );
}

/** The latest code the identity provider emailed to `email` (at or after `after`), via the test mailbox. */
export async function readCode(email: string, after?: Date): Promise<string> {
  const url = new URL(inject('mailboxUrl'));
  url.searchParams.set('email', email);
  if (after) url.searchParams.set('after', String(after.getTime()));
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(text);
  return text;
}

/** A fresh address per test, so sign-ups never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
