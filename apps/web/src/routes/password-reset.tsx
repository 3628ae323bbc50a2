import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  AuthFooter,
  AuthForm,
  AuthLink,
  CodeField,
  EmailField,
  SubmitButton,
} from '../features/auth/auth-form.tsx';
import { useNotice } from '../features/auth/notice.ts';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import { codeError, confirmPasswordError, emailError, newPasswordError } from '../lib/forms/form-rules.ts';
import { NewPasswordFields } from '../lib/forms/new-password-fields.tsx';
import { onSuccess, useAuthForm } from '../lib/forms/use-auth-form.ts';

export function PasswordResetPage() {
  const { search, auth, handOver } = usePublicRoute('/password-reset');
  const handedNotice = useNotice();
  const form = useAuthForm({
    initial: { email: search.email ?? '', code: '', newPassword: '', confirmPassword: '' },
    validate: ({ email, code, newPassword, confirmPassword }) => ({
      email: emailError(email),
      code: codeError(code),
      newPassword: newPasswordError(newPassword),
      confirmPassword: confirmPasswordError(newPassword, confirmPassword),
    }),
    submit: async ({ email, code, newPassword }) => {
      const username = email.trim();
      const result = await auth.confirmResetPassword({ username, code: code.trim(), newPassword });
      return onSuccess(result, (done) => handOver('/login', username, done.message));
    },
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Enter the code we emailed you and your new password."
      footer={
        <AuthFooter prompt="No code?">
          <AuthLink to="/forgot-password" email={form.values.email}>
            Send a new one
          </AuthLink>
          {' · '}
          <AuthLink to="/login">Back to sign in</AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm form={form} notice={handedNotice}>
        <EmailField {...form.field('email')} />
        <CodeField label="Code" {...form.field('code')} />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        />
        <SubmitButton pending={form.submitting} label="Set new password" pendingLabel="Saving…" />
      </AuthForm>
    </AuthCard>
  );
}
