import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { recordApiRequests } from '../api-log.ts';
import { clickMyKnowledgeWithoutHover, spoilStoredAccessToken } from '../ended-session.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { apiAs } from '../seed.ts';
import type { Account, StackState } from '../stack-state.ts';

type SignIn = (account: Pick<Account, 'email' | 'password'>) => Promise<void>;

skipWhenUnavailable();

/** Signs `account` in on home, then has the administrator disable it. */
async function signInThenDisable(
  page: Page,
  { stack, signIn, account }: { stack: StackState; signIn: SignIn; account: Account },
): Promise<void> {
  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle'); // home's data is in: the next API call is the user's next step
  await disableAccount(stack, account);
}

/** The administrator disables `account`, as the admin screen does. */
async function disableAccount(stack: StackState, account: Account): Promise<void> {
  const admin = await apiAs(stack.webUrl, stack.apiUrl, stack.admin);
  const { users } = await admin<{ users: { userId: string; email: string }[] }>(
    'GET',
    `/admin/users?search=${encodeURIComponent(account.email)}`,
  );
  const user = users.find((found) => found.email === account.email);
  expect(user).toBeDefined();
  await admin('PATCH', `/admin/users/${user?.userId}`, { enabled: false });
}

async function expectDisabledNotice(page: Page): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: 'Your account has been disabled' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('An administrator disabled your account');
  // Said on the screen; no notification repeats it.
  await expect(page.locator('.ditto-toast', { hasText: /disabled|signed out/ })).toHaveCount(0);
}

test('a session an administrator ends by disabling the account says so on /login', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'disabled');
  await signInThenDisable(page, { stack, signIn, account });
  await spoilStoredAccessToken(page);

  await clickMyKnowledgeWithoutHover(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-knowledge');
  await expectDisabledNotice(page);
});

test('a reload after an administrator disabled the account says so on /login too', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'disabled-reload');
  await signInThenDisable(page, { stack, signIn, account });

  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectDisabledNotice(page);
});

test('a message sent after an administrator disabled the account: /login says so, and no toast repeats it', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'disabled-chat');
  await page.goto(new URL('/login?redirect=%2Fditto', stack.webUrl).href);
  await signIn(account);
  const composer = page.getByLabel('Message Ditto');
  await expect(composer).toBeFocused();
  await page.waitForLoadState('networkidle'); // the chat's data is in: the next API call is the message
  await disableAccount(stack, account);
  await spoilStoredAccessToken(page);

  const requests = recordApiRequests(page, stack.apiUrl);
  await composer.fill('Are you still there?');
  await composer.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectDisabledNotice(page);
  // Once the refused send has settled (it may do so just after /login shows), no "Ditto could not reply /
  // Authentication refresh failed" covers the notice. Counted once: a toast would leave by itself in 5 s.
  await requests.settled();
  expect(await page.locator('.ditto-toast[data-variant="error"]').count()).toBe(0);
});
