import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** What training extracted from the user's knowledge (same shape as `@ditto/persona-engine`'s `PersonaProfile`). */
export const personaProfileSchema = z
  .object({
    summary: z.string(),
    topics: z.array(z.string()),
    facts: z.array(z.string()),
    style: z.string(),
    sourceCount: z.number().int().nonnegative(),
    extractedAt: isoDateTimeSchema,
  })
  .meta({ id: 'PersonaProfile' });
export type PersonaProfile = z.infer<typeof personaProfileSchema>;

/**
 * How far the owner has come: entries in their knowledge, and the messages they have sent to Lisa and to their
 * Ditto (conversations still kept). Home picks the next step from it (add knowledge, talk to Lisa, ask Ditto).
 * `changesSinceTraining`: entries added, edited or deleted since the last training (0 before the first), which
 * the trained profile does not know yet.
 */
export const personaActivitySchema = z
  .object({
    knowledgeEntries: z.number().int().nonnegative(),
    messagesToLisa: z.number().int().nonnegative(),
    messagesToDitto: z.number().int().nonnegative(),
    changesSinceTraining: z.number().int().nonnegative(),
  })
  .meta({ id: 'PersonaActivity' });
export type PersonaActivity = z.infer<typeof personaActivitySchema>;

/**
 * `GET /persona/profile`: `profile` is null until the persona has been trained. `activity` comes with it (the API
 * always sends it; a client reading an older server goes without).
 */
export const personaProfileResponseSchema = z.object({
  profile: personaProfileSchema.nullable(),
  activity: personaActivitySchema.optional(),
});
export type PersonaProfileResponse = z.infer<typeof personaProfileResponseSchema>;

/** Persona status: trained, and when (the profile's `extractedAt`); with the owner's activity when known. */
export const personaStatusSchema = z
  .object({
    trained: z.boolean(),
    lastTrained: isoDateTimeSchema.nullable(),
    activity: personaActivitySchema.optional(),
  })
  .meta({ id: 'PersonaStatus' });
export type PersonaStatus = z.infer<typeof personaStatusSchema>;

/** The status a profile implies: trained exactly when there is one; the activity is carried when given. */
export function personaStatusOf(profile: PersonaProfile | null, activity?: PersonaActivity): PersonaStatus {
  return {
    trained: profile !== null,
    lastTrained: profile?.extractedAt ?? null,
    ...(activity ? { activity } : {}),
  };
}

/**
 * How far training got: entries whose meaning is learned (`embedded`), still waiting (`pending`), and those the
 * encoder failed on (`failed`, with the latest reason). Until learned, an entry is found by its words only.
 */
export const trainingProgressSchema = z
  .object({
    total: z.number().int().nonnegative(),
    embedded: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'TrainingProgress' });
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

/**
 * `POST /persona/train` (no body): learns every entry not learned yet, waiting up to a minute for it, and rebuilds
 * the profile from all knowledge entries; 409 `no_knowledge` when there are none. `progress` says what is left.
 */
export const trainPersonaResponseSchema = z.object({
  profile: personaProfileSchema,
  status: personaStatusSchema,
  progress: trainingProgressSchema,
});
export type TrainPersonaResponse = z.infer<typeof trainPersonaResponseSchema>;
