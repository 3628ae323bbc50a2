import { createShareRequestSchema } from '@ditto/contract';
import { Button, FormError, TextField, useToast } from '@ditto/ui';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../api/api-errors.ts';
import { useCreateShare } from './sharing-queries.ts';

/** Shares my Ditto with someone by email; explains a refusal next to the field. */
export function ShareForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const create = useCreateShare();
  const { toast } = useToast();
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
    create.mutate(parsed.data.email, {
      onSuccess: (share) => {
        setEmail('');
        toast({
          title: 'Ditto shared',
          description: `${share.email} can now chat with your Ditto.`,
          variant: 'success',
        });
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
    </form>
  );
}
