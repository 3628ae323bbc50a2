import {
  type ChatReplyResponse,
  errorCodes,
  type PersonaProfileResponse,
  personaStatusOf,
  type TrainingProgress,
  type TrainPersonaResponse,
} from '@ditto/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { retryFailedEmbeddings, trainingProgress } from '../knowledge/embeddings-repository.ts';
import { answerTurn, asApiError, sentContent } from './chat-turn.ts';
import { knowledgeSnapshot, markLearned } from './learning-repository.ts';
import { messagesPage } from './messages-page.ts';
import { clearMessages, type Thread } from './messages-repository.ts';
import { type ChatDependencies, personaTurn } from './persona-turn.ts';
import { rebuildProfile } from './profile-learner.ts';
import { findPersonaActivity, findPersonaProfile } from './profile-repository.ts';

/** `/persona`: training my persona (Ditto) from my knowledge, and my conversation with it. */
export function personaRoutes(deps: ChatDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const threadOf = (ownerId: string): Thread => ({ kind: 'persona', ownerId });

  app.get('/profile', async (c) => {
    const ownerId = c.get('caller').sub;
    const [profile, activity] = await Promise.all([
      findPersonaProfile(db, ownerId),
      findPersonaActivity(db, ownerId, deps.encoder.model.id),
    ]);
    const body: PersonaProfileResponse = { profile, activity };
    return c.json(body);
  });

  // "Relearn everything" (after a model change): retries what the encoder failed on, waits a while for every entry
  // to be learned, then rebuilds the profile from everything known. Ditto learns each change by itself otherwise
  // (`profile-learner.ts`); a client shows progress from GET /training.
  app.post('/train', async (c) => {
    const ownerId = c.get('caller').sub;
    if ((await deps.knowledge.get(db, ownerId)).index.size === 0) {
      throw new ApiError(errorCodes.noKnowledge, 'Add some knowledge before training your persona.');
    }
    await retryFailedEmbeddings(db, ownerId);
    await deps.backfill.settle(ownerId);
    const snapshot = await knowledgeSnapshot(db, ownerId);
    const profile = await rebuildProfile(deps, ownerId, { at: snapshot.at, signal: c.req.raw.signal }).catch(
      (error: unknown) => {
        throw asApiError(error);
      },
    );
    if (!profile)
      throw new ApiError(errorCodes.noKnowledge, 'Add some knowledge before training your persona.');
    await markLearned(db, ownerId, snapshot.version);
    const [progress, activity] = await Promise.all([
      trainingProgress(db, ownerId, deps.encoder.model.id),
      findPersonaActivity(db, ownerId, deps.encoder.model.id),
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
