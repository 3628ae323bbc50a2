import { successMessages } from '@ditto/auth';
import { Alert, Button, FormError, TextField, useToast } from '@ditto/ui';
import { Link, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { safeRedirectTarget } from '../app/safe-redirect.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  codeError,
  collectErrors,
  emailError,
  type FieldErrors,
  focusFirstError,
} from '../features/auth/form-rules.ts';
import { type Notice, notice, useNotice } from '../features/auth/notice.ts';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../features/auth/use-cooldown.ts';

export function ConfirmAccountPage() {
  const search = useSearch({ from: '/confirm-account' });
  const { auth } = useRouteContext({ from: '/confirm-account' });
  const router = useRouter();
  const { toast } = useToast();
  const handedNotice = useNotice();
  const [email, setEmail] = useState(search.email ?? '');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'code'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const formRef = useRef<HTMLFormElement>(null);
  const carried = search.redirect ? { redirect: search.redirect } : {};
  const shown = status ?? handedNotice;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors({ email: emailError(email), code: codeError(code) });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const username = email.trim();
    const result = await auth.confirmSignUp({ username, code: code.trim() });
    setSubmitting(false);
    if (!result.success) {
      setFormError(result.error);
      return;
    }
    if (result.isSignedIn) {
      // Auto sign-in (armed at sign-up, spec §4) already started the session.
      toast({ title: successMessages.signIn, variant: 'success' });
      await router.navigate({ href: safeRedirectTarget(search.redirect), replace: true });
      return;
    }
    await router.navigate({
      to: '/login',
      search: { ...carried, email: username },
      state: notice(result.message),
    });
  }

  async function handleResend() {
    if (resending || cooldown.remaining > 0) return;
    const errors = collectErrors({ email: emailError(email) });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setResending(true);
    const result = await auth.resendSignUpCode({ username: email.trim() });
    setResending(false);
    if (!result.success) {
      setStatus(null);
      setFormError(result.error);
      return;
    }
    setStatus({ message: result.message, variant: 'success' });
    cooldown.start();
  }

  const waiting = cooldown.remaining > 0;
  return (
    <AuthCard
      title="Confirm your account"
      description="Enter the code we emailed you to finish creating your account."
      footer={
        <p className="muted">
          Already confirmed?{' '}
          <Link to="/login" search={carried} className="text-link">
            Sign in
          </Link>
        </p>
      }
    >
      <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
        {shown ? <Alert variant={shown.variant}>{shown.message}</Alert> : null}
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
          label="Confirmation code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldErrors.code}
        />
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Confirming…' : 'Confirm account'}
        </Button>
        <Button
          variant="ghost"
          loading={resending}
          // Stays focusable while waiting, so keyboard focus is not lost when the countdown starts.
          aria-disabled={waiting || undefined}
          onClick={handleResend}
        >
          {waiting ? `Resend code in ${cooldown.remaining} s` : 'Resend code'}
        </Button>
      </form>
    </AuthCard>
  );
}
