import { z } from 'zod';
import { cursorSchema, idSchema, isoDateTimeSchema, pageLimit, searchSchema } from './common.ts';
import { personaStatusSchema } from './persona.ts';

export const adminLimits = {
  pageSizeDefault: 20,
  /** The identity provider's (Cognito ListUsers) largest page. */
  pageSizeMax: 60,
} as const;

/** `GET /admin/users?search=&cursor=&limit=`: `search` matches the start of the email. */
export const adminUsersQuerySchema = z.object({
  search: searchSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimit(adminLimits.pageSizeMax, adminLimits.pageSizeDefault),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** The account's state at the identity provider (Cognito `UserStatus`). */
export const accountStatusSchema = z.enum([
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'EXTERNAL_PROVIDER',
  'ARCHIVED',
  'COMPROMISED',
  'UNKNOWN',
]);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** One row of the admin user list. `userId` is the identity provider's `sub`. */
export const adminUserSummarySchema = z
  .object({
    userId: idSchema,
    email: z.string(),
    name: z.string().nullable(),
    enabled: z.boolean(),
    isAdmin: z.boolean(),
    status: accountStatusSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSummarySchema),
  nextCursor: cursorSchema.nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ userId: idSchema });

/** `GET /admin/users/:userId`: the identity provider's view plus the product data the user has. */
export const adminUserDetailSchema = adminUserSummarySchema
  .extend({
    /** Every attribute the identity provider holds (`email`, `name`, `custom:organization`, ...). */
    attributes: z.record(z.string(), z.string()),
    organization: z.string().nullable(),
    updatedAt: isoDateTimeSchema,
    persona: personaStatusSchema,
    counts: z.object({
      knowledgeEntries: z.number().int().nonnegative(),
      personaMessages: z.number().int().nonnegative(),
      lisaMessages: z.number().int().nonnegative(),
      sharesGiven: z.number().int().nonnegative(),
      sharesReceived: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * `PATCH /admin/users/:userId`: make/revoke admin, enable/disable. At least one field. An admin changing either
 * on their own account gets 409 `own_account`. Answers the updated `AdminUserDetail`.
 */
export const updateAdminUserRequestSchema = z
  .strictObject({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false.' }).optional(),
    enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  })
  .refine((body) => body.isAdmin !== undefined || body.enabled !== undefined, {
    error: 'Send isAdmin, enabled or both.',
  });
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserRequestSchema>;
