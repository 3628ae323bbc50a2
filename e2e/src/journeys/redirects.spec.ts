import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a deep link to a signed-in screen survives signing in', async ({ page, stack, signIn }) => {
  await page.goto(new URL('/sharing?tab=mine', stack.webUrl).href);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sharing?tab=mine');

  await signIn(stack.member);
  await expect(page).toHaveURL(new URL('/sharing?tab=mine', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing' })).toBeVisible();
});

test('/chat and /train lead to /ditto', async ({ page, stack, signIn }) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(stack.member);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  for (const path of ['/chat', '/train']) {
    await page.goto(new URL(path, stack.webUrl).href);
    await expect(page).toHaveURL(new URL('/ditto', stack.webUrl).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Ditto' })).toBeVisible();
  }
});

test('a non-admin at /admin is sent to /?error=admin_required and told why', async ({
  page,
  stack,
  signIn,
  saveScreenshot,
}) => {
  // Record every in-app navigation, to see the guard's redirect target before the app tidies the URL.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __dittoUrls: seen });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data, unused, url) => {
        if (url) seen.push(String(url));
        original(data, unused, url);
      };
    }
  });
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(stack.member);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  await page.goto(new URL('/admin', stack.webUrl).href);
  // Exactly one notification (radix also copies its text into a live region, which getByText skips with exact).
  const notification = page.getByText('You need administrator access to open that page.', { exact: true });
  await expect(notification).toBeVisible();
  await expect(notification).toHaveCount(1);
  await expect(page).toHaveURL(new URL('/', stack.webUrl).href);
  const urls = await page.evaluate(() => (window as unknown as { __dittoUrls: string[] }).__dittoUrls);
  expect(urls.some((url) => new URL(url, 'http://x.invalid').search === '?error=admin_required')).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await saveScreenshot('admin-required');
});

test('an admin opens /admin from the navigation', async ({ page, stack, signIn }) => {
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(stack.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(new URL('/admin', stack.webUrl).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});
