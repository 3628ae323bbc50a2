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

/** Learning in the background takes seconds (the model, embeddings, the profile), never a click. */
const LEARNED_WITHIN = { timeout: 20_000 };

test('Ditto learns every knowledge change by itself: Home and the chat say "Up to date", nothing asks for a retrain', async ({
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
  const bar = page.locator('.training-bar');
  await expect(bar.getByText('Trained', { exact: true })).toBeVisible(LEARNED_WITHIN);
  await expect(bar.getByText('Up to date')).toBeVisible(LEARNED_WITHIN);

  await addNote(page, 'Kites', 'I fly kites on windy beaches in October.');
  await openFromNavigation(page, 'Home');
  const card = page.locator('.ditto-card', { has: page.getByRole('heading', { name: 'Your Ditto' }) });
  await expect(card.getByText('Up to date')).toBeVisible(LEARNED_WITHIN);
  await expect(card.getByText(/Last trained/)).toBeVisible();

  await openFromNavigation(page, 'Ditto');
  await expect(bar.getByText('Up to date')).toBeVisible(LEARNED_WITHIN);
  await expect(page.getByText(/Retrain|Train Ditto|not yet learned/)).toHaveCount(0);
});
