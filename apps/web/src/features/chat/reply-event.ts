import type { Citation, Message } from '@ditto/api-client';

/** The events every streamed reply shares (persona, shared persona and Lisa); `done` may carry more. */
export type ReplyEvent<Done extends { message: Message }> =
  | { event: 'user'; data: { message: Message } }
  | { event: 'citations'; data: { citations: Citation[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: Done };
