import type { VoiceSettings } from '@ditto/contract';

export type ElevenLabsConfig = {
  apiKey: string;
  /** Default `https://api.elevenlabs.io`; tests point it at a local server. */
  baseUrl?: string;
  /** Used when the user's `voiceId` is empty. */
  defaultVoiceId?: string;
  modelId?: string;
  timeoutMs?: number;
};

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
/** "George", one of ElevenLabs' premade voices that every account has. */
export const ELEVENLABS_DEFAULT_VOICE_ID = 'JBFqnCBsd6RMkjVDRZzb';
export const ELEVENLABS_MODEL_ID = 'eleven_multilingual_v2';

export class SpeechProviderError extends Error {
  override readonly name = 'SpeechProviderError';
}

/** Audio (MP3) of `text` spoken with the user's settings, from ElevenLabs' text-to-speech API. */
export async function synthesizeWithElevenLabs(
  config: ElevenLabsConfig,
  text: string,
  settings: VoiceSettings,
): Promise<ArrayBuffer> {
  const voiceId = settings.voiceId || config.defaultVoiceId || ELEVENLABS_DEFAULT_VOICE_ID;
  const url = new URL(
    `/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=mp3_44100_128`,
    config.baseUrl ?? ELEVENLABS_BASE_URL,
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'xi-api-key': config.apiKey, 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
      body: JSON.stringify({
        text,
        model_id: config.modelId ?? ELEVENLABS_MODEL_ID,
        voice_settings: {
          stability: settings.stability,
          similarity_boost: settings.similarityBoost,
          speed: settings.speed,
        },
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new SpeechProviderError('ElevenLabs could not be reached', { cause: error });
  }
  if (!response.ok) {
    // The body may echo the request; only the status is kept (the key is never logged).
    await response.body?.cancel();
    throw new SpeechProviderError(`ElevenLabs answered ${response.status}`);
  }
  return response.arrayBuffer();
}
