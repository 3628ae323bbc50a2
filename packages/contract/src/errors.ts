import { z } from 'zod';

/** Every error response of the product API: `{ error: { code, message, fields? } }`. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Failing request fields (dotted paths such as `files.0`) and what is wrong with each. */
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Machine-readable error codes the API returns. */
export const errorCodes = {
  /** 400: the body is not JSON, or not the expected kind of body (e.g. not multipart for an import). */
  badRequest: 'bad_request',
  /** 400: the request parsed but a field breaks a rule; `fields` names each. */
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** 409: the persona is already shared with this email. */
  alreadyShared: 'already_shared',
  /** 409: training needs at least one knowledge entry. */
  noKnowledge: 'no_knowledge',
  /** 409: the user's knowledge holds `knowledgeLimits.entriesMax` entries. */
  knowledgeFull: 'knowledge_full',
  /** 409: an admin may not revoke their own admin flag or disable themselves. */
  ownAccount: 'own_account',
  /** 409: Lisa's conversation changed (another answer was stored) while this answer was being read. */
  conversationChanged: 'conversation_changed',
  payloadTooLarge: 'payload_too_large',
  /** 422: this `Idempotency-Key` was already used by the caller for another method or path. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 429: too many requests of one kind from one user in a minute; `Retry-After` says when to try again. */
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** 501: speech synthesis (ElevenLabs) is not configured; the web app falls back to the browser's voice. */
  notConfigured: 'not_configured',
  /** 502: the voice or reply provider failed or timed out. */
  providerFailed: 'provider_failed',
  /** The identity provider (JWKS, GetUser) could not be reached: retry later, the session is still good. */
  identityProviderUnavailable: 'identity_provider_unavailable',
  /** The database could not be reached. */
  databaseUnavailable: 'database_unavailable',
  /** 503: this replica is still starting (connecting to its database, migrating); another may answer. */
  notReady: 'not_ready',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The HTTP status that goes with each error code. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  already_shared: 409,
  no_knowledge: 409,
  own_account: 409,
  knowledge_full: 409,
  conversation_changed: 409,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 501,
  provider_failed: 502,
  identity_provider_unavailable: 503,
  database_unavailable: 503,
  not_ready: 503,
} as const satisfies Record<ErrorCode, number>;
export type ErrorStatus = (typeof errorStatus)[ErrorCode];

/** The 400 body for a request that failed its schema: each issue under its dotted field path. */
export function validationErrorBody(error: z.ZodError, message = 'The request is not valid.'): ApiErrorBody {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? '_' : issue.path.map(String).join('.');
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return { error: { code: errorCodes.validation, message, fields } };
}
