import { z } from 'zod';

/** One persona another user shares with the signed-in user. */
export const sharedPersonaSchema = z.object({
  ownerId: z.string().min(1),
  ownerName: z.string(),
  ownerEmail: z.string(),
  sharedAt: z.iso.datetime({ offset: true }),
  trained: z.boolean(),
  lastTrained: z.iso.datetime({ offset: true }).nullable(),
});
export type SharedPersona = z.infer<typeof sharedPersonaSchema>;

/** `GET /sharing/personas-shared-with-me` (spec §7). */
export const sharedPersonasResponseSchema = z.object({
  sharedPersonas: z.array(sharedPersonaSchema),
});
export type SharedPersonasResponse = z.infer<typeof sharedPersonasResponseSchema>;
