export { createCookieStorage } from './cookie-storage.ts';
export { AuthError } from './errors.ts';
export {
  type AwsCredentials,
  CREDENTIALS_REFRESH_MS,
  createIdentityPoolCredentials,
  type IdentityPoolCredentials,
  type IdentityPoolOptions,
} from './identity-pool.ts';
export {
  ALREADY_SIGNED_IN_MESSAGE,
  additionalAuthMessage,
  NETWORK_ERROR_MESSAGE,
  NOT_CONFIRMED_MESSAGE,
  storeDefaults,
  successMessages,
  wrapperDefaults,
} from './messages.ts';
export { AUTO_SIGN_IN_WINDOW_MS, createAuthService } from './service.ts';
export type { SessionChange, SessionEndReason } from './session-events.ts';
export { SIGN_IN_STATE_TTL_MS } from './sign-in-state.ts';
export { SIGN_IN_STEPS, type SignInStep } from './steps.ts';
export { createMemoryStorage, defaultSessionStorage, defaultStorage } from './storage.ts';
export { type AuthState, type AuthStore, authSelectors, createAuthStore, initialAuthState } from './store.ts';
export type {
  AuthConfig,
  AuthFailure,
  AuthResult,
  AuthService,
  AuthSession,
  AuthUser,
  KeyValueStorage,
  UserAttributes,
} from './types.ts';
