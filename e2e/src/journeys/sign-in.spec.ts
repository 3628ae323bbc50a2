import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('the seeded admin signs in at /login and is greeted by name on the home page', async ({
  page,
  stack,
  saveScreenshot,
}) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot('login');

  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new URL('/', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${stack.admin.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await saveScreenshot('home');
});

test('a wrong password shows the auth error and stays on /login', async ({ page, stack, saveScreenshot }) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill('not-the-password-1A!');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password-1A!');
  await saveScreenshot('login-error');
});
