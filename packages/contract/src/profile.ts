import { z } from 'zod';
import { isoDateTimeSchema, requiredText } from './common.ts';

export const profileLimits = { nameMax: 100, organizationMax: 200 } as const;

/** `GET /profile`: the signed-in user's profile. */
export const profileSchema = z
  .object({
    cognitoId: z.string().min(1),
    name: z.string(),
    email: z.string(),
    organization: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH /profile`: only the fields sent change. Values are trimmed; an empty organization clears it (null).
 * Unknown fields (e.g. `email`, which belongs to the identity provider) are refused.
 */
export const updateProfileRequestSchema = z.strictObject({
  name: requiredText('Name', profileLimits.nameMax).optional(),
  organization: z
    .string({ error: 'Organization must be text.' })
    .trim()
    .max(profileLimits.organizationMax, {
      error: `Organization must be at most ${profileLimits.organizationMax} characters.`,
    })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
