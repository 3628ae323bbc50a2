import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a new user signs up, confirms with the emailed code and lands signed in on home', async ({
  page,
  stack,
  readCode,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;
  await page.goto(new URL('/login', stack.webUrl).href);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  // The URL changes first; until the sign-up screen shows, /login's own Email field is still on the page.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Nia Newcomer');
  await page.getByLabel(/^Password/).fill('Newcomer-Pass-1');
  await expect(
    page.getByRole('list', { name: 'Requirements for a new password' }).getByRole('listitem'),
  ).toHaveCount(4);
  await page.getByLabel('Confirm password').fill('Newcomer-Pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await expect(page.getByRole('status').filter({ hasText: 'Sign up successful' })).toHaveText(
    'Sign up successful. Please check your email to confirm your account.',
  );
  await page.getByLabel('Confirmation code').fill(await readCode(email));
  await page.getByRole('button', { name: 'Confirm account' }).click();

  await expect(page).toHaveURL(new URL('/', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Nia Newcomer')).toBeVisible();
});
