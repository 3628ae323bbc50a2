import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageLimit, requiredText } from './common.ts';
import { knowledgeEntrySchema } from './knowledge.ts';

export const messageLimits = { contentMax: 4000, pageSizeDefault: 100, pageSizeMax: 200 } as const;

/** A knowledge entry a reply drew on. */
export const citationSchema = z
  .object({
    entryId: z.string().min(1),
    title: z.string(),
    snippet: z.string(),
  })
  .meta({ id: 'Citation' });
export type Citation = z.infer<typeof citationSchema>;

/** One chat message, of Lisa's or of a persona's thread. */
export const messageSchema = z
  .object({
    id: z.string().min(1),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    timestamp: isoDateTimeSchema,
    citations: z.array(citationSchema).optional(),
    /**
     * A reply the language model could not give (it failed, once more on retry): the offline reply from the same
     * notes instead. Sent with the reply; not kept in the stored conversation.
     */
    fallback: z.literal(true).optional(),
    /**
     * Lisa's reply to an answer she stored: the knowledge entries it became (one per subject told), in the order
     * told, those that still exist; absent when none does.
     */
    savedEntries: z.array(z.object({ id: z.string().min(1), title: z.string() })).optional(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/** `GET /lisa/messages`, `GET /persona/messages`, `GET /sharing/personas/:ownerId/messages`: oldest first. */
export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/**
 * `GET` of any conversation: its newest `limit` messages, or with `before` (a message's id) the `limit` messages
 * just before that one; oldest first either way. A full page may have older messages: ask again with `before` set
 * to its first message's id. A `before` that is not in the conversation is a 400 on `before`.
 */
export const messagesQuerySchema = z.object({
  before: idSchema.optional(),
  limit: pageLimit(messageLimits.pageSizeMax, messageLimits.pageSizeDefault),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** `POST` to any message list: what the user says, trimmed. */
export const sendMessageRequestSchema = z.strictObject({
  content: requiredText('Message', messageLimits.contentMax),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** A persona's answer to a sent message (JSON, when `text/event-stream` is not asked for). */
export const chatReplyResponseSchema = z.object({
  userMessage: messageSchema,
  reply: messageSchema,
});
export type ChatReplyResponse = z.infer<typeof chatReplyResponseSchema>;

/**
 * Lisa's answer: also the knowledge entries made from the user's answer, one per subject told (empty when none was
 * made).
 */
export const lisaReplyResponseSchema = chatReplyResponseSchema.extend({
  createdEntries: z.array(knowledgeEntrySchema),
});
export type LisaReplyResponse = z.infer<typeof lisaReplyResponseSchema>;

/**
 * Server-sent events of a streamed reply (`Accept: text/event-stream`), in this order:
 * `user` once (the stored user message), `citations` at most once, `delta` any number of times (text to append),
 * then exactly one of `done` (the stored assistant message) or `error`. Each event's `data` is one JSON line.
 */
export const streamEventData = {
  user: z.object({ message: messageSchema }),
  delta: z.object({ text: z.string() }),
  citations: z.object({ citations: z.array(citationSchema) }),
  done: z.object({ message: messageSchema }),
  lisaDone: z.object({ message: messageSchema, createdEntries: z.array(knowledgeEntrySchema) }),
  error: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
} as const;

const event = <const E extends string, D extends z.ZodType>(name: E, data: D) =>
  z.object({ event: z.literal(name), data });

/** One event of a streamed persona reply (own persona or a shared one). */
export const chatStreamEventSchema = z
  .discriminatedUnion('event', [
    event('user', streamEventData.user),
    event('delta', streamEventData.delta),
    event('citations', streamEventData.citations),
    event('done', streamEventData.done),
    event('error', streamEventData.error),
  ])
  .meta({ id: 'ChatStreamEvent' });
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** One event of a streamed Lisa reply: as a persona's, with `createdEntries` on `done`. */
export const lisaStreamEventSchema = z
  .discriminatedUnion('event', [
    event('user', streamEventData.user),
    event('delta', streamEventData.delta),
    event('citations', streamEventData.citations),
    event('done', streamEventData.lisaDone),
    event('error', streamEventData.error),
  ])
  .meta({ id: 'LisaStreamEvent' });
export type LisaStreamEvent = z.infer<typeof lisaStreamEventSchema>;

/** The wire form of one event: `event: <name>\ndata: <json>\n\n`. */
export function formatStreamEvent(streamEvent: ChatStreamEvent | LisaStreamEvent): string {
  return `event: ${streamEvent.event}\ndata: ${JSON.stringify(streamEvent.data)}\n\n`;
}

/** Validates one received event (its name and its `data` text) against `schema`; throws a ZodError or SyntaxError. */
export function parseStreamEvent<S extends typeof chatStreamEventSchema | typeof lisaStreamEventSchema>(
  schema: S,
  name: string,
  data: string,
): z.output<S> {
  return schema.parse({ event: name, data: JSON.parse(data) }) as z.output<S>;
}
