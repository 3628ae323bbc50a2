import { errorCodes } from '../errors.ts';
import {
  chatReplyResponseSchema,
  chatStreamEventSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageRequestSchema,
} from '../messages.ts';
import {
  defineRoute,
  errorResponse,
  noContent,
  type RouteDefinition,
  streamableResponse,
} from '../route-definition.ts';
import {
  createShareRequestSchema,
  sharedPersonaParamsSchema,
  sharedPersonasResponseSchema,
  shareParamsSchema,
  shareSchema,
  sharesQuerySchema,
  sharesResponseSchema,
} from '../sharing.ts';

/** Sharing my Ditto, and chatting with the personas shared with me. */
export const sharingRoutes = {
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
} as const satisfies Record<string, RouteDefinition>;
