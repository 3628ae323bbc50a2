import type { Page } from '@playwright/test';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

// A phone in dark mode: covers the responsive layout and the dark palette in one pass.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('sign-in and home fit a phone screen in dark mode', async ({ page, stack, saveScreenshot }) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 17, 23)');
  await saveScreenshot('login-phone');

  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${stack.admin.name}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot('home-phone');
});
