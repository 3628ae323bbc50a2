import { TextField } from '@ditto/ui';
import { useForm, useWatch } from 'react-hook-form';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { AuthFooter, AuthForm, AuthLink, EmailField, SubmitButton } from '../features/auth/auth-form.tsx';
import { useNotice } from '../features/auth/notice.ts';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import { fieldProps, formError, useFormSubmit } from '../lib/forms/form-submit.ts';

export function LoginPage() {
  const { search, auth, handOver, enterApp } = usePublicRoute('/login');
  const handedNotice = useNotice();
  const form = useForm({ defaultValues: { email: search.email ?? '', password: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const onSubmit = useFormSubmit(form, async ({ email, password }) => {
    const username = email.trim();
    const result = await auth.signIn({ username, password });
    if (result.success) {
      // Stays pending until the app shows, so the form cannot be sent twice.
      await enterApp(result.message);
      return undefined;
    }
    if (!result.needsConfirmation) return { error: result.error };
    return { next: () => handOver('/confirm-account', username, result.error, 'info') };
  });

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in with your email and password."
      footer={
        <AuthFooter prompt="New to Ditto?">
          <AuthLink to="/signup">Create an account</AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError(form)} notice={handedNotice} errorId="login-error">
        <EmailField
          {...fieldProps(form, 'email', {
            validate: (value) => (value.trim() === '' ? fieldMessages.emailRequired : undefined),
          })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password', {
            validate: (value) => (value === '' ? fieldMessages.passwordRequired : undefined),
          })}
        />
        <AuthLink to="/forgot-password" email={email}>
          Forgot your password?
        </AuthLink>
        <SubmitButton pending={form.formState.isSubmitting} label="Sign in" pendingLabel="Signing in…" />
      </AuthForm>
    </AuthCard>
  );
}
