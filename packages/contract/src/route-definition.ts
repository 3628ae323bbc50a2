/** How a route of the product API is described: the types every route table entry uses, and `defineRoute`. */
import { z } from 'zod';
import { type ErrorCode, errorCodes } from './errors.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, any signed-in user, or an admin (`custom:is_super`, checked by the server). */
export type RouteAuth = 'public' | 'user' | 'admin';

/** A body-less success (204). */
export interface EmptyResponse {
  kind: 'empty';
}
/** An `ApiErrorBody` with one of these codes. */
export interface ErrorResponse {
  kind: 'error';
  codes: readonly ErrorCode[];
}
/** A binary body of this media type (e.g. synthesized speech). */
export interface BinaryResponse {
  kind: 'binary';
  mediaType: string;
}
/** JSON by default; server-sent events (`events`, one per SSE event) when the request has `Accept: text/event-stream`. */
export interface StreamableResponse<J extends z.ZodType = z.ZodType, E extends z.ZodType = z.ZodType> {
  kind: 'json-or-event-stream';
  json: J;
  events: E;
}
/** A zod schema means an `application/json` body. */
export type ResponseSpec = z.ZodType | EmptyResponse | ErrorResponse | BinaryResponse | StreamableResponse;

export interface RouteRequest {
  /** Path parameters, named as in `path` (`:id` → `id`). */
  params?: z.ZodObject;
  /** Query-string parameters (strings on the wire; the schema coerces). */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `application/json` unless said otherwise. */
  bodyMediaType?: 'application/json' | 'multipart/form-data';
}

/**
 * Kinds of writes limited per user and minute, by default to `rateLimitsPerMinute` (the API's configuration may
 * change the numbers): one user cannot flood the database, the encoder or a language model for everyone.
 */
export const rateLimitsPerMinute = {
  messages: 20,
  knowledge: 120,
  imports: 10,
  shares: 30,
  training: 6,
} as const;
export type RateLimitBucket = keyof typeof rateLimitsPerMinute;

export interface RouteDefinition {
  /** Counted against this per-user, per-minute limit; over it, 429 `rate_limited` with `Retry-After`. */
  rateLimit?: RateLimitBucket;
  method: HttpMethod;
  /** Hono-style path (`/knowledge/:id`), relative to the API base URL. */
  path: string;
  summary: string;
  auth: RouteAuth;
  request?: RouteRequest;
  responses: Readonly<Record<number, ResponseSpec>>;
}

export const noContent: EmptyResponse = { kind: 'empty' };
export const errorResponse = (...codes: ErrorCode[]): ErrorResponse => ({ kind: 'error', codes });
export const binaryResponse = (mediaType: string): BinaryResponse => ({ kind: 'binary', mediaType });
export const streamableResponse = <J extends z.ZodType, E extends z.ZodType>(
  json: J,
  events: E,
): StreamableResponse<J, E> => ({ kind: 'json-or-event-stream', json, events });

export function isZodSchema(spec: ResponseSpec): spec is z.ZodType {
  return spec instanceof z.ZodType;
}

/** The errors every route of its kind can answer, so that no entry has to repeat them. */
function commonErrors(route: RouteDefinition): Record<number, ErrorResponse> {
  const errors: Record<number, ErrorResponse> = {};
  const { request } = route;
  if (request?.body) errors[400] = errorResponse(errorCodes.badRequest, errorCodes.validation);
  else if (request?.params || request?.query || isSignedInWrite(route))
    errors[400] = errorResponse(errorCodes.validation);
  // A signed-in write may carry an `Idempotency-Key`: malformed → 400, used for another request → 422.
  if (isSignedInWrite(route)) errors[422] = errorResponse(errorCodes.idempotencyKeyReused);
  if (route.auth !== 'public') {
    errors[401] = errorResponse(errorCodes.unauthorized);
    errors[503] = errorResponse(
      errorCodes.identityProviderUnavailable,
      errorCodes.databaseUnavailable,
      errorCodes.notReady,
    );
  }
  if (route.auth === 'admin') errors[403] = errorResponse(errorCodes.forbidden);
  if (request?.body) errors[413] = errorResponse(errorCodes.payloadTooLarge);
  if (route.rateLimit) errors[429] = errorResponse(errorCodes.rateLimited);
  errors[500] = errorResponse(errorCodes.internal);
  return errors;
}

function isSignedInWrite(route: RouteDefinition): boolean {
  return route.auth !== 'public' && route.method !== 'get';
}

/** Completes a route with its common errors; codes listed by the route itself are merged in. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  const responses: Record<number, ResponseSpec> = { ...commonErrors(route) };
  for (const [status, spec] of Object.entries(route.responses)) {
    const common = responses[Number(status)];
    responses[Number(status)] =
      common && !isZodSchema(common) && common.kind === 'error' && !isZodSchema(spec) && spec.kind === 'error'
        ? errorResponse(...new Set([...common.codes, ...spec.codes]))
        : spec;
  }
  return { ...route, responses };
}
