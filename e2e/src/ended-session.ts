import type { Page } from '@playwright/test';

/** The access token the app keeps in localStorage (under the Cognito SDKs' key layout). */
export function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    return key ? (localStorage.getItem(key) ?? '') : '';
  });
}

/**
 * Breaks the stored access token's signature, so the API refuses it at once, as it refuses a revoked token or a
 * disabled user's once its session check (which trusts the provider's word for up to a minute) asks again.
 */
export function spoilStoredAccessToken(page: Page): Promise<void> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    const token = key ? localStorage.getItem(key) : null;
    if (key && token) localStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
  });
}

/**
 * Follows the "My knowledge" link with a click and no hover. A hover preloads the screen's data on intent, and
 * with an ended session that request can end it before the click lands: the app then goes to /login?redirect=/
 * (where the user still is) and the link is gone. Without the hover, the screen's own load meets the ended session.
 */
export function clickMyKnowledgeWithoutHover(page: Page): Promise<void> {
  return page.getByRole('link', { name: 'My knowledge' }).first().dispatchEvent('click');
}
