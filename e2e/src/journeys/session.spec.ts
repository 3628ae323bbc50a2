import { createAccount, signOutEverywhere } from '../accounts.ts';
import { clickMyKnowledgeWithoutHover, spoilStoredAccessToken, storedAccessToken } from '../ended-session.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

const SESSION_ENDED = 'You were signed out';

test('a session the provider ends mid-use returns to /login?redirect=… and says why', async ({
  page,
  stack,
  signIn,
  readCode,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'ended');
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle'); // home's data is in: the next API call is the click below

  // Signed out everywhere (another device, or an administrator): the refresh token is revoked too.
  await signOutEverywhere(stack.webUrl, await storedAccessToken(page));
  await spoilStoredAccessToken(page);

  await clickMyKnowledgeWithoutHover(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-knowledge');
  await expect(page.getByText(SESSION_ENDED, { exact: true })).toBeVisible();

  await signIn(account);
  await expect(page).toHaveURL(new URL('/my-knowledge', stack.webUrl).href);
});

test('signing out in one tab signs out the others; signing in in one signs in the others', async ({
  page,
  stack,
  signIn,
  readCode,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'tabs');
  const other = await page.context().newPage();
  await page.goto(new URL('/login', stack.webUrl).href);
  await other.goto(new URL('/login?redirect=/settings', stack.webUrl).href);

  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // The other tab follows without being touched, to where it was headed.
  await expect(other).toHaveURL(new URL('/settings', stack.webUrl).href);
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(other).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(other.url()).searchParams.get('redirect')).toBe('/settings');
  await expect(other.getByText(SESSION_ENDED, { exact: true })).toBeVisible();
  await other.close();
});
