import {
  type ChatReplyResponse,
  errorCodes,
  type PersonaProfileResponse,
  personaStatusOf,
  type TrainingProgress,
  type TrainPersonaResponse,
} from '@ditto/contract';
import { trainPersona } from '@ditto/persona-engine';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { retryFailedEmbeddings, trainingProgress } from '../knowledge/embeddings-repository.ts';
import { answerTurn, asApiError, sentContent } from './chat-turn.ts';
import { messagesPage } from './messages-page.ts';
import { clearMessages, type Thread } from './messages-repository.ts';
import { type ChatDependencies, personaTurn } from './persona-turn.ts';
import { findPersonaActivity, findPersonaProfile, savePersonaProfile } from './profile-repository.ts';

/** `/persona`: training my persona (Ditto) from my knowledge, and my conversation with it. */
export function personaRoutes(deps: ChatDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const threadOf = (ownerId: string): Thread => ({ kind: 'persona', ownerId });

  app.get('/profile', async (c) => {
    const ownerId = c.get('caller').sub;
    const [profile, activity] = await Promise.all([
      findPersonaProfile(db, ownerId),
      findPersonaActivity(db, ownerId),
    ]);
    const body: PersonaProfileResponse = { profile, activity };
    return c.json(body);
  });

  // Training learns what is not learned yet (the background embedder, which also runs on every write), waits for
  // it a while, then rebuilds the profile from everything known. A client shows progress from GET /training.
  app.post('/train', async (c) => {
    const ownerId = c.get('caller').sub;
    if ((await deps.knowledge.get(db, ownerId)).index.size === 0) {
      throw new ApiError(errorCodes.noKnowledge, 'Add some knowledge before training your persona.');
    }
    await retryFailedEmbeddings(db, ownerId);
    await deps.backfill.settle(ownerId);
    // The cache reads again only what the backfill changed meanwhile.
    const [knowledge, classifier] = await Promise.all([
      deps.knowledge.get(db, ownerId),
      deps.topics().catch(() => undefined),
    ]);
    const profile = await trainPersona(knowledge.entries(), {
      provider: deps.replyProvider,
      signal: c.req.raw.signal,
      ...(classifier ? { topics: { classifier, embedded: knowledge.embedded() } } : {}),
    }).catch((error: unknown) => {
      throw asApiError(error);
    });
    await savePersonaProfile(db, ownerId, profile);
    const [progress, activity] = await Promise.all([
      trainingProgress(db, ownerId, deps.encoder.model.id),
      findPersonaActivity(db, ownerId),
    ]);
    const body: TrainPersonaResponse = { profile, status: personaStatusOf(profile, activity), progress };
    return c.json(body);
  });

  app.get('/training', async (c) => {
    const body: TrainingProgress = await trainingProgress(db, c.get('caller').sub, deps.encoder.model.id);
    return c.json(body);
  });

  app.get('/messages', async (c) => {
    return c.json(await messagesPage(c, db, threadOf(c.get('caller').sub)));
  });

  app.post('/messages', async (c) => {
    const ownerId = c.get('caller').sub;
    const content = await sentContent(c);
    return answerTurn(c, content, personaTurn(deps, threadOf(ownerId), ownerId, content), {
      json: (userMessage, reply): ChatReplyResponse => ({ userMessage, reply }),
      doneEvent: (message) => ({ event: 'done', data: { message } }),
    });
  });

  app.delete('/messages', async (c) => {
    await clearMessages(db, threadOf(c.get('caller').sub));
    return c.body(null, 204);
  });

  return app;
}
