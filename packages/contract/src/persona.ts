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
 * `changesSinceTraining`: entries added, edited or deleted that Ditto has not learned yet (its profile or their
 * embeddings), counted as `TrainingProgress.changes`; Ditto learns them by itself within seconds.
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
 * How far learning got: entries whose meaning is learned (`embedded`), still waiting (`pending`), and those the
 * encoder failed on (`failed`, with the latest reason). Until learned, an entry is found by its words only.
 * `changes`: knowledge changes (entries added, edited or deleted) not yet in Ditto's profile or embeddings; Ditto
 * learns them in the background, with no training asked, so 0 means "Up to date".
 */
export const trainingProgressSchema = z
  .object({
    total: z.number().int().nonnegative(),
    embedded: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
    changes: z.number().int().nonnegative(),
  })
  .meta({ id: 'TrainingProgress' });
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

/**
 * `POST /persona/train` (no body), "Relearn everything": retries entries the encoder failed on, waits up to a minute
 * for every entry to be learned, and rebuilds the profile from all knowledge entries at once (after a model
 * change); 409 `no_knowledge` when there are none. `progress` says what is left. Ditto never needs it otherwise.
 */
export const trainPersonaResponseSchema = z.object({
  profile: personaProfileSchema,
  status: personaStatusSchema,
  progress: trainingProgressSchema,
});
export type TrainPersonaResponse = z.infer<typeof trainPersonaResponseSchema>;
