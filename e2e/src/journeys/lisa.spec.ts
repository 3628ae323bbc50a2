import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an answer to Lisa becomes a knowledge entry, linked from the conversation', async ({
  page,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'storyteller');
  await page.goto(new URL('/lisa', stack.webUrl).href);
  await signIn(account);
  const log = page.getByRole('log', { name: 'Messages with Lisa' });
  // Lisa opens with a greeting and her first question.
  await expect(log.locator(':scope > ol > li')).toHaveCount(1);
  await expect(log.getByText(/Hi, I'm Lisa/)).toBeVisible();

  // A greeting is small talk: Lisa answers in kind, asks again, and stores nothing.
  await page.getByLabel('Answer Lisa').fill('Hello!');
  await page.getByLabel('Answer Lisa').press('Enter');
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(3);
  await expect(page.getByText(/Saved to your knowledge/)).toHaveCount(0);

  await page
    .getByLabel('Answer Lisa')
    .fill('I repair vintage radios and teach evening classes on soldering.');
  await page.getByLabel('Answer Lisa').press('Enter');
  const added = page.getByText(/Saved to your knowledge/);
  await expect(added).toBeVisible();
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(5);
  await saveScreenshot('lisa');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await saveScreenshot('lisa-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const link = added.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My knowledge' })).toBeVisible();
  const entry = page.locator('.entry', { has: page.getByRole('heading', { name: title }) });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Answer to Lisa')).toBeVisible();
  // The answer as said (its title may name its subject in the same words).
  await expect(entry.getByText(/I repair vintage radios/)).toBeVisible();
});

test('Undo takes an answer back out of the knowledge', async ({ page, stack, readCode, signIn }) => {
  const account = await createAccount(stack.webUrl, readCode, 'second-thoughts');
  await page.goto(new URL('/lisa', stack.webUrl).href);
  await signIn(account);
  // Enter sends nothing while Lisa is still writing her opening (the text stays in the field): wait for it.
  const log = page.getByRole('log', { name: 'Messages with Lisa' });
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(1);
  await page.getByLabel('Answer Lisa').fill('I drive an ambulance on night shifts in the city.');
  await page.getByLabel('Answer Lisa').press('Enter');
  const saved = page.getByText(/Saved to your knowledge/);
  await expect(saved).toBeVisible();
  const title = (await saved.getByRole('link').textContent()) ?? '';
  await saved.getByRole('button', { name: /^Undo/ }).click();
  await expect(page.getByText(`Removed “${title}” from your knowledge.`)).toBeVisible();

  await page.getByRole('link', { name: 'My knowledge' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My knowledge' })).toBeVisible();
  await expect(page.getByText(/ambulance/)).toHaveCount(0);
});
