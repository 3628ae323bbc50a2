import { randomUUID } from 'node:crypto';
import type { Citation, KnowledgeEntry, Message } from '@ditto/contract';
import { type Detail, detailOf } from './details.ts';
import { hear, isHardNews, type Pending } from './listening.ts';
import { fixedReply } from './persona.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import { dot, type Vector } from './retrieval/encoder.ts';
import { isStopWord, sliceWhole, words } from './retrieval/text.ts';
import type { EmbeddedEntry, TopicClassifier, TopicCoverage } from './topics.ts';
import { listOf } from './training.ts';

export interface LisaQuestion {
  /** The topic asked about. */
  topicId: string;
  topicLabel: string;
  text: string;
  /** What an answer to it is stored as. */
  title: string;
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
    return pick && text ? { topicId: pick.topic.id, topicLabel: pick.topic.label, text, title: text } : null;
  };

  const answerToEntry: Lisa['answerToEntry'] = (question, answer, { id, now } = {}) => {
    const at = (now?.() ?? new Date()).toISOString();
    const title = question
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[?.!]+$/, '');
    return {
      id: id ?? randomUUID(),
      title: title.length > 120 ? `${sliceWhole(title, 119)}…` : title,
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
      .map((message) => [...questionTopic.keys()].find((text) => message.content.includes(text)))
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
      snippet: entry.content.slice(0, 280),
    }));
    return { text, citations };
  };

  const reply: Lisa['reply'] = (input) => {
    const { history, message, entries, embedded, provider, messageVector } = input;
    const asked = askedIn(history);
    const lastAssistant = [...history].reverse().find((turn) => turn.role === 'assistant');
    const pending = lastAssistant ? pendingIn(lastAssistant.content) : { question: null, followUp: null };
    const closeness = closenessOf(messageVector, pending.question);
    const heard = hear(message, listenedFor(pending, message, input), closeness);
    const stamp = input.now ? { now: input.now } : {};
    const said = withoutGreeting(message);
    // What this turn stores counts as covered at once: the next question moves to another topic.
    const known = (entry: KnowledgeEntry | null) =>
      entry && messageVector ? [...embedded, { id: entry.id, vectors: [messageVector] }] : embedded;
    // Every question in her messages counts as asked, the one just asked too: `next` moves on from it.
    const next = (entry: KnowledgeEntry | null) => nextQuestion(known(entry), asked);
    const again = pending.question ?? next(null);
    let entry: KnowledgeEntry | null = null;
    let opening: string;
    let question: LisaQuestion | null;
    let followUp: string | null = null;
    let citations: Citation[] = [];
    switch (heard.kind) {
      case 'about-me': {
        const summary = summaryOf(entries, embedded);
        ({ text: opening, citations } = summary);
        question = again;
        break;
      }
      case 'small-talk':
        opening = history.length === 0 ? greeting : heard.reply;
        question = heard.ends ? null : again;
        break;
      case 'skip':
        // Declining a follow-up leaves the question offered beside it; declining that moves on.
        if (pending.followUp && pending.question) {
          opening = "No problem, let's leave that.";
          question = pending.question;
        } else {
          opening = "No problem, let's skip that one.";
          question = next(null);
        }
        break;
      case 'why':
        opening = 'I ask so that your Ditto can answer the way you would, in your own words.';
        question = again;
        break;
      case 'repeat':
        opening = 'Of course.';
        question = again;
        break;
      case 'question':
        opening = "I'm better at listening than answering, I'm afraid. I'd love to hear about you.";
        question = again;
        break;
      case 'say-more':
        if (lastAssistant?.content.startsWith(sayMore)) {
          opening = "Let's try another one.";
          question = next(null);
        } else {
          opening = sayMore;
          question = again;
        }
        break;
      case 'aside': {
        entry = answerToEntry(titleFrom(said), said, stamp);
        // Something else altogether: she asks her question again, once. Near it: taken as said, and she moves on.
        const reask = pending.question && !heard.related && !lastAssistant?.content.startsWith(notQuite);
        opening = reask
          ? `${notQuite}, but I've saved it as “${entry.title}”.`
          : `I've saved that as “${entry.title}”.`;
        question = reask && pending.question ? pending.question : next(entry);
        break;
      }
      case 'answer': {
        const answered = heard.followUp ? null : pending.question;
        const title = answered?.title ?? pending.followUp?.title ?? titleFrom(said);
        entry = answerToEntry(title, said, stamp);
        // Hard news gets sympathy, and no probing follow-up.
        const hard = isHardNews(closeness);
        opening = hard
          ? "I'm sorry to hear that. Thank you for telling me."
          : (acknowledgements[
              history.filter((turn) => turn.role === 'assistant').length % acknowledgements.length
            ] as string);
        followUp = hard ? null : followUpOn(said, history);
        // After a follow-up's answer she moves on to a new topic; the topic offered beside it comes back later with
        // another of its questions.
        question = next(entry);
        break;
      }
    }
    const closing = !question
      ? heard.kind === 'small-talk' && heard.ends
        ? ''
        : 'I have asked everything I wanted to ask. Thank you!'
      : followUp
        ? `${followUp} ${moveOn} ${question.text}`
        : question.text;
    // A model may word the thanks for an answer; what she says of an aside or hard news, and her questions, are
    // always her exact text, so later turns can tell what she asked and whether she asked it again.
    const acknowledgement =
      heard.kind === 'answer' && !isHardNews(closeness) && provider.kind !== 'embedded'
        ? provider.stream(
            { draft: opening, messages: lisaPrompt(history, message) },
            input.signal ? { signal: input.signal } : {},
          )
        : fixedReply(opening, input.signal);
    const stream = closing
      ? concat(acknowledgement, fixedReply(` ${closing}`, input.signal))
      : acknowledgement;
    return { stream, entry, question, citations };
  };

  const closenessOf = (vector: Vector | undefined, pending: LisaQuestion | null) =>
    vector ? classifier.closeness(vector, pending?.text ?? null) : null;

  /** What Lisa's message asked: one of her topics' questions, a follow-up on a detail, or both. */
  const pendingIn = (content: string): PendingQuestions => {
    const text = [...questionTopic.keys()].find((known) => content.includes(known));
    return { question: text ? bankQuestion(text) : null, followUp: followUpAsked(content) };
  };

  const bankQuestion = (text: string): LisaQuestion => {
    const topic = questionTopic.get(text);
    return { topicId: topic?.id ?? '', topicLabel: topic?.label ?? '', text, title: text };
  };

  return { coverage: classifier.coverage, nextQuestion, answerToEntry, reply };
}

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
const moreAboutThat = 'Is there more you would like to tell me about that?';
/** The question a follow-up asks about its detail, by what the detail names. */
const aboutDetail: Record<Detail['kind'], string> = {
  person: 'What would you like me to know about them?',
  place: 'What is it like there?',
  thing: 'What else should I know about it?',
};
const followUpPattern = new RegExp(
  `You mentioned ((?:(?!You mentioned ).)+?)\\. (?:${Object.values(aboutDetail).map(escapeRegExp).join('|')}|What else should I know about \\1\\?)`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words that, first in a reply, refer back to what Lisa just asked about ("She is a paediatrician."). */
const referringBack = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'there']);

/** What a message of Lisa's asked. */
interface PendingQuestions {
  question: LisaQuestion | null;
  /** A follow-up on the answer before: what it is stored as, and the names in it. */
  followUp: { title: string | null; names: string[] } | null;
}

/** The follow-up a message of Lisa's asked, or null. */
function followUpAsked(content: string): PendingQuestions['followUp'] {
  if (content.includes(moreAboutThat)) return { title: null, names: [] };
  const spoken = followUpPattern.exec(content)?.[1];
  if (!spoken) return null;
  const title = spoken.replace(/^your\b/, 'my');
  return { title: title.charAt(0).toUpperCase() + title.slice(1), names: namesIn(spoken) };
}

/** The names in a detail as Lisa says it back ("your husband Bernard" → "bernard"). */
function namesIn(spoken: string): string[] {
  return spoken
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .flatMap((word) => words(word.replace(/['’]s$/, '')))
    .filter((word) => word.length > 2 && !isStopWord(word));
}

/** What `hear` needs to know of the pending questions: is the message about the follow-up's subject? */
function listenedFor(pending: PendingQuestions, message: string, input: LisaReplyInput): Pending {
  const { followUp } = pending;
  if (!followUp) return { question: pending.question?.text ?? null, followUp: null };
  const said = words(message);
  const { messageVector, previousMessageVector } = input;
  return {
    question: pending.question?.text ?? null,
    followUp: {
      named: followUp.names.some((name) => said.includes(name)),
      refersBack: referringBack.has(said[0] ?? ''),
      cosine: messageVector && previousMessageVector ? dot(messageVector, previousMessageVector) : null,
    },
  };
}

/**
 * A follow-up on what was just said, asked beside the next question so that the interview still moves on: on a
 * detail the answer names ("You mentioned your sister Ana."), else on the answer as a whole; whenever her last
 * message did not follow up, so every other answer at least gets a reaction.
 */
function followUpOn(answer: string, history: readonly Message[]): string | null {
  const last = history.findLast((turn) => turn.role === 'assistant');
  if (last && isReaction(last.content)) return null;
  const detail = detailOf(answer);
  if (!detail) return moreAboutThat;
  // A short name is said again ("What else should I know about Priya?"): the tagger may not know it for a person.
  const about =
    detail.kind === 'thing' && detail.spoken.split(' ').length <= 3 ? `about ${detail.spoken}?` : '';
  return `You mentioned ${detail.spoken}. ${about ? `What else should I know ${about}` : aboutDetail[detail.kind]}`;
}

/** The follow-up question a message of Lisa's asks (on a detail of the answer before), or null. */
export function followUpIn(content: string): string | null {
  return followUpPattern.exec(content)?.[0] ?? (content.includes(moreAboutThat) ? moreAboutThat : null);
}

/** Whether a message of Lisa's reacted to the answer before it (also "Staying with <topic>:", as she once did). */
export function isReaction(content: string): boolean {
  return followUpIn(content) !== null || /(^|\s)Staying with [^:]+: /.test(content);
}

/** The message without the greeting it opens with ("Hello Lisa! I'm a dentist." → "I'm a dentist."). */
function withoutGreeting(message: string): string {
  const sentences = message.trim().split(/(?<=[.!?])\s+/);
  const first = sentences.findIndex((sentence) =>
    words(sentence).some((word) => !isStopWord(word) && word !== 'lisa'),
  );
  return first > 0 ? sentences.slice(first).join(' ') : message.trim();
}

/** A title made from what was said: its first sentence, cut at a word to at most 60 characters. */
function titleFrom(message: string): string {
  const first = (message.trim().split(/(?<=[.!?])\s/)[0] ?? '').replace(/[.!?]+$/, '').trim();
  if (first.length <= 60) return first;
  const cut = first.lastIndexOf(' ', 59);
  return `${sliceWhole(first, cut > 20 ? cut : 59)}…`;
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
