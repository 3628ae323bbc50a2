import type { VoiceSettingsResponse } from '@ditto/api-client';
import { serverKeys } from '@ditto/data-cache';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  useToast,
} from '@ditto/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { type Speech, useBrowserVoices } from '../../lib/speech.ts';
import { ListenButton } from './listen-button.tsx';

/** The most voices shown side by side: browsers bring dozens, most for other languages. */
const MAX_VOICES = 6;

export const voiceChoiceMessages = {
  sample: 'Hello! This is how I sound when I read your Ditto’s replies.',
  chosen: 'Voice chosen',
  notSaved: 'The voice could not be saved.',
} as const;

/** The browser's voices worth offering: those of the page's language first, at most `MAX_VOICES`. */
function offeredVoices(names: readonly string[], current: string, language: string): string[] {
  const lang = language.slice(0, 2).toLowerCase();
  const own = names.filter((name) => name.toLowerCase().includes(`(${lang}`) || name.startsWith(lang));
  const rest = names.filter((name) => !own.includes(name));
  const picked = ['', ...own, ...rest].slice(0, MAX_VOICES + 1);
  return picked.includes(current) ? picked : [...picked, current];
}

/**
 * The browser's voices side by side: each can be tried on a sample sentence and chosen in one click, instead of
 * picking a name from a list and coming back here to hear it.
 */
export function VoiceChoices({
  voice,
  speech,
  playing,
  failed,
  error,
  onPlay,
}: {
  voice: VoiceSettingsResponse;
  speech: Speech;
  /** The voice (its name; '' the default) whose sample is playing, or null. */
  playing: string | null;
  /** The voice whose sample could not be read aloud, or null; `error` says why. */
  failed: string | null;
  error: string | null;
  onPlay: (voiceId: string) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const names = useBrowserVoices();
  const current = voice.settings.voiceId;
  const choose = useMutation({
    mutationFn: (voiceId: string) => api.updateVoiceSettings({ ...voice.settings, voiceId }),
    // Said beside the voice's Use button, like the other errors of this page.
    meta: { toastOnError: false },
    onSuccess: (response) => {
      queryClient.setQueryData(serverKeys.voiceSettings(), response);
      toast({ title: voiceChoiceMessages.chosen, description: response.settings.voiceId || 'Default voice' });
    },
  });
  const language = typeof navigator === 'undefined' ? 'en' : navigator.language;
  return (
    <Card aria-labelledby="voice-choices-title">
      <CardHeader>
        <CardTitle id="voice-choices-title">Voices</CardTitle>
        <CardDescription>Try each voice on the same sentence, and keep the one you like.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="voice-choices">
          {offeredVoices(names, current, language).map((name) => {
            const label = name || 'Default voice';
            const inUse = name === current;
            return (
              <li key={name || 'default'} className="voice-choice" data-current={inUse ? '' : undefined}>
                <span className="voice-choice__name">{label}</span>
                <div className="button-row">
                  <ListenButton
                    speech={speech}
                    active={playing === name}
                    label="Try"
                    ariaLabel={`Try ${label}`}
                    variant="secondary"
                    onListen={() => onPlay(name)}
                  />
                  {inUse ? (
                    <span className="badge" data-variant="success">
                      In use
                    </span>
                  ) : (
                    <Button
                      variant="ghost"
                      aria-label={`Use ${label}`}
                      loading={choose.isPending && choose.variables === name}
                      onClick={() => choose.mutate(name)}
                    >
                      Use
                    </Button>
                  )}
                </div>
                <FormError>
                  {failed === name
                    ? error
                    : choose.isError && choose.variables === name
                      ? `${voiceChoiceMessages.notSaved} ${apiErrorMessage(choose.error)}`
                      : null}
                </FormError>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
