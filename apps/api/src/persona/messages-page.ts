import { errorCodes, type MessagesResponse, messagesQuerySchema } from '@ditto/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { queryParams } from '../http/validation.ts';
import { listMessagesPage, type Thread } from './messages-repository.ts';

/** `GET` of a conversation: the page its query asks for (`before`, `limit`), or a 400 on a foreign `before`. */
export async function messagesPage(
  c: Context<AppEnv>,
  db: Queryable,
  thread: Thread,
): Promise<MessagesResponse> {
  const query = queryParams(c, messagesQuerySchema);
  const messages = await listMessagesPage(db, thread, {
    ...(query.before ? { before: query.before } : {}),
    limit: query.limit,
  });
  if (!messages) {
    throw new ApiError(errorCodes.validation, 'The request is not valid.', {
      before: ['No such message in this conversation: pass the id of a message it holds.'],
    });
  }
  return { messages };
}
