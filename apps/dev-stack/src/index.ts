export type {
  IdentityProvider,
  MailboxEntry,
  MintAccessToken,
  MintedTokenClaims,
  MintTokenOptions,
  StartIdentityProviderOptions,
} from '@ditto/local-cognito';
export { startIdentityProvider } from '@ditto/local-cognito';
export { type Stack, type StackOptions, startStack } from './stack.ts';
export { startWebServer, type WebRuntimeConfig, type WebServer, webDistDir } from './web-server.ts';
