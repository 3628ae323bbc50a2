import { z } from 'zod';

/** Every error response of the product API: `{ error: { code, message, fields? } }` (design §5.3). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Machine-readable error codes the API returns. */
export const errorCodes = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  validation: 'validation_failed',
  payloadTooLarge: 'payload_too_large',
  internal: 'internal_error',
  /** The identity provider (JWKS, GetUser) could not be reached: retry later, the session is still good. */
  identityProviderUnavailable: 'identity_provider_unavailable',
  /** The database could not be reached (`GET /health`). */
  databaseUnavailable: 'database_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
