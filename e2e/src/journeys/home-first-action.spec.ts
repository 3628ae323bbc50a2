import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { addKnowledgeNote } from '../knowledge.ts';
import { openFromNavigation } from '../navigation.ts';

skipWhenUnavailable();

/** Home's main action: the first link of the "Your Ditto" card. */
function firstAction(page: Page) {
  return page
    .locator('.ditto-card', { has: page.getByRole('heading', { name: 'Your Ditto' }) })
    .getByRole('link')
    .first();
}

async function goHome(page: Page) {
  await openFromNavigation(page, 'Home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

test("home's first action follows the user: add knowledge, then talk to Lisa, then ask Ditto", async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'firststeps');
  await page.goto(new URL('/', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();

  // Nothing to learn from yet: knowledge first.
  await expect(firstAction(page)).toHaveText('Add knowledge');
  await firstAction(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My knowledge' })).toBeVisible();
  await addKnowledgeNote(page, 'Beekeeping', 'A healthy hive needs a laying queen and a dry spot.');

  // The notification sits at the bottom, in the right corner: it covers neither the navigation nor a form.
  const toast = page.locator('.ditto-toast', { hasText: 'Entry added' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(800 - 40);
  expect(box && box.x + box.width).toBeGreaterThan(1280 - 40);

  // Knowledge, but no conversation yet: Lisa.
  await goHome(page);
  await expect(firstAction(page)).toHaveText('Talk to Lisa');
  await firstAction(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisa' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Messages with Lisa' });
  await expect(log.getByText(/Hi, I'm Lisa/)).toBeVisible();
  await page.getByLabel('Answer Lisa').fill('I keep bees on the roof of my building.');
  await page.getByLabel('Answer Lisa').press('Enter');
  // Her opening, the answer and her reply, complete (the turn is kept once the reply is).
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(3);

  // Talked: now Ditto, also after a reload (the server counts the conversation).
  await goHome(page);
  await expect(firstAction(page)).toHaveText('Ask Ditto');
  await page.reload();
  await expect(firstAction(page)).toHaveText('Ask Ditto');
  await firstAction(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ditto' })).toBeVisible();
});
