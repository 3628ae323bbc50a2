import { Button, FormError, TextField } from '@ditto/ui';
import { Link, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { collectErrors, emailError, type FieldErrors, focusFirstError } from '../features/auth/form-rules.ts';
import { notice } from '../features/auth/notice.ts';

export function ForgotPasswordPage() {
  const search = useSearch({ from: '/forgot-password' });
  const { auth } = useRouteContext({ from: '/forgot-password' });
  const router = useRouter();
  const [email, setEmail] = useState(search.email ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const carried = search.redirect ? { redirect: search.redirect } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors({ email: emailError(email) });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const username = email.trim();
    const result = await auth.resetPassword({ username });
    setSubmitting(false);
    if (!result.success) {
      setFormError(result.error);
      return;
    }
    await router.navigate({
      to: '/password-reset',
      search: { ...carried, email: username },
      state: notice(result.message),
    });
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter your account's email and we will send you a code to choose a new password."
      footer={
        <p className="muted">
          Remembered it?{' '}
          <Link to="/login" search={carried} className="text-link">
            Back to sign in
          </Link>
        </p>
      }
    >
      <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
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
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Sending the code…' : 'Send code'}
        </Button>
      </form>
    </AuthCard>
  );
}
