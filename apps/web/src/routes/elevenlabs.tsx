import { messageLimits, voiceLimits } from '@ditto/contract';
import { usePersonaMessages } from '@ditto/data-cache';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  TextareaField,
  TextField,
} from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useAskDitto } from '../features/persona/persona-queries.ts';
import { ListenButton } from '../features/voice/listen-button.tsx';
import { VoiceChoices, voiceChoiceMessages } from '../features/voice/voice-choices.tsx';
import { useHowToEnable, voiceMessages } from '../features/voice/voice-settings-section.tsx';
import { type Speech, useSpeech } from '../lib/speech.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useServerQueries } from '../lib/use-server-queries.ts';
import '../features/settings/settings.css';

/** What is being read aloud: the typed text, Ditto's latest reply, an answer asked for here, or a voice sample. */
type Source = 'typed' | 'reply' | 'answer' | { voice: string };

export const voicePageMessages = {
  textRequired: 'Type something to listen to',
  questionRequired: 'Type a question for Ditto',
  noReply: 'Ditto has not replied yet. Chat with Ditto and come back to hear the reply.',
  questionSuggestion: 'What do you enjoy doing on a free afternoon?',
} as const;

/**
 * The voice page (/elevenlabs): ask Ditto and hear the answer, try the voices side by side, type text and listen,
 * or listen to Ditto's latest reply.
 */
export function ElevenLabsPage() {
  useDocumentTitle('Voice');
  const voice = useQuery(useServerQueries().voiceSettings());
  const speech = useSpeech(voice.data);
  const howToEnable = useHowToEnable();
  const messages = usePersonaMessages();
  const latestReply = messages.data.findLast((message) => message.role === 'assistant');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
  const [source, setSource] = useState<Source | null>(null);

  function listen(what: Source, content: string, voiceId?: string) {
    setSource(what);
    void speech.speak(content, voiceId);
  }

  const status =
    speech.state === 'loading' ? 'Preparing the audio…' : speech.state === 'speaking' ? statusOf(source) : '';
  // A failure shows beside the control that started it, not atop the page.
  const errorOf = (what: 'typed' | 'reply' | 'answer') => (source === what ? speech.error : null);
  const playingVoice =
    typeof source === 'object' && source !== null && speech.state !== 'idle' ? source.voice : null;

  return (
    <div className="page voice-page">
      <h1 className="page__title">Voice</h1>
      <Alert variant="info">
        {voice.data
          ? voice.data.elevenLabsConfigured
            ? speech.provider === 'elevenlabs'
              ? voiceMessages.usingElevenLabs
              : voiceMessages.usingBrowser
            : `${voiceMessages.notConfigured} ${howToEnable}`
          : null}{' '}
        <Link to="/settings" className="text-link">
          Change the voice in settings
        </Link>
      </Alert>
      {/* Playback changes are announced politely; failures interrupt. */}
      <p className="ditto-visually-hidden" role="status">
        {status}
      </p>

      <AskDitto
        speech={speech}
        active={source === 'answer'}
        error={errorOf('answer')}
        onListen={(answer) => listen('answer', answer)}
      />

      {voice.data && speech.provider === 'browser' ? (
        <VoiceChoices
          voice={voice.data}
          speech={speech}
          playing={playingVoice}
          failed={typeof source === 'object' && source !== null && speech.error ? source.voice : null}
          error={speech.error}
          onPlay={(voiceId) => listen({ voice: voiceId }, voiceChoiceMessages.sample, voiceId)}
        />
      ) : null}

      <Card aria-labelledby="listen-text-title">
        <CardHeader>
          <CardTitle id="listen-text-title">Listen to any text</CardTitle>
          <CardDescription>
            Type or paste text and hear it in the voice you chose in settings.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="stack"
            noValidate
            onSubmit={submitRequired(text, voicePageMessages.textRequired, setTextError, (typed) =>
              listen('typed', typed),
            )}
          >
            <TextareaField
              label="Text to read"
              name="text"
              rows={5}
              maxLength={voiceLimits.speechTextMax}
              description={`${text.length} / ${voiceLimits.speechTextMax} characters`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={textError}
            />
            <div className="button-row">
              {/* Two elements, not one that changes: a reused element would be the submit button by the time the
                  browser finishes Stop's click, and would submit the form, reading the text again. */}
              {source === 'typed' && speech.state !== 'idle' ? (
                <Button key="stop" variant="secondary" onClick={speech.stop}>
                  {speech.state === 'loading' ? 'Stop (loading audio…)' : 'Stop'}
                </Button>
              ) : (
                <Button key="listen" type="submit">
                  Listen
                </Button>
              )}
            </div>
            <FormError>{errorOf('typed')}</FormError>
          </form>
        </CardContent>
      </Card>

      <Card aria-labelledby="listen-reply-title">
        <CardHeader>
          <CardTitle id="listen-reply-title">Ditto’s latest reply</CardTitle>
        </CardHeader>
        <CardContent className="stack">
          {/* A failed load also counts as loaded (its default is an empty list). */}
          {messages.lastLoadedAt === null ? (
            <p className="muted" aria-busy="true">
              Loading your conversation…
            </p>
          ) : latestReply ? (
            <>
              <blockquote className="voice-reply">{latestReply.content}</blockquote>
              <div className="button-row">
                <ListenButton
                  speech={speech}
                  active={source === 'reply'}
                  label="Listen to the reply"
                  onListen={() => listen('reply', latestReply.content.slice(0, voiceLimits.speechTextMax))}
                />
              </div>
              <FormError>{errorOf('reply')}</FormError>
            </>
          ) : (
            <p className="muted">
              {voicePageMessages.noReply}{' '}
              <Link to="/ditto" className="text-link">
                Talk to Ditto
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function statusOf(source: Source | null): string {
  if (source === 'reply') return "Reading Ditto's latest reply aloud.";
  if (source === 'answer') return "Reading Ditto's answer aloud.";
  if (typeof source === 'object' && source !== null) return `Trying ${source.voice || 'the default voice'}.`;
  return 'Reading your text aloud.';
}

/** Asks Ditto a question here and reads the answer aloud in the chosen voice: how a reply will sound. */
function AskDitto({
  speech,
  active,
  error: speechError,
  onListen,
}: {
  speech: Speech;
  active: boolean;
  /** Why the answer could not be read aloud. */
  error: string | null;
  onListen: (answer: string) => void;
}) {
  const ask = useAskDitto();
  const [question, setQuestion] = useState<string>(voicePageMessages.questionSuggestion);
  const [error, setError] = useState<string | undefined>();
  const answer = ask.data?.reply.content;
  return (
    <Card aria-labelledby="ask-ditto-title">
      <CardHeader>
        <CardTitle id="ask-ditto-title">Hear your Ditto</CardTitle>
        <CardDescription>Ask Ditto something and hear the answer in your voice.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="stack"
          noValidate
          onSubmit={submitRequired(question, voicePageMessages.questionRequired, setError, (asked) =>
            ask.mutate(asked, {
              onSuccess: ({ reply }) => onListen(reply.content.slice(0, voiceLimits.speechTextMax)),
            }),
          )}
        >
          <TextField
            label="Question for Ditto"
            name="question"
            maxLength={messageLimits.contentMax}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            error={error}
          />
          <div className="button-row">
            {active && speech.state !== 'idle' ? (
              <Button key="stop" variant="secondary" onClick={speech.stop}>
                Stop
              </Button>
            ) : (
              <Button key="ask" type="submit" loading={ask.isPending}>
                {ask.isPending ? 'Asking…' : 'Ask and listen'}
              </Button>
            )}
            {answer && !ask.isPending ? (
              <Button variant="ghost" onClick={() => onListen(answer.slice(0, voiceLimits.speechTextMax))}>
                Listen again
              </Button>
            ) : null}
          </div>
          <FormError>{speechError}</FormError>
          {answer ? <blockquote className="voice-reply">{answer}</blockquote> : null}
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The submit handler of a form with one required field: a blank value shows `message` and focuses the field;
 * otherwise the error clears and `submit` gets the trimmed value.
 */
function submitRequired(
  value: string,
  message: string,
  setError: (error: string | undefined) => void,
  submit: (value: string) => void,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError(message);
      event.currentTarget.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    setError(undefined);
    submit(value.trim());
  };
}
