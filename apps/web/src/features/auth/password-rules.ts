import type { PasswordRule } from '@ditto/ui';

/** The user pool's password policy (the local identity provider and the Cognito setup both use it). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (password) => password.length >= 8 },
  { id: 'upper', label: 'An uppercase letter', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lower', label: 'A lowercase letter', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'number', label: 'A number', test: (password) => /\d/.test(password) },
];
