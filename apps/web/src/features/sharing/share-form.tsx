import { createShareRequestSchema } from '@ditto/contract';
import { Alert, Button, CopyField, FormError, TextField } from '@ditto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { invitationLink } from './invitation.ts';
import { useCreateShare } from './sharing-queries.ts';

/** What the form says once a share is made: the truth (they can chat once they sign in) and the link to send. */
export function sharedMessage(email: string): string {
  return `Shared with ${email}. They can chat with your Ditto once they sign in with this email.`;
}

/**
 * Shares my Ditto with someone by email; explains a refusal next to the field. A share waits until that person
 * signs in (the API never says whether the email has an account), so the form says so and offers the invitation
 * link to send them, with a Copy button.
 */
export function ShareForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [shared, setShared] = useState<string | null>(null);
  const create = useCreateShare();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createShareRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email address.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setShared(null);
    create.mutate(parsed.data.email, {
      onSuccess: (share) => {
        setEmail('');
        setShared(share.email);
      },
      onError: (error) => {
        const message =
          apiErrorCode(error) === 'already_shared'
            ? `You already share your Ditto with ${parsed.data.email}.`
            : apiFieldErrors(error).email;
        if (message) {
          setFieldError(message);
          inputRef.current?.focus();
        }
      },
    });
  }

  const formError =
    create.isError && !fieldError && apiErrorCode(create.error) !== 'already_shared'
      ? apiErrorMessage(create.error)
      : null;

  return (
    <form className="share-form" onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label="Email of the person to share with"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError}
        description="They can chat with your Ditto once they sign in with this email."
        onChange={(event) => setEmail(event.target.value)}
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
            description={`Send it to ${shared}: it opens Ditto's sign-up with their email filled in.`}
          />
        </div>
      ) : null}
    </form>
  );
}
