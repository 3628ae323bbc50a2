import type { AuthResult } from '@ditto/auth';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { collectErrors, type FieldErrors, focusFirstError } from './form-rules.ts';

/**
 * How a submission ends: `error` is shown on the form; `next` runs once the form is idle again (e.g. the
 * navigation to the next screen); nothing means the submit handler already did what follows.
 */
export type SubmitOutcome = { error: string } | { next: () => Promise<unknown> } | undefined;

export interface AuthFormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** Each field's error or `undefined`, in form order (the first one gets the focus). */
  validate: (values: Record<Field, string>) => Record<Field, string | undefined>;
  /** Runs once the fields are valid; the form shows as pending until it ends. */
  submit: (values: Record<Field, string>) => Promise<SubmitOutcome>;
}

/** What `field(name)` spreads onto a `TextField`. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** The outcome of a provider call: its error on the form, or `next` with the successful result. */
export function onSuccess<T>(
  result: AuthResult<T>,
  next: (success: { success: true; message: string } & T) => Promise<unknown>,
): SubmitOutcome {
  return result.success ? { next: () => next(result) } : { error: result.error };
}

/**
 * The state every public form shares: field values and errors, the form-level error, the pending state and a
 * submit handler that validates first (focusing the first invalid field) and ignores repeated submits.
 */
export function useAuthForm<Field extends string>({ initial, validate, submit }: AuthFormOptions<Field>) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows these field errors (clearing the form error); true when there are none. */
  function check(errors: Partial<Record<Field, string | undefined>>): boolean {
    const found = collectErrors<Field>(errors);
    setFieldErrors(found);
    setFormError(null);
    return !focusFirstError(formRef.current, found);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !check(validate(values))) return;
    setSubmitting(true);
    const outcome = await submit(values);
    setSubmitting(false);
    if (outcome && 'error' in outcome) setFormError(outcome.error);
    else await outcome?.next();
  }

  function field(name: Field): BoundField {
    return {
      name,
      value: values[name],
      onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: fieldErrors[name],
    };
  }

  return { values, field, formRef, formError, setFormError, submitting, check, handleSubmit };
}
