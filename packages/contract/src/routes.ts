import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateAdminUserRequestSchema,
} from './admin.ts';
import { type ErrorCode, errorCodes } from './errors.ts';
import { healthSchema } from './health.ts';
import {
  knowledgeEntryInputSchema,
  knowledgeEntryParamsSchema,
  knowledgeEntrySchema,
  knowledgeImportRequestSchema,
  knowledgeImportResponseSchema,
  knowledgeListQuerySchema,
  knowledgeListResponseSchema,
} from './knowledge.ts';
import {
  chatReplyResponseSchema,
  chatStreamEventSchema,
  lisaReplyResponseSchema,
  lisaStreamEventSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageRequestSchema,
} from './messages.ts';
import {
  personaProfileResponseSchema,
  trainingProgressSchema,
  trainPersonaResponseSchema,
} from './persona.ts';
import { profileSchema, updateProfileRequestSchema } from './profile.ts';
import {
  createShareRequestSchema,
  sharedPersonaParamsSchema,
  sharedPersonasResponseSchema,
  shareParamsSchema,
  shareSchema,
  sharesQuerySchema,
  sharesResponseSchema,
} from './sharing.ts';
import { speechRequestSchema, voiceSettingsResponseSchema, voiceSettingsSchema } from './voice.ts';

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
  else if (request?.params || request?.query) errors[400] = errorResponse(errorCodes.validation);
  if (route.auth !== 'public') {
    errors[401] = errorResponse(errorCodes.unauthorized);
    errors[503] = errorResponse(errorCodes.identityProviderUnavailable, errorCodes.databaseUnavailable);
  }
  if (route.auth === 'admin') errors[403] = errorResponse(errorCodes.forbidden);
  if (request?.body) errors[413] = errorResponse(errorCodes.payloadTooLarge);
  if (route.rateLimit) errors[429] = errorResponse(errorCodes.rateLimited);
  errors[500] = errorResponse(errorCodes.internal);
  return errors;
}

/** Completes a route with its common errors; codes listed by the route itself are merged in. */
function defineRoute<const R extends RouteDefinition>(route: R): R {
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

/** Every endpoint of the product API, by operation id: the one description the server, client and docs read. */
export const routes = {
  getHealth: defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Liveness and database reachability',
    auth: 'public',
    responses: { 200: healthSchema, 503: errorResponse(errorCodes.databaseUnavailable) },
  }),
  getOpenApiDocument: defineRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    auth: 'public',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),

  getProfile: defineRoute({
    method: 'get',
    path: '/profile',
    summary: "The signed-in user's profile",
    auth: 'user',
    responses: { 200: profileSchema },
  }),
  updateProfile: defineRoute({
    method: 'patch',
    path: '/profile',
    summary: 'Change name and/or organization',
    auth: 'user',
    request: { body: updateProfileRequestSchema },
    responses: { 200: profileSchema },
  }),

  listKnowledge: defineRoute({
    method: 'get',
    path: '/knowledge',
    summary: 'My knowledge entries, newest first, searchable, paged',
    auth: 'user',
    request: { query: knowledgeListQuerySchema },
    responses: { 200: knowledgeListResponseSchema },
  }),
  createKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'post',
    path: '/knowledge',
    summary: 'Write a note',
    auth: 'user',
    request: { body: knowledgeEntryInputSchema },
    responses: { 201: knowledgeEntrySchema },
  }),
  updateKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'put',
    path: '/knowledge/:id',
    summary: "Replace an entry's title and content",
    auth: 'user',
    request: { params: knowledgeEntryParamsSchema, body: knowledgeEntryInputSchema },
    responses: { 200: knowledgeEntrySchema, 404: errorResponse(errorCodes.notFound) },
  }),
  deleteKnowledgeEntry: defineRoute({
    rateLimit: 'knowledge',
    method: 'delete',
    path: '/knowledge/:id',
    summary: 'Delete an entry',
    auth: 'user',
    request: { params: knowledgeEntryParamsSchema },
    responses: { 204: noContent, 404: errorResponse(errorCodes.notFound) },
  }),
  importKnowledge: defineRoute({
    rateLimit: 'imports',
    method: 'post',
    path: '/knowledge/import',
    summary: 'Import .txt/.md files, one entry per file; bad files are reported, not fatal',
    auth: 'user',
    request: { body: knowledgeImportRequestSchema, bodyMediaType: 'multipart/form-data' },
    responses: { 200: knowledgeImportResponseSchema },
  }),

  getPersonaProfile: defineRoute({
    method: 'get',
    path: '/persona/profile',
    summary: "My persona's profile; null until trained",
    auth: 'user',
    responses: { 200: personaProfileResponseSchema },
  }),
  trainPersona: defineRoute({
    rateLimit: 'training',
    method: 'post',
    path: '/persona/train',
    summary: 'Train my persona from all my knowledge',
    auth: 'user',
    responses: {
      200: trainPersonaResponseSchema,
      409: errorResponse(errorCodes.noKnowledge),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),
  getTrainingProgress: defineRoute({
    method: 'get',
    path: '/persona/training',
    summary: 'How many of my entries my persona has learned, and what is left',
    auth: 'user',
    responses: { 200: trainingProgressSchema },
  }),
  getPersonaMessages: defineRoute({
    method: 'get',
    path: '/persona/messages',
    summary: 'My conversation with my persona, oldest first, paged from the newest',
    auth: 'user',
    request: { query: messagesQuerySchema },
    responses: { 200: messagesResponseSchema },
  }),
  sendPersonaMessage: defineRoute({
    rateLimit: 'messages',
    method: 'post',
    path: '/persona/messages',
    summary: 'Say something to my persona; the reply streams with Accept: text/event-stream',
    auth: 'user',
    request: { body: sendMessageRequestSchema },
    responses: {
      200: streamableResponse(chatReplyResponseSchema, chatStreamEventSchema),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),
  clearPersonaMessages: defineRoute({
    method: 'delete',
    path: '/persona/messages',
    summary: 'Clear my conversation with my persona',
    auth: 'user',
    responses: { 204: noContent },
  }),

  getLisaMessages: defineRoute({
    method: 'get',
    path: '/lisa/messages',
    summary: 'My conversation with Lisa, oldest first, paged from the newest',
    auth: 'user',
    request: { query: messagesQuerySchema },
    responses: { 200: messagesResponseSchema },
  }),
  sendLisaMessage: defineRoute({
    rateLimit: 'messages',
    method: 'post',
    path: '/lisa/messages',
    summary: 'Answer Lisa; an answer becomes a knowledge entry (source lisa)',
    auth: 'user',
    request: { body: sendMessageRequestSchema },
    responses: {
      200: streamableResponse(lisaReplyResponseSchema, lisaStreamEventSchema),
      409: errorResponse(errorCodes.conversationChanged),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),
  clearLisaMessages: defineRoute({
    method: 'delete',
    path: '/lisa/messages',
    summary: 'Clear my conversation with Lisa (the knowledge made from it stays)',
    auth: 'user',
    responses: { 204: noContent },
  }),

  listShares: defineRoute({
    method: 'get',
    path: '/sharing/shares',
    summary: 'Who I share my persona with, newest first, paged',
    auth: 'user',
    request: { query: sharesQuerySchema },
    responses: { 200: sharesResponseSchema },
  }),
  createShare: defineRoute({
    rateLimit: 'shares',
    method: 'post',
    path: '/sharing/shares',
    summary: 'Share my persona with an email',
    auth: 'user',
    request: { body: createShareRequestSchema },
    responses: { 201: shareSchema, 409: errorResponse(errorCodes.alreadyShared) },
  }),
  deleteShare: defineRoute({
    rateLimit: 'shares',
    method: 'delete',
    path: '/sharing/shares/:id',
    summary: 'Stop sharing my persona with someone',
    auth: 'user',
    request: { params: shareParamsSchema },
    responses: { 204: noContent, 404: errorResponse(errorCodes.notFound) },
  }),
  getSharedPersonas: defineRoute({
    method: 'get',
    path: '/sharing/personas-shared-with-me',
    summary: 'Personas other users share with me',
    auth: 'user',
    responses: { 200: sharedPersonasResponseSchema },
  }),
  getSharedPersonaMessages: defineRoute({
    method: 'get',
    path: '/sharing/personas/:ownerId/messages',
    summary: 'My conversation with a persona shared with me, oldest first, paged from the newest',
    auth: 'user',
    request: { params: sharedPersonaParamsSchema, query: messagesQuerySchema },
    responses: { 200: messagesResponseSchema, 404: errorResponse(errorCodes.notFound) },
  }),
  sendSharedPersonaMessage: defineRoute({
    rateLimit: 'messages',
    method: 'post',
    path: '/sharing/personas/:ownerId/messages',
    summary: 'Say something to a persona shared with me; streams with Accept: text/event-stream',
    auth: 'user',
    request: { params: sharedPersonaParamsSchema, body: sendMessageRequestSchema },
    responses: {
      200: streamableResponse(chatReplyResponseSchema, chatStreamEventSchema),
      404: errorResponse(errorCodes.notFound),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),

  getVoiceSettings: defineRoute({
    method: 'get',
    path: '/voice/settings',
    summary: 'My voice-synthesis settings (defaults until saved)',
    auth: 'user',
    responses: { 200: voiceSettingsResponseSchema },
  }),
  updateVoiceSettings: defineRoute({
    method: 'put',
    path: '/voice/settings',
    summary: 'Save my voice-synthesis settings',
    auth: 'user',
    request: { body: voiceSettingsSchema },
    responses: { 200: voiceSettingsResponseSchema },
  }),
  synthesizeSpeech: defineRoute({
    method: 'post',
    path: '/voice/speech',
    summary: 'Speak a text with my settings (ElevenLabs); 501 when not configured',
    auth: 'user',
    request: { body: speechRequestSchema },
    responses: {
      200: binaryResponse('audio/mpeg'),
      501: errorResponse(errorCodes.notConfigured),
      502: errorResponse(errorCodes.providerFailed),
    },
  }),

  listAdminUsers: defineRoute({
    method: 'get',
    path: '/admin/users',
    summary: 'All accounts, searchable by email prefix, paged',
    auth: 'admin',
    request: { query: adminUsersQuerySchema },
    responses: { 200: adminUsersResponseSchema },
  }),
  getAdminUser: defineRoute({
    method: 'get',
    path: '/admin/users/:userId',
    summary: 'One account with its persona status and data counts',
    auth: 'admin',
    request: { params: adminUserParamsSchema },
    responses: { 200: adminUserDetailSchema, 404: errorResponse(errorCodes.notFound) },
  }),
  updateAdminUser: defineRoute({
    method: 'patch',
    path: '/admin/users/:userId',
    summary: 'Make or revoke admin; enable or disable the account',
    auth: 'admin',
    request: { params: adminUserParamsSchema, body: updateAdminUserRequestSchema },
    responses: {
      200: adminUserDetailSchema,
      404: errorResponse(errorCodes.notFound),
      409: errorResponse(errorCodes.ownAccount),
    },
  }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** The routes as a list, in table order. */
export const routeList: readonly (RouteDefinition & { name: RouteName })[] = (
  Object.entries(routes) as [RouteName, RouteDefinition][]
).map(([name, route]) => ({ name, ...route }));

/** The path of a route with its parameters filled in and URL-encoded: `('/knowledge/:id', { id: 'a b' })` → `/knowledge/a%20b`. */
export function buildPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `/knowledge/:id` → `/knowledge/{id}` (OpenAPI's form). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

type RequestPart<N extends RouteName, P extends keyof RouteRequest> = Routes[N] extends {
  request: { [K in P]: infer S extends z.ZodType };
}
  ? z.input<S>
  : never;

/** What a client sends as the body of a route (`never` when it takes none). */
export type RouteBody<N extends RouteName> = RequestPart<N, 'body'>;
/** The query parameters a client may send to a route. */
export type RouteQuery<N extends RouteName> = RequestPart<N, 'query'>;
/** The path parameters a route needs. */
export type RouteParams<N extends RouteName> = RequestPart<N, 'params'>;
