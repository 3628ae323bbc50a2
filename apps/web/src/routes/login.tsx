import { Alert, Button, FormError, TextField, useToast } from '@ditto/ui';
import { Link, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { safeRedirectTarget } from '../app/safe-redirect.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  collectErrors,
  type FieldErrors,
  fieldMessages,
  focusFirstError,
} from '../features/auth/form-rules.ts';
import { notice, useNotice } from '../features/auth/notice.ts';

export function LoginPage() {
  const search = useSearch({ from: '/login' });
  const { auth } = useRouteContext({ from: '/login' });
  const router = useRouter();
  const { toast } = useToast();
  const handedNotice = useNotice();
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const carried = search.redirect ? { redirect: search.redirect } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors({
      email: email.trim() === '' ? fieldMessages.emailRequired : undefined,
      password: password === '' ? fieldMessages.passwordRequired : undefined,
    });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const username = email.trim();
    const result = await auth.signIn({ username, password });
    if (!result.success) {
      setSubmitting(false);
      if (result.needsConfirmation) {
        await router.navigate({
          to: '/confirm-account',
          search: { ...carried, email: username },
          state: notice(result.error, 'info'),
        });
        return;
      }
      setFormError(result.error);
      return;
    }
    toast({ title: result.message, variant: 'success' });
    await router.navigate({ href: safeRedirectTarget(search.redirect), replace: true });
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in with your email and password."
      footer={
        <p className="muted">
          New to Ditto?{' '}
          <Link to="/signup" search={carried} className="text-link">
            Create an account
          </Link>
        </p>
      }
    >
      <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
        {handedNotice ? <Alert variant={handedNotice.variant}>{handedNotice.message}</Alert> : null}
        <FormError id="login-error">{formError}</FormError>
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
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Link
          to="/forgot-password"
          search={{ ...carried, ...(email.trim() ? { email: email.trim() } : {}) }}
          className="text-link"
        >
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
