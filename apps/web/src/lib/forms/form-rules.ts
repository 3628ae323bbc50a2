import { meetsPasswordPolicy } from '@ditto/ui';
import { PASSWORD_RULES } from './password-rules.ts';

/** Field messages of the public forms (the spec leaves field rules to the product). */
export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password does not meet the requirements below',
  confirmRequired: 'Confirm your password',
  confirmMismatch: 'Passwords do not match',
  codeRequired: 'Code is required',
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Just enough to catch typos; the identity provider has the final word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return fieldMessages.emailRequired;
  if (!EMAIL_SHAPE.test(email.trim())) return fieldMessages.emailInvalid;
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (password === '') return fieldMessages.passwordRequired;
  if (!meetsPasswordPolicy(password, PASSWORD_RULES)) return fieldMessages.passwordWeak;
  return undefined;
}

export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return fieldMessages.confirmRequired;
  if (confirmation !== password) return fieldMessages.confirmMismatch;
  return undefined;
}

export function codeError(code: string): string | undefined {
  return code.trim() === '' ? fieldMessages.codeRequired : undefined;
}

/** Drops the fields without an error, so "no keys" means "valid". */
export function collectErrors<Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

/**
 * Focuses the field of the first error (errors are listed in form order, keyed by the inputs' `name`);
 * returns whether there was one. Works before React re-renders, since the inputs already exist.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors<string>): boolean {
  const [first] = Object.keys(errors);
  if (!first || !form) return false;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
  return true;
}
