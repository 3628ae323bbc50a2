import { createShareRequestSchema } from '@ditto/contract';
import { Alert, Button, CopyField, FormError, TextField } from '@ditto/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { fieldMessages } from '../../lib/forms/form-rules.ts';
import { fieldProps } from '../../lib/forms/form-submit.ts';
import { invitationLink, invitationMessages } from './invitation.ts';
import { useCreateShare } from './sharing-queries.ts';

/** What the form says once a share is made: the truth (they can chat once they sign in) and the link to send. */
export function sharedMessage(email: string): string {
  return `Shared with ${email}. They can chat with your Ditto once they sign in with this email.`;
}

/**
 * The contract's rule for the email, so the message matches the server's. An empty field has no error while the
 * user edits (clearing it takes the last error away); the submit asks for an email instead.
 */
function shareEmailError(email: string): string | undefined {
  if (email.trim() === '') return undefined;
  const parsed = createShareRequestSchema.safeParse({ email });
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'Enter a valid email address.');
}

/**
 * Shares my Ditto with someone by email; explains a refusal next to the field. A share waits until that person
 * signs in (the API never says whether the email has an account), so the form says so and offers the invitation
 * link to send them, with a Copy button.
 */
export function ShareForm() {
  const form = useForm({ defaultValues: { email: '' } });
  const [shared, setShared] = useState<string | null>(null);
  const create = useCreateShare();

  const submit = form.handleSubmit(({ email }) => {
    if (email.trim() === '') {
      form.setError('email', { message: fieldMessages.emailRequired }, { shouldFocus: true });
      return;
    }
    // Valid, so the contract's parse gives the email as the server will store it.
    const parsed = createShareRequestSchema.parse({ email });
    setShared(null);
    create.mutate(parsed.email, {
      onSuccess: (share) => {
        form.reset();
        setShared(share.email);
      },
      onError: (error) => {
        const message =
          apiErrorCode(error) === 'already_shared'
            ? `You already share your Ditto with ${parsed.email}.`
            : apiFieldErrors(error).email;
        if (message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      },
    });
  });
  const fieldError = form.formState.errors.email?.message;

  const formError =
    create.isError && !fieldError && apiErrorCode(create.error) !== 'already_shared'
      ? apiErrorMessage(create.error)
      : null;

  return (
    <form className="share-form" onSubmit={submit} noValidate>
      <TextField
        label="Email of the person to share with"
        type="email"
        autoComplete="email"
        required
        description="They can chat with your Ditto once they sign in with this email."
        {...fieldProps(form, 'email', { validate: shareEmailError })}
      />
      <FormError>{formError}</FormError>
      <Button type="submit" loading={create.isPending}>
        Share my Ditto
      </Button>
      {shared ? (
        <div className="share-form__done">
          <Alert variant="success">{sharedMessage(shared)}</Alert>
          <CopyField
            label="Invitation link"
            value={invitationLink(shared)}
            description={`Send it to ${shared}: ${invitationMessages.opens}`}
          />
        </div>
      ) : null}
    </form>
  );
}
