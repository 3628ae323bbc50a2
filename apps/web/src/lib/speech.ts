import { ApiError, type VoiceSettingsResponse } from '@ditto/api-client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from './api-context.tsx';
import { effectiveProvider, type SpeechProvider } from './voice-settings-query.ts';

export type SpeechState = 'idle' | 'loading' | 'speaking';

export const speechMessages = {
  browserUnavailable: 'Your browser cannot read text aloud. Try a recent Chrome, Edge, Safari or Firefox.',
  playbackFailed: 'The audio could not be played.',
  browserFailed: 'Your browser could not read the text aloud.',
} as const;

/** The browser's speech synthesis, when it has one (it is missing in some browsers and webviews). */
export function browserSpeech(): SpeechSynthesis | null {
  return typeof globalThis.speechSynthesis === 'object' &&
    globalThis.speechSynthesis !== null &&
    typeof globalThis.SpeechSynthesisUtterance === 'function'
    ? globalThis.speechSynthesis
    : null;
}

function subscribeToVoices(onChange: () => void): () => void {
  const synth = browserSpeech();
  synth?.addEventListener('voiceschanged', onChange);
  return () => synth?.removeEventListener('voiceschanged', onChange);
}

let voicesSnapshot: readonly string[] = [];
function voiceNames(): readonly string[] {
  const names =
    browserSpeech()
      ?.getVoices()
      .map((voice) => voice.name) ?? [];
  // Same contents → same array, so React does not re-render forever.
  if (names.length !== voicesSnapshot.length || names.some((name, index) => name !== voicesSnapshot[index])) {
    voicesSnapshot = names;
  }
  return voicesSnapshot;
}

/** The names of the browser's voices; browsers load them late and say so with `voiceschanged`. */
export function useBrowserVoices(): readonly string[] {
  return useSyncExternalStore(subscribeToVoices, voiceNames, () => voicesSnapshot);
}

export interface Speech {
  state: SpeechState;
  /** Which engine speaks: ElevenLabs through `POST /voice/speech`, or the browser. */
  provider: SpeechProvider;
  error: string | null;
  /** Reads `text`; `voiceId` tries another browser voice than the saved one (the browser speaks then). */
  speak: (text: string, voiceId?: string) => Promise<void>;
  stop: () => void;
}

/**
 * Reads text aloud with the user's voice settings: ElevenLabs audio from the API when the server has it
 * configured (falling back to the browser if it answers `not_configured`), else the browser's speech synthesis.
 * Without `voice`, `loadVoice` fetches the settings when something is first read (so a screen that only might
 * read aloud loads nothing up front); the browser speaks when they cannot be loaded.
 */
export function useSpeech(
  voice: VoiceSettingsResponse | undefined,
  loadVoice?: () => Promise<VoiceSettingsResponse>,
): Speech {
  const api = useApi();
  const [state, setState] = useState<SpeechState>('idle');
  const [error, setError] = useState<string | null>(null);
  const stopCurrent = useRef<() => void>(() => {});
  const provider = effectiveProvider(voice);

  const stop = useCallback(() => {
    stopCurrent.current();
    stopCurrent.current = () => {};
    setState('idle');
  }, []);

  // Nothing keeps talking after the page is left.
  useEffect(() => () => stopCurrent.current(), []);

  const speakInBrowser = useCallback((text: string, chosen: VoiceSettingsResponse | undefined) => {
    const synth = browserSpeech();
    if (!synth) {
      setError(speechMessages.browserUnavailable);
      setState('idle');
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    const settings = chosen?.settings;
    if (settings) {
      utterance.rate = settings.speed;
      const match = synth.getVoices().find((candidate) => candidate.name === settings.voiceId);
      if (match) utterance.voice = match;
    }
    let stopped = false;
    utterance.onend = () => {
      if (!stopped) setState('idle');
    };
    utterance.onerror = (event) => {
      if (stopped || event.error === 'interrupted' || event.error === 'canceled') return;
      setError(speechMessages.browserFailed);
      setState('idle');
    };
    stopCurrent.current = () => {
      stopped = true;
      synth.cancel();
    };
    synth.cancel();
    synth.speak(utterance);
    setState('speaking');
  }, []);

  const speakWithElevenLabs = useCallback(
    async (text: string, chosen: VoiceSettingsResponse | undefined) => {
      const controller = new AbortController();
      let audio: HTMLAudioElement | null = null;
      let url: string | null = null;
      const release = () => {
        if (url) URL.revokeObjectURL(url);
        url = null;
      };
      stopCurrent.current = () => {
        controller.abort();
        audio?.pause();
        release();
      };
      setState('loading');
      try {
        const blob = await api.synthesizeSpeech(text, { signal: controller.signal });
        url = URL.createObjectURL(blob);
        audio = new Audio(url);
        audio.onended = () => {
          release();
          setState('idle');
        };
        await audio.play();
        if (!controller.signal.aborted) setState('speaking');
      } catch (caught) {
        if (controller.signal.aborted) return;
        release();
        if (caught instanceof ApiError && caught.code === 'not_configured') {
          speakInBrowser(text, chosen);
          return;
        }
        setError(caught instanceof ApiError ? caught.message : speechMessages.playbackFailed);
        setState('idle');
      }
    },
    [api, speakInBrowser],
  );

  const speak = useCallback(
    async (text: string, voiceId?: string) => {
      stopCurrent.current();
      setError(null);
      let settings = voice;
      if (!settings && loadVoice) {
        let stopped = false;
        stopCurrent.current = () => {
          stopped = true;
        };
        setState('loading');
        settings = await loadVoice().catch(() => undefined);
        if (stopped) return;
      }
      if (voiceId !== undefined && settings)
        settings = { ...settings, settings: { ...settings.settings, voiceId } };
      if (voiceId === undefined && effectiveProvider(settings) === 'elevenlabs')
        await speakWithElevenLabs(text, settings);
      else speakInBrowser(text, settings);
    },
    [voice, loadVoice, speakWithElevenLabs, speakInBrowser],
  );

  return { state, provider, error, speak, stop };
}
