import {
  type ChatStreamEvent,
  type chatStreamEventSchema,
  errorStatus,
  type LisaStreamEvent,
  type lisaStreamEventSchema,
  parseStreamEvent,
  type RouteName,
} from '@ditto/contract';
import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';
import type { StandardSchemaV1Issue } from 'ky';
import { ApiError, clientErrorCodes, streamInterruptedMessage } from './api-error.ts';
import { type CallInput, describeIssues, invalidResponse, type Transport } from './transport.ts';

type StreamEventSchema = typeof chatStreamEventSchema | typeof lisaStreamEventSchema;

/** The events a streamed reply yields: an `error` event is thrown as an ApiError instead. */
export type ReplyEvent<E extends ChatStreamEvent | LisaStreamEvent> = Exclude<E, { event: 'error' }>;
export type ChatReplyEvent = ReplyEvent<ChatStreamEvent>;
export type LisaReplyEvent = ReplyEvent<LisaStreamEvent>;

/** A streamed reply: `user`, `citations`?, `delta`*, then `done`, after which it ends. */
export type ReplyStream<E> = AsyncGenerator<E, void, undefined>;

/**
 * Sends a call asking for `text/event-stream` and yields its events as the contract parses them. The request
 * starts on the first `next()`; leaving the loop early (or aborting `input.signal`) closes the connection.
 */
export async function* streamReply<S extends StreamEventSchema>(
  transport: Transport,
  name: RouteName,
  schema: S,
  input: CallInput,
): ReplyStream<ReplyEvent<ReturnType<S['parse']>>> {
  const { response, call } = await transport.send(name, { ...input, accept: 'text/event-stream' });
  const mediaType = response.headers.get('content-type') ?? '';
  if (!mediaType.startsWith('text/event-stream') || !response.body) {
    await response.body?.cancel();
    throw transport.failure(
      invalidResponse(`${call}: expected text/event-stream, got ${mediaType || 'no type'}`, response.status),
    );
  }
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let finished = false;
  try {
    for (;;) {
      const message = await nextMessage(reader, response.status, input.signal).catch((error: unknown) => {
        throw transport.failure(error, input.signal);
      });
      const event = parseEvent(schema, message, call, response.status);
      if (event instanceof ApiError) throw transport.failure(event);
      if (event.event === 'error') throw transport.failure(streamErrorOf(event.data, response.status));
      yield event as ReplyEvent<ReturnType<S['parse']>>;
      if (event.event === 'done') {
        // The caller is done at once; the rest is read in the background.
        finished = true;
        void readToEnd(reader);
        return;
      }
    }
  } finally {
    // Closes the connection when the consumer stops early or the stream failed.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** How long the server may take to close the response after `done` before the client closes it. */
const endGraceMs = 1000;

/**
 * Reads the rest of the response after `done`, then closes it if the server kept it open past the grace. The
 * server closes it right after `done`; cancelling it before that close has been read aborts the request, which the
 * browser reports as a failed load (`net::ERR_ABORTED`).
 */
async function readToEnd(reader: ReadableStreamDefaultReader<EventSourceMessage>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, endGraceMs);
  });
  const end = (async () => {
    while (!(await reader.read()).done);
  })().catch(() => undefined);
  await Promise.race([end, grace]);
  clearTimeout(timer);
  await reader.cancel().catch(() => undefined); // a no-op after the end
}

async function nextMessage(
  reader: ReadableStreamDefaultReader<EventSourceMessage>,
  status: number,
  signal: AbortSignal | undefined,
): Promise<EventSourceMessage> {
  let chunk: Awaited<ReturnType<typeof reader.read>>;
  try {
    chunk = await reader.read();
  } catch (error) {
    // The caller's own abort is theirs to handle, not a broken stream.
    throw signal?.aborted ? error : interrupted(status, error);
  }
  if (chunk.done) throw interrupted(status);
  return chunk.value;
}

function parseEvent(
  schema: StreamEventSchema,
  message: EventSourceMessage,
  call: string,
  status: number,
): ChatStreamEvent | LisaStreamEvent | ApiError {
  const name = message.event ?? 'message';
  try {
    return parseStreamEvent(schema, name, message.data);
  } catch (error) {
    const detail = error instanceof SyntaxError ? 'its data is not JSON' : describeIssues(issuesOf(error));
    return invalidResponse(`${call}: event "${name}": ${detail}`, status, error);
  }
}

/** The issues of the ZodError `parseStreamEvent` throws for an event the contract refuses. */
function issuesOf(error: unknown): StandardSchemaV1Issue[] {
  return error instanceof Error && 'issues' in error && Array.isArray(error.issues) ? error.issues : [];
}

/** The server's `error` event: its code and message, with the status that code has in the contract. */
function streamErrorOf(data: { error: { code: string; message: string } }, status: number): ApiError {
  const { code, message } = data.error;
  const statusOfCode = (errorStatus as Readonly<Record<string, number>>)[code];
  return new ApiError(message, { status: statusOfCode ?? status, code, response: data, body: data });
}

function interrupted(status: number, originalError?: unknown): ApiError {
  return new ApiError(streamInterruptedMessage, {
    status,
    code: clientErrorCodes.streamInterrupted,
    ...(originalError === undefined ? {} : { originalError }),
  });
}
