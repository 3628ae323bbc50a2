import type { AuthSession } from './session.ts';
import type { SessionChangeListener } from './session-events.ts';
import type { KeyValueStorage } from './storage.ts';

export type { AuthSession } from './session.ts';
export type { KeyValueStorage } from './storage.ts';

export interface AuthConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The user-pool endpoint; defaults to `https://cognito-idp.<region>.amazonaws.com/`. */
  endpoint?: string;
  /** Where tokens are kept; defaults to localStorage, or memory where there is none. */
  storage?: KeyValueStorage;
  /** Where the 3-minute sign-in state is kept; defaults to sessionStorage, or memory. */
  sessionStorage?: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source for retry delays; defaults to Math.random. */
  random?: () => number;
}

export interface AuthFailure {
  success: false;
  error: string;
  /** The provider's error name (e.g. `CodeMismatchException`), or `ValidationError` for a missing field. */
  code?: string;
  needsConfirmation?: boolean;
  nextStep?: string;
}

export type AuthResult<T = object> = ({ success: true; message: string } & T) | AuthFailure;

export interface AuthUser {
  username: string;
  userId: string;
}

export type UserAttributes = Record<string, string>;

export interface AuthService {
  /** Creates an account; `attributes` defaults to `{ email: username }`. Arms auto sign-in for 3 minutes. */
  signUp(input: {
    username: string;
    password: string;
    attributes?: UserAttributes;
  }): Promise<AuthResult<{ userConfirmed: boolean }>>;
  /** Confirms the account with the emailed code; signs in when auto sign-in is armed. */
  confirmSignUp(input: {
    username: string;
    code: string;
  }): Promise<AuthResult<{ isSignedIn: boolean; user: AuthUser | null }>>;
  resendSignUpCode(input: { username: string }): Promise<AuthResult>;
  signIn(input: { username: string; password: string }): Promise<AuthResult<{ user: AuthUser }>>;
  signOut(): Promise<AuthResult>;
  /** Forgot password: emails a code. */
  resetPassword(input: { username: string }): Promise<AuthResult>;
  confirmResetPassword(input: { username: string; code: string; newPassword: string }): Promise<AuthResult>;
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<AuthResult>;
  fetchUserAttributes(): Promise<AuthResult<{ attributes: UserAttributes }>>;
  updateUserAttributes(attributes: UserAttributes): Promise<AuthResult>;
  /** Verifies a changed attribute (e.g. a new email) with the emailed code. */
  confirmUserAttribute(input: { attributeKey: string; code: string }): Promise<AuthResult>;
  getCurrentUser(): Promise<AuthUser | null>;
  getSession(options?: { forceRefresh?: boolean }): Promise<AuthSession | null>;
  /**
   * Called when the session changes without this page asking: `ended` (the provider refused it, or another tab
   * signed out) or `started` (another tab signed in). Returns the unsubscribe function.
   */
  onSessionChange(listener: SessionChangeListener): () => void;
}
