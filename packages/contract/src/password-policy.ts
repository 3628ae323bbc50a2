/**
 * The user pool's password policy, as `deploy/cognito-user-pool.yaml` defines it (the source of truth), for the web
 * app's forms to check passwords before the identity provider does; `tooling/local-cognito/src/pool-template.test.ts`
 * fails when the two differ. The character classes are Cognito's own (basic Latin letters, ASCII digits): an "Ä" is
 * not the uppercase letter Cognito asks for.
 */
export const passwordPolicy = {
  minimumLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: false,
} as const;

export interface PasswordRequirement {
  id: 'length' | 'upper' | 'lower' | 'number' | 'symbol';
  /** How the sign-up form names it. */
  label: string;
  /** How Cognito words the refusal (`Password did not conform with policy: …`). */
  refusal: string;
  test(password: string): boolean;
}

/** Every requirement Cognito can set, `required` by this pool's policy or not. */
export const allPasswordRequirements: readonly (PasswordRequirement & { required: boolean })[] = [
  {
    id: 'length',
    label: `At least ${passwordPolicy.minimumLength} characters`,
    refusal: 'Password not long enough',
    required: true,
    test: (password) => password.length >= passwordPolicy.minimumLength,
  },
  {
    id: 'upper',
    label: 'An uppercase letter',
    refusal: 'Password must have uppercase characters',
    required: passwordPolicy.requireUppercase,
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lower',
    label: 'A lowercase letter',
    refusal: 'Password must have lowercase characters',
    required: passwordPolicy.requireLowercase,
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    label: 'A number',
    refusal: 'Password must have numeric characters',
    required: passwordPolicy.requireNumbers,
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'symbol',
    label: 'A symbol',
    refusal: 'Password must have symbol characters',
    required: passwordPolicy.requireSymbols,
    test: (password) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password),
  },
];

/** What the policy requires, in the order Cognito checks it. */
export const passwordRequirements: readonly PasswordRequirement[] = allPasswordRequirements.filter(
  (requirement) => requirement.required,
);
