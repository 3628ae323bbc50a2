import { z } from 'zod';

/** `GET /profile` (spec §7): the signed-in user's profile. */
export const profileSchema = z.object({
  cognitoId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;
