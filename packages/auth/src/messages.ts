/** Every user-facing string of the auth package. The product fixes their wording: keep them verbatim. */

export const successMessages = {
  signUp: 'Sign up successful. Please check your email to confirm your account.',
  confirmSignUp: 'Account confirmed successfully! You can now sign in.',
  resendSignUpCode: 'Confirmation code resent successfully',
  signIn: 'Sign in successful',
  signOut: 'Signed out successfully',
  resetPassword: 'Password reset code sent to your email',
  confirmResetPassword: 'Password has been reset successfully',
  changePassword: 'Password changed successfully',
  fetchUserAttributes: 'User attributes fetched successfully',
  updateUserAttributes: 'User attributes updated successfully',
  confirmUserAttribute: 'User attribute confirmed successfully',
} as const;

/** Wrapper defaults: used when the identity provider gives no message. */
export const wrapperDefaults = {
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
  confirmUserAttribute: 'Error confirming user attribute',
} as const;

/** Store defaults: used when an action fails without any message at all. */
export const storeDefaults = {
  signUp: 'Sign up failed',
  confirmSignUp: 'Confirmation failed',
  resendSignUpCode: 'Failed to resend confirmation code',
  signIn: 'Sign in failed',
  signOut: 'Sign out failed',
  resetPassword: 'Forgot password request failed',
  confirmResetPassword: 'Password reset failed',
  changePassword: 'Password change failed',
  fetchUserAttributes: 'Error getting user attributes',
  updateUserAttributes: 'Failed to update user attributes',
  confirmUserAttribute: 'Failed to confirm user attribute',
} as const;

export type AuthOperation = keyof typeof wrapperDefaults;

export const NOT_CONFIRMED_MESSAGE =
  'Please confirm your account first. Check your email for a confirmation code.';
export const ALREADY_SIGNED_IN_MESSAGE = 'There is already a signed in user.';
export const NETWORK_ERROR_MESSAGE = 'A network error has occurred.';
export const NOT_SIGNED_IN_MESSAGE = 'User needs to be authenticated to call this API.';

export function additionalAuthMessage(step: string): string {
  return `Additional authentication required: ${step}`;
}
