/** Sign-in steps as Amplify v6 names them; any step but DONE fails the product's sign-in. */
export const SIGN_IN_STEPS = [
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
  'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'RESET_PASSWORD',
  'CONFIRM_SIGN_UP',
  'DONE',
] as const;

export type SignInStep = (typeof SIGN_IN_STEPS)[number];

const STEP_BY_CHALLENGE: Record<string, SignInStep> = {
  SMS_MFA: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  SMS_OTP: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  SOFTWARE_TOKEN_MFA: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  EMAIL_OTP: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  NEW_PASSWORD_REQUIRED: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  SELECT_MFA_TYPE: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  SELECT_CHALLENGE: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
  CUSTOM_CHALLENGE: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
};

/** The Amplify v6 step for a provider challenge; MFA setup depends on which factors can be set up. */
export function stepForChallenge(challengeName: string, parameters: Record<string, string> = {}): SignInStep {
  if (challengeName === 'MFA_SETUP') return mfaSetupStep(parameters.MFAS_CAN_SETUP ?? '');
  return STEP_BY_CHALLENGE[challengeName] ?? 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';
}

function mfaSetupStep(canSetUp: string): SignInStep {
  const totp = canSetUp.includes('SOFTWARE_TOKEN_MFA');
  const email = canSetUp.includes('EMAIL_OTP');
  if (totp && email) return 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION';
  return email ? 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' : 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP';
}
