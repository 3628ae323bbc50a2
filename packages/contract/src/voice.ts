import { z } from 'zod';
import { requiredText } from './common.ts';

export const voiceLimits = {
  voiceIdMax: 200,
  /** ElevenLabs' speed range; the browser's speech synthesis accepts it too. */
  speedMin: 0.7,
  speedMax: 1.2,
  speechTextMax: 5000,
} as const;

const unitInterval = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, { error: `${label} must be between 0 and 1.` })
    .max(1, { error: `${label} must be between 0 and 1.` });

/**
 * Voice-synthesis settings of the signed-in user (`GET/PUT /voice/settings`). `voiceId` is an ElevenLabs voice id
 * or a browser voice name; empty means the provider's default voice.
 */
export const voiceSettingsSchema = z
  .strictObject({
    voiceId: z
      .string({ error: 'Voice must be text.' })
      .trim()
      .max(voiceLimits.voiceIdMax, { error: `Voice must be at most ${voiceLimits.voiceIdMax} characters.` }),
    stability: unitInterval('Stability'),
    similarityBoost: unitInterval('Similarity boost'),
    speed: z
      .number({ error: 'Speed must be a number.' })
      .min(voiceLimits.speedMin, {
        error: `Speed must be between ${voiceLimits.speedMin} and ${voiceLimits.speedMax}.`,
      })
      .max(voiceLimits.speedMax, {
        error: `Speed must be between ${voiceLimits.speedMin} and ${voiceLimits.speedMax}.`,
      }),
    provider: z.enum(['elevenlabs', 'browser'], { error: "Provider must be 'elevenlabs' or 'browser'." }),
  })
  .meta({ id: 'VoiceSettings' });
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

/** What a user has before saving any settings (ElevenLabs' own defaults). */
export const defaultVoiceSettings: VoiceSettings = {
  voiceId: '',
  stability: 0.5,
  similarityBoost: 0.75,
  speed: 1,
  provider: 'elevenlabs',
};

/** `GET /voice/settings` and `PUT /voice/settings` (whose body is a full `VoiceSettings`). */
export const voiceSettingsResponseSchema = z.object({
  settings: voiceSettingsSchema,
  /** False when the server has no ElevenLabs key: `POST /voice/speech` answers 501 and the browser speaks. */
  elevenLabsConfigured: z.boolean(),
});
export type VoiceSettingsResponse = z.infer<typeof voiceSettingsResponseSchema>;

/** `POST /voice/speech`: the text to speak with the user's settings; answers `audio/mpeg`. */
export const speechRequestSchema = z.strictObject({
  text: requiredText('Text', voiceLimits.speechTextMax),
});
export type SpeechRequest = z.input<typeof speechRequestSchema>;
