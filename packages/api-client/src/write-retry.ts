import { WRITE_RETRY_DELAY_MS } from './defaults.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A gateway that lost or could not reach a replica: another may do the write. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isWrite(request: Request): boolean {
  return WRITE_METHODS.has(request.method);
}

/** Gives a write its `Idempotency-Key` once: the 401 and gateway retries send it again unchanged. */
export function addIdempotencyKey(request: Request): void {
  if (isWrite(request) && !request.headers.has(IDEMPOTENCY_HEADER)) {
    request.headers.set(IDEMPOTENCY_HEADER, randomKey());
  }
}

/**
 * 128 random bits as hex. Not `crypto.randomUUID()`: browsers offer it only in secure contexts (HTTPS, localhost), and
 * a deployment served over plain HTTP must still be able to write; `getRandomValues` is available everywhere.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A fetch that tries a write once more, with the same request (and so the same `Idempotency-Key`), after a
 * network error or a 502/503/504, `WRITE_RETRY_DELAY_MS` later: the API answers a key it has seen with its first
 * answer, so the write is done at most once. A streamed write is tried again only after a network error, before any
 * response. Timeouts and aborts are not retried: the first attempt may still be running.
 */
export function retryingWrites(
  fetchOf: () => typeof globalThis.fetch,
  sleep: Sleep,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (!isWrite(request)) return fetchOf()(request);
    const again = request.clone();
    const streamed = request.headers.get('accept')?.includes('text/event-stream') ?? false;
    try {
      const response = await fetchOf()(request);
      if (streamed || !GATEWAY_STATUSES.has(response.status)) return response;
      await response.body?.cancel();
    } catch (error) {
      // fetch rejects a network failure with a TypeError, a timeout or abort with an AbortError.
      if (!(error instanceof TypeError) || request.signal.aborted) throw error;
    }
    await sleep(WRITE_RETRY_DELAY_MS);
    return fetchOf()(again);
  };
}
