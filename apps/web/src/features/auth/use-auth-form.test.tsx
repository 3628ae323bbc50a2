import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emailError, fieldMessages } from '../../lib/forms/form-rules.ts';
import { onSuccess, type SubmitOutcome, useAuthForm } from '../../lib/forms/use-auth-form.ts';
import { AuthForm, CodeField, EmailField, SubmitButton } from './auth-form.tsx';

function TestForm({
  submit,
}: {
  submit: (values: { email: string; code: string }) => Promise<SubmitOutcome>;
}) {
  const form = useAuthForm({
    initial: { email: '', code: '' },
    validate: ({ email, code }) => ({
      email: emailError(email),
      code: code === '' ? fieldMessages.codeRequired : undefined,
    }),
    submit,
  });
  return (
    <AuthForm form={form}>
      <EmailField {...form.field('email')} />
      <CodeField label="Code" {...form.field('code')} />
      <SubmitButton pending={form.submitting} label="Send" pendingLabel="Sending…" />
    </AuthForm>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useAuthForm', () => {
  it('shows the field errors, focuses the first invalid field and does not submit', async () => {
    const submit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.type(screen.getByLabelText(/^Code/), '1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(submit).not.toHaveBeenCalled();
  });

  it('is pending while the call runs, ignores a second submit and then shows the error', async () => {
    const call = deferred<SubmitOutcome>();
    const submit = vi.fn(() => call.promise);
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await fillAndSend(user);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
    expect(screen.getByRole('button', { name: /Sending…/ })).toBeTruthy();
    // Straight at the form: the pending button may be disabled, and the hook must hold on its own.
    const formElement = screen.getByRole('button').closest('form');
    if (formElement) fireEvent.submit(formElement);
    expect(submit).toHaveBeenCalledTimes(1);

    call.resolve({ error: 'Invalid verification code provided, please try again.' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('is no longer pending while `next` runs (e.g. the navigation to the next screen)', async () => {
    const navigation = deferred<void>();
    const next = vi.fn(() => navigation.promise);
    const user = userEvent.setup();
    render(<TestForm submit={async () => ({ next })} />);
    await fillAndSend(user);
    expect(next).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    navigation.resolve();
  });
});

describe('onSuccess', () => {
  it('turns a failed call into its error and a successful one into the next step', async () => {
    expect(onSuccess({ success: false, error: 'No' }, async () => undefined)).toEqual({ error: 'No' });
    const next = vi.fn(async () => undefined);
    const outcome = onSuccess({ success: true, message: 'Sent' }, next);
    expect(outcome && 'next' in outcome).toBe(true);
    if (outcome && 'next' in outcome) await outcome.next();
    expect(next).toHaveBeenCalledWith({ success: true, message: 'Sent' });
  });
});
