import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, screenshot, skipWhenUnavailable, test } from '../fixtures.ts';
import { addKnowledgeNote } from '../knowledge.ts';
import { openFromNavigation } from '../navigation.ts';

skipWhenUnavailable();

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a shared Ditto: the friend chats with it, then loses access after the owner revokes', async ({
  page,
  browser,
  stack,
  readCode,
  saveScreenshot,
}) => {
  const owner = await createAccount(stack.webUrl, readCode, 'owner');
  const friend = await createAccount(stack.webUrl, readCode, 'friend');

  // The owner writes something down, Ditto learns it by itself, and the owner shares by email.
  await page.goto(new URL('/my-knowledge', stack.webUrl).href);
  await signInThroughForm(page, owner);
  await addKnowledgeNote(
    page,
    'Mountain hiking',
    'Start mountain hikes early and always carry a rain jacket.',
  );
  await expect(page.getByRole('heading', { name: 'Mountain hiking' })).toBeVisible();
  await openFromNavigation(page, 'Ditto');
  await expect(page.getByText('Up to date')).toBeVisible({ timeout: 20_000 });

  await openFromNavigation(page, 'Sharing');
  const email = page.getByLabel(/Email of the person to share with/);
  await email.fill('not an email');
  await page.getByRole('button', { name: 'Share my Ditto' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  // Clearing the field takes the error away.
  await email.fill('');
  await expect(page.getByText('Enter a valid email address.')).toBeHidden();
  await email.fill(friend.email);
  await page.getByRole('button', { name: 'Share my Ditto' }).click();
  await expect(page.getByText(friend.email, { exact: true })).toBeVisible();
  await email.fill(friend.email);
  await page.getByRole('button', { name: 'Share my Ditto' }).click();
  await expect(page.getByText(`You already share your Ditto with ${friend.email}.`)).toBeVisible();
  await saveScreenshot('sharing');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await saveScreenshot('sharing-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The friend, in a browser of their own, finds the persona on home and chats with it.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL('/', stack.webUrl).href);
  await signInThroughForm(friendPage, friend);
  await expect(friendPage.getByRole('heading', { level: 1, name: `Welcome, ${friend.name}` })).toBeVisible();
  await screenshot(friendPage, 'home-shared');
  await friendPage.getByRole('link', { name: `Chat with ${owner.name}` }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  // The replies are the Ditto's, signed with the owner's first name, not as if the owner wrote them.
  const ditto = `${owner.name.split(' ')[0]}'s Ditto`;
  const message = friendPage.getByLabel(`Message ${ditto}`);
  await message.fill('What should I carry on a mountain hike?');
  await message.press('Enter');
  const log = friendPage.getByRole('log', { name: `Messages with ${ditto}` });
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(2);
  await expect(log.getByText('Mountain hiking')).toBeVisible();
  await expect(log.getByText(ditto, { exact: true }).first()).toBeVisible();
  await expect(log.getByText(owner.name, { exact: true })).toHaveCount(0);
  await screenshot(friendPage, 'shared-persona');
  await friendPage.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(friendPage);
  await screenshot(friendPage, 'shared-persona-phone');

  // The owner revokes (after confirming); the friend's next message finds the door closed.
  await page.getByRole('button', { name: `Revoke sharing with ${friend.email}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop sharing?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText('Not shared yet')).toBeVisible();

  await message.fill('And in winter?');
  await message.press('Enter');
  await expect(friendPage.getByText('This persona is not shared with you')).toBeVisible();
  await friendContext.close();
});
