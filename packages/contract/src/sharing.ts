import { z } from 'zod';
import { cursorSchema, idSchema, isoDateTimeSchema, pageLimit } from './common.ts';

/** One persona another user shares with the signed-in user. */
export const sharedPersonaSchema = z
  .object({
    ownerId: z.string().min(1),
    ownerName: z.string(),
    ownerEmail: z.string(),
    sharedAt: isoDateTimeSchema,
    trained: z.boolean(),
    lastTrained: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'SharedPersona' });
export type SharedPersona = z.infer<typeof sharedPersonaSchema>;

/** `GET /sharing/personas-shared-with-me`: the personas other users share with the signed-in user. */
export const sharedPersonasResponseSchema = z.object({
  sharedPersonas: z.array(sharedPersonaSchema),
});
export type SharedPersonasResponse = z.infer<typeof sharedPersonasResponseSchema>;

/**
 * Where a share stands. `pending`: no one has taken it up yet — the person with that email can chat once they sign
 * in (or sign up) with it. `active`: they have signed in and opened the personas shared with them, so the share is
 * bound to their account. A new share is always `pending`, whether or not an account has that email.
 */
export const shareStatusSchema = z.enum(['pending', 'active']);
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/**
 * One share of the signed-in user's persona, by email. It reads the same whether or not an account has that email
 * (a share must not tell who has an account): the account that has verified the email gets it when it next loads
 * the personas shared with it, and only then does the share become `active`.
 */
export const shareSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    createdAt: isoDateTimeSchema,
    status: shareStatusSchema,
  })
  .meta({ id: 'Share' });
export type Share = z.infer<typeof shareSchema>;

export const shareLimits = { pageSizeDefault: 50, pageSizeMax: 100 } as const;

/** `GET /sharing/shares?cursor=&limit=`: my shares, newest first, a page at a time. */
export const sharesQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: pageLimit(shareLimits.pageSizeMax, shareLimits.pageSizeDefault),
});
export type SharesQuery = z.input<typeof sharesQuerySchema>;

export const sharesResponseSchema = z.object({
  shares: z.array(shareSchema),
  nextCursor: cursorSchema.nullable(),
});
export type SharesResponse = z.infer<typeof sharesResponseSchema>;

/**
 * `POST /sharing/shares`: the email is trimmed and lower-cased. Sharing with one's own email is a 400 on `email`;
 * sharing twice with the same email is a 409 `already_shared`.
 */
export const createShareRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Email must be text.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email must be at most 254 characters.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
});
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

export const shareParamsSchema = z.object({ id: idSchema });

/** The owner of a persona shared with me; 404 when that owner does not share with me (no matter if they exist). */
export const sharedPersonaParamsSchema = z.object({ ownerId: idSchema });
