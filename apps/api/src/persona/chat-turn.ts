import {
  type ChatStreamEvent,
  type Citation,
  errorCodes,
  formatStreamEvent,
  type LisaStreamEvent,
  type Message,
  sendMessageRequestSchema,
} from '@ditto/contract';
import { type PersonaReply, ProviderError } from '@ditto/persona-engine';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ApiError } from '../http/errors.ts';
import { jsonBody } from '../http/validation.ts';
import { errorFields, log } from '../log.ts';
import { newMessage } from './messages-repository.ts';

/**
 * A reply being generated: its text deltas and the entries it cites, known before it streams or, for a language
 * model's reply, once it is complete (`citationsFor`).
 */
export type ReplyInProgress = Pick<PersonaReply, 'stream' | 'citations' | 'citationsFor' | 'fellBack'>;

/**
 * One exchange of a chat thread: `start` begins the reply (it may read the database); `commit` stores the user
 * message and the finished reply — in one transaction — and returns the reply as stored (it may name what the turn
 * saved) and what the `done` event carries besides it.
 */
export type ChatTurn<Done> = {
  start(signal: AbortSignal): Promise<ReplyInProgress>;
  commit(userMessage: Message, reply: Message): Promise<{ reply: Message; done: Done }>;
};

type Responders<Done> = {
  json(userMessage: Message, reply: Message, done: Done): unknown;
  doneEvent(reply: Message, done: Done): ChatStreamEvent | LisaStreamEvent;
};

/** The `{ content }` of a sent message, trimmed and checked by the contract. */
export async function sentContent(c: Context): Promise<string> {
  return (await jsonBody(c, sendMessageRequestSchema)).content;
}

/**
 * Answers a sent message as JSON, or as server-sent events when the client accepts `text/event-stream`.
 *
 * Nothing is stored until the reply is complete; then the user message and the reply are stored together. When the
 * provider fails, or the client goes away mid-stream, nothing of the exchange is stored (the generation is
 * aborted), so a thread never holds a half-written reply or a message without its answer.
 */
export function answerTurn<Done>(
  c: Context,
  content: string,
  turn: ChatTurn<Done>,
  respond: Responders<Done>,
): Promise<Response> | Response {
  const userMessage = newMessage('user', content);
  const wantsStream = (c.req.header('Accept') ?? '').includes('text/event-stream');
  return wantsStream ? streamTurn(c, userMessage, turn, respond) : jsonTurn(c, userMessage, turn, respond);
}

async function jsonTurn<Done>(
  c: Context,
  userMessage: Message,
  turn: ChatTurn<Done>,
  respond: Responders<Done>,
): Promise<Response> {
  const { signal } = c.req.raw;
  let text = '';
  let started: ReplyInProgress;
  try {
    started = await turn.start(signal);
    for await (const delta of started.stream) text += delta;
  } catch (error) {
    throw asApiError(error);
  }
  const stored = finished(started, text);
  const { reply, done } = await turn.commit(userMessage, stored);
  return c.json(respond.json(userMessage, reply, done));
}

function streamTurn<Done>(
  c: Context,
  userMessage: Message,
  turn: ChatTurn<Done>,
  respond: Responders<Done>,
): Response {
  return streamSSE(c, async (stream) => {
    const generation = new AbortController();
    stream.onAbort(() => generation.abort());
    c.req.raw.signal.addEventListener('abort', () => generation.abort());
    const gone = () => stream.aborted || generation.signal.aborted;
    const send = (event: ChatStreamEvent | LisaStreamEvent) => stream.write(formatStreamEvent(event));
    try {
      await send({ event: 'user', data: { message: userMessage } });
      const reply = await turn.start(generation.signal);
      if (reply.citations.length > 0)
        await send({ event: 'citations', data: { citations: reply.citations } });
      let text = '';
      for await (const delta of reply.stream) {
        if (gone()) return;
        text += delta;
        await send({ event: 'delta', data: { text: delta } });
      }
      if (gone()) return;
      const stored = await turn.commit(userMessage, finished(reply, text));
      await send(respond.doneEvent(stored.reply, stored.done));
    } catch (error) {
      if (gone()) return;
      const { code, message } = asApiError(error);
      await send({ event: 'error', data: { error: { code, message } } });
    }
  });
}

/** The finished reply as a message: what it cites, and whether it is the offline reply in place of the model's. */
function finished(reply: ReplyInProgress, text: string): Message {
  const message = newMessage('assistant', text, citationsOf(reply, text));
  return reply.fellBack?.() ? { ...message, fallback: true } : message;
}

/** What the finished reply cites: a model's reply only what it drew on, found in its text. */
function citationsOf(reply: ReplyInProgress, text: string): Citation[] {
  return reply.citationsFor?.(text) ?? reply.citations;
}

/** Provider failures become the contract's 502 `provider_failed`; anything unexpected a logged `internal_error`. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ProviderError) {
    // The provider's messages never contain the API key. A reply aborted because the client left is no error.
    if (error.code !== 'aborted')
      log.error('Reply provider failed', { code: error.code, error: error.message });
    return new ApiError(errorCodes.providerFailed, providerFailureMessage(error));
  }
  log.error('Chat reply failed', { error: errorFields(error) });
  return new ApiError(errorCodes.internal, 'Internal server error');
}

function providerFailureMessage(error: ProviderError): string {
  switch (error.code) {
    case 'timeout':
      return 'The language model did not answer in time. Try again.';
    case 'network':
      return 'The language model could not be reached. Try again.';
    default:
      return 'The language model failed to reply. Try again.';
  }
}
