import { successMessages } from '@ditto/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { invitationLink } from '../features/sharing/invitation.ts';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import {
  captureApiDownLogs,
  captureBrowserErrors,
  expectApiDownLogged,
  providerAnswered,
  SIGN_IN_LOADS,
} from '../test/logs.ts';
import { findHeading, renderApp, searchParam } from '../test/render-app.tsx';
import { readCode, uniqueEmail } from '../test/services.ts';

function policyItems() {
  const list = screen.getByRole('list', { name: 'Requirements for a new password' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.hasAttribute('data-met'));
}

describe('sign-up page', () => {
  it('opened from an invitation, offers to sign in to an account the invitee has, keeping email and return', async () => {
    const { history, user } = renderApp(invitationLink('friend@example.com', ''));
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('friend@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await findHeading('Sign in');
    expect(history.location.pathname).toBe('/login');
    expect(searchParam(history, 'redirect')).toBe('/sharing');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('friend@example.com');
  });

  it('names every problem, focuses the first and calls nobody', async () => {
    const { services, user } = renderApp('/signup');
    const signUp = vi.spyOn(services.auth, 'signUp');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.passwordRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.confirmRequired)).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the password policy as the user types and refuses a weak or mismatched password', async () => {
    const { services, user } = renderApp('/signup');
    const signUp = vi.spyOn(services.auth, 'signUp');
    const password = await screen.findByLabelText(/^Password/);
    const list = screen.getByRole('list', { name: 'Requirements for a new password' });
    expect(password.getAttribute('aria-describedby')).toContain(list.id);
    expect(policyItems()).toEqual([false, false, false, false]);

    await user.type(password, 'abc');
    expect(policyItems()).toEqual([false, false, true, false]);
    await user.type(password, 'D1');
    expect(policyItems()).toEqual([false, true, true, true]);

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Name/), 'Lin');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abcD1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(fieldMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(fieldMessages.passwordWeak)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));

    await user.type(password, 'xyz');
    expect(policyItems()).toEqual([true, true, true, true]);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'lin@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(fieldMessages.confirmMismatch)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Confirm password/));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows the provider error for an email that already has an account', async () => {
    const browser = captureBrowserErrors();
    const { history, user } = renderApp('/signup');
    await user.type(await screen.findByLabelText(/^Email/), inject('testUser').email);
    await user.type(screen.getByLabelText(/^Name/), 'Ada again');
    await user.type(screen.getByLabelText(/^Password/), 'Another-Try-99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Another-Try-99');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(history.location.pathname).toBe('/signup');
    expect(browser.mock.calls).toEqual([[providerAnswered('400 (Bad Request)')]]);

    // Beside the error: the ways on for someone whose email it is, carrying the email.
    const email = inject('testUser').email;
    const signIn = screen.getAllByRole('link', { name: 'Sign in' })[0];
    expect(new URL(signIn?.getAttribute('href') ?? '', 'http://app').pathname).toBe('/login');
    expect(new URL(signIn?.getAttribute('href') ?? '', 'http://app').searchParams.get('email')).toBe(email);
    const reset = screen.getByRole('link', { name: 'Reset password' });
    expect(new URL(reset.getAttribute('href') ?? '', 'http://app').pathname).toBe('/forgot-password');
    await user.click(reset);
    expect(await findHeading('Reset your password')).toBeTruthy();
    expect(history.location.pathname).toBe('/forgot-password');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(email);
  });

  it('fills in the email of an invitation link', async () => {
    renderApp('/signup?email=ada%40example.com&redirect=%2Fsharing');
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('drops an email of a link that is not address-like', async () => {
    renderApp(`/signup?email=${encodeURIComponent('a b@example.com')}`);
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('');
  });

  it('signs up with the name, confirms with the emailed code and is signed in automatically', async () => {
    const logs = captureApiDownLogs();
    const email = uniqueEmail('lin');
    const { history, services, user } = renderApp(`/signup?redirect=${encodeURIComponent('/lisa')}`);
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Name/), 'Lin Wei');
    await user.type(screen.getByLabelText(/^Password/), 'Good-Password-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Good-Password-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findHeading('Confirm your account')).toBeTruthy();
    expect(history.location.pathname).toBe('/confirm-account');
    expect(searchParam(history, 'email')).toBe(email);
    expect(screen.getByRole('status').textContent).toBe(successMessages.signUp);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(email);

    await user.type(screen.getByLabelText(/^Confirmation code/), await readCode(email));
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));

    expect(await findHeading('Lisa')).toBeTruthy();
    expect(history.location.pathname).toBe('/lisa');
    await waitFor(() => expect(services.auth.getState().attributes.name).toBe('Lin Wei'));
    expect(await screen.findByText(successMessages.signIn)).toBeTruthy();
    await expectApiDownLogged(logs, services, [...SIGN_IN_LOADS, 'lisaMessages']);
  });
});
