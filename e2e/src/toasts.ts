import { expect, type Page } from '@playwright/test';

/** Closes the notifications on screen (e.g. "Sign in successful"), so a screenshot shows the screen itself. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  for (const button of await close.all()) await button.click();
  await expect(close).toHaveCount(0);
}
