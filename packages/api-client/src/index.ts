export type { Citation, Message, PersonaProfile, Profile, SharedPersona } from '@ditto/contract';
export { ApiError, type ApiErrorDetails, apiErrorMessages } from './api-error.ts';
export { type ApiClient, type ApiClientOptions, createApiClient, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { GetAccessToken } from './token-refresh.ts';
