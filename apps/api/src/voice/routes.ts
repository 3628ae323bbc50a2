import {
  errorCodes,
  speechRequestSchema,
  type VoiceSettingsResponse,
  voiceSettingsSchema,
} from '@ditto/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/validation.ts';
import { log } from '../log.ts';
import { type ElevenLabsConfig, SpeechProviderError, synthesizeWithElevenLabs } from './elevenlabs.ts';
import { findVoiceSettings, saveVoiceSettings } from './repository.ts';

export type VoiceDependencies = { db: Database; elevenLabs?: ElevenLabsConfig };

/** `/voice`: per-user settings and speech through ElevenLabs (501 without a key: the browser speaks instead). */
export function voiceRoutes(deps: VoiceDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const elevenLabsConfigured = Boolean(deps.elevenLabs?.apiKey);

  app.get('/settings', async (c) => {
    const body: VoiceSettingsResponse = {
      settings: await findVoiceSettings(deps.db, c.get('caller').sub),
      elevenLabsConfigured,
    };
    return c.json(body);
  });

  app.put('/settings', async (c) => {
    const settings = await jsonBody(c, voiceSettingsSchema);
    await saveVoiceSettings(deps.db, c.get('caller').sub, settings);
    const body: VoiceSettingsResponse = { settings, elevenLabsConfigured };
    return c.json(body);
  });

  app.post('/speech', async (c) => {
    const { text } = await jsonBody(c, speechRequestSchema);
    const { elevenLabs } = deps;
    if (!elevenLabs?.apiKey) {
      throw new ApiError(
        errorCodes.notConfigured,
        'Speech synthesis is not configured on this server (no ELEVENLABS_API_KEY); use the browser voice.',
      );
    }
    const settings = await findVoiceSettings(deps.db, c.get('caller').sub);
    try {
      const audio = await synthesizeWithElevenLabs(elevenLabs, text, settings);
      return c.body(audio, 200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store' });
    } catch (error) {
      if (!(error instanceof SpeechProviderError)) throw error;
      log.error('Speech synthesis failed', { error: error.message });
      throw new ApiError(
        errorCodes.providerFailed,
        'The voice provider failed; try again or use the browser voice.',
      );
    }
  });

  return app;
}
