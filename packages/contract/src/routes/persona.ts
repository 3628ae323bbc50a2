import { errorCodes } from '../errors.ts';
import {
  chatReplyResponseSchema,
  chatStreamEventSchema,
  lisaReplyResponseSchema,
  lisaStreamEventSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageRequestSchema,
} from '../messages.ts';
import {
  personaProfileResponseSchema,
  trainingProgressSchema,
  trainPersonaResponseSchema,
} from '../persona.ts';
import {
  defineRoute,
  errorResponse,
  noContent,
  type RouteDefinition,
  streamableResponse,
} from '../route-definition.ts';

/** My Ditto (training and its chat) and my conversation with Lisa. */
export const personaRoutes = {
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
    summary: 'Relearn everything: rebuild my persona from all my knowledge (after a model change)',
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
    summary: 'What my persona has learned, and the changes it is still learning by itself',
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
} as const satisfies Record<string, RouteDefinition>;
