export { ADMIN_FLAG_TTL_MS, type AdminFlags, createAdminFlags } from './admin/admin-flag.ts';
export { type AppDependencies, createApp, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES } from './app.ts';
export {
  type AccessTokenVerifier,
  type AccessTokenVerifierOptions,
  createAccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
  type VerifiedAccessToken,
} from './auth/access-token.ts';
export { type Database, type DatabaseKind, openDatabase } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { createGetUserAttributes, type GetUserAttributes } from './identity/get-user.ts';
export {
  type AwsCredentials,
  createUserDirectory,
  type DirectoryUser,
  type UserDirectory,
  type UserDirectoryOptions,
} from './identity/user-directory.ts';
export { type ApiServer, type ApiServerOptions, type IdentityConfig, startApiServer } from './server.ts';
export type { ElevenLabsConfig } from './voice/elevenlabs.ts';
