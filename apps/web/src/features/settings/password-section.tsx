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
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { confirmPasswordError, newPasswordError } from '../../lib/forms/form-rules.ts';
import { fieldProps, formError, useFormSubmit } from '../../lib/forms/form-submit.ts';
import { NewPasswordFields } from '../../lib/forms/new-password-fields.tsx';

export const passwordMessages = {
  currentRequired: 'Current password is required',
  sameAsCurrent: 'Choose a password different from the current one',
  currentWrong: 'Your current password is not right',
} as const;

/**
 * Cognito refuses a wrong current password with `NotAuthorizedException`, as it refuses a revoked or expired access
 * token. Whether the user is still signed in (GetUser answers) tells the two apart; a session the provider no
 * longer honours ends there, and the app goes to the sign-in page.
 */
async function isWrongCurrentPassword(
  result: { code?: string },
  stillSignedIn: () => Promise<boolean>,
): Promise<boolean> {
  return result.code === 'NotAuthorizedException' && (await stillSignedIn());
}

/** Change password: the current one, a new one meeting the pool's policy, and its confirmation. */
export function PasswordSection() {
  const auth = useAuth();
  const form = useForm({ defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // The provider's confirmation, until the form is sent again.
  const [changed, setChanged] = useState<string | null>(null);
  const submit = useFormSubmit(form, async ({ oldPassword, newPassword }) => {
    const result = await auth.changePassword({ oldPassword, newPassword });
    const stillSignedIn = async () => (await auth.fetchUserAttributes()).success;
    if (!result.success && (await isWrongCurrentPassword(result, stillSignedIn))) {
      form.setError('oldPassword', { message: passwordMessages.currentWrong }, { shouldFocus: true });
      return undefined;
    }
    // Any other refusal: the auth package's message, shown as is.
    if (!result.success) return { error: result.error };
    return {
      next: async () => {
        form.reset();
        setChanged(result.message);
      },
    };
  });

  return (
    <Card aria-labelledby="password-settings-title">
      <CardHeader>
        <CardTitle id="password-settings-title">Password</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            setChanged(null);
            void submit(event);
          }}
        >
          <FormError>{formError(form)}</FormError>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...fieldProps(form, 'oldPassword', {
              validate: (value) => (value === '' ? passwordMessages.currentRequired : undefined),
              deps: 'newPassword',
            })}
          />
          <NewPasswordFields
            labels={{ password: 'New password', confirmation: 'Confirm new password' }}
            password={fieldProps(form, 'newPassword', {
              validate: (value, values) =>
                value !== '' && value === values.oldPassword
                  ? passwordMessages.sameAsCurrent
                  : newPasswordError(value),
              deps: 'confirmPassword',
            })}
            confirmation={fieldProps(form, 'confirmPassword', {
              validate: (confirmation, values) => confirmPasswordError(values.newPassword, confirmation),
            })}
            typed={newPassword}
          />
          {changed ? <Alert variant="success">{changed}</Alert> : null}
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
