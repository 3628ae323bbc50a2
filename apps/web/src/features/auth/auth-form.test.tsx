import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { codeError, emailError, fieldMessages } from '../../lib/forms/form-rules.ts';
import {
  fieldProps,
  formError,
  onSuccess,
  type SubmitOutcome,
  useFormSubmit,
} from '../../lib/forms/form-submit.ts';
import { AuthForm, CodeField, EmailField, SubmitButton } from './auth-form.tsx';

/** A public form as the screens build theirs: react-hook-form, the field rules, `useFormSubmit` and `AuthForm`. */
function TestForm({
  submit,
}: {
  submit: (values: { email: string; code: string }) => Promise<SubmitOutcome>;
}) {
  const form = useForm({ defaultValues: { email: '', code: '' } });
  const onSubmit = useFormSubmit(form, submit);
  return (
    <AuthForm onSubmit={onSubmit} error={formError(form)}>
      <EmailField {...fieldProps(form, 'email', { validate: emailError })} />
      <CodeField label="Code" {...fieldProps(form, 'code', { validate: codeError })} />
      <SubmitButton pending={form.formState.isSubmitting} label="Send" pendingLabel="Sending…" />
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

describe('a public form', () => {
  it('shows the field errors on submit, focuses the first invalid field and does not submit', async () => {
    const submit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await user.type(screen.getByLabelText(/^Code/), '1');
    // Nothing is said while the user types, before the first submit.
    await user.type(screen.getByLabelText(/^Email/), 'ada');
    await user.clear(screen.getByLabelText(/^Email/));
    expect(screen.queryByText(fieldMessages.emailRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(submit).not.toHaveBeenCalled();
  });

  it('after a submit, updates each error as the user fixes the field', async () => {
    const user = userEvent.setup();
    render(<TestForm submit={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.codeRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Email/), 'ada');
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), '@example.com');
    await vi.waitFor(() => expect(screen.queryByText(fieldMessages.emailInvalid)).toBeNull());
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBeNull();
    // The other field still says what is missing.
    expect(screen.getByText(fieldMessages.codeRequired)).toBeTruthy();
  });

  it('is pending while the call runs, ignores a second submit and then shows the error', async () => {
    const call = deferred<SubmitOutcome>();
    const submit = vi.fn(() => call.promise);
    const user = userEvent.setup();
    render(<TestForm submit={submit} />);
    await fillAndSend(user);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
    expect(await screen.findByRole('button', { name: /Sending…/ })).toBeTruthy();
    // Straight at the form: the pending button may be disabled, and the form must hold on its own.
    const formElement = screen.getByRole('button').closest('form');
    if (formElement) fireEvent.submit(formElement);
    expect(submit).toHaveBeenCalledTimes(1);

    call.resolve({ error: 'Invalid verification code provided, please try again.' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();

    // The next submit clears the form-level error first.
    await user.clear(screen.getByLabelText(/^Code/));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(screen.queryByText('Invalid verification code provided, please try again.')).toBeNull(),
    );
    expect(screen.getByText(fieldMessages.codeRequired)).toBeTruthy();
  });

  it('is no longer pending while `next` runs (e.g. the navigation to the next screen)', async () => {
    const navigation = deferred<void>();
    const next = vi.fn(() => navigation.promise);
    const user = userEvent.setup();
    render(<TestForm submit={async () => ({ next })} />);
    await fillAndSend(user);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
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
