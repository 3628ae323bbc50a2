import type { ReplyProvider } from './types.ts';

/** Splits a text into word-sized deltas, keeping the spaces, so the web app can render a stream. */
function* deltas(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*|\s+/g)) yield match[0];
}

/** The offline default: deterministic, no network; streams the draft composed from the owner's knowledge. */
export function createEmbeddedProvider(): ReplyProvider {
  return {
    kind: 'embedded',
    async *stream(request, { signal } = {}) {
      for (const delta of deltas(request.draft)) {
        signal?.throwIfAborted();
        yield delta;
      }
    },
  };
}
