import type { VoiceSettings } from '@ditto/api-client';
import { useAuth } from '@ditto/auth/react';
import { defaultVoiceSettings, voiceLimits } from '@ditto/contract';
import { serverKeys } from '@ditto/data-cache';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  SelectField,
  SliderField,
  TextField,
} from '@ditto/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../lib/api-context.tsx';
import { apiErrorMessage } from '../../lib/api-errors.ts';
import { browserSpeech, useBrowserVoices } from '../../lib/speech.ts';
import { useServerQueries } from '../../lib/use-server-queries.ts';
import { effectiveProvider } from '../../lib/voice-settings-query.ts';

export const voiceMessages = {
  saved: 'Your voice settings are saved',
  notConfigured:
    'ElevenLabs is not set up on this server, so Ditto reads replies with your browser’s speech synthesis.',
  howToEnable: 'Ask your administrator to turn on ElevenLabs voices.',
  /** Only administrators see the operator's step. */
  howToEnableAdmin: 'To turn on ElevenLabs voices, set ELEVENLABS_API_KEY on the API server and restart it.',
  usingElevenLabs: 'Ditto reads replies with ElevenLabs.',
  usingBrowser: 'Ditto reads replies with your browser’s speech synthesis.',
  loadFailed: 'Your voice settings could not be loaded.',
} as const;

const percent = (value: number) => `${Math.round(value * 100)}%`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** How ElevenLabs gets turned on, in the words of who reads it: an administrator gets the operator's step. */
export function useHowToEnable(): string {
  return useAuth().isAdmin ? voiceMessages.howToEnableAdmin : voiceMessages.howToEnable;
}

/** Voice synthesis: provider, voice, stability, similarity and speed (`GET/PUT /voice/settings`). */
export function VoiceSettingsSection() {
  const voice = useQuery(useServerQueries().voiceSettings());
  // Said in the form, as profile and password do, until it is sent again; kept here, as saving remounts the form.
  const [saved, setSaved] = useState(false);
  return (
    <Card aria-labelledby="voice-settings-title">
      <CardHeader>
        <CardTitle id="voice-settings-title">Voice</CardTitle>
        <CardDescription>How Ditto sounds when it reads replies aloud.</CardDescription>
      </CardHeader>
      <CardContent>
        {voice.isPending ? (
          <p className="muted" aria-busy="true">
            Loading your voice settings…
          </p>
        ) : voice.isError ? (
          <div className="stack">
            <Alert variant="error">{`${voiceMessages.loadFailed} ${apiErrorMessage(voice.error)}`}</Alert>
            <Button variant="secondary" loading={voice.isFetching} onClick={() => void voice.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <VoiceSettingsForm
            key={voice.dataUpdatedAt}
            initial={voice.data.settings}
            elevenLabsConfigured={voice.data.elevenLabsConfigured}
            saved={saved}
            onSaved={setSaved}
          />
        )}
      </CardContent>
    </Card>
  );
}

function VoiceSettingsForm({
  initial,
  elevenLabsConfigured,
  saved,
  onSaved,
}: {
  initial: VoiceSettings;
  elevenLabsConfigured: boolean;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const browserVoices = useBrowserVoices();
  const howToEnable = useHowToEnable();
  const [settings, setSettings] = useState<VoiceSettings>(initial);
  const provider = effectiveProvider({ settings, elevenLabsConfigured });
  // A saved voice this browser lacks stays selectable, so saving does not silently change it.
  const voiceNames =
    settings.voiceId && !browserVoices.includes(settings.voiceId)
      ? [settings.voiceId, ...browserVoices]
      : browserVoices;
  const save = useMutation({
    mutationFn: (next: VoiceSettings) => api.updateVoiceSettings(next),
    meta: { toastOnError: false },
    onSuccess: (response) => {
      onSaved(true);
      queryClient.setQueryData(serverKeys.voiceSettings(), response);
    },
  });

  function change<K extends keyof VoiceSettings>(key: K, value: VoiceSettings[K]) {
    setSettings((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    onSaved(false);
    save.mutate(settings);
  }

  return (
    <form className="stack" noValidate onSubmit={handleSubmit}>
      <FormError>{save.isError ? apiErrorMessage(save.error) : null}</FormError>
      {elevenLabsConfigured ? (
        <SelectField
          label="Provider"
          name="provider"
          value={settings.provider}
          onChange={(event) =>
            change('provider', event.target.value === 'browser' ? 'browser' : 'elevenlabs')
          }
          options={[
            { value: 'elevenlabs', label: 'ElevenLabs' },
            { value: 'browser', label: 'Browser speech synthesis' },
          ]}
        />
      ) : null}
      <Alert variant="info">
        {elevenLabsConfigured ? (
          provider === 'elevenlabs' ? (
            voiceMessages.usingElevenLabs
          ) : (
            voiceMessages.usingBrowser
          )
        ) : (
          <>
            {voiceMessages.notConfigured} <span className="muted">{howToEnable}</span>
          </>
        )}
      </Alert>
      {provider === 'elevenlabs' ? (
        <TextField
          label="ElevenLabs voice ID"
          name="voiceId"
          description="Leave empty for the default voice."
          maxLength={voiceLimits.voiceIdMax}
          autoComplete="off"
          spellCheck={false}
          value={settings.voiceId}
          onChange={(event) => change('voiceId', event.target.value)}
        />
      ) : (
        <SelectField
          label="Voice"
          name="voiceId"
          description={browserSpeech() ? undefined : 'This browser has no voices of its own.'}
          value={settings.voiceId}
          onChange={(event) => change('voiceId', event.target.value)}
          options={[
            { value: '', label: 'Default voice' },
            ...voiceNames.map((name) => ({ value: name, label: name })),
          ]}
        />
      )}
      {/* Stability and similarity are ElevenLabs' own: the browser's voices have no such setting. */}
      {provider === 'elevenlabs' ? (
        <>
          <SliderField
            label="Stability"
            name="stability"
            min={0}
            max={1}
            step={0.05}
            value={settings.stability}
            formatValue={percent}
            description="Higher is steadier; lower is more expressive."
            onValueChange={(value) => change('stability', value)}
          />
          <SliderField
            label="Similarity"
            name="similarityBoost"
            min={0}
            max={1}
            step={0.05}
            value={settings.similarityBoost}
            formatValue={percent}
            description="How closely the voice keeps to the original speaker."
            onValueChange={(value) => change('similarityBoost', value)}
          />
        </>
      ) : null}
      <SliderField
        label="Speed"
        name="speed"
        min={voiceLimits.speedMin}
        max={voiceLimits.speedMax}
        step={0.05}
        value={settings.speed}
        formatValue={times}
        description="How fast the voice reads."
        onValueChange={(value) => change('speed', value)}
      />
      {saved ? <Alert variant="success">{voiceMessages.saved}</Alert> : null}
      <div className="button-row">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save voice settings'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => setSettings({ ...defaultVoiceSettings, provider: settings.provider })}
        >
          Reset to defaults
        </Button>
      </div>
    </form>
  );
}
