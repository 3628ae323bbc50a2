import { z } from 'zod';
import { healthSchema, notReadySchema, readySchema } from '../health.ts';
import { profileSchema, updateProfileRequestSchema } from '../profile.ts';
import { defineRoute, type RouteDefinition } from '../route-definition.ts';

/** Liveness, readiness, the OpenAPI document and the signed-in user's profile. */
export const accountRoutes = {
  getHealth: defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Liveness: the process answers (no database call)',
    auth: 'public',
    responses: { 200: healthSchema },
  }),
  getReady: defineRoute({
    method: 'get',
    path: '/ready',
    summary: 'Readiness: database reachable and migrated, replica not draining',
    auth: 'public',
    responses: { 200: readySchema, 503: notReadySchema },
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
