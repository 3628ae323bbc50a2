import { providerFromEnv, type ReplyProvider, type SentenceEncoder } from '@ditto/persona-engine';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { GetUserAttributes } from '../identity/get-user.ts';
import type { EmbeddingBackfill } from '../knowledge/embedding-backfill.ts';
import { lisaRoutes } from '../lisa/routes.ts';
import { sharedChatRoutes } from '../sharing/shared-chat-routes.ts';
import { lazyTopics } from './lazy-topics.ts';
import { createOwnerKnowledgeCache } from './owner-knowledge.ts';
import type { ChatDependencies } from './persona-turn.ts';
import { personaRoutes } from './routes.ts';

/**
 * Every chat route, mounted at the root: `/persona/*`, `/lisa/*` and `/sharing/personas/:ownerId/messages`.
 * The reply provider is the environment's (`LLM_BASE_URL`, `LLM_MODEL`, `LLM_API_KEY`, `LLM_TIMEOUT_MS`; the
 * embedded one by default), read once here at start; a half-set configuration fails the start, naming the variable.
 */
export function chatRoutes(deps: {
  db: Database;
  encoder: SentenceEncoder;
  backfill: EmbeddingBackfill;
  getUserAttributes: GetUserAttributes;
  replyProvider?: ReplyProvider;
}): Hono<AppEnv> {
  const chat: ChatDependencies = {
    db: deps.db,
    replyProvider: deps.replyProvider ?? providerFromEnv(process.env),
    knowledge: createOwnerKnowledgeCache({ model: deps.encoder.model }),
    encoder: deps.encoder,
    backfill: deps.backfill,
    topics: lazyTopics(deps.encoder),
  };
  const app = new Hono<AppEnv>();
  app.route('/persona', personaRoutes(chat));
  app.route('/lisa', lisaRoutes(chat));
  app.route('/sharing', sharedChatRoutes({ ...chat, getUserAttributes: deps.getUserAttributes }));
  return app;
}
