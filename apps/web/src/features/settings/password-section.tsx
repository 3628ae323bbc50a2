import { useAuth } from '@ditto/auth/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  TextField,
} from '@ditto/ui';
import { type FormEvent, useRef, useState } from 'react';
import {
  collectErrors,
  confirmPasswordError,
  type FieldErrors,
  focusFirstError,
  newPasswordError,
} from '../../lib/forms/form-rules.ts';
import { NewPasswordFields } from '../../lib/forms/new-password-fields.tsx';

export const passwordMessages = {
  currentRequired: 'Current password is required',
  sameAsCurrent: 'Choose a password different from the current one',
} as const;

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Change password: the current one, a new one meeting the pool's policy, and its confirmation. */
export function PasswordSection() {
  const auth = useAuth();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<PasswordField>>({});
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = collectErrors<PasswordField>({
      oldPassword: oldPassword === '' ? passwordMessages.currentRequired : undefined,
      newPassword:
        newPassword !== '' && newPassword === oldPassword
          ? passwordMessages.sameAsCurrent
          : newPasswordError(newPassword),
      confirmPassword: confirmPasswordError(newPassword, confirmPassword),
    });
    setFieldErrors(errors);
    setOutcome(null);
    if (focusFirstError(formRef.current, errors)) return;
    setSubmitting(true);
    const result = await auth.changePassword({ oldPassword, newPassword });
    setSubmitting(false);
    if (!result.success) {
      // The auth package's message, shown as is.
      setOutcome({ success: false, message: result.error });
      return;
    }
    setOldPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setOutcome({ success: true, message: result.message });
  }

  return (
    <Card aria-labelledby="password-settings-title">
      <CardHeader>
        <CardTitle id="password-settings-title">Password</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
          <FormError>{outcome && !outcome.success ? outcome.message : null}</FormError>
          <TextField
            label="Current password"
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            required
            value={oldPassword}
            onChange={(event) => setOldPassword(event.target.value)}
            error={fieldErrors.oldPassword}
          />
          <NewPasswordFields
            labels={{ password: 'New password', confirmation: 'Confirm new password' }}
            password={{
              name: 'newPassword',
              value: newPassword,
              onChange: (event) => setNewPassword(event.target.value),
              error: fieldErrors.newPassword,
            }}
            confirmation={{
              name: 'confirmPassword',
              value: confirmPassword,
              onChange: (event) => setConfirmPassword(event.target.value),
              error: fieldErrors.confirmPassword,
            }}
          />
          {outcome?.success ? <Alert variant="success">{outcome.message}</Alert> : null}
          <div>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
