import { allPasswordRequirements, type PasswordRequirement } from '@ditto/contract';
import type { UserPool } from './emulator.ts';

export type PasswordPolicy = NonNullable<NonNullable<UserPool['Policies']>['PasswordPolicy']>;

/** Which flag of a Cognito policy turns each requirement on (the length has its own number). */
const flagOf: Record<Exclude<PasswordRequirement['id'], 'length'>, keyof PasswordPolicy> = {
  upper: 'RequireUppercase',
  lower: 'RequireLowercase',
  number: 'RequireNumbers',
  symbol: 'RequireSymbols',
};

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
  const broken = allPasswordRequirements.find(
    (requirement) =>
      requirement.id !== 'length' && policy[flagOf[requirement.id]] === true && !requirement.test(password),
  );
  return broken ? `${prefix}${broken.refusal}` : undefined;
}
