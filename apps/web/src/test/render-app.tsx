import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { App } from '../app/app.tsx';
import type { AppServices } from '../app/services.ts';
import { createTestServices, readCode, uniqueEmail } from './services.ts';

export type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** The real app on a memory history at `path`. */
export function renderApp(path: string, services: AppServices = createTestServices()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const { unmount } = render(<App services={services} history={history} />);
  return { history, services, user: userEvent.setup(), unmount };
}

/** Services already signed in as the test user (or the admin). */
export async function signedInServices(who: 'user' | 'admin' = 'user'): Promise<AppServices> {
  const account = inject(who === 'admin' ? 'testAdmin' : 'testUser');
  const services = createTestServices();
  const result = await services.auth.signIn({ username: account.email, password: account.password });
  if (!result.success) throw new Error(result.error);
  return services;
}

export function searchParam(history: MemoryHistory, name: string): string | null {
  return new URLSearchParams(history.location.search).get(name);
}

/** A new account signed up (unconfirmed) through the real identity provider; its code is in the mailbox. */
export async function signedUpAccount(label: string, password = 'Fresh-Start-2024') {
  const email = uniqueEmail(label);
  const services = createTestServices();
  const result = await services.authService.signUp({
    username: email,
    password,
    attributes: { name: label },
  });
  if (!result.success) throw new Error(result.error);
  return { email, password };
}

/** A new confirmed account. */
export async function confirmedAccount(label: string, password = 'Fresh-Start-2024') {
  const account = await signedUpAccount(label, password);
  const services = createTestServices();
  const result = await services.authService.confirmSignUp({
    username: account.email,
    code: await readCode(account.email),
  });
  if (!result.success) throw new Error(result.error);
  return account;
}

export async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { name });
}
