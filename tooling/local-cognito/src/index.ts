export type { IdentityProvider, MailboxEntry, StartIdentityProviderOptions } from './identity-provider.ts';
export { startIdentityProvider } from './identity-provider.ts';
