import type { Page, Request } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

/** How the browser ends the next POST to `path`: `finished`, or its failure (e.g. `net::ERR_ABORTED`). */
function howPostEnds(page: Page, path: string): Promise<string> {
  const isIt = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (isIt(request)) resolve('finished');
    });
    page.on('requestfailed', (request) => {
      if (isIt(request)) resolve(request.failure()?.errorText ?? 'failed');
    });
  });
}

test('a streamed reply ends its request cleanly, with Ditto and with Lisa (no net::ERR_ABORTED); Escape returns focus', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'streamend');
  await page.goto(new URL('/ditto', stack.webUrl).href);
  await signIn(account);

  const dittoEnds = howPostEnds(page, '/persona/messages');
  await page.getByLabel('Message Ditto').fill('What do I know about bees?');
  await page.getByLabel('Message Ditto').press('Enter');
  const ditto = page.getByRole('log', { name: 'Messages with Ditto' });
  await expect(ditto.locator(':scope > ol > li:not([data-streaming]):not([data-pending])')).toHaveCount(2);
  expect(await dittoEnds).toBe('finished');

  // A dialog opened from a menu item gives the focus back to the menu's button on Escape.
  const options = page.getByRole('button', { name: 'Conversation options' });
  await options.click();
  await page.getByRole('menuitem', { name: 'Clear conversation…' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Clear this conversation?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(options).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Lisa', exact: true })
    .click();
  const lisa = page.getByRole('log', { name: 'Messages with Lisa' });
  await expect(lisa.getByText(/Hi, I'm Lisa/)).toBeVisible();
  const lisaEnds = howPostEnds(page, '/lisa/messages');
  await page.getByLabel('Answer Lisa').fill('I keep bees on the roof of my building.');
  await page.getByLabel('Answer Lisa').press('Enter');
  await expect(lisa.locator(':scope > ol > li:not([data-streaming]):not([data-pending])')).toHaveCount(3);
  expect(await lisaEnds).toBe('finished');
});
