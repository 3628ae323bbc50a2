import { z } from 'zod';

/** What training extracted from the user's knowledge: the persona's profile. */
export const personaProfileSchema = z.object({
  summary: z.string(),
  topics: z.array(z.string()),
  facts: z.array(z.string()),
  style: z.string(),
  sourceCount: z.number().int().nonnegative(),
  extractedAt: z.iso.datetime({ offset: true }),
});
export type PersonaProfile = z.infer<typeof personaProfileSchema>;

/** `GET /persona/profile` (spec §7): `profile` is null until the persona has been trained. */
export const personaProfileResponseSchema = z.object({
  profile: personaProfileSchema.nullable(),
});
export type PersonaProfileResponse = z.infer<typeof personaProfileResponseSchema>;
