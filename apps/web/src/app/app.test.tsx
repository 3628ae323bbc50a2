import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  captureApiDownLogs,
  captureBrowserErrors,
  expectApiDownLogged,
  failedLoad,
  providerAnswered,
} from '../test/logs.ts';
import { createTestServices } from '../test/services.ts';
import { App } from './app.tsx';
import type { AppServices } from './services.ts';

// The API is down here: each data set is tried twice, a second apart, before its default shows.
configure({ asyncUtilTimeout: 5_000 });

const ada = inject('testUser');

function renderApp(path: string, services: AppServices = createTestServices()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<App services={services} history={history} />);
  return { history, services };
}

function searchParam(history: ReturnType<typeof createMemoryHistory>, name: string): string | null {
  return new URLSearchParams(history.location.search).get(name);
}

async function signInThroughForm(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('guard of the signed-in layout', () => {
  it('sends a signed-out user to /login with the full intended path as redirect', async () => {
    const { history } = renderApp('/?tab=profile#top');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(searchParam(history, 'redirect')).toBe('/?tab=profile#top');
  });

  it('lets a signed-in user through to the home page', async () => {
    const logs = captureApiDownLogs();
    const services = createTestServices();
    const result = await services.auth.signIn({ username: ada.email, password: ada.password });
    expect(result.success).toBe(true);
    const { history } = renderApp('/', services);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, My Persona' })).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });
});

describe('login page', () => {
  it('names the missing fields without calling the identity provider', async () => {
    const services = createTestServices();
    const signIn = vi.spyOn(services.auth, 'signIn');
    renderApp('/login', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email is required').id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the auth error of a failed sign-in and stays on /login', async () => {
    const browser = captureBrowserErrors();
    const { history, services } = renderApp('/login');
    await signInThroughForm(ada.email, 'wrong-password-1A!');

    const alert = await screen.findByRole('alert');
    // The form asks for an email: Cognito's "username" is worded as such; the auth state keeps the provider's text.
    expect(alert.textContent).toBe('Incorrect email or password.');
    expect(services.auth.getState().error).toBe('Incorrect username or password.');
    expect(history.location.pathname).toBe('/login');
    expect(services.auth.getState().isAuthenticated).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('aria-busy')).toBe(false);
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });

  it('reports an unknown account exactly as a wrong password (the pool hides which accounts exist)', async () => {
    const browser = captureBrowserErrors();
    renderApp('/login');
    await signInThroughForm('nobody@example.com', 'Whatever-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });

  it('signs in, goes to the redirect target and greets the user (profile fallback while the API is down)', async () => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp(`/login?redirect=${encodeURIComponent('/?tab=profile')}`);
    await signInThroughForm(ada.email, ada.password);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, My Persona' })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    expect(history.location.search).toBe('?tab=profile');
    // The header names the user from the identity provider's attributes (GetUser's, once it has answered).
    expect(await within(screen.getByRole('banner')).findByText(ada.name)).toBeTruthy();
    // The failed profile load was logged, and its default shows.
    expect(logs.app).toHaveBeenCalledWith(failedLoad('profile'));
    await expectApiDownLogged(logs, services);
  });

  it('sends an already signed-in user to the redirect value', async () => {
    const logs = captureApiDownLogs();
    const services = createTestServices();
    await services.auth.signIn({ username: ada.email, password: ada.password });
    const { history } = renderApp(`/login?redirect=${encodeURIComponent('/?from=login')}`, services);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.location.search).toBe('?from=login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, My Persona' })).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });

  it('never follows a redirect to another site', async () => {
    const logs = captureApiDownLogs();
    const services = createTestServices();
    await services.auth.signIn({ username: ada.email, password: ada.password });
    const { history } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`, services);
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, My Persona' })).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });
});

describe('sign-out', () => {
  it('ends the session, clears cached data and returns to /login', async () => {
    const logs = captureApiDownLogs();
    const services = createTestServices();
    await services.auth.signIn({ username: ada.email, password: ada.password });
    const { history } = renderApp('/', services);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, My Persona' });
    const { queryClient } = await services.loadData();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await expectApiDownLogged(logs, services);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(services.auth.getState().isAuthenticated).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await screen.findByText('Signed out successfully')).toBeTruthy();
  });
});

describe('not-found page', () => {
  it('answers any other path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
