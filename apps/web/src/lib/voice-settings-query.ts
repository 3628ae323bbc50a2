import type { VoiceSettingsResponse } from '@ditto/api-client';

export type SpeechProvider = 'elevenlabs' | 'browser';

/** ElevenLabs only when the user chose it and the server has a key; otherwise the browser speaks. */
export function effectiveProvider(response: VoiceSettingsResponse | undefined): SpeechProvider {
  return response?.elevenLabsConfigured && response.settings.provider === 'elevenlabs'
    ? 'elevenlabs'
    : 'browser';
}
