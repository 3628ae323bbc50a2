import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a user signs out, is refused the signed-in screens, and signs in again', async ({
  page,
  stack,
  signIn,
}) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(stack.member);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();

  // The session is gone: a signed-in screen sends the user back to sign in.
  await page.goto(new URL('/settings', stack.webUrl).href);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings');

  await signIn(stack.member);
  await expect(page).toHaveURL(new URL('/settings', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
