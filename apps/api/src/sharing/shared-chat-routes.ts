import { type ChatReplyResponse, sharedPersonaParamsSchema } from '@ditto/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { pathParams } from '../http/validation.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import { answerTurn, sentContent } from '../persona/chat-turn.ts';
import { messagesPage } from '../persona/messages-page.ts';
import type { Thread } from '../persona/messages-repository.ts';
import { type ChatDependencies, personaTurn } from '../persona/persona-turn.ts';
import { claimMyShares } from './claim-shares.ts';
import { isSharedWith } from './repository.ts';

/**
 * `/sharing/personas/:ownerId/messages`: my conversation with a persona someone shares with me, grounded in the
 * owner's knowledge. The share is checked on every request (and again when a reply is stored), so a revoked share
 * closes the chat at once; an owner who does not share with me is a 404, exactly like one who does not exist. The
 * viewer sees the owner's knowledge only through the replies and their citations' snippets.
 */
export function sharedChatRoutes(
  deps: ChatDependencies & { getUserAttributes: GetUserAttributes },
): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const sharedThread = (c: Context<AppEnv>) => openSharedThread(c, db, deps.getUserAttributes);

  app.get('/personas/:ownerId/messages', async (c) => {
    const { thread } = await sharedThread(c);
    return c.json(await messagesPage(c, db, thread));
  });

  app.post('/personas/:ownerId/messages', async (c) => {
    const { thread, ownerId } = await sharedThread(c);
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

async function openSharedThread(
  c: Context<AppEnv>,
  db: Queryable,
  getUserAttributes: GetUserAttributes,
): Promise<{ thread: Thread; ownerId: string }> {
  const { ownerId } = pathParams(c, sharedPersonaParamsSchema);
  const caller = c.get('caller');
  const viewerId = caller.sub;
  // A share made to my email since I last loaded my shared personas is bound now (a link opened straight away).
  if (!(await isSharedWith(db, ownerId, viewerId))) await claimMyShares(db, getUserAttributes, caller);
  await requireShare(db, ownerId, viewerId);
  return { ownerId, thread: { kind: 'shared', ownerId: viewerId, personaOwnerId: ownerId } };
}

async function requireShare(db: Queryable, ownerId: string, viewerId: string): Promise<void> {
  if (!(await isSharedWith(db, ownerId, viewerId))) throw notFound('Shared persona');
}
