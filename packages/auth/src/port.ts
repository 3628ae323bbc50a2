import type { TokenSet } from './tokens.ts';

/** The outcome of a password sign-in: tokens, or a further step the provider asks for. */
export type PasswordSignInOutcome =
  | { type: 'done'; username: string; tokens: TokenSet }
  | { type: 'challenge'; challengeName: string; session?: string; parameters: Record<string, string> };

export type Attributes = Record<string, string>;

/**
 * The one internal port to the user-pool identity provider. Everything the package asks of Cognito goes
 * through it, so what is behind it (Cognito's API, `cognito-port.ts`) can be swapped. Failures reject with an `AuthError`.
 */
export interface IdentityProviderPort {
  signUp(username: string, password: string, attributes: Attributes): Promise<{ userConfirmed: boolean }>;
  confirmSignUp(username: string, code: string): Promise<void>;
  resendConfirmationCode(username: string): Promise<void>;
  signInWithPassword(username: string, password: string): Promise<PasswordSignInOutcome>;
  refreshTokens(username: string, refreshToken: string): Promise<TokenSet>;
  forgotPassword(username: string): Promise<void>;
  confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void>;
  changePassword(session: UserSession, oldPassword: string, newPassword: string): Promise<void>;
  getUserAttributes(session: UserSession): Promise<Attributes>;
  updateUserAttributes(session: UserSession, attributes: Attributes): Promise<void>;
  verifyUserAttribute(session: UserSession, attributeName: string, code: string): Promise<void>;
  /** Revokes this session (RevokeToken on its refresh token); other sessions of the user keep working. */
  signOut(session: UserSession): Promise<void>;
}

export interface UserSession extends TokenSet {
  username: string;
  clockDrift: number;
}
