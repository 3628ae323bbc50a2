export type { IdentityProvider, MailboxEntry, StartIdentityProviderOptions } from './identity-provider.ts';
export { startIdentityProvider } from './identity-provider.ts';
export { type MailboxServer, type ServeMailboxOptions, serveMailbox } from './mailbox-server.ts';
export type { MintAccessToken, MintedTokenClaims, MintTokenOptions } from './mint-token.ts';
