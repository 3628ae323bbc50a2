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
