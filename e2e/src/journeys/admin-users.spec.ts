import type { Locator, Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { dismissToasts } from '../toasts.ts';

skipWhenUnavailable();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

async function confirm(page: Page, button: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test('an administrator finds a user, makes them admin and revokes it, disables and enables them', async ({
  page,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  const target = await createAccount(stack.webUrl, readCode, 'managed');
  const login = new URL('/login', stack.webUrl).href;

  // The admin searches and opens the user.
  await page.goto(login);
  await signIn(stack.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await dismissToasts(page);
  await saveScreenshot('admin');
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(target.email.slice(0, 12));
  await page.getByRole('link', { name: target.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await dismissToasts(page);
  await saveScreenshot('admin-user');

  // Make admin: the user can open /admin after signing in again.
  await page.getByRole('button', { name: 'Make administrator' }).click();
  await confirm(page, 'Make administrator');
  await expect(page.getByText('They are now an administrator.', { exact: false })).toBeVisible();
  await signOut(page);
  await signIn(target);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.goto(new URL('/admin', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await signOut(page);

  // Revoke, then disable: the user cannot sign in.
  await signIn(stack.admin);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.goto(new URL('/admin', stack.webUrl).href);
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(target.email);
  await page.getByRole('link', { name: target.email }).click();
  await page.getByRole('button', { name: 'Revoke administrator' }).click();
  await confirm(page, 'Revoke');
  await expect(page.getByText('They are no longer an administrator.')).toBeVisible();
  await page.getByRole('button', { name: 'Disable account' }).click();
  await confirm(page, 'Disable');
  await expect(page.getByText('The account is disabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await signOut(page);

  await signIn(target);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  // Enable again: the user signs in, and is no longer an administrator.
  await page.getByLabel(/^Email/).fill(stack.admin.email);
  await page.getByLabel(/^Password/).fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.goto(new URL('/admin', stack.webUrl).href);
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(target.email);
  await page.getByRole('link', { name: target.email }).click();
  await page.getByRole('button', { name: 'Enable account' }).click();
  await confirm(page, 'Enable');
  await expect(page.getByText('The account is enabled.')).toBeVisible();
  await signOut(page);

  await signIn(target);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.goto(new URL('/admin', stack.webUrl).href);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the admin screens on a phone', async ({ page, stack, signIn, saveScreenshot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL('/login?redirect=/admin', stack.webUrl).href);
  await signIn(stack.admin);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Two-line rows: nothing scrolls sideways, each email takes a line of its own, and a status, a date or a name
  // is never broken mid-word.
  const region = page.getByRole('region', { name: 'Users' });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  const row = table.getByRole('row').filter({ hasText: stack.member.email });
  const rowBox = await row.boundingBox();
  const emailBox = await row.getByRole('rowheader').boundingBox();
  expect(emailBox?.width ?? 0).toBeGreaterThan((rowBox?.width ?? 0) * 0.8);
  for (const text of [stack.member.name, 'Confirmed'])
    expect(await lineCount(row.getByText(text, { exact: true }))).toBe(1);
  await dismissToasts(page);
  await saveScreenshot('admin-phone');
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(stack.member.email);
  await page.getByRole('link', { name: stack.member.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: stack.member.name })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await dismissToasts(page);
  await saveScreenshot('admin-user-phone');

  // Their own account: no action is offered, and the reason stands beside the buttons.
  await page.goto(new URL('/admin', stack.webUrl).href);
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(stack.admin.email);
  await page.getByRole('link', { name: stack.admin.email }).click();
  await expect(page.getByRole('button', { name: 'Revoke administrator' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Disable account' })).toBeDisabled();
  await expect(
    page.getByText('This is your own account: another administrator has to change it.'),
  ).toBeVisible();
});

/** On how many lines the element's text is laid out. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
