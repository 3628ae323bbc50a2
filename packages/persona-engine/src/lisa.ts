import { randomUUID } from 'node:crypto';
import type { Citation, KnowledgeEntry, Message } from '@ditto/contract';
import { followUpAsked, followUpOn, refersBack } from './follow-ups.ts';
import { contentWords, type Heard, hear, isHardNews, type Pending } from './listening.ts';
import { fixedReply } from './persona.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import { dot, type Vector } from './retrieval/encoder.ts';
import { toSnippet, words } from './retrieval/text.ts';
import type { EmbeddedEntry, TopicClassifier, TopicCoverage } from './topics.ts';
import { listOf } from './training.ts';

export interface LisaQuestion {
  /** The topic asked about. */
  topicId: string;
  topicLabel: string;
  /** Also what an answer to it is titled (without the question mark). */
  text: string;
}

export interface LisaReplyInput {
  entries: readonly KnowledgeEntry[];
  /** Paragraph embeddings of the entries that have them: what topics are covered is judged from these. */
  embedded: readonly EmbeddedEntry[];
  /** Earlier messages with Lisa, oldest first. */
  history: readonly Message[];
  message: string;
  /** The message's embedding: how Lisa tells an answer from small talk or an aside. Without it, any words answer. */
  messageVector?: Vector;
  /** The embedding of the owner's message before this one: whether a reply to a follow-up stays on its subject. */
  previousMessageVector?: Vector;
  provider: ReplyProvider;
  now?: () => Date;
  signal?: AbortSignal;
}

export interface LisaReply {
  stream: AsyncIterable<string>;
  /** The knowledge entry made from the user's answer, for the caller to store. */
  entry: KnowledgeEntry | null;
  /** The topic question this reply ends with, if any. */
  question: LisaQuestion | null;
  citations: Citation[];
}

export interface Lisa {
  coverage(embedded: readonly EmbeddedEntry[]): TopicCoverage[];
  /**
   * The next question: about the topic least covered by the knowledge and least asked about in this conversation
   * (so she goes round the topics instead of dwelling on one, even before new answers are embedded); null when
   * every question has been asked.
   */
  nextQuestion(embedded: readonly EmbeddedEntry[], asked?: readonly string[]): LisaQuestion | null;
  /** Turns an answer into a knowledge entry (source `lisa`) titled after the question. */
  answerToEntry(
    question: string,
    answer: string,
    options?: { id?: string; now?: () => Date },
  ): KnowledgeEntry;
  reply(input: LisaReplyInput): LisaReply;
}

const greeting =
  'Hi, I\'m Lisa. I help you write down what you know, so your Ditto can speak like you. Answer in your own words, or say "skip".';

/** The interviewer that grows the owner's knowledge, one question at a time. */
export function createLisa(classifier: TopicClassifier): Lisa {
  const { topics } = classifier;
  const questionTopic = new Map(
    topics.flatMap((topic) => topic.questions.map((text) => [text, topic] as const)),
  );
  const questionTexts = [...questionTopic.keys()];

  const nextQuestion: Lisa['nextQuestion'] = (embedded, asked = []) => {
    const askedSet = new Set(asked);
    const counts = new Map(classifier.coverage(embedded).map((topic) => [topic.topicId, topic.entryCount]));
    for (const text of askedSet) {
      const topicId = questionTopic.get(text)?.id;
      if (topicId) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
    }
    const candidates = topics
      .map((topic, order) => ({
        topic,
        order,
        open: topic.questions.filter((text) => !askedSet.has(text)),
      }))
      .filter((candidate) => candidate.open.length > 0)
      .sort((a, b) => (counts.get(a.topic.id) ?? 0) - (counts.get(b.topic.id) ?? 0) || a.order - b.order);
    const pick = candidates[0];
    const text = pick?.open[0];
    return pick && text ? { topicId: pick.topic.id, topicLabel: pick.topic.label, text } : null;
  };

  const answerToEntry: Lisa['answerToEntry'] = (question, answer, { id, now } = {}) => {
    const at = (now?.() ?? new Date()).toISOString();
    return {
      id: id ?? randomUUID(),
      title: toSnippet(question.trim().replace(/[?.!]+$/, ''), 120),
      content: answer.trim(),
      source: 'lisa',
      createdAt: at,
      updatedAt: at,
    };
  };

  /** Questions Lisa already asked in this conversation (her messages end with one). */
  const askedIn = (history: readonly Message[]): string[] =>
    history
      .filter((message) => message.role === 'assistant')
      .map((message) => questionTexts.find((text) => message.content.includes(text)))
      .filter((text): text is string => text !== undefined);

  const summaryOf = (
    entries: readonly KnowledgeEntry[],
    embedded: readonly EmbeddedEntry[],
  ): { text: string; citations: Citation[] } => {
    if (entries.length === 0) {
      return {
        text: "I don't know anything about you yet. Let's start!",
        citations: [],
      };
    }
    // Each entry counts once, for its nearest topic, so the counts add up to what she knows.
    const counts = new Map<string, number>();
    for (const { vectors } of embedded) {
      const topicId = classifier.topicsOf(vectors)[0];
      if (topicId) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
    }
    const answered = new Set(entries.map((entry) => questionTopic.get(`${entry.title}?`)?.id));
    const known = topics.filter((topic) => counts.has(topic.id) || answered.has(topic.id));
    const missing = topics.filter((topic) => !known.includes(topic)).map((topic) => topic.label);
    const recent = [...entries].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 3);
    const about = (entry: KnowledgeEntry) =>
      questionTopic.get(`${entry.title}?`)?.label ?? `“${entry.title}”`;
    const text = [
      `I know ${entries.length} ${entries.length === 1 ? 'thing' : 'things'} about you.`,
      known.length > 0
        ? `Most of it is about ${listOf(
            known
              .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))
              .slice(0, 5)
              .map((topic) => topic.label),
          )}.`
        : '',
      `Lately you told me about ${listOf([...new Set(recent.map(about))])}.`,
      missing.length > 0
        ? `I know nothing yet about ${listOf(missing)}.`
        : 'Every topic I ask about has something.',
    ]
      .filter((line) => line !== '')
      .join(' ');
    const citations = recent.map((entry) => ({
      entryId: entry.id,
      title: entry.title,
      snippet: toSnippet(entry.content),
    }));
    return { text, citations };
  };

  const reply: Lisa['reply'] = (input) => {
    const { history, message, embedded, messageVector } = input;
    const asked = askedIn(history);
    const lastAssistant = history.findLast((turn) => turn.role === 'assistant');
    const pending = lastAssistant ? pendingIn(lastAssistant.content) : { question: null, followUp: null };
    const closeness = closenessOf(messageVector, pending.question);
    // What this turn stores counts as covered at once: the next question moves to another topic.
    const known = (entry: KnowledgeEntry | null) =>
      entry && messageVector ? [...embedded, { id: entry.id, vectors: [messageVector] }] : embedded;
    const said = withoutGreeting(message);
    const turn: Turn = {
      input,
      heard: hear(message, listenedFor(pending, said, input), closeness),
      pending,
      lastSaid: lastAssistant?.content ?? '',
      said,
      hard: isHardNews(closeness),
      // Every question in her messages counts as asked, the one just asked too: `next` moves on from it.
      next: (entry) => nextQuestion(known(entry), asked),
    };
    const { opening, question, entry = null, followUp = null, citations = [] } = decide(turn);
    const ends = turn.heard.kind === 'small-talk' && turn.heard.ends === true;
    const closing = question
      ? `${followUp ? `${followUp} ${moveOn} ` : ''}${question.text}`
      : ends
        ? ''
        : 'I have asked everything I wanted to ask. Thank you!';
    // A model may word the thanks for an answer; what she says of anything else, and her questions, are always her
    // exact text, so later turns can tell what she asked and whether she asked it again.
    const { provider, signal } = input;
    const acknowledgement =
      turn.heard.kind === 'answer' && !turn.hard && provider.kind !== 'embedded'
        ? provider.stream(
            { draft: opening, messages: lisaPrompt(history, message) },
            signal ? { signal } : {},
          )
        : fixedReply(opening, signal);
    const stream = closing ? concat(acknowledgement, fixedReply(` ${closing}`, signal)) : acknowledgement;
    return { stream, entry, question, citations };
  };

  /** What Lisa says to what she heard, what she asks next, and what she stores. */
  const decide = ({ input, heard, pending, lastSaid, said, hard, next }: Turn): Decision => {
    // Her question again, or the next one: worked out only by the replies that ask it.
    const again = () => pending.question ?? next(null);
    const stamp = input.now ? { now: input.now } : {};
    switch (heard.kind) {
      case 'about-me': {
        const { text, citations } = summaryOf(input.entries, input.embedded);
        return { opening: text, citations, question: again() };
      }
      case 'small-talk':
        return {
          opening: input.history.length === 0 ? greeting : heard.reply,
          question: heard.ends ? null : again(),
        };
      case 'skip':
        // Declining a follow-up leaves the question offered beside it; declining that moves on.
        return pending.followUp && pending.question
          ? { opening: "No problem, let's leave that.", question: pending.question }
          : { opening: "No problem, let's skip that one.", question: next(null) };
      case 'why':
        return {
          opening: 'I ask so that your Ditto can answer the way you would, in your own words.',
          question: again(),
        };
      case 'repeat':
        return { opening: 'Of course.', question: again() };
      case 'question':
        return {
          opening: "I'm better at listening than answering, I'm afraid. I'd love to hear about you.",
          question: again(),
        };
      case 'say-more':
        return lastSaid.startsWith(sayMore)
          ? { opening: "Let's try another one.", question: next(null) }
          : { opening: sayMore, question: again() };
      case 'aside': {
        const entry = answerToEntry(titleFrom(said), said, stamp);
        // Something else altogether: she asks her question again, once. Near it: taken as said, and she moves on.
        const reask =
          pending.question && !heard.related && !lastSaid.startsWith(notQuite) ? pending.question : null;
        return reask
          ? { entry, opening: `${notQuite}, but I've saved it as “${entry.title}”.`, question: reask }
          : { entry, opening: `I've saved that as “${entry.title}”.`, question: next(entry) };
      }
      case 'answer': {
        const answered = heard.followUp ? null : pending.question;
        const entry = answerToEntry(
          answered?.text ?? pending.followUp?.title ?? titleFrom(said),
          said,
          stamp,
        );
        const turns = input.history.filter((turn) => turn.role === 'assistant').length;
        // Hard news gets sympathy, and no probing follow-up. After a follow-up's answer she moves on to a new
        // topic; the topic offered beside it comes back later with another of its questions.
        return {
          entry,
          opening: hard ? sympathy : (acknowledgements[turns % acknowledgements.length] as string),
          followUp: hard ? null : followUpOn(said, lastSaid),
          question: next(entry),
        };
      }
    }
  };

  const closenessOf = (vector: Vector | undefined, pending: LisaQuestion | null) =>
    vector ? classifier.closeness(vector, pending?.text ?? null) : null;

  /** What Lisa's message asked: one of her topics' questions, a follow-up on a detail, or both. */
  const pendingIn = (content: string): PendingQuestions => {
    const text = questionTexts.find((known) => content.includes(known));
    return { question: text ? bankQuestion(text) : null, followUp: followUpAsked(content) };
  };

  const bankQuestion = (text: string): LisaQuestion => {
    const topic = questionTopic.get(text);
    return { topicId: topic?.id ?? '', topicLabel: topic?.label ?? '', text };
  };

  return { coverage: classifier.coverage, nextQuestion, answerToEntry, reply };
}

/** One message to Lisa, as she heard it, and what she needs to answer it. */
interface Turn {
  input: LisaReplyInput;
  heard: Heard;
  pending: PendingQuestions;
  /** Her last message. */
  lastSaid: string;
  /** The message without a greeting it opens with: what is stored. */
  said: string;
  hard: boolean;
  /** Her next question, counting what `entry` (stored this turn) covers. */
  next: (entry: KnowledgeEntry | null) => LisaQuestion | null;
}

/** Her reply before it is worded: the opening, then an optional follow-up beside the next question. */
interface Decision {
  opening: string;
  question: LisaQuestion | null;
  entry?: KnowledgeEntry;
  followUp?: string | null;
  citations?: Citation[];
}

const sympathy = "I'm sorry to hear that. Thank you for telling me.";

/** How Lisa thanks an answer, varied so that turns do not all read alike (the app shows what was saved). */
const acknowledgements = [
  'Thank you for telling me.',
  "Got it, I've written that down.",
  "Thanks, I've noted that.",
  "That's helpful, thank you.",
];

const sayMore = 'Could you tell me a little more?';
const notQuite = "That's not quite what I asked";
const moveOn = "Or, if you'd rather move on:";
/** What a message of Lisa's asked. */
interface PendingQuestions {
  question: LisaQuestion | null;
  /** A follow-up on the answer before: what it is stored as, and the names in it. */
  followUp: ReturnType<typeof followUpAsked>;
}

/**
 * What `hear` needs to know of the pending questions: is the message (`said`, without a greeting) about the
 * follow-up's subject?
 */
function listenedFor(pending: PendingQuestions, message: string, input: LisaReplyInput): Pending {
  const { followUp } = pending;
  if (!followUp) return { question: pending.question?.text ?? null, followUp: null };
  const said = words(message);
  const { messageVector, previousMessageVector } = input;
  return {
    question: pending.question?.text ?? null,
    followUp: {
      named: followUp.names.some((name) => said.includes(name)),
      refersBack: refersBack(said),
      cosine: messageVector && previousMessageVector ? dot(messageVector, previousMessageVector) : null,
    },
  };
}

/** The message without the greeting it opens with ("Hello Lisa! I'm a dentist." → "I'm a dentist."). */
function withoutGreeting(message: string): string {
  const sentences = message.trim().split(/(?<=[.!?])\s+/);
  const first = sentences.findIndex((sentence) => contentWords(sentence).length > 0);
  return first > 0 ? sentences.slice(first).join(' ') : message.trim();
}

/** A title made from what was said: its first sentence, cut at a word to at most 60 characters. */
function titleFrom(message: string): string {
  return toSnippet(message.trim().split(/(?<=[.!?])\s/)[0] ?? '', 60);
}

function lisaPrompt(history: readonly Message[], message: string): PromptMessage[] {
  const system =
    'You are Lisa, a warm interviewer who helps a person write down their life so their digital twin can speak ' +
    'like them. Acknowledge their last answer in one short sentence, without adding facts of your own and ' +
    'without asking anything.';
  const turns = history.slice(-6).map((turn): PromptMessage => ({ role: turn.role, content: turn.content }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: message }];
}

async function* concat(...streams: AsyncIterable<string>[]): AsyncGenerator<string> {
  for (const stream of streams) yield* stream;
}
