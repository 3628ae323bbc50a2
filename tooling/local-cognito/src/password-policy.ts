import type { UserPool } from './emulator.ts';

export type PasswordPolicy = NonNullable<NonNullable<UserPool['Policies']>['PasswordPolicy']>;

/** The rules in the order real Cognito checks them, with its wording. */
const rules: ReadonlyArray<{ applies: (policy: PasswordPolicy) => boolean; test: RegExp; message: string }> =
  [
    {
      applies: (p) => p.RequireUppercase ?? false,
      test: /[A-Z]/,
      message: 'Password must have uppercase characters',
    },
    {
      applies: (p) => p.RequireLowercase ?? false,
      test: /[a-z]/,
      message: 'Password must have lowercase characters',
    },
    {
      applies: (p) => p.RequireNumbers ?? false,
      test: /[0-9]/,
      message: 'Password must have numeric characters',
    },
    {
      applies: (p) => p.RequireSymbols ?? false,
      test: /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/,
      message: 'Password must have symbol characters',
    },
  ];

/**
 * Why a password breaks the pool's policy, in real Cognito's words
 * (`Password did not conform with policy: ...`), or `undefined` when it conforms.
 */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicy | undefined,
): string | undefined {
  if (!policy) return undefined;
  const prefix = 'Password did not conform with policy: ';
  if (password.length < (policy.MinimumLength ?? 0)) return `${prefix}Password not long enough`;
  const broken = rules.find((rule) => rule.applies(policy) && !rule.test.test(password));
  return broken ? `${prefix}${broken.message}` : undefined;
}
