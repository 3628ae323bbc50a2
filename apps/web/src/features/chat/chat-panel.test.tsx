// @vitest-environment node
import '../../test/node-dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/services.ts';
import { type ApiTestStack, startApiTestStack } from '../../test/api-stack.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A promise the test resolves when it is ready for the next step. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The real streamed reply to a message to Ditto, paced by the test: the request leaves only when `start` opens,
 * and after the first chunk of text the rest waits for `rest`. So what the screen shows at each moment can be seen.
 */
function paceReplies(services: AppServices) {
  const start = gate();
  const rest = gate();
  const api = services.api;
  const send = api.sendPersonaMessage.bind(api) as (
    content: string,
    options: { stream: true; signal?: AbortSignal },
  ) => AsyncGenerator<{ event: string }>;
  const paced = async function* (content: string, options: { stream: true; signal?: AbortSignal }) {
    // Held like a slow network: stopping (the abort signal) ends the wait as it would end the request.
    await Promise.race([
      start.opened,
      new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true }),
      ),
    ]);
    let chunks = 0;
    for await (const event of send(content, options)) {
      yield event;
      if (event.event === 'delta' && ++chunks === 1) await rest.opened;
    }
  };
  Object.assign(api, {
    sendPersonaMessage: (content: string, options?: { stream?: boolean; signal?: AbortSignal }) =>
      options?.stream ? paced(content, { ...options, stream: true }) : send(content, options as never),
  });
  return { start: start.open, rest: rest.open };
}

/** The complete messages of a conversation (not the one on its way, nor the reply being written). */
function storedMessages(log: HTMLElement) {
  return Array.from(log.querySelectorAll(':scope > ol > li:not([data-streaming], [data-pending])'));
}

/**
 * The browser's speech synthesis cannot run in Node: a stand-in with its interface records what it is asked to
 * say; an utterance lasts until it is cancelled or the test ends it.
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
    getVoices: () => [],
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function trainedDitto(stack: ApiTestStack, label: string) {
  const services = await stack.services(await stack.createAccount(label));
  await services.api.createKnowledgeEntry({
    title: 'Steam engines',
    content: 'Steam engines turn the heat of burning coal into motion through pistons.',
  });
  await services.api.trainPersona();
  return services;
}

describe('chat screens (real API)', () => {
  let stack: ApiTestStack;
  beforeAll(async () => {
    stack = await startApiTestStack({ rateLimits: { messages: 1_000 } });
  }, 60_000);
  afterAll(() => stack.stop());

  it('shows the message at once, a typing indicator until the first words, then the reply as it streams', async () => {
    const services = await trainedDitto(stack, 'impatient');
    const pace = paceReplies(services);
    const { user } = renderApp('/ditto', services);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    const field = screen.getByLabelText('Message Ditto') as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.type(field, 'How do steam engines work?{Enter}');
    // Before the request has even left: the message, marked as sending, and Ditto "typing".
    const log = screen.getByRole('log', { name: 'Messages with Ditto' });
    const sent = within(log).getByText('How do steam engines work?').closest('li');
    expect(sent?.hasAttribute('data-pending')).toBe(true);
    expect(within(sent as HTMLElement).getByText('Sending…')).toBeTruthy();
    expect(log.querySelector('[data-streaming] .ditto-chat__dots')).toBeTruthy();
    expect(field.value).toBe('');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    // The server has the message and the first words arrive: they show, the rest of the reply does not yet.
    pace.start();
    const streamed = await waitFor(() => {
      const text = log.querySelector('.ditto-chat__content--streaming')?.textContent ?? '';
      expect(text).not.toBe('');
      return text;
    });
    expect(log.querySelector('[data-pending]')).toBeNull();
    expect(log.querySelector('.ditto-chat__dots')).toBeNull();
    expect(storedMessages(log).map((item) => item.getAttribute('data-role'))).toEqual(['user']);

    pace.rest();
    await waitFor(() => expect(storedMessages(log)).toHaveLength(2));
    const [, reply] = await services.api.getPersonaMessages();
    expect(reply?.content.startsWith(streamed)).toBe(true);
    expect(reply && reply.content.length > streamed.length).toBe(true);
    expect(within(log).getByRole('link', { name: 'Steam engines' })).toBeTruthy();
    expect(log.querySelector('[data-streaming]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('Stop takes back a message whose reply has not come, and the composer gets its text again', async () => {
    const services = await trainedDitto(stack, 'hesitant');
    paceReplies(services);
    const { user } = renderApp('/ditto', services);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    const field = screen.getByLabelText('Message Ditto') as HTMLTextAreaElement;
    await user.type(field, 'Never mind{Enter}');
    expect(within(screen.getByRole('log')).getByText('Never mind')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(field.value).toBe('Never mind'));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(await services.api.getPersonaMessages()).toEqual([]);
  });

  it('reads a reply aloud with the browser (the voice settings load on the first Listen), and stops', async () => {
    const { synth, spoken } = installFakeSpeech();
    const services = await trainedDitto(stack, 'listener');
    await services.api.sendPersonaMessage('How do steam engines work?');
    const [, reply] = await services.api.getPersonaMessages();
    const getVoiceSettings = vi.spyOn(services.api, 'getVoiceSettings');
    const { user } = renderApp('/ditto', services);
    const log = await screen.findByRole('log', { name: 'Messages with Ditto' });
    await waitFor(() => expect(storedMessages(log)).toHaveLength(2));
    const replyItem = storedMessages(log)[1] as HTMLElement;
    expect(getVoiceSettings).not.toHaveBeenCalled();

    await user.click(within(replyItem).getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(spoken.map((utterance) => utterance.text)).toEqual([reply?.content]));
    expect(getVoiceSettings).toHaveBeenCalledOnce();
    expect(within(replyItem).getByRole('button', { name: 'Stop' })).toBeTruthy();
    await user.click(within(replyItem).getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(within(replyItem).getByRole('button', { name: 'Listen' })).toBeTruthy();

    // Read to the end: the button comes back by itself. The settings came from the cache this time.
    await user.click(within(replyItem).getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(spoken).toHaveLength(2));
    spoken.at(-1)?.onend?.();
    expect(await within(replyItem).findByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(getVoiceSettings).toHaveBeenCalledOnce();
  });
});

describe('chat screens with ElevenLabs (real API, a stand-in for ElevenLabs)', () => {
  let stack: ApiTestStack;
  beforeAll(async () => {
    stack = await startApiTestStack({ elevenLabs: true });
  }, 60_000);
  afterAll(() => stack.stop());

  it('plays a reply through POST /voice/speech when the user chose ElevenLabs, and stops', async () => {
    const { synth } = installFakeSpeech();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const services = await trainedDitto(stack, 'audiophile');
    await services.api.sendPersonaMessage('How do steam engines work?');
    const synthesize = vi.spyOn(services.api, 'synthesizeSpeech');
    const [, reply] = await services.api.getPersonaMessages();
    const { user } = renderApp('/ditto', services);
    const log = await screen.findByRole('log', { name: 'Messages with Ditto' });
    await waitFor(() => expect(storedMessages(log)).toHaveLength(2));
    const replyItem = storedMessages(log)[1] as HTMLElement;

    await user.click(within(replyItem).getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(play).toHaveBeenCalledOnce());
    expect(synthesize).toHaveBeenCalledWith(reply?.content, expect.anything());
    expect(synth.speak).not.toHaveBeenCalled();
    await user.click(within(replyItem).getByRole('button', { name: 'Stop' }));
    expect(pause).toHaveBeenCalled();
    expect(within(replyItem).getByRole('button', { name: 'Listen' })).toBeTruthy();
  });
});
