import type { AuthResult } from '@ditto/auth';
import { type FormEvent, useRef } from 'react';
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { shownAuthError } from './auth-error.ts';

/**
 * How a submission ends: `error` is shown on the form; `next` runs once the form is idle again (e.g. the
 * navigation to the next screen); nothing means the submit handler already did what follows.
 */
export type SubmitOutcome = { error: string } | { next: () => Promise<unknown> } | undefined;

/** The outcome of a provider call: its error on the form, or `next` with the successful result. */
export function onSuccess<T>(
  result: AuthResult<T>,
  next: (success: { success: true; message: string } & T) => Promise<unknown>,
): SubmitOutcome {
  return result.success ? { next: () => next(result) } : { error: result.error };
}

/** Where the form-level error lives: react-hook-form's root error, cleared by the next submit. */
export const FORM_ERROR = 'root.server';

/** What a `TextField` takes for one field of a react-hook-form form: its registration and its error. */
export type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/** Registers `name` with its rules and adds the field's current error message. */
export function fieldProps<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: FieldPath<Values>,
  rules?: RegisterOptions<Values, FieldPath<Values>>,
): FieldProps {
  return { ...form.register(name, rules), error: form.getFieldState(name, form.formState).error?.message };
}

/** The form-level error of `form`, if there is one. */
export function formError<Values extends FieldValues>(form: UseFormReturn<Values>): string | undefined {
  return form.formState.errors.root?.server?.message;
}

/**
 * Resolves once the browser has painted what is on screen now (the form shown as pending), so that a click is
 * answered on screen before the submit work, which may hold the main thread before its first request (loading a
 * lazily loaded chunk, for one).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The submit handler of a form: react-hook-form validates first (focusing the first invalid field, then
 * re-validating each field as it changes), `submit` runs once the fields are valid while the form shows as
 * pending (`formState.isSubmitting`), a repeated submit meanwhile is ignored, and the outcome's error becomes the
 * form-level error (`formError(form)`), in the app's wording (`shownAuthError`).
 */
export function useFormSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  submit: (values: Values) => Promise<SubmitOutcome>,
): (event?: FormEvent<HTMLFormElement>) => Promise<void> {
  const busy = useRef(false);
  return async (event) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let next: (() => Promise<unknown>) | undefined;
    try {
      await form.handleSubmit(async (values) => {
        await afterNextPaint();
        const outcome = await submit(values);
        if (outcome && 'error' in outcome) {
          form.setError(FORM_ERROR, { message: shownAuthError(outcome.error) });
        } else next = outcome?.next;
      })(event);
    } finally {
      busy.current = false;
    }
    await next?.();
  };
}
