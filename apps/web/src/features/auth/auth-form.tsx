import { Alert, Button, FormError, TextField } from '@ditto/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldProps } from '../../lib/forms/form-submit.ts';
import type { Notice } from './notice.ts';
import { carriedSearch, type PublicPath } from './use-public-route.ts';

export interface AuthFormProps {
  /** The submit handler (`useFormSubmit`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form-level error (`formError(form)`), e.g. the identity provider's refusal. */
  error: string | undefined;
  /** A message shown above the form, e.g. the one handed over by the previous screen. */
  notice?: Notice | null;
  errorId?: string;
  /** Ways on shown beside the form-level error while there is one (e.g. "Sign in" for an email already taken). */
  errorActions?: ReactNode;
  children: ReactNode;
}

/**
 * A public form: the notice, the form-level error (and its ways on), then the fields and buttons. A submission is
 * a new outcome: the notice shown until then (e.g. "Sign up successful…") goes, so it never stands beside the
 * error that follows; a later notice (e.g. a code resent) shows again.
 */
export function AuthForm({ onSubmit, error, notice, errorId, errorActions, children }: AuthFormProps) {
  const [replaced, setReplaced] = useState<Notice | null>(null);
  const shown = notice && notice !== replaced ? notice : null;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        setReplaced(notice ?? null);
        onSubmit(event);
      }}
    >
      {shown ? (
        <Alert variant={shown.variant}>
          {shown.title ? <strong className="auth-notice__title">{shown.title}</strong> : null}
          {shown.message}
        </Alert>
      ) : null}
      <FormError id={errorId}>{error}</FormError>
      {error && errorActions ? <p className="auth-error-actions">{errorActions}</p> : null}
      {children}
    </form>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" loading={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

export function EmailField({ autoComplete = 'username', ...field }: FieldProps & { autoComplete?: string }) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      {...field}
    />
  );
}

export function CodeField({ label, ...field }: FieldProps & { label: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      required
      {...field}
    />
  );
}

export interface AuthLinkProps {
  to: PublicPath;
  /** The email typed so far, carried to the next form when there is one. */
  email?: string;
  children: ReactNode;
}

/** A link to another public screen that keeps the `redirect` (and the typed email, if given). */
export function AuthLink({ to, email = '', children }: AuthLinkProps) {
  const search = useSearch({ strict: false });
  const typed = email.trim();
  return (
    <Link
      to={to}
      search={{ ...carriedSearch(search), ...(typed ? { email: typed } : {}) }}
      className="text-link"
    >
      {children}
    </Link>
  );
}

/** The line under a public card: a short prompt, then its links. */
export function AuthFooter({ prompt, children }: { prompt: string; children: ReactNode }) {
  return (
    <p className="muted">
      {prompt} {children}
    </p>
  );
}
