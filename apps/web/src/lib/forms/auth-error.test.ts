import { describe, expect, it } from 'vitest';
import { shownAuthError } from './auth-error.ts';

describe('shownAuthError', () => {
  it('speaks of an email where Cognito speaks of a username', () => {
    expect(shownAuthError('Incorrect username or password.')).toBe('Incorrect email or password.');
  });

  it('leaves every other message as the provider wrote it', () => {
    expect(shownAuthError('User is disabled.')).toBe('User is disabled.');
  });
});
