import {
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  updateAdminUserRequestSchema,
} from '../admin.ts';
import { errorCodes } from '../errors.ts';
import { defineRoute, errorResponse, type RouteDefinition } from '../route-definition.ts';

/** The admin area: users, their flags and their state. */
export const adminRoutes = {
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
