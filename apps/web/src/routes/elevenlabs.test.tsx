// @vitest-environment node
import '../test/node-dom.ts';
import { defaultVoiceSettings } from '@ditto/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { voiceChoiceMessages } from '../features/voice/voice-choices.tsx';
import { voiceMessages } from '../features/voice/voice-settings-section.tsx';
import { speechMessages } from '../lib/speech.ts';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { renderApp } from '../test/render-app.tsx';
import { voicePageMessages } from './elevenlabs.tsx';

/**
 * The browser's speech synthesis cannot run in Node: a stand-in with its interface records what it is asked to
 * say, and finishes an utterance when the test says so (like a voice reaching the end of the text).
 */
class FakeUtterance {
  rate = 1;
  voice: { name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}
function installFakeSpeech() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    getVoices: () => [{ name: 'Alex' }, { name: 'Samantha' }],
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}
afterEach(() => vi.unstubAllGlobals());

describe('voice page with the browser speaking (ElevenLabs not configured)', () => {
  let stack: ApiTestStack;
  beforeAll(async () => {
    stack = await startApiTestStack();
  }, 60_000);
  afterAll(() => stack.stop());

  it('reads typed text with the saved speed, and Stop cancels it', async () => {
    const { synth, spoken } = installFakeSpeech();
    const account = await stack.createAccount('listener');
    const services = await stack.services(account);
    await services.api.updateVoiceSettings({
      voiceId: 'Samantha',
      stability: 0.5,
      similarityBoost: 0.75,
      speed: 0.8,
      provider: 'browser',
    });
    const { user } = renderApp('/elevenlabs', services);
    expect(await screen.findByText(new RegExp(voiceMessages.usingBrowser.slice(0, 20)))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(screen.getByText(voicePageMessages.textRequired)).toBeTruthy();
    expect(synth.speak).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Text to read/), 'Hello from Ditto');
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(spoken.map((utterance) => [utterance.text, utterance.rate, utterance.voice?.name])).toEqual([
      ['Hello from Ditto', 0.8, 'Samantha'],
    ]);
    expect(screen.getByText('Reading your text aloud.').getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy();
    // Nothing more is read (the browser-only case, Stop's click going on to submit the form, is the e2e journey's).
    expect(spoken).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Listen' }));
    // The voice reaches the end of the text.
    act(() => spoken.at(-1)?.onend?.());
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeTruthy();
  });

  it('offers the voices side by side: each can be tried on a sample and chosen in one click', async () => {
    const { spoken } = installFakeSpeech();
    const account = await stack.createAccount('chooser-browser');
    const services = await stack.services(account);
    await services.api.updateVoiceSettings({
      ...defaultVoiceSettings,
      voiceId: 'Samantha',
      provider: 'browser',
    });
    const { user } = renderApp('/elevenlabs', services);
    const card = (await screen.findByRole('heading', { name: 'Voices' })).closest('.ditto-card');
    const voices = within(card as HTMLElement);
    expect(
      voices.getAllByRole('listitem').map((item) => item.querySelector('.voice-choice__name')?.textContent),
    ).toEqual(['Default voice', 'Alex', 'Samantha']);
    expect(
      within(voices.getByText('Samantha').closest('li') as HTMLElement).getByText('In use'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try Alex' }));
    expect(spoken.map((utterance) => [utterance.text, utterance.voice?.name])).toEqual([
      [voiceChoiceMessages.sample, 'Alex'],
    ]);
    expect(screen.getByRole('button', { name: 'Stop: Try Alex' })).toBeTruthy();
    act(() => spoken.at(-1)?.onend?.());

    await user.click(screen.getByRole('button', { name: 'Use Alex' }));
    expect(await screen.findByText(voiceChoiceMessages.chosen)).toBeTruthy();
    expect((await services.api.getVoiceSettings()).settings.voiceId).toBe('Alex');
    expect(within(voices.getByText('Alex').closest('li') as HTMLElement).getByText('In use')).toBeTruthy();
  });

  it('asks Ditto a question and reads the answer aloud in the chosen voice', async () => {
    const { spoken } = installFakeSpeech();
    const account = await stack.createAccount('asker');
    const services = await stack.services(account);
    await services.api.updateVoiceSettings({
      ...defaultVoiceSettings,
      voiceId: 'Samantha',
      provider: 'browser',
    });
    const { user } = renderApp('/elevenlabs', services);
    const question = await screen.findByLabelText(/^Question for Ditto/);
    await user.clear(question);
    await user.click(screen.getByRole('button', { name: 'Ask and listen' }));
    expect(screen.getByText(voicePageMessages.questionRequired)).toBeTruthy();

    await user.type(question, 'What do I like to cook?');
    await user.click(screen.getByRole('button', { name: 'Ask and listen' }));
    await waitFor(() => expect(spoken).toHaveLength(1));
    const messages = await services.api.getPersonaMessages();
    const answer = messages.at(-1);
    expect(answer?.role).toBe('assistant');
    expect([spoken[0]?.text, spoken[0]?.voice?.name]).toEqual([answer?.content, 'Samantha']);
    expect(screen.getAllByText(answer?.content ?? '').length).toBeGreaterThan(0);
  });

  it('says so beside the button pressed when the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const account = await stack.createAccount('no-voice');
    const { user } = renderApp('/elevenlabs', await stack.services(account));
    await user.type(await screen.findByLabelText(/^Text to read/), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(speechMessages.browserUnavailable);
    // In the form of the Listen button, not atop the page.
    expect(alert.closest('form')?.contains(screen.getByRole('button', { name: 'Listen' }))).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says a failed read-aloud beside the voice tried, and the next try clears it', async () => {
    const { spoken } = installFakeSpeech();
    const account = await stack.createAccount('voice-failed');
    const { user } = renderApp('/elevenlabs', await stack.services(account));
    await user.click(await screen.findByRole('button', { name: 'Try Alex' }));
    act(() => spoken.at(-1)?.onerror?.({ error: 'synthesis-failed' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(speechMessages.browserFailed);
    expect(alert.closest('li')?.querySelector('.voice-choice__name')?.textContent).toBe('Alex');

    await user.click(screen.getByRole('button', { name: 'Try Samantha' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a conversation with Ditto while there is no reply yet', async () => {
    const account = await stack.createAccount('no-reply');
    renderApp('/elevenlabs', await stack.services(account));
    expect(await screen.findByText(voicePageMessages.noReply)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Talk to Ditto' }).getAttribute('href')).toBe('/ditto');
  });
});

describe('voice page with ElevenLabs', () => {
  let stack: ApiTestStack;
  beforeAll(async () => {
    stack = await startApiTestStack({ elevenLabs: true });
  }, 60_000);
  afterAll(() => stack.stop());

  it("plays Ditto's latest reply through POST /voice/speech, and stops", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const account = await stack.createAccount('eleven');
    const services = await stack.services(account);
    await services.api.createKnowledgeEntry({
      title: 'Engines',
      content: 'I designed the Analytical Engine.',
    });
    await services.api.trainPersona();
    const { reply } = await services.api.sendPersonaMessage('What did I design?');
    const { user } = renderApp('/elevenlabs', services);

    expect(await screen.findByText(voiceMessages.usingElevenLabs, { exact: false })).toBeTruthy();
    expect(await screen.findByText(reply.content)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Listen to the reply' }));
    await waitFor(() => expect(play).toHaveBeenCalledOnce());
    expect(await screen.findByText("Reading Ditto's latest reply aloud.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen to the reply' })).toBeTruthy();
  });

  it('lets the user choose ElevenLabs or the browser in settings, saying which one speaks', async () => {
    const account = await stack.createAccount('chooser');
    const services = await stack.services(account);
    const { user } = renderApp('/settings', services);
    const provider = (await screen.findByRole('combobox', { name: 'Provider' })) as HTMLSelectElement;
    expect(provider.value).toBe('elevenlabs');
    expect(screen.getByText(voiceMessages.usingElevenLabs)).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Stability' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Similarity' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^ElevenLabs voice ID/ }), 'voice-123');

    await user.selectOptions(provider, 'browser');
    expect(screen.getByText(voiceMessages.usingBrowser)).toBeTruthy();
    // ElevenLabs' own controls go with it; speed applies to the browser's voices too.
    expect(screen.queryByRole('slider', { name: 'Stability' })).toBeNull();
    expect(screen.queryByRole('slider', { name: 'Similarity' })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Speed' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^ElevenLabs voice ID/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Voice' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save voice settings' }));
    // Said in the form, as profile and password say theirs.
    expect((await screen.findByText(voiceMessages.saved)).closest('form')).toBeTruthy();
    const saved = await services.api.getVoiceSettings();
    expect(saved).toMatchObject({
      elevenLabsConfigured: true,
      settings: { provider: 'browser', voiceId: 'voice-123' },
    });
  });
});
