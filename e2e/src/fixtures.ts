import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { readStackState, SKIP_REASON_ENV, type StackState } from './stack-state.ts';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Journeys get the running stack and a helper that saves a screenshot of the current screen. */
export const test = base.extend<{ stack: StackState; saveScreenshot: (name: string) => Promise<void> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => {
    await use(readStackState());
  },
  saveScreenshot: async ({ page }, use) => {
    await use((name) => screenshot(page, name));
  },
});

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

/** Skips every journey in a file, with the reason, when this machine cannot run them. */
export function skipWhenUnavailable(): void {
  const reason = process.env[SKIP_REASON_ENV];
  test.skip(Boolean(reason), reason ?? '');
}

export { expect } from '@playwright/test';
