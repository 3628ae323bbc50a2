import type { ApiClient, VoiceSettingsResponse } from '@ditto/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Spec §4: cached data stays fresh for 5 minutes. */
const VOICE_STALE_TIME_MS = 5 * 60 * 1000;

export const voiceKeys = {
  all: ['voice'] as const,
  settings: () => [...voiceKeys.all, 'settings'] as const,
};

export function voiceSettingsQueryOptions(api: ApiClient) {
  return queryOptions<VoiceSettingsResponse>({
    queryKey: voiceKeys.settings(),
    queryFn: () => api.getVoiceSettings(),
    staleTime: VOICE_STALE_TIME_MS,
  });
}

export type SpeechProvider = 'elevenlabs' | 'browser';

/** ElevenLabs only when the user chose it and the server has a key; otherwise the browser speaks. */
export function effectiveProvider(response: VoiceSettingsResponse | undefined): SpeechProvider {
  return response?.elevenLabsConfigured && response.settings.provider === 'elevenlabs'
    ? 'elevenlabs'
    : 'browser';
}
