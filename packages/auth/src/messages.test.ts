import { describe, expect, it } from 'vitest';
import {
  ALREADY_SIGNED_IN_MESSAGE,
  additionalAuthMessage,
  NETWORK_ERROR_MESSAGE,
  NOT_CONFIRMED_MESSAGE,
  storeDefaults,
  successMessages,
  wrapperDefaults,
} from './messages.ts';

/** The catalogue of spec §8, verbatim: the service and store tests use these constants. */
describe('message catalogue', () => {
  it('has the success messages', () => {
    expect(successMessages).toMatchObject({
      signUp: 'Sign up successful. Please check your email to confirm your account.',
      confirmSignUp: 'Account confirmed successfully! You can now sign in.',
      resendSignUpCode: 'Confirmation code resent successfully',
      signIn: 'Sign in successful',
      signOut: 'Signed out successfully',
      resetPassword: 'Password reset code sent to your email',
      confirmResetPassword: 'Password has been reset successfully',
      changePassword: 'Password changed successfully',
      updateUserAttributes: 'User attributes updated successfully',
    });
  });

  it('has the wrapper defaults', () => {
    expect(wrapperDefaults).toMatchObject({
      signUp: 'An error occurred during sign up',
      confirmSignUp: 'Error confirming account',
      resendSignUpCode: 'Error resending confirmation code',
      signIn: 'An error occurred during sign in',
      signOut: 'Error signing out',
      resetPassword: 'Error initiating password reset',
      confirmResetPassword: 'Error confirming new password',
      changePassword: 'Error changing password',
      fetchUserAttributes: 'Error getting user attributes',
      updateUserAttributes: 'Error updating user attributes',
    });
  });

  it('has the store defaults', () => {
    expect(storeDefaults).toMatchObject({
      signUp: 'Sign up failed',
      confirmSignUp: 'Confirmation failed',
      resendSignUpCode: 'Failed to resend confirmation code',
      signIn: 'Sign in failed',
      signOut: 'Sign out failed',
      resetPassword: 'Forgot password request failed',
      confirmResetPassword: 'Password reset failed',
      changePassword: 'Password change failed',
      updateUserAttributes: 'Failed to update user attributes',
    });
  });

  it('has the special messages', () => {
    expect(NOT_CONFIRMED_MESSAGE).toBe(
      'Please confirm your account first. Check your email for a confirmation code.',
    );
    expect(ALREADY_SIGNED_IN_MESSAGE).toBe('There is already a signed in user.');
    expect(NETWORK_ERROR_MESSAGE).toBe('A network error has occurred.');
    expect(additionalAuthMessage('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe(
      'Additional authentication required: CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
  });
});
