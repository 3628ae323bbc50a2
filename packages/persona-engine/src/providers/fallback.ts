import { ProviderError, type ReplyProvider } from './types.ts';

/** Providers in an outage: logged when it begins, forgotten when the model answers again. */
const outages = new WeakSet<ReplyProvider>();

/**
 * A language model's reply that survives the model failing. A failure before its first text (unreachable, an
 * error status, too slow, a malformed answer) is tried once more; when that fails too, `offline()` streams instead
 * and `fellBack()` says so. A failure after text has streamed is thrown (half a reply cannot be taken back). An
 * outage is logged once, when it begins, not on every request.
 */
export function replyWithFallback(options: {
  provider: ReplyProvider;
  attempt: () => AsyncIterable<string>;
  offline: () => AsyncIterable<string>;
  signal?: AbortSignal;
}): { stream: AsyncIterable<string>; fellBack: () => boolean } {
  const { provider, attempt, offline, signal } = options;
  let fellBack = false;
  async function* stream(): AsyncIterable<string> {
    for (let tries = 1; ; tries++) {
      let started = false;
      try {
        for await (const delta of attempt()) {
          started = true;
          yield delta;
        }
        outages.delete(provider);
        return;
      } catch (error) {
        const retryable = error instanceof ProviderError && error.code !== 'aborted' && !signal?.aborted;
        if (started || !retryable) throw error;
        if (tries < 2) continue;
        if (!outages.has(provider)) {
          outages.add(provider);
          console.error(
            `The language model failed (${error.code}): ${error.message}. Replying offline until it answers.`,
          );
        }
        fellBack = true;
        yield* offline();
        return;
      }
    }
  }
  return { stream: stream(), fellBack: () => fellBack };
}
