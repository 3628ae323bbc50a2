import { accessToken, createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

/** Markup a user could store, each variant setting `window.__pwned` if it ever ran. */
const PAYLOADS = {
  name: '<img src=x onerror="window.__pwned=1">Eve',
  title: '<script>window.__pwned=1</script>Spare key',
  content:
    'The key is under the pot. <img src=x onerror="window.__pwned=1"> <svg onload="window.__pwned=1"></svg> ' +
    '[click](javascript:window.__pwned=1)',
};

test('markup stored in a name, an entry and a chat renders as inert text', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const account = await createAccount(stack.webUrl, readCode, 'eve', undefined, PAYLOADS.name);
  const token = await accessToken(stack.webUrl, account);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(new URL(path, `${stack.apiUrl}/`), {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  expect((await call('POST', 'knowledge', { title: PAYLOADS.title, content: PAYLOADS.content })).status).toBe(
    201,
  );
  expect((await call('POST', 'persona/train')).status).toBe(200);

  await page.goto(new URL('/login', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toContainText('<img src=x');

  await page.goto(new URL('/my-knowledge', stack.webUrl).href);
  await expect(page.getByRole('heading', { name: PAYLOADS.title })).toBeVisible();

  await page.goto(new URL('/ditto', stack.webUrl).href);
  const composer = page.getByLabel('Message Ditto');
  await composer.fill(`Where is the spare key? ${PAYLOADS.content}`);
  await composer.press('Enter');
  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  // The reply is complete (the message itself shows at once, as it is sent).
  await expect(log.locator(':scope > ol > li[data-role="assistant"]:not([data-streaming])')).toHaveCount(1);
  await expect(log.getByText('The key is under the pot.').last()).toBeVisible();

  // The markup shows as the characters typed; nothing of it became an element or ran.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
