import type { Message } from '@ditto/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyEvent } from './reply-event.ts';
import { smoothReply } from './smooth-reply.ts';

type Event = ReplyEvent<{ message: Message }>;
const message: Message = {
  id: 'm1',
  role: 'assistant',
  content: 'I sail.',
  timestamp: '2026-02-01T09:00:00.000Z',
};

async function* events(...items: Event[]): AsyncGenerator<Event> {
  yield* items;
}

const delta = (text: string): Event => ({ event: 'delta', data: { text } });

async function collect(stream: AsyncIterable<Event>) {
  const seen: string[] = [];
  for await (const item of stream) seen.push(item.event === 'delta' ? item.data.text : item.event);
  return seen;
}

describe('smoothReply', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the text word by word, with a pause between words across pieces, and then what follows it', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const stream = smoothReply(
      events(delta('I sail a small'), delta(' dinghy.'), { event: 'done', data: { message } }),
      new AbortController().signal,
      { wordDelayMs: 20, wait },
    );
    expect(await collect(stream)).toEqual(['I ', 'sail ', 'a ', 'small', ' dinghy.', 'done']);
    expect(waits).toEqual([20, 20, 20, 20]);
  });

  it('shows several words per pause when a piece would take longer than the limit', async () => {
    const waits: number[] = [];
    const text = Array.from({ length: 10 }, (_, i) => `w${i} `).join('');
    const stream = smoothReply(events(delta(text)), new AbortController().signal, {
      wordDelayMs: 20,
      maxPieceMs: 100,
      wait: async (ms) => void waits.push(ms),
    });
    expect(await collect(stream)).toEqual(['w0 w1 ', 'w2 w3 ', 'w4 w5 ', 'w6 w7 ', 'w8 w9 ']);
    expect(waits).toHaveLength(4);
  });

  it('shows the rest at once and still ends with done when stopped after the server kept the turn', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const stream = smoothReply(
      events(delta('one two three four'), { event: 'done', data: { message } }),
      controller.signal,
      { wordDelayMs: 50 },
    );
    const seen: string[] = [];
    const done = (async () => {
      for await (const item of stream) seen.push(item.event === 'delta' ? item.data.text : item.event);
    })();
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual(['one ', 'two ']);
    controller.abort(new Error('stopped'));
    await done;
    expect(seen).toEqual(['one ', 'two ', 'three four', 'done']);
  });

  it('waits on the clock between words, and stops waiting when the reply is stopped', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const stream = smoothReply(events(delta('one two three')), controller.signal, { wordDelayMs: 50 });
    const seen: string[] = [];
    const done = (async () => {
      for await (const item of stream) if (item.event === 'delta') seen.push(item.data.text);
    })();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['one ']);
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual(['one ', 'two ']);
    controller.abort(new Error('stopped'));
    await expect(done).rejects.toThrow('stopped');
    expect(seen).toEqual(['one ', 'two ']);
  });
});
