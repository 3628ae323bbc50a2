import { Alert, Button, FormError, PasswordPolicy, TextField } from '@ditto/ui';
import { Link, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  codeError,
  collectErrors,
  confirmPasswordError,
  emailError,
  type FieldErrors,
  focusFirstError,
  newPasswordError,
} from '../features/auth/form-rules.ts';
import { notice, useNotice } from '../features/auth/notice.ts';
import { PASSWORD_RULES } from '../features/auth/password-rules.ts';

type ResetField = 'email' | 'code' | 'newPassword' | 'confirmPassword';

export function PasswordResetPage() {
  const search = useSearch({ from: '/password-reset' });
  const { auth } = useRouteContext({ from: '/password-reset' });
  const router = useRouter();
  const handedNotice = useNotice();
  const [email, setEmail] = useState(search.email ?? '');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const policyId = useId();
  const carried = search.redirect ? { redirect: search.redirect } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors<ResetField>({
      email: emailError(email),
      code: codeError(code),
      newPassword: newPasswordError(newPassword),
      confirmPassword: confirmPasswordError(newPassword, confirmPassword),
    });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const username = email.trim();
    const result = await auth.confirmResetPassword({ username, code: code.trim(), newPassword });
    setSubmitting(false);
    if (!result.success) {
      setFormError(result.error);
      return;
    }
    await router.navigate({
      to: '/login',
      search: { ...carried, email: username },
      state: notice(result.message),
    });
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Enter the code we emailed you and your new password."
      footer={
        <p className="muted">
          No code?{' '}
          <Link
            to="/forgot-password"
            search={{ ...carried, ...(email.trim() ? { email: email.trim() } : {}) }}
            className="text-link"
          >
            Send a new one
          </Link>
          {' · '}
          <Link to="/login" search={carried} className="text-link">
            Back to sign in
          </Link>
        </p>
      }
    >
      <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
        {handedNotice ? <Alert variant={handedNotice.variant}>{handedNotice.message}</Alert> : null}
        <FormError>{formError}</FormError>
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrors.code}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={policyId}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={fieldErrors.newPassword}
        />
        <PasswordPolicy
          id={policyId}
          aria-label="Requirements for a new password"
          password={newPassword}
          rules={PASSWORD_RULES}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
