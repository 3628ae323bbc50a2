import {
  errorCodes,
  knowledgeFullMessage,
  type LisaReplyResponse,
  type MessagesResponse,
  messageLimits,
} from '@ditto/contract';
import {
  asksAboutLastAnswer,
  collect,
  createEmbeddedProvider,
  createLisa,
  type EmbeddedEntry,
  embeddingTexts,
  type Lisa,
  readMessage,
  type SentenceEncoder,
  sliceWhole,
  topicsWithoutMeaning,
} from '@ditto/persona-engine';
import { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { insertKnowledgeEntry } from '../knowledge/repository.ts';
import { within } from '../lib/within.ts';
import { answerTurn, sentContent } from '../persona/chat-turn.ts';
import { messagesPage } from '../persona/messages-page.ts';
import {
  clearMessages,
  insertMessages,
  lastMessageId,
  listRecentMessages,
  newMessage,
  type Thread,
} from '../persona/messages-repository.ts';
import type { OwnerKnowledge } from '../persona/owner-knowledge.ts';
import { type ChatDependencies, embedMessage, embedTexts } from '../persona/persona-turn.ts';

const offlineProvider = createEmbeddedProvider();

/**
 * Lisa reads this many of the newest messages per turn: enough to know which of her topics she asked lately,
 * bounded however long the interview grew.
 */
const HISTORY_MESSAGES = 100;

/**
 * At most this many notes not embedded yet are embedded for Lisa's opening (more means the embedder is behind), the
 * start of one paragraph each (a paragraph of 20,000 characters would hold the thread for seconds), on the message
 * encoder, and waited for at most so long: questions on that thread queue behind it, and a busy encoder does not hold
 * her up. The opening is said once per account, so it may wait a second: on a two-core
 * host under load, 300 ms ran out and she asked about work right after a note about work was written.
 */
const OPENING_NOTES_TO_EMBED = 10;
const OPENING_EMBED_MS = 1000;
const OPENING_CHARS_TO_EMBED = 1000;

/**
 * `/lisa`: my conversation with Lisa, the interviewer. Her messages are stored exactly as she wrote them: she
 * recognises an answer by finding her own question in her previous message.
 */
export function lisaRoutes(deps: ChatDependencies): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const threadOf = (ownerId: string): Thread => ({ kind: 'lisa', ownerId });
  // Without the encoder Lisa still interviews, asking in her topics' order.
  const lisa = async (): Promise<Lisa> => createLisa(await deps.topics().catch(() => topicsWithoutMeaning));

  // An empty conversation starts with Lisa's greeting and first question, stored so the first answer is recognised.
  app.get('/messages', async (c) => {
    const thread = threadOf(c.get('caller').sub);
    const page = await messagesPage(c, db, thread);
    if (page.messages.length > 0 || c.req.query('before') !== undefined) return c.json(page);
    const body: MessagesResponse = { messages: await startConversation(deps, await lisa(), thread) };
    return c.json(body);
  });

  app.post('/messages', async (c) => {
    const ownerId = c.get('caller').sub;
    const thread = threadOf(ownerId);
    const content = await sentContent(c);
    let pendingEntries: Array<{ title: string; content: string; private: boolean }> = [];
    let answeredAfter: string | null = null;
    return answerTurn(
      c,
      content,
      {
        async start(signal) {
          // How Lisa tells an answer from small talk, by what the message says of the owner (fillers, thanks and
          // goodbyes apart); without it, any words answer her question.
          const embedded = embedMessage(deps.encoder, heardOf(content));
          const [knowledge, history, interviewer] = await Promise.all([
            deps.knowledge.get(db, ownerId),
            listRecentMessages(db, thread, HISTORY_MESSAGES),
            lisa(),
          ]);
          // After a follow-up, the owner's answer it follows up tells whether this reply stays on its subject: the
          // message she last kept, not a "Thank you" said since.
          const lastAsked = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
          const kept = history.findLastIndex((turn) => turn.role === 'assistant' && turn.savedEntries);
          const previous = asksAboutLastAnswer(lastAsked)
            ? history.slice(0, Math.max(kept, 0)).findLast((turn) => turn.role === 'user')?.content
            : undefined;
          const [messageVector, previousMessageVector] = await Promise.all([
            embedded,
            previous === undefined ? undefined : embedMessage(deps.encoder, heardOf(previous)),
          ]);
          const turn = interviewer.reply({
            entries: knowledge.entries(),
            // Notes written a moment ago count too: she does not ask what they already cover.
            embedded: await withNotesJustWritten(deps.encoder, knowledge),
            history,
            message: content,
            ...(messageVector ? { messageVector } : {}),
            ...(previousMessageVector ? { previousMessageVector } : {}),
            provider: deps.replyProvider,
            signal,
          });
          pendingEntries = turn.entries;
          answeredAfter = history.at(-1)?.id ?? null;
          return turn;
        },
        // The answer's knowledge entries and both messages are stored together, or not at all; and only when no
        // other answer was stored since this one was read, or one question would be answered (and asked) twice.
        commit: (userMessage, reply) =>
          db
            .transaction(async (tx) => {
              await lockThread(tx, thread);
              if ((await lastMessageId(tx, thread)) !== answeredAfter) {
                throw new ApiError(
                  errorCodes.conversationChanged,
                  'Your conversation with Lisa changed meanwhile. Reload it and answer her latest question.',
                );
              }
              // Every note of the answer is stored, or none: one that finds the knowledge full fails them all.
              const created = [];
              for (const entry of pendingEntries) {
                // Private as Lisa judged it on the words stored (her retitles judge it again), as a new note is.
                const inserted = await insertKnowledgeEntry(tx, ownerId, {
                  title: entry.title,
                  content: entry.content,
                  source: 'lisa',
                  private: entry.private,
                });
                if (!inserted) throw new ApiError(errorCodes.knowledgeFull, knowledgeFullMessage());
                created.push(inserted);
              }
              // Her reply names the entries it saved, as stored and as answered.
              const stored =
                created.length > 0
                  ? { ...reply, savedEntries: created.map(({ id, title }) => ({ id, title })) }
                  : reply;
              await insertMessages(tx, thread, [userMessage, stored]);
              return { reply: stored, done: created };
            })
            .then((turn) => {
              if (turn.done.length > 0) deps.backfill.kick();
              return turn;
            }),
      },
      {
        json: (userMessage, reply, createdEntries): LisaReplyResponse => ({
          userMessage,
          reply,
          createdEntries,
        }),
        doneEvent: (message, createdEntries) => ({ event: 'done', data: { message, createdEntries } }),
      },
    );
  });

  app.delete('/messages', async (c) => {
    await clearMessages(db, threadOf(c.get('caller').sub));
    return c.body(null, 204);
  });

  return app;
}

/**
 * Stores Lisa's opening in the empty thread (once, even for simultaneous requests) and returns the thread. The
 * opening is composed before the transaction: the owner's knowledge is read through a cache that other requests
 * share, and awaiting it while holding the thread's transaction could wait on a read queued behind that very
 * transaction (PGlite runs one transaction at a time).
 */
async function startConversation(deps: ChatDependencies, lisa: Lisa, thread: Thread) {
  const { db } = deps;
  const knowledge = await deps.knowledge.get(db, thread.ownerId);
  // With no pending question and no entry to acknowledge, Lisa's reply is her fixed text: no provider is asked.
  const opening = lisa.reply({
    entries: knowledge.entries(),
    embedded: await withNotesJustWritten(deps.encoder, knowledge),
    history: [],
    message: '',
    provider: offlineProvider,
  });
  const message = newMessage('assistant', await collect(opening.stream), opening.citations);
  return db.transaction(async (tx) => {
    await lockThread(tx, thread);
    const current = await listRecentMessages(tx, thread, messageLimits.pageSizeDefault);
    if (current.length > 0) return current;
    await insertMessages(tx, thread, [message]);
    return [message];
  });
}

/**
 * The owner's embedded entries, with those written a moment ago and not embedded yet embedded now (a few at most,
 * by their first paragraph: enough to tell a note's topic, and bounded however long the note): her first question
 * goes to what the knowledge does not cover, notes just written included. The background embedder still stores
 * their vectors.
 */
async function withNotesJustWritten(
  encoder: SentenceEncoder,
  knowledge: OwnerKnowledge,
): Promise<EmbeddedEntry[]> {
  const embedded = knowledge.embedded();
  const done = new Set(embedded.map((entry) => entry.id));
  const waiting = knowledge.entries().filter((entry) => !done.has(entry.id));
  if (waiting.length === 0 || waiting.length > OPENING_NOTES_TO_EMBED) return embedded;
  const firstParagraphs = waiting.map((entry) =>
    sliceWhole(embeddingTexts(entry)[0] ?? entry.title, OPENING_CHARS_TO_EMBED),
  );
  const vectors = await within(embedTexts(encoder, firstParagraphs), OPENING_EMBED_MS, {
    late: undefined,
    failed: undefined,
  });
  if (!vectors) return embedded;
  return [...embedded, ...waiting.map((entry, i) => ({ id: entry.id, vectors: vectors.slice(i, i + 1) }))];
}

/** What Lisa hears of a message: what it says about the owner, or all of it when it says nothing of them. */
function heardOf(content: string): string {
  return readMessage(content).content || content;
}

/** Serialises the writes to one user's Lisa thread (across API instances) until the transaction ends. */
async function lockThread(tx: Queryable, thread: Thread): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lisa:${thread.ownerId}`]);
}
