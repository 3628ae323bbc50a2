export { type AppDependencies, createApp, MAX_BODY_BYTES } from './app.ts';
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
export { type ApiServer, type ApiServerOptions, type IdentityConfig, startApiServer } from './server.ts';
