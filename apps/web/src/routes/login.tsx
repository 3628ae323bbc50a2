import { TextField } from '@ditto/ui';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { AuthFooter, AuthForm, AuthLink, EmailField, SubmitButton } from '../features/auth/auth-form.tsx';
import { useNotice } from '../features/auth/notice.ts';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import { useAuthForm } from '../lib/forms/use-auth-form.ts';

export function LoginPage() {
  const { search, auth, handOver, enterApp } = usePublicRoute('/login');
  const handedNotice = useNotice();
  const form = useAuthForm({
    initial: { email: search.email ?? '', password: '' },
    validate: ({ email, password }) => ({
      email: email.trim() === '' ? fieldMessages.emailRequired : undefined,
      password: password === '' ? fieldMessages.passwordRequired : undefined,
    }),
    submit: async ({ email, password }) => {
      const username = email.trim();
      const result = await auth.signIn({ username, password });
      if (result.success) {
        // Stays pending until the app shows, so the form cannot be sent twice.
        await enterApp(result.message);
        return undefined;
      }
      if (!result.needsConfirmation) return { error: result.error };
      return { next: () => handOver('/confirm-account', username, result.error, 'info') };
    },
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
      <AuthForm form={form} notice={handedNotice} errorId="login-error">
        <EmailField {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <AuthLink to="/forgot-password" email={form.values.email}>
          Forgot your password?
        </AuthLink>
        <SubmitButton pending={form.submitting} label="Sign in" pendingLabel="Signing in…" />
      </AuthForm>
    </AuthCard>
  );
}
