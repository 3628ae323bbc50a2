import type { Message, PersonaProfile } from '@ditto/contract';
import {
  addressedToOwner,
  citationSaidIn,
  type PersonaReply,
  type ReplyProvider,
  type RowCosines,
  replyAsPersona,
  type SentenceEncoder,
  type TopicClassifier,
  type Vector,
} from '@ditto/persona-engine';
import type { Database, Queryable } from '../db/database.ts';
import type { EmbeddingBackfill } from '../knowledge/embedding-backfill.ts';
import { errorFields, log } from '../log.ts';
import { displayNameOf } from '../profiles/profile-service.ts';
import { findProfile } from '../profiles/repository.ts';
import type { ChatTurn, ReplyInProgress } from './chat-turn.ts';
import { insertMessages, listRecentMessages, type Thread } from './messages-repository.ts';
import type { OwnerKnowledge, OwnerKnowledgeCache } from './owner-knowledge.ts';
import { findPersonaProfile } from './profile-repository.ts';

/** What every chat route needs: the database, the reply provider, the encoder and the per-owner indexes. */
export type ChatDependencies = {
  db: Database;
  replyProvider: ReplyProvider;
  knowledge: OwnerKnowledgeCache;
  /** Embeds messages as they arrive (a worker thread of its own, so questions never queue behind a backfill). */
  encoder: SentenceEncoder;
  backfill: EmbeddingBackfill;
  /** Lisa's topics, embedded once on first use. */
  topics: () => Promise<TopicClassifier>;
};

/** The model sees at most this many earlier messages of the thread. */
const HISTORY_MESSAGES = 20;

/** How long a question waits for notes still being embedded (a note written a moment ago, a model still loading). */
const FRESH_NOTES_WAIT_MS = 3_000;

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
      const byFriend = thread.kind === 'shared';
      // A friend is answered from the notes that are not private, as if those did not exist.
      const everything = knowledgeOnceEmbedded(deps, personaOwnerId);
      const knowledge = everything.then((all) => (byFriend ? all.forFriend() : all));
      const owner = ownerNamesOf(db, personaOwnerId, knowledge);
      // A friend's earlier replies that cited a note made private since are not read again, nor the question each
      // answered: a model given the chat would see the private note's words in them.
      const recent = Promise.all([listRecentMessages(db, thread, HISTORY_MESSAGES), everything]).then(
        ([messages, all]) => (byFriend ? withoutPrivateQuotes(messages, all) : messages),
      );
      const [profile, { index }, [ownerName, ...ownerAliases], history, question] = await Promise.all([
        profileFor(db, personaOwnerId, byFriend, knowledge),
        knowledge,
        owner,
        recent,
        // Embedded as retrieval reads it: "Where did <owner> study?", or a friend's "where's she from?", is about
        // "you" (unless the chat just named someone else the friend's "she" may mean).
        embedQuestion(
          deps.encoder,
          Promise.all([owner, recent]).then(([[name, ...aliases], earlier]) =>
            addressedToOwner(
              content,
              name,
              aliases,
              byFriend,
              earlier.map((said) => said.content),
            ),
          ),
          knowledge,
        ),
      ]);
      const reply = await replyAsPersona({
        profile,
        index,
        history,
        message: content,
        ...question,
        embed: (texts) => deps.encoder.embed(texts),
        provider: deps.replyProvider,
        ...(ownerName ? { ownerName, ownerAliases } : {}),
        askedByOwner: thread.kind === 'persona',
        signal,
      });
      return byFriend ? saidOnly(reply) : reply;
    },
    async commit(userMessage: Message, reply: Message) {
      await db.transaction(async (tx) => {
        await stillAllowed(tx);
        await insertMessages(tx, thread, [userMessage, reply]);
      });
      return { reply, done: null };
    },
  };
}

/**
 * The messages of a chat before the first reply that cites a note private now (`KnowledgeEntry.private`) and the
 * message it answered: the friend's later messages may repeat what the reply said ("oh nice, Kyoto in April!").
 */
export function withoutPrivateQuotes(messages: readonly Message[], knowledge: OwnerKnowledge): Message[] {
  const hidden = new Set(
    knowledge
      .entries()
      .filter((entry) => entry.private)
      .map((entry) => entry.id),
  );
  if (hidden.size === 0) return [...messages];
  const quoting = (message: Message | undefined) =>
    message?.role === 'assistant' && (message.citations ?? []).some(({ entryId }) => hidden.has(entryId));
  const first = messages.findIndex(quoting);
  if (first < 0) return [...messages];
  return messages.slice(0, messages[first - 1]?.role === 'user' ? first - 1 : first);
}

/**
 * The trained profile the reply may draw on. A friend gets none while a note is private, nor one learned while a
 * note was (that note since deleted or shared): a model's summary may name what a private note says, and it cannot
 * be told apart. The background relearn after every change gives the friend one again once none is private.
 */
async function profileFor(
  db: Queryable,
  ownerId: string,
  byFriend: boolean,
  knowledge: Promise<OwnerKnowledge>,
): Promise<PersonaProfile | null> {
  if (!byFriend) return findPersonaProfile(db, ownerId);
  const [profile, { hasPrivate }] = await Promise.all([
    findPersonaProfile(db, ownerId, { forFriend: true }),
    knowledge,
  ]);
  return hasPrivate() ? null : profile;
}

/**
 * The owner's knowledge, once the notes still waiting for their embedding have it (for at most a few seconds): a
 * note asked about the moment it is written is then found by its meaning, not only by its words.
 */
async function knowledgeOnceEmbedded(deps: ChatDependencies, ownerId: string): Promise<OwnerKnowledge> {
  const knowledge = await deps.knowledge.get(deps.db, ownerId);
  if (!knowledge.lacksEmbeddings()) return knowledge;
  // Entries whose embedding failed are not waited for: `settle` counts only those still pending.
  await deps.backfill.settle(ownerId, FRESH_NOTES_WAIT_MS);
  return deps.knowledge.get(deps.db, ownerId);
}

/**
 * The owner's names, friends ask about them by: their display name, then the names their notes give ("My name is
 * …", "everyone calls me …"). Empty when there is none.
 */
async function ownerNamesOf(
  db: Database,
  ownerId: string,
  knowledge: Promise<OwnerKnowledge>,
): Promise<string[]> {
  const named = displayNameOf(await findProfile(db, ownerId));
  const fromNotes = (await knowledge).ownerNames();
  return [...new Set([...(named ? [named] : []), ...fromNotes])];
}

/**
 * A reply to a friend: its citations show of each note only the sentences the reply says (an offline reply's
 * snippets are exactly those already; a model's are cut to them once its reply is complete).
 */
function saidOnly(reply: PersonaReply): ReplyInProgress {
  const cited = reply.citationsFor ?? (() => reply.citations);
  return {
    stream: reply.stream,
    citations: reply.citations,
    citationsFor: (text) => cited(text).map((citation) => citationSaidIn(citation, text)),
  };
}

/**
 * The question's embedding and, where the encoder can, the index's scan with it, done in the encoder's thread so
 * that the API's event loop stays free for other requests (that waits for the index; a plain embedding does not).
 */
async function embedQuestion(
  encoder: SentenceEncoder,
  asked: Promise<string>,
  knowledge: Promise<OwnerKnowledge>,
): Promise<{ messageVector?: Vector; messageScan?: RowCosines }> {
  if (!encoder.embedAndScan) {
    const messageVector = await embedMessage(encoder, await asked);
    return messageVector ? { messageVector } : {};
  }
  const [text, { index }] = await Promise.all([asked, knowledge]);
  const scanned = await unlessEncoderFails(encoder.embedAndScan(text, index.sharedVectors));
  return scanned ? { messageVector: scanned.vector, messageScan: scanned.scan } : {};
}

/** The message's embedding; when the encoder fails, the reply is found by keywords alone rather than not at all. */
export async function embedMessage(encoder: SentenceEncoder, content: string): Promise<Vector | undefined> {
  return (await embedTexts(encoder, [content]))?.[0];
}

/** The texts' embeddings, or undefined (logged) when the encoder fails. */
export function embedTexts(encoder: SentenceEncoder, texts: string[]): Promise<Vector[] | undefined> {
  return unlessEncoderFails(encoder.embed(texts));
}

/** What the encoder gives, or undefined when it fails (logged): replies then go by keywords alone. */
async function unlessEncoderFails<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    log.error('Embedding a message failed', { error: errorFields(error) });
    return undefined;
  }
}
