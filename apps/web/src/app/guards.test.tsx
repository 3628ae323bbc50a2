import { createMemoryStorage } from '@ditto/auth';
import type { DatasetName } from '@ditto/data-cache';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import {
  captureApiDownLogs,
  captureBrowserErrors,
  expectApiDownLogged,
  providerAnswered,
  SIGN_IN_LOADS,
} from '../test/logs.ts';
import { findHeading, renderApp, searchParam, signedInServices } from '../test/render-app.tsx';
import { createTestServices } from '../test/services.ts';
import { ADMIN_REQUIRED_MESSAGE } from './admin-required-notice.ts';

const PUBLIC_PATHS = ['/login', '/signup', '/forgot-password', '/password-reset', '/confirm-account'];
// The API is down in this file (a closed port): each signed-in screen logs its failed loads.
const SIGNED_IN_SCREENS: { path: string; heading: string | RegExp; loads?: DatasetName[] }[] = [
  { path: '/', heading: /^Welcome/ },
  { path: '/my-knowledge', heading: 'My knowledge' },
  { path: '/ditto', heading: 'Ditto', loads: [...SIGN_IN_LOADS, 'personaMessages'] },
  { path: '/sharing', heading: 'Sharing' },
  { path: '/lisa', heading: 'Lisa', loads: [...SIGN_IN_LOADS, 'lisaMessages'] },
  { path: '/settings', heading: 'Settings' },
  { path: '/elevenlabs', heading: 'Voice' },
];

describe('public routes', () => {
  it.each(PUBLIC_PATHS)('%s is open to a signed-out user', async (path) => {
    const { history } = renderApp(path);
    expect(await screen.findByRole('region')).toBeTruthy();
    expect(history.location.pathname).toBe(path);
  });

  it.each(PUBLIC_PATHS)('%s sends a signed-in user to / without a redirect value', async (path) => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp(path, await signedInServices());
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    await expectApiDownLogged(logs, services);
  });

  it.each(PUBLIC_PATHS)('%s sends a signed-in user to the redirect value', async (path) => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp(
      `${path}?redirect=${encodeURIComponent('/sharing?tab=mine')}`,
      await signedInServices(),
    );
    expect(await findHeading('Sharing')).toBeTruthy();
    expect(history.location.pathname).toBe('/sharing');
    expect(history.location.search).toBe('?tab=mine');
    await expectApiDownLogged(logs, services);
  });

  it('ignores a redirect value that leaves the site', async () => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp(
      `/signup?redirect=${encodeURIComponent('https://evil.example/')}`,
      await signedInServices(),
    );
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    expect(history.location.pathname).toBe('/');
    await expectApiDownLogged(logs, services);
  });
});

describe('sign-in guard', () => {
  it.each(SIGNED_IN_SCREENS.map((screenInfo) => screenInfo.path))(
    '%s sends a signed-out user to /login with the full intended path',
    async (path) => {
      const { history } = renderApp(`${path}?tab=mine&n=2#part`);
      expect(await findHeading('Sign in')).toBeTruthy();
      expect(history.location.pathname).toBe('/login');
      expect(searchParam(history, 'redirect')).toBe(`${path}?tab=mine&n=2#part`);
    },
  );

  it('treats a failed sign-in check as signed out', async () => {
    const browser = captureBrowserErrors();
    const { userPoolClientId } = inject('runtimeConfig');
    // A stored session the identity provider cannot accept: restoring it fails.
    const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
    const tokens = createMemoryStorage();
    const services = createTestServices({ storage: tokens });
    tokens.setItem(`${prefix}.LastAuthUser`, 'ada');
    tokens.setItem(`${prefix}.ada.accessToken`, 'not-a-token');
    tokens.setItem(`${prefix}.ada.idToken`, 'not-a-token');
    tokens.setItem(`${prefix}.ada.refreshToken`, 'not-a-token');
    await services.auth.init();
    expect(services.auth.getState().isAuthenticated).toBe(false);

    const { history } = renderApp('/lisa?from=test', services);
    expect(await findHeading('Sign in')).toBeTruthy();
    expect(searchParam(history, 'redirect')).toBe('/lisa?from=test');
    // The identity provider refused the stored tokens.
    expect(browser).toHaveBeenCalled();
    for (const [report] of browser.mock.calls) expect(report).toBe(providerAnswered('400 (Bad Request)'));
  });

  it.each(SIGNED_IN_SCREENS)(
    '$path opens for a signed-in user inside the main layout',
    async ({ path, heading, loads }) => {
      const logs = captureApiDownLogs();
      const { history, services } = renderApp(path, await signedInServices());
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(history.location.pathname).toBe(path);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeTruthy();
      await expectApiDownLogged(logs, services, loads);
    },
  );
});

describe('main layout', () => {
  it('links every signed-in screen, marks the current one and hides Admin from a non-admin', async () => {
    const logs = captureApiDownLogs();
    const { services, user } = renderApp('/sharing', await signedInServices());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['My knowledge', '/my-knowledge'],
      ['Ditto', '/ditto'],
      ['Sharing', '/sharing'],
      ['Lisa', '/lisa'],
      ['Settings', '/settings'],
      ['Voice', '/elevenlabs'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Sharing' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByText('Ada Lovelace')).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: 'Lisa' }));
    expect(await findHeading('Lisa')).toBeTruthy();
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'lisaMessages']);
  });

  it('opens and closes the phone menu from the keyboard', async () => {
    const logs = captureApiDownLogs();
    const { services, user } = renderApp('/ditto', await signedInServices());
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    // Picking a screen closes the menu.
    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(await findHeading('Settings')).toBeTruthy();
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'personaMessages']);
  });
});

describe('admin guard', () => {
  it('sends a non-admin to / with error=admin_required, says why and clears the query', async () => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp('/admin/users/u-42', await signedInServices('user'));
    expect(await screen.findByText(ADMIN_REQUIRED_MESSAGE)).toBeTruthy();
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/');
    expect(screen.getAllByText(ADMIN_REQUIRED_MESSAGE)).toHaveLength(1);
    await expectApiDownLogged(logs, services);
  });

  it('turns a non-admin away from /admin with the same notification', async () => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp('/admin', await signedInServices('user'));
    expect(await screen.findByText(ADMIN_REQUIRED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/');
    await expectApiDownLogged(logs, services);
  });

  it('lets an admin into /admin and a user detail, and shows Admin in the navigation', async () => {
    const logs = captureApiDownLogs();
    const services = await signedInServices('admin');
    const { history, user } = renderApp('/admin', services);
    expect(await findHeading('Admin')).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    history.push('/admin/users/u-42');
    expect(await findHeading('User details')).toBeTruthy();
    expect(screen.getByText('u-42')).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });

  it('sends a signed-out visitor of an admin route to /login first', async () => {
    const { history } = renderApp('/admin/users/u-7');
    expect(await findHeading('Sign in')).toBeTruthy();
    expect(searchParam(history, 'redirect')).toBe('/admin/users/u-7');
  });
});

describe('old paths and unknown paths', () => {
  it.each(['/chat', '/train'])('%s goes to /ditto', async (path) => {
    const logs = captureApiDownLogs();
    const { history, services } = renderApp(path, await signedInServices());
    expect(await findHeading('Ditto')).toBeTruthy();
    expect(history.location.pathname).toBe('/ditto');
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'personaMessages']);
  });

  it('sends a signed-out visitor of /chat to sign in, then to /ditto', async () => {
    const { history } = renderApp('/chat');
    expect(await findHeading('Sign in')).toBeTruthy();
    expect(searchParam(history, 'redirect')).toBe('/ditto');
  });

  it('shows the not-found page for an unknown nested path, with a way home', async () => {
    renderApp('/settings/unknown/deeper');
    expect(await findHeading('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
