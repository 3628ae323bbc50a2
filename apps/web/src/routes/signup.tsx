import { Button, FormError, PasswordPolicy, TextField } from '@ditto/ui';
import { Link, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  collectErrors,
  confirmPasswordError,
  emailError,
  type FieldErrors,
  fieldMessages,
  focusFirstError,
  newPasswordError,
} from '../features/auth/form-rules.ts';
import { notice } from '../features/auth/notice.ts';
import { PASSWORD_RULES } from '../features/auth/password-rules.ts';

type SignupField = 'email' | 'name' | 'password' | 'confirmPassword';

export function SignupPage() {
  const search = useSearch({ from: '/signup' });
  const { auth } = useRouteContext({ from: '/signup' });
  const router = useRouter();
  const [email, setEmail] = useState(search.email ?? '');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const policyId = useId();
  const carried = search.redirect ? { redirect: search.redirect } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors<SignupField>({
      email: emailError(email),
      name: name.trim() === '' ? fieldMessages.nameRequired : undefined,
      password: newPasswordError(password),
      confirmPassword: confirmPasswordError(password, confirmPassword),
    });
    setFieldErrors(errors);
    setFormError(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const username = email.trim();
    const result = await auth.signUp({ username, password, attributes: { name: name.trim() } });
    setSubmitting(false);
    if (!result.success) {
      setFormError(result.error);
      return;
    }
    await router.navigate({
      to: '/confirm-account',
      search: { ...carried, email: username },
      state: notice(result.message),
    });
  }

  return (
    <AuthCard
      title="Create your account"
      description="Sign up with your email. We will email you a code to confirm it."
      footer={
        <p className="muted">
          Already have an account?{' '}
          <Link to="/login" search={carried} className="text-link">
            Sign in
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
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={policyId}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <PasswordPolicy
          id={policyId}
          aria-label="Requirements for a new password"
          password={password}
          rules={PASSWORD_RULES}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
