import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { addKnowledgeNote } from '../knowledge.ts';
import { openFromNavigation } from '../navigation.ts';

skipWhenUnavailable();

async function addNote(page: Page, title: string, content: string) {
  await openFromNavigation(page, 'My knowledge');
  await addKnowledgeNote(page, title, content);
}

test('knowledge changed since training shows as changes not yet learned, on Home and on the chat, until a retrain', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'pending');
  await page.goto(new URL('/', stack.webUrl).href);
  await signIn(account);
  await addNote(page, 'Beekeeping', 'A healthy hive needs a laying queen and a dry spot.');
  await openFromNavigation(page, 'Ditto');
  await page.getByRole('button', { name: 'Train Ditto' }).click();
  await expect(page.getByRole('button', { name: 'Retrain Ditto' })).toBeVisible();
  await expect(page.getByText(/not yet learned/)).toHaveCount(0);

  await addNote(page, 'Kites', 'I fly kites on windy beaches in October.');
  await openFromNavigation(page, 'Home');
  const card = page.locator('.ditto-card', { has: page.getByRole('heading', { name: 'Your Ditto' }) });
  await expect(card.getByText('1 change not yet learned')).toBeVisible();

  await openFromNavigation(page, 'Ditto');
  const bar = page.locator('.training-bar');
  await expect(bar.getByText('1 change not yet learned')).toBeVisible();
  await bar.getByRole('button', { name: 'Retrain Ditto' }).click();
  await expect(bar.getByText(/Last trained/)).toBeVisible();
  await expect(bar.getByText(/not yet learned/)).toHaveCount(0);

  await openFromNavigation(page, 'Home');
  await expect(card.getByText(/Last trained/)).toBeVisible();
  await expect(card.getByText(/not yet learned/)).toHaveCount(0);
});
