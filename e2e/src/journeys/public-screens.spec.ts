import type { Page } from '@playwright/test';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

const SCREENS = [
  { path: '/login', heading: 'Sign in', name: 'login' },
  { path: '/signup', heading: 'Create your account', name: 'signup' },
  { path: '/forgot-password', heading: 'Reset your password', name: 'forgot-password' },
  {
    path: '/password-reset?email=ada%40example.com',
    heading: 'Choose a new password',
    name: 'password-reset',
  },
  {
    path: '/confirm-account?email=ada%40example.com',
    heading: 'Confirm your account',
    name: 'confirm-account',
  },
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test(`${screen.name} on a desktop`, async ({ page, stack, saveScreenshot }) => {
    await page.goto(new URL(screen.path, stack.webUrl).href);
    await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
    await saveScreenshot(`public-${screen.name}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const screen of SCREENS) {
    test(`${screen.name} fits a phone`, async ({ page, stack, saveScreenshot }) => {
      await page.goto(new URL(screen.path, stack.webUrl).href);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await saveScreenshot(`public-${screen.name}-phone`);
    });
  }

  test('the signed-in navigation is a menu', async ({ page, stack, signIn, saveScreenshot }) => {
    await page.goto(new URL('/login', stack.webUrl).href);
    await signIn(stack.member);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(nav.getByRole('link', { name: 'Lisa' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot('menu-phone');
    await nav.getByRole('link', { name: 'Lisa' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Lisa' })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
