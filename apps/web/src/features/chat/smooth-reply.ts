import type { Message } from '@ditto/api-client';
import type { ReplyEvent } from './reply-event.ts';

export interface SmoothOptions {
  /** Pause between words. */
  wordDelayMs?: number;
  /** The longest one piece of text may take to show: a long one shows several words per pause. */
  maxPieceMs?: number;
  /** Waits `ms`, or rejects when `signal` aborts (injectable for tests). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Spreads each piece of a streamed reply over time, word by word. The embedded provider writes a whole reply in
 * one go, so it would arrive in a single read and appear at once; a language model whose words come further apart
 * than `wordDelayMs` shows them as they come. Other events keep their order, after the text before them has shown.
 *
 * The events are read as they arrive, not as they are shown: once `done` has come the server has stored the turn,
 * so stopping then shows the rest at once and still ends with `done` instead of failing.
 */
export async function* smoothReply<Done extends { message: Message }>(
  events: AsyncIterable<ReplyEvent<Done>>,
  signal: AbortSignal,
  { wordDelayMs = 18, maxPieceMs = 1500, wait = delay }: SmoothOptions = {},
): AsyncGenerator<ReplyEvent<Done>> {
  const inbox = readAhead(events);
  let shown = false;
  for (let item = await inbox.next(); item !== null; item = await inbox.next()) {
    if (item.event !== 'delta') {
      yield item;
      continue;
    }
    const words = item.data.text.match(/\s*\S+\s*|\s+/g) ?? [];
    const perPause = Math.max(1, Math.ceil((words.length * wordDelayMs) / maxPieceMs));
    for (let i = 0; i < words.length; i += perPause) {
      // The first words show at once; every later word, in this piece or the next, after a pause.
      if (shown) {
        try {
          await wait(wordDelayMs, signal);
        } catch (stopped) {
          if (!inbox.hasDone()) throw stopped;
          yield { event: 'delta', data: { text: words.slice(i).join('') } };
          yield* inbox.rest();
          return;
        }
      }
      shown = true;
      yield { event: 'delta', data: { text: words.slice(i, i + perPause).join('') } };
    }
  }
}

/** Reads `events` into a queue as fast as they come; `next` takes the oldest (null at the end). */
function readAhead<Done extends { message: Message }>(events: AsyncIterable<ReplyEvent<Done>>) {
  type Event = ReplyEvent<Done>;
  const queue: Event[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: () => void = () => {};
  void (async () => {
    try {
      for await (const event of events) {
        queue.push(event);
        wake();
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      wake();
    }
  })();
  const next = async (): Promise<Event | null> => {
    while (queue.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
    const event = queue.shift();
    if (event) return event;
    if (failure) throw failure.error;
    return null;
  };
  return {
    next,
    /** Whether the last event, `done`, has arrived. */
    hasDone: () => queue.some((event) => event.event === 'done'),
    /** Everything still queued, the text in one piece. */
    *rest(): Generator<Event> {
      const text = queue.flatMap((event) => (event.event === 'delta' ? [event.data.text] : [])).join('');
      if (text) yield { event: 'delta', data: { text } };
      yield* queue.filter((event) => event.event !== 'delta');
    },
  };
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
