import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { recordApiRequests } from '../api-log.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { openFromNavigation } from '../navigation.ts';

skipWhenUnavailable();

/** What signing in loads (profile, shared personas, persona status), and nothing more. */
const INIT_REQUESTS = ['GET /profile', 'GET /sharing/personas-shared-with-me', 'GET /persona/profile'];
const HOUR_MS = 60 * 60 * 1000;

/** Order within the parallel init is the network's, not the app's: compare as sorted lists. */
const sorted = (requests: readonly string[]) => [...requests].sort();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

async function openScreen(page: Page, link: string, heading: string | RegExp) {
  await openFromNavigation(page, link);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('sign-in loads the three data sets, a recently visited page adds its messages, moving around refetches nothing', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'network');
  const api = recordApiRequests(page, stack.apiUrl);
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` });

  // A fresh user: exactly the three init requests, no message list.
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(welcome).toBeVisible();
  await api.settled();
  expect(sorted(api.take())).toEqual(sorted(INIT_REQUESTS));

  // Visiting Lisa records the visit; the next sign-in preloads her messages along with the three.
  await openScreen(page, 'Lisa', 'Lisa');
  await api.settled();
  expect(api.take()).toEqual(['GET /lisa/messages']);
  await signOut(page);
  await signIn(account);
  await expect(welcome).toBeVisible();
  await api.settled();
  expect(sorted(api.take())).toEqual(sorted([...INIT_REQUESTS, 'GET /lisa/messages']));

  // A visit older than 24 hours preloads nothing.
  await signOut(page);
  await page.evaluate(
    (visitedAt) => localStorage.setItem('lastly_page_visits', JSON.stringify({ lisa: visitedAt })),
    Date.now() - 25 * HOUR_MS,
  );
  await signIn(account);
  await expect(welcome).toBeVisible();
  await api.settled();
  expect(sorted(api.take())).toEqual(sorted(INIT_REQUESTS));

  // Home → my knowledge → Ditto → sharing → home, well within the 5 fresh minutes: none of the five data sets
  // is loaded again. Each screen loads only what is its own, once: the knowledge list, the own persona's
  // messages (never preloaded this session, so this is their first load) with how much of the knowledge Ditto has
  // learned, and my shares.
  const tour = async () => {
    await openScreen(page, 'My knowledge', 'My knowledge');
    await openScreen(page, 'Ditto', 'Ditto');
    await openScreen(page, 'Sharing', 'Sharing');
    await openScreen(page, 'Home', `Welcome, ${account.name}`);
    await api.settled();
    return api.take();
  };
  expect(sorted(await tour())).toEqual(
    sorted(['GET /knowledge', 'GET /persona/messages', 'GET /persona/training', 'GET /sharing/shares']),
  );
  // A second round (the screens' own lists are fresh for 30 seconds): nothing at all.
  expect(await tour()).toEqual([]);
});

test("pointing at a link loads that screen's data before the click", async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'intent');
  const api = recordApiRequests(page, stack.apiUrl);
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  await api.settled();
  api.take();

  const sharing = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sharing', exact: true });
  const preloaded = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/sharing/shares'),
  );
  await sharing.hover();
  await preloaded;
  await api.settled();
  expect(api.take()).toEqual(['GET /sharing/shares']);
  await sharing.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing' })).toBeVisible();
  await api.settled();
  expect(api.take()).toEqual([]);
});
