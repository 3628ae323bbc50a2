import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { mailboxClient, type ReadCode } from './mailbox.ts';
import { type Account, readStackState, SKIP_REASON_ENV, type StackState } from './stack-state.ts';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

interface Fixtures {
  stack: StackState;
  saveScreenshot: (name: string) => Promise<void>;
  /** The latest code the stack's identity provider emailed to an address. */
  readCode: ReadCode;
  /** Signs in through the login form (the page must show it). */
  signIn: (account: Pick<Account, 'email' | 'password'>) => Promise<void>;
}

/** Journeys get the running stack, its mailbox and helpers. */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => {
    await use(readStackState());
  },
  saveScreenshot: async ({ page }, use) => {
    await use((name) => screenshot(page, name));
  },
  readCode: async ({ stack }, use) => {
    await use(mailboxClient(stack.mailboxUrl));
  },
  signIn: async ({ page }, use) => {
    await use(async (account) => {
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel(/^Password/).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    });
  },
});

/**
 * A screenshot of any page (e.g. a second user's) into `e2e/screenshots/<name>.png` (`name` may hold folders):
 * the full page, or just the viewport (`fullPage: false`, e.g. for an open dialog, whose overlay covers only that).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: options.fullPage ?? true });
}

/** Skips every journey in a file, with the reason, when this machine cannot run them. */
export function skipWhenUnavailable(): void {
  const reason = process.env[SKIP_REASON_ENV];
  test.skip(Boolean(reason), reason ?? '');
}

export { expect } from '@playwright/test';
