import { successMessages } from '@ditto/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import {
  captureBrowserErrors,
  captureConsoleErrors,
  expectApiDownLogged,
  providerAnswered,
} from '../test/logs.ts';
import { confirmedAccount, findHeading, renderApp, searchParam } from '../test/render-app.tsx';
import { readCode } from '../test/services.ts';

describe('forgot-password page', () => {
  it('needs a valid email', async () => {
    const { services, user } = renderApp('/forgot-password');
    const reset = vi.spyOn(services.auth, 'resetPassword');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText(fieldMessages.emailInvalid)).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
  });

  it('is linked from sign-in, carrying the typed email', async () => {
    const { history, user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'kim@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await findHeading('Reset your password')).toBeTruthy();
    expect(searchParam(history, 'email')).toBe('kim@example.com');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('kim@example.com');
  });

  it('answers an unknown account as a known one (the pool hides which accounts exist); its code never matches', async () => {
    const browser = captureBrowserErrors();
    const { history, user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'nobody-here@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await findHeading('Choose a new password')).toBeTruthy();
    expect(searchParam(history, 'email')).toBe('nobody-here@example.com');
    expect(screen.getByRole('status').textContent).toBe(successMessages.resetPassword);
    expect(browser.mock.calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });
});

describe('password-reset page', () => {
  it('needs the code, a password meeting the policy and the same confirmation', async () => {
    const { services, user } = renderApp('/password-reset?email=kim%40example.com');
    const confirm = vi.spyOn(services.auth, 'confirmResetPassword');
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(fieldMessages.codeRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.passwordWeak)).toBeTruthy();
    expect(screen.getByText(fieldMessages.confirmMismatch)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code/));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('resets the password with the emailed code, then signs in with the new one', async () => {
    const browser = captureBrowserErrors();
    const account = await confirmedAccount('reset');
    const { history, services, user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), account.email);
    const before = new Date();
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await findHeading('Choose a new password')).toBeTruthy();
    expect(searchParam(history, 'email')).toBe(account.email);
    expect(screen.getByRole('status').textContent).toBe(successMessages.resetPassword);

    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
    browser.mockClear();

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), await readCode(account.email, before));
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await findHeading('Sign in')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(successMessages.confirmResetPassword);
    // Signed in, while the API is down.
    const logs = { app: captureConsoleErrors(), browser };
    await user.type(screen.getByLabelText(/^Password/), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });
});
