import { meetsPasswordPolicy } from '@ditto/ui';
import { describe, expect, it } from 'vitest';
import {
  codeError,
  confirmPasswordError,
  emailError,
  fieldMessages,
  newPasswordError,
} from './form-rules.ts';
import { PASSWORD_RULES } from './password-rules.ts';

describe('the pool password policy', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false], // 7 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no number
    ['Ärger-über-1', false], // Ä is not the uppercase letter Cognito asks for (basic Latin)
    ['Ärger-Über-1X', true],
  ])('%s meets it: %s', (password, expected) => {
    expect(meetsPasswordPolicy(password, PASSWORD_RULES)).toBe(expected);
  });
});

describe('field rules', () => {
  it('checks the email', () => {
    expect(emailError('')).toBe(fieldMessages.emailRequired);
    expect(emailError('   ')).toBe(fieldMessages.emailRequired);
    expect(emailError('ada@example')).toBe(fieldMessages.emailInvalid);
    expect(emailError(' ada@example.com ')).toBeUndefined();
  });

  it('checks a new password and its confirmation', () => {
    expect(newPasswordError('')).toBe(fieldMessages.passwordRequired);
    expect(newPasswordError('weak')).toBe(fieldMessages.passwordWeak);
    expect(newPasswordError('Strong-Pass-1')).toBeUndefined();
    expect(confirmPasswordError('Strong-Pass-1', '')).toBe(fieldMessages.confirmRequired);
    expect(confirmPasswordError('Strong-Pass-1', 'Strong-Pass-2')).toBe(fieldMessages.confirmMismatch);
    expect(confirmPasswordError('Strong-Pass-1', 'Strong-Pass-1')).toBeUndefined();
  });

  it('checks the code', () => {
    expect(codeError(' ')).toBe(fieldMessages.codeRequired);
    expect(codeError('123456')).toBeUndefined();
  });
});
