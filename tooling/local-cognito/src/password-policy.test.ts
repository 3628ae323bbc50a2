import { describe, expect, it } from 'vitest';
import { passwordPolicyViolation } from './password-policy.ts';

const policy = { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true };
const prefix = 'Password did not conform with policy: ';

describe('passwordPolicyViolation', () => {
  it.each([
    ['Ab1', 'Password not long enough'],
    ['lowercase1', 'Password must have uppercase characters'],
    ['UPPERCASE1', 'Password must have lowercase characters'],
    ['NoNumbersHere', 'Password must have numeric characters'],
  ])('refuses %s: %s', (password, reason) => {
    expect(passwordPolicyViolation(password, policy)).toBe(`${prefix}${reason}`);
  });

  it('accepts a password meeting every rule', () => {
    expect(passwordPolicyViolation('Correct1horse', policy)).toBeUndefined();
  });

  it('checks symbols only when the policy asks for them', () => {
    expect(passwordPolicyViolation('Correct1horse', { ...policy, RequireSymbols: true })).toBe(
      `${prefix}Password must have symbol characters`,
    );
    expect(passwordPolicyViolation('Correct1horse!', { ...policy, RequireSymbols: true })).toBeUndefined();
  });
});
