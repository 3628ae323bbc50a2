import { type AuthResult, successMessages } from '@ditto/auth';
import { Button } from '@ditto/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  AuthFooter,
  AuthForm,
  AuthLink,
  CodeField,
  EmailField,
  SubmitButton,
} from '../features/auth/auth-form.tsx';
import { type Notice, useNotice } from '../features/auth/notice.ts';
import { RESEND_COOLDOWN_SECONDS, useCooldown } from '../features/auth/use-cooldown.ts';
import { usePublicRoute } from '../features/auth/use-public-route.ts';
import { shownAuthError } from '../lib/forms/auth-error.ts';
import { codeError, emailError } from '../lib/forms/form-rules.ts';
import { FORM_ERROR, fieldProps, formError, onSuccess, useFormSubmit } from '../lib/forms/form-submit.ts';

export function ConfirmAccountPage() {
  const { search, auth, handOver, enterApp } = usePublicRoute('/confirm-account');
  const handedNotice = useNotice();
  const [status, setStatus] = useState<Notice | null>(null);
  const form = useForm({ defaultValues: { email: search.email ?? '', code: '' } });
  const onSubmit = useFormSubmit(form, async ({ email, code }) => {
    const username = email.trim();
    const result = await auth.confirmSignUp({ username, code: code.trim() });
    return onSuccess(result, (done) =>
      // Auto sign-in (armed at sign-up for 3 minutes) already started the session.
      done.isSignedIn ? enterApp(successMessages.signIn) : handOver('/login', username, done.message),
    );
  });

  return (
    <AuthCard
      title="Confirm your account"
      description="Enter the code we emailed you to finish creating your account."
      footer={
        <AuthFooter prompt="Already confirmed?">
          <AuthLink to="/login">Sign in</AuthLink>
        </AuthFooter>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError(form)} notice={status ?? handedNotice}>
        <EmailField {...fieldProps(form, 'email', { validate: emailError })} />
        <CodeField label="Confirmation code" {...fieldProps(form, 'code', { validate: codeError })} />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Confirm account"
          pendingLabel="Confirming…"
        />
        <ResendButton
          check={() => {
            form.clearErrors(FORM_ERROR);
            return form.trigger('email', { shouldFocus: true });
          }}
          resend={() => auth.resendSignUpCode({ username: form.getValues('email').trim() })}
          onResult={(result) => {
            setStatus(result.success ? { message: result.message, variant: 'success' } : null);
            if (!result.success) form.setError(FORM_ERROR, { message: shownAuthError(result.error) });
          }}
        />
      </AuthForm>
    </AuthCard>
  );
}

interface ResendButtonProps {
  /** Shows the field errors the resend depends on; false when there are any. */
  check: () => Promise<boolean>;
  resend: () => Promise<AuthResult>;
  onResult: (result: AuthResult) => void;
}

/** Asks for a new code, then waits out the cooldown before allowing another. */
function ResendButton({ check, resend, onResult }: ResendButtonProps) {
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const waiting = cooldown.remaining > 0;

  async function handleResend() {
    if (resending || waiting || !(await check())) return;
    setResending(true);
    const result = await resend();
    setResending(false);
    onResult(result);
    if (result.success) cooldown.start();
  }

  return (
    <Button
      variant="ghost"
      loading={resending}
      // Stays focusable while waiting, so keyboard focus is not lost when the countdown starts.
      aria-disabled={waiting || undefined}
      onClick={handleResend}
    >
      {waiting ? `Resend code in ${cooldown.remaining} s` : 'Resend code'}
    </Button>
  );
}
