import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { dismissToasts } from '../toasts.ts';

skipWhenUnavailable();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

test('a user changes the password, then signs in with the new one', async ({
  page,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'changer');
  const newPassword = 'Changed-Pass-2025';
  await page.goto(new URL('/login?redirect=/settings', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(account.name);
  await dismissToasts(page);
  await saveScreenshot('settings');

  const password = page.locator('.ditto-card', { has: page.getByRole('heading', { name: 'Password' }) });
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel(/^New password/).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Password changed successfully');

  await signOut(page);
  await signIn(account);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
});

test('a user renames themselves and the greeting follows', async ({ page, stack, readCode, signIn }) => {
  const account = await createAccount(stack.webUrl, readCode, 'renamer');
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(account.name);
  await name.fill('Renamed Person');
  await page.getByLabel(/^Organization/).fill('Difference Engines Ltd');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Renamed Person')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renamed Person' })).toBeVisible();
  // Still so after a reload (the server holds it, not just the cache).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renamed Person' })).toBeVisible();
});

test('settings and the voice page on a phone', async ({ page, stack, readCode, signIn, saveScreenshot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(stack.webUrl, readCode, 'phone');
  await page.goto(new URL('/login?redirect=/settings', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Speed' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await dismissToasts(page);
  await saveScreenshot('settings-phone');

  await page.goto(new URL('/elevenlabs', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Voice' })).toBeVisible();
  await expect(page.getByText('Ditto has not replied yet.', { exact: false })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await dismissToasts(page);
  await saveScreenshot('voice-phone');
});

test('the voice page reads typed text aloud with the browser and can stop', async ({
  page,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  const text = 'Hello, this is Ditto reading a fairly long sentence aloud.';
  // Headless Chromium has no audio output: its speech synthesis ends or fails a sentence at a moment of its own.
  // The page's calls to it are recorded instead, and the sentence lasts until it is cancelled.
  await page.addInitScript(() => {
    const synth = window.speechSynthesis;
    const calls = { spoken: [] as string[], cancels: 0 };
    Object.assign(window, { speechCalls: calls });
    synth.speak = (utterance) => {
      calls.spoken.push(utterance.text);
    };
    synth.cancel = () => {
      calls.cancels += 1;
    };
  });
  const speechCalls = () =>
    page.evaluate(
      () => (window as unknown as { speechCalls: { spoken: string[]; cancels: number } }).speechCalls,
    );
  const account = await createAccount(stack.webUrl, readCode, 'voice');
  await page.goto(new URL('/login?redirect=/elevenlabs', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: 'Voice' })).toBeVisible();
  await expect(page.getByText('speech synthesis', { exact: false }).first()).toBeVisible();
  await page.getByLabel(/^Text to read/).fill(text);
  await dismissToasts(page);
  await saveScreenshot('voice');
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const speaking = await speechCalls();
  expect(speaking.spoken).toEqual([text]);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
  const stopped = await speechCalls();
  expect(stopped.cancels).toBeGreaterThan(speaking.cancels);
  // Stop's click must not go on to submit the form, which would read the text again.
  expect(stopped.spoken).toEqual([text]);

  // Hear your Ditto: the suggested question is asked, and the answer shown and read aloud.
  await page.getByRole('button', { name: 'Ask and listen' }).click();
  const answer = page.locator('.ditto-card', { hasText: 'Hear your Ditto' }).locator('blockquote');
  await expect(answer).toBeVisible();
  await expect.poll(async () => (await speechCalls()).spoken.at(-1)).toBe(await answer.textContent());
});
