import type { Route } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test("a first visit to My knowledge shows its own skeleton while its code loads, never Home's content", async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'firstvisit');
  // The screen's code is held back until the test lets it through, as on a slow network.
  const held: Route[] = [];
  let release = false;
  await page.route(/\/assets\/my-knowledge-[^/]*\.js$/, (route) =>
    release ? route.continue() : void held.push(route),
  );
  await page.goto(new URL('/', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();

  // As a user does: the pointer rests on the link before the click, which starts loading the screen's code.
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My knowledge', exact: true });
  await link.hover();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await link.click();
  await expect(page.locator('main .route-pending__title')).toHaveText('My knowledge');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your knowledge' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toHaveCount(0);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { level: 1, name: 'My knowledge' })).toBeVisible();
  await expect(page.locator('.route-pending__title')).toHaveCount(0);

  // Escape closes a dialog and gives the focus back to the button that opened it.
  const add = page.getByRole('button', { name: 'Add knowledge' }).first();
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Add knowledge' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(page).toHaveURL(/\/my-knowledge$/);
});
