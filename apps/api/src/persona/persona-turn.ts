import type { Message } from '@ditto/contract';
import { type ReplyProvider, replyAsPersona } from '@ditto/persona-engine';
import type { Database, Queryable } from '../db/database.ts';
import { findProfile } from '../profiles/repository.ts';
import type { ChatTurn } from './chat-turn.ts';
import type { KnowledgeIndexCache } from './knowledge-index-cache.ts';
import { insertMessages, listMessages, type Thread } from './messages-repository.ts';
import { findPersonaProfile } from './profile-repository.ts';

/** What every chat route needs: the database, the reply provider and the per-owner retrieval indexes. */
export type ChatDependencies = {
  db: Database;
  replyProvider: ReplyProvider;
  knowledge: KnowledgeIndexCache;
};

/** The model sees at most this many earlier messages of the thread. */
const HISTORY_MESSAGES = 20;

/**
 * A turn of a persona chat: Ditto answers as `personaOwnerId`, grounded in that owner's knowledge and trained
 * profile, in `thread` (the owner's own thread, or a viewer's thread with a shared persona). `stillAllowed` runs in
 * the storing transaction (a share revoked while the reply was generated stores nothing).
 */
export function personaTurn(
  deps: ChatDependencies,
  thread: Thread,
  personaOwnerId: string,
  content: string,
  stillAllowed: (tx: Queryable) => Promise<void> = async () => undefined,
): ChatTurn<null> {
  const { db } = deps;
  return {
    async start(signal) {
      const [profile, knowledge, owner, history] = await Promise.all([
        findPersonaProfile(db, personaOwnerId),
        deps.knowledge.get(db, personaOwnerId),
        findProfile(db, personaOwnerId),
        listMessages(db, thread),
      ]);
      return replyAsPersona({
        profile,
        index: knowledge.index,
        history: history.slice(-HISTORY_MESSAGES),
        message: content,
        provider: deps.replyProvider,
        ...(owner ? { ownerName: owner.name } : {}),
        signal,
      });
    },
    async commit(userMessage: Message, reply: Message) {
      await db.transaction(async (tx) => {
        await stillAllowed(tx);
        await insertMessages(tx, thread, [userMessage, reply]);
      });
      return null;
    },
  };
}
