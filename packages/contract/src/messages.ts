import { z } from 'zod';

/** A knowledge entry a reply drew on. */
export const citationSchema = z.object({
  entryId: z.string().min(1),
  title: z.string(),
  snippet: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

/** One chat message, of Lisa's or of a persona's thread (design §5.3). */
export const messageSchema = z.object({
  id: z.string().min(1),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  citations: z.array(citationSchema).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /lisa/messages` and `GET /persona/messages` (spec §7). */
export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;
