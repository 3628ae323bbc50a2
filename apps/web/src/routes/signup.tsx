import { TextField } from '@ditto/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { AuthFooter, AuthForm, AuthLink, EmailField, SubmitButton } from '../features/auth/auth-form.tsx';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import {
  confirmPasswordError,
  emailError,
  fieldMessages,
  newPasswordError,
} from '../lib/forms/form-rules.ts';
import { fieldProps, formError, onSuccess, useFormSubmit } from '../lib/forms/form-submit.ts';
import { NewPasswordFields } from '../lib/forms/new-password-fields.tsx';

/** The identity provider's answer to a sign-up with an email that already has an account. */
const EMAIL_TAKEN = 'UsernameExistsException';

export function SignupPage() {
  const { search, auth, handOver } = usePublicRoute('/signup');
  // The email of the last sign-up refused because it has an account: signing in or resetting its password is offered.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { email: search.email ?? '', name: '', password: '', confirmPassword: '' },
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const onSubmit = useFormSubmit(form, async ({ email, name, password }) => {
    const username = email.trim();
    const result = await auth.signUp({ username, password, attributes: { name: name.trim() } });
    setTakenEmail(!result.success && result.code === EMAIL_TAKEN ? username : null);
    return onSuccess(result, (done) => handOver('/confirm-account', username, done.message));
  });

  return (
    <AuthCard
      title="Create your account"
      description="Sign up with your email. We will email you a code to confirm it."
      footer={
        <AuthFooter prompt="Already have an account?">
          <AuthLink to="/login" email={email}>
            Sign in
          </AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        error={formError(form)}
        errorActions={
          takenEmail ? (
            <>
              Is it yours?{' '}
              <AuthLink to="/login" email={takenEmail}>
                Sign in
              </AuthLink>{' '}
              or{' '}
              <AuthLink to="/forgot-password" email={takenEmail}>
                Reset password
              </AuthLink>
            </>
          ) : null
        }
      >
        <EmailField autoComplete="email" {...fieldProps(form, 'email', { validate: emailError })} />
        <TextField
          label="Name"
          autoComplete="name"
          required
          {...fieldProps(form, 'name', {
            validate: (name) => (name.trim() === '' ? fieldMessages.nameRequired : undefined),
          })}
        />
        <NewPasswordFields
          password={fieldProps(form, 'password', { validate: newPasswordError, deps: 'confirmPassword' })}
          confirmation={fieldProps(form, 'confirmPassword', {
            validate: (confirmation, values) => confirmPasswordError(values.password, confirmation),
          })}
          typed={password}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
        />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Create account"
          pendingLabel="Creating your account…"
        />
      </AuthForm>
    </AuthCard>
  );
}
