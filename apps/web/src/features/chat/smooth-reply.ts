import type { Message } from '@ditto/api-client';
import type { ReplyEvent } from './use-reply-stream.ts';

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
 * one go, so it would arrive in a single read and appear at once; a language model's pieces are short and pass
 * through almost unchanged. Other events keep their order, after the text before them has shown.
 */
export async function* smoothReply<Done extends { message: Message }>(
  events: AsyncIterable<ReplyEvent<Done>>,
  signal: AbortSignal,
  { wordDelayMs = 18, maxPieceMs = 1500, wait = delay }: SmoothOptions = {},
): AsyncGenerator<ReplyEvent<Done>> {
  let shown = false;
  for await (const item of events) {
    if (item.event !== 'delta') {
      yield item;
      continue;
    }
    const words = item.data.text.match(/\s*\S+\s*|\s+/g) ?? [];
    const perPause = Math.max(1, Math.ceil((words.length * wordDelayMs) / maxPieceMs));
    for (let i = 0; i < words.length; i += perPause) {
      // The first words show at once; every later word, in this piece or the next, after a pause.
      if (shown) await wait(wordDelayMs, signal);
      shown = true;
      yield { event: 'delta', data: { text: words.slice(i, i + perPause).join('') } };
    }
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
