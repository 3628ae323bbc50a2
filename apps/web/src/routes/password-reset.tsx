import { useForm, useWatch } from 'react-hook-form';
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
import { fieldProps, formError, onSuccess, useFormSubmit } from '../lib/forms/form-submit.ts';
import { NewPasswordFields } from '../lib/forms/new-password-fields.tsx';

export function PasswordResetPage() {
  const { search, auth, handOver } = usePublicRoute('/password-reset');
  const handedNotice = useNotice();
  const form = useForm({
    defaultValues: { email: search.email ?? '', code: '', newPassword: '', confirmPassword: '' },
  });
  const [email, newPassword] = useWatch({ control: form.control, name: ['email', 'newPassword'] });
  const onSubmit = useFormSubmit(form, async ({ email, code, newPassword }) => {
    const username = email.trim();
    const result = await auth.confirmResetPassword({ username, code: code.trim(), newPassword });
    return onSuccess(result, (done) => handOver('/login', username, done.message));
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Enter the code we emailed you and your new password."
      footer={
        <AuthFooter prompt="No code?">
          <AuthLink to="/forgot-password" email={email}>
            Send a new one
          </AuthLink>
          {' · '}
          <AuthLink to="/login">Back to sign in</AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError(form)} notice={handedNotice}>
        <EmailField {...fieldProps(form, 'email', { validate: emailError })} />
        <CodeField label="Code" {...fieldProps(form, 'code', { validate: codeError })} />
        <NewPasswordFields
          password={fieldProps(form, 'newPassword', { validate: newPasswordError, deps: 'confirmPassword' })}
          confirmation={fieldProps(form, 'confirmPassword', {
            validate: (confirmation, values) => confirmPasswordError(values.newPassword, confirmation),
          })}
          typed={newPassword}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        />
        <SubmitButton pending={form.formState.isSubmitting} label="Set new password" pendingLabel="Saving…" />
      </AuthForm>
    </AuthCard>
  );
}
