import { type ChatReplyResponse, type MessagesResponse, sharedPersonaParamsSchema } from '@ditto/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { pathParams } from '../http/validation.ts';
import { answerTurn, sentContent } from '../persona/chat-turn.ts';
import { listMessages, type Thread } from '../persona/messages-repository.ts';
import { type ChatDependencies, personaTurn } from '../persona/persona-turn.ts';
import { isSharedWith } from './repository.ts';

/**
 * `/sharing/personas/:ownerId/messages`: my conversation with a persona someone shares with me, grounded in the
 * owner's knowledge. The share is checked on every request (and again when a reply is stored), so a revoked share
 * closes the chat at once; an owner who does not share with me is a 404, exactly like one who does not exist. The
 * viewer sees the owner's knowledge only through the replies and their citations' snippets.
 */
export function sharedChatRoutes(deps: ChatDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/personas/:ownerId/messages', async (c) => {
    const { thread } = await sharedThread(c, db);
    const body: MessagesResponse = { messages: await listMessages(db, thread) };
    return c.json(body);
  });

  app.post('/personas/:ownerId/messages', async (c) => {
    const { thread, ownerId } = await sharedThread(c, db);
    const content = await sentContent(c);
    const viewerId = thread.ownerId;
    const turn = personaTurn(deps, thread, ownerId, content, (tx) => requireShare(tx, ownerId, viewerId));
    return answerTurn(c, content, turn, {
      json: (userMessage, reply): ChatReplyResponse => ({ userMessage, reply }),
      doneEvent: (message) => ({ event: 'done', data: { message } }),
    });
  });

  return app;
}

async function sharedThread(c: Context<AppEnv>, db: Queryable): Promise<{ thread: Thread; ownerId: string }> {
  const { ownerId } = pathParams(c, sharedPersonaParamsSchema);
  const viewerId = c.get('caller').sub;
  await requireShare(db, ownerId, viewerId);
  return { ownerId, thread: { kind: 'shared', ownerId: viewerId, personaOwnerId: ownerId } };
}

async function requireShare(db: Queryable, ownerId: string, viewerId: string): Promise<void> {
  if (!(await isSharedWith(db, ownerId, viewerId))) throw notFound('Shared persona');
}
