import type { Page } from '@playwright/test';

/** Opens a screen through the main navigation, as a user does (the link's exact name: "Ditto", not "Your Ditto"). */
export function openFromNavigation(page: Page, link: string): Promise<void> {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: link, exact: true })
    .click();
}
