import { useForm } from 'react-hook-form';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { AuthFooter, AuthForm, AuthLink, EmailField, SubmitButton } from '../features/auth/auth-form.tsx';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import { emailError } from '../lib/forms/form-rules.ts';
import { fieldProps, formError, onSuccess, useFormSubmit } from '../lib/forms/form-submit.ts';

export function ForgotPasswordPage() {
  const { search, auth, handOver } = usePublicRoute('/forgot-password');
  const form = useForm({ defaultValues: { email: search.email ?? '' } });
  const onSubmit = useFormSubmit(form, async ({ email }) => {
    const username = email.trim();
    const result = await auth.resetPassword({ username });
    return onSuccess(result, (done) => handOver('/password-reset', username, done.message));
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter your account's email and we will send you a code to choose a new password."
      footer={
        <AuthFooter prompt="Remembered it?">
          <AuthLink to="/login">Back to sign in</AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError(form)}>
        <EmailField {...fieldProps(form, 'email', { validate: emailError })} />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Send code"
          pendingLabel="Sending the code…"
        />
      </AuthForm>
    </AuthCard>
  );
}
