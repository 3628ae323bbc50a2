import { expect, skipWhenUnavailable, test } from '../fixtures.ts';

skipWhenUnavailable();

test('a user who forgot the password resets it with the emailed code and signs in with the new one', async ({
  page,
  stack,
  readCode,
  signIn,
}) => {
  const { email } = stack.forgetful;
  const newPassword = 'Remembered-Now-9';
  await page.goto(new URL('/login', stack.webUrl).href);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();

  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const before = new Date();
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Password reset code sent to your email');
  await page.getByLabel('Code').fill(await readCode(email, { after: before }));
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Password has been reset successfully');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await signIn({ email, password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
});
