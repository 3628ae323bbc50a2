import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a deep link while signed out goes to /login with the full intended path as redirect', async ({
  page,
  stack,
  saveScreenshot,
}) => {
  await page.goto(new URL('/?tab=profile', stack.webUrl).href);

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/?tab=profile');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot('deep-link-login');

  // Signing in from there lands on the intended page.
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new URL('/?tab=profile', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${stack.admin.name}` })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page, stack, saveScreenshot }) => {
  await page.goto(new URL('/no-such-page', stack.webUrl).href);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await saveScreenshot('not-found');
});
