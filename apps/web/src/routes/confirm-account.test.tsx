import { NOT_CONFIRMED_MESSAGE, successMessages } from '@ditto/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import {
  captureApiDownLogs,
  captureBrowserErrors,
  expectApiDownLogged,
  providerAnswered,
} from '../test/logs.ts';
import { findHeading, renderApp, searchParam, signedUpAccount } from '../test/render-app.tsx';
import { readCode } from '../test/services.ts';

describe('confirm-account page', () => {
  it('needs the email and the code before calling anyone', async () => {
    const { services, user } = renderApp('/confirm-account');
    const confirm = vi.spyOn(services.auth, 'confirmSignUp');
    await user.click(await screen.findByRole('button', { name: 'Confirm account' }));
    expect(screen.getByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.codeRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the provider error for a wrong code', async () => {
    const browser = captureBrowserErrors();
    const account = await signedUpAccount('wrong-code');
    const { history, user } = renderApp(`/confirm-account?email=${encodeURIComponent(account.email)}`);
    await user.type(await screen.findByLabelText(/^Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(history.location.pathname).toBe('/confirm-account');
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });

  it('resends the code, says so politely and waits before the next resend', async () => {
    const account = await signedUpAccount('resend');
    const { services, user } = renderApp(`/confirm-account?email=${encodeURIComponent(account.email)}`);
    const resend = vi.spyOn(services.auth, 'resendSignUpCode');
    const before = new Date();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect((await screen.findByRole('status')).textContent).toBe(successMessages.resendSignUpCode);
    const waiting = await screen.findByRole('button', { name: /^Resend code in \d+ s$/ });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(await readCode(account.email, before)).toMatch(/\S/);

    await user.click(waiting);
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('replaces the last outcome with the new one: a wrong code after a resend shows only the error', async () => {
    const browser = captureBrowserErrors();
    const account = await signedUpAccount('outcomes');
    const { user } = renderApp(`/confirm-account?email=${encodeURIComponent(account.email)}`);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toBe(successMessages.resendSignUpCode);

    await user.type(screen.getByLabelText(/^Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(screen.queryByText(successMessages.resendSignUpCode)).toBeNull();
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });

  it('on sign-in, a wrong password replaces the handed "Account confirmed" message', async () => {
    captureBrowserErrors();
    const account = await signedUpAccount('handed');
    const { user } = renderApp(`/confirm-account?email=${encodeURIComponent(account.email)}`);
    await user.type(await screen.findByLabelText(/^Confirmation code/), await readCode(account.email));
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));
    expect(await findHeading('Sign in')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(successMessages.confirmSignUp);

    await user.type(screen.getByLabelText(/^Password/), 'Not-The-Password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(screen.queryByText(successMessages.confirmSignUp)).toBeNull();
  });

  it('without auto sign-in, goes to sign-in with the success message and the email filled in', async () => {
    const account = await signedUpAccount('no-auto');
    const { history, services, user } = renderApp(
      `/confirm-account?email=${encodeURIComponent(account.email)}`,
    );
    await user.type(await screen.findByLabelText(/^Confirmation code/), await readCode(account.email));
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));

    expect(await findHeading('Sign in')).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(screen.getByRole('status').textContent).toBe(successMessages.confirmSignUp);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(account.email);

    // Signed in, while the API is down.
    const logs = captureApiDownLogs();
    await user.type(screen.getByLabelText(/^Password/), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findHeading(/^Welcome/)).toBeTruthy();
    await expectApiDownLogged(logs, services);
  });

  it('is where sign-in sends an unconfirmed account, with the spec message', async () => {
    const browser = captureBrowserErrors();
    const account = await signedUpAccount('unconfirmed');
    const { history, user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), account.email);
    await user.type(screen.getByLabelText(/^Password/), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await findHeading('Confirm your account')).toBeTruthy();
    expect(searchParam(history, 'email')).toBe(account.email);
    expect(screen.getByRole('status').textContent).toBe(NOT_CONFIRMED_MESSAGE);
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);
  });
});
