import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { healthSchema } from '../health.ts';
import { profileSchema, updateProfileRequestSchema } from '../profile.ts';
import { defineRoute, errorResponse, type RouteDefinition } from '../route-definition.ts';

/** Health, the OpenAPI document and the signed-in user's profile. */
export const accountRoutes = {
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
} as const satisfies Record<string, RouteDefinition>;
