import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  TextField,
  useToast,
} from '@ditto/ui';
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { safeRedirectTarget } from '../app/safe-redirect.ts';
import { useDocumentTitle } from '../app/use-document-title.ts';

interface FieldErrors {
  email?: string;
  password?: string;
}

export const loginMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

function validate(email: string, password: string): FieldErrors {
  return {
    ...(email.trim() === '' ? { email: loginMessages.emailRequired } : {}),
    ...(password === '' ? { password: loginMessages.passwordRequired } : {}),
  };
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { redirect } = useSearch({ from: '/login' });
  const { auth } = useRouteContext({ from: '/login' });
  const router = useRouter();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = validate(email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    const result = await auth.signIn({ username: email.trim(), password });
    if (!result.success) {
      setFormError(result.error);
      setSubmitting(false);
      return;
    }
    toast({ title: result.message, variant: 'success' });
    await router.navigate({ href: safeRedirectTarget(redirect), replace: true });
  }

  return (
    <main className="centered-page">
      <Card className="narrow-card" role="region" aria-labelledby="login-title">
        <CardHeader>
          <p className="brand" aria-hidden="true">
            Ditto
          </p>
          <CardTitle id="login-title">Sign in</CardTitle>
          <CardDescription>Welcome back. Sign in with your email and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="stack" noValidate onSubmit={handleSubmit}>
            <FormError id="login-error">{formError}</FormError>
            <TextField
              ref={emailRef}
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
              ref={passwordRef}
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" size="lg" loading={submitting}>
              {submitting ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
