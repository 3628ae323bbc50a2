import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a share waits for its person: pending with a copyable invitation, active once they sign up and open it', async ({
  page,
  browser,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  const owner = await createAccount(stack.webUrl, readCode, 'inviter');
  // Nobody has this address yet: the share must not claim they can chat already.
  const invitee = {
    email: `invitee-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Invited-Pass-2024',
    name: 'Ivy Invitee',
  };
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });

  await page.goto(new URL('/sharing', stack.webUrl).href);
  await signIn(owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing' })).toBeVisible();
  await page.getByLabel(/Email of the person to share with/).fill(invitee.email);
  await page.getByRole('button', { name: 'Share my Ditto' }).click();

  // The confirmation tells the truth, and the share is listed as pending.
  await expect(
    page.getByText(
      `Shared with ${invitee.email}. They can chat with your Ditto once they sign in with this email.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`Pending — becomes active when ${invitee.email} next signs in to Ditto`),
  ).toBeVisible();
  await expect(page.getByText(/can now chat/)).toHaveCount(0);

  // The invitation link: shown, and copied with the Copy button.
  const link = page.getByRole('textbox', { name: 'Invitation link' });
  const invitation = await link.inputValue();
  const url = new URL(invitation);
  expect(url.origin).toBe(new URL(stack.webUrl).origin);
  expect(url.pathname).toBe('/signup');
  expect(url.searchParams.get('email')).toBe(invitee.email);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitation);
  // Each pending share in the list offers it too.
  await page.getByRole('button', { name: `Copy invitation link for ${invitee.email}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitation);
  await saveScreenshot('sharing-pending');

  // The invitee follows the link in a browser of their own: sign-up with their email filled in.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(invitation);
  await expect(inviteePage.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(inviteePage.getByLabel(/^Email/)).toHaveValue(invitee.email);
  await inviteePage.getByLabel(/^Name/).fill(invitee.name);
  await inviteePage.getByLabel(/^Password/).fill(invitee.password);
  await inviteePage.getByLabel(/^Confirm password/).fill(invitee.password);
  const sentAfter = new Date();
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await inviteePage
    .getByLabel(/^Confirmation code/)
    .fill(await readCode(invitee.email, { after: new Date(sentAfter.getTime() - 1_000) }));
  await inviteePage.getByRole('button', { name: 'Confirm account' }).click();

  // Signed in, they land on Sharing, where the persona shared with them waits.
  await expect(inviteePage).toHaveURL(new URL('/sharing', stack.webUrl).href);
  await expect(inviteePage.getByRole('link', { name: `Chat with ${owner.name}` })).toBeVisible();
  await inviteeContext.close();

  // Opened: the owner sees the share active, with nothing left to send.
  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Pending — becomes active when ${invitee.email} next signs in to Ditto`),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Copy invitation link for ${invitee.email}` })).toHaveCount(
    0,
  );
});
