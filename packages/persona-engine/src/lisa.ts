import { randomUUID } from 'node:crypto';
import type { Citation, KnowledgeEntry, Message } from '@ditto/contract';
import { hear } from './listening.ts';
import { fixedReply } from './persona.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import type { Vector } from './retrieval/encoder.ts';
import { isStopWord, normalize, sliceWhole } from './retrieval/text.ts';
import type { EmbeddedEntry, TopicClassifier, TopicCoverage } from './topics.ts';
import { listOf } from './training.ts';

export interface LisaQuestion {
  /** The topic asked about; `follow-up` for a question on a detail of the last answer. */
  topicId: string;
  topicLabel: string;
  text: string;
  /** What an answer to it is stored as. */
  title: string;
  /** Words before the question that tie it to what was just said. */
  lead?: string;
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
  provider: ReplyProvider;
  now?: () => Date;
  signal?: AbortSignal;
}

export interface LisaReply {
  stream: AsyncIterable<string>;
  /** The knowledge entry made from the user's answer, for the caller to store. */
  entry: KnowledgeEntry | null;
  /** The question this reply ends with, if any. */
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

const aboutMe =
  /\b(what|how much) (do|did|have) you (know|learn(ed|t)?|remember) about me\b|\bwhat (have i|did i) (told|tell) you\b|\b(summar(y|ise|ize)|overview) of (me|my knowledge)\b/;

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
    const byTopic = classifier.coverage(embedded);
    const known = byTopic.filter((topic) => topic.entryCount > 0);
    const missing = byTopic.filter((topic) => topic.entryCount === 0).map((topic) => topic.label);
    const recent = [...entries].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 3);
    const text = [
      `I know ${entries.length} ${entries.length === 1 ? 'thing' : 'things'} about you.`,
      known.length > 0
        ? `Most of it is about ${listOf(
            known
              .sort((a, b) => b.entryCount - a.entryCount)
              .slice(0, 5)
              .map((t) => `${t.label} (${t.entryCount})`),
          )}.`
        : '',
      `Lately you told me about ${listOf(recent.map((entry) => `“${entry.title}”`))}.`,
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
    const pending = lastAssistant ? pendingQuestionIn(lastAssistant.content) : null;

    const said = normalize(message)
      .trim()
      .replace(/[.!?]+$/, '');
    if (aboutMe.test(said)) {
      const { text, citations } = summaryOf(entries, embedded);
      const question = nextQuestion(embedded, asked);
      const full = question ? `${text} ${question.text}` : text;
      return { stream: fixedReply(full, input.signal), entry: null, question, citations };
    }

    const closeness = messageVector ? classifier.closeness(messageVector, pending?.text ?? null) : null;
    const heard = hear(message, pending?.text ?? null, closeness);
    const stamp = input.now ? { now: input.now } : {};
    const next = (also: readonly string[] = []) => nextQuestion(embedded, [...asked, ...also]);
    let entry: KnowledgeEntry | null = null;
    let opening: string;
    let question: LisaQuestion | null;
    switch (heard.kind) {
      case 'skip':
        opening = "No problem, let's skip that one.";
        question = next(pending ? [pending.text] : []);
        break;
      case 'small-talk':
        // Answered in kind; her question stands.
        opening = history.length === 0 ? greeting : heard.reply;
        question = pending ?? next();
        break;
      case 'aside':
        entry = answerToEntry(titleFrom(message), message, stamp);
        opening = pending
          ? `That's not quite what I asked, but I've saved it as “${entry.title}”.`
          : `I've saved that as “${entry.title}”.`;
        question = pending ?? next();
        break;
      case 'answer': {
        const answered = pending as LisaQuestion; // `hear` answers only a pending question
        entry = answerToEntry(answered.title, message, stamp);
        opening = acknowledgements[history.length % acknowledgements.length] as string;
        question = reactionTo(message, history, messageVector) ?? next([answered.text]);
        break;
      }
    }
    const closing = question
      ? `${question.lead ?? ''}${question.text}`
      : 'I have asked everything I wanted to ask. Thank you!';
    // A model may word the acknowledgement; the question itself is always Lisa's exact text, so later turns
    // can tell which question an answer belongs to.
    const acknowledgement =
      entry && provider.kind !== 'embedded'
        ? provider.stream(
            { draft: opening, messages: lisaPrompt(history, message) },
            input.signal ? { signal: input.signal } : {},
          )
        : fixedReply(opening, input.signal);
    const stream = concat(acknowledgement, fixedReply(` ${closing}`, input.signal));
    return { stream, entry, question, citations: [] };
  };

  /** The question a message of Lisa's ends with: one of her topics' questions, or a follow-up on a detail. */
  const pendingQuestionIn = (content: string): LisaQuestion | null => {
    const follow = followUpPattern.exec(content);
    if (follow?.[1]) {
      return { topicId: 'follow-up', topicLabel: follow[1], text: follow[0], title: follow[1] };
    }
    const text = [...questionTopic.keys()].find((known) => content.includes(known));
    return text ? bankQuestion(text) : null;
  };

  const bankQuestion = (text: string): LisaQuestion => {
    const topic = questionTopic.get(text);
    return { topicId: topic?.id ?? '', topicLabel: topic?.label ?? '', text, title: text };
  };

  /**
   * At least one turn in three reacts to what was just said: a follow-up on a detail of the answer (a name, a
   * place), or else another question on the answer's topic, judged by meaning. Otherwise null: move on.
   */
  const reactionTo = (
    answer: string,
    history: readonly Message[],
    answerVector: Vector | undefined,
  ): LisaQuestion | null => {
    const recent = history.filter((turn) => turn.role === 'assistant').slice(-2);
    if (recent.length < 2 || recent.some((turn) => isReaction(turn.content))) return null;
    const detail = detailOf(answer);
    if (detail) {
      const text = `You mentioned ${detail}. What else should I know about ${detail}?`;
      return { topicId: 'follow-up', topicLabel: detail, text, title: detail };
    }
    const askedSet = new Set(askedIn(history));
    const topicId = answerVector ? classifier.topicsOf([answerVector])[0] : undefined;
    const open = topics.find((topic) => topic.id === topicId)?.questions.find((text) => !askedSet.has(text));
    const topic = topics.find((candidate) => candidate.id === topicId);
    return topic && open ? { ...bankQuestion(open), lead: `Staying with ${topic.label}: ` } : null;
  };

  return { coverage: classifier.coverage, nextQuestion, answerToEntry, reply };
}

/** How Lisa thanks an answer, varied so that turns do not all read alike (the app shows what was saved). */
const acknowledgements = [
  'Thank you, that is lovely to know.',
  "Got it, I've written that down.",
  'Thanks for telling me.',
  "That's really helpful, thank you.",
];

const followUpPattern = /You mentioned .+?\. What else should I know about (.+)\?$/;
const topicLeadPattern = /(^|\s)Staying with [^:]+: /;

/** The follow-up question a message of Lisa's ends with (on a detail of the answer before it), or null. */
export function followUpIn(content: string): string | null {
  return followUpPattern.exec(content)?.[0] ?? null;
}

/** Whether a message of Lisa's reacted to the answer before it: a follow-up, or a question on the answer's topic. */
export function isReaction(content: string): boolean {
  return followUpPattern.test(content) || topicLeadPattern.test(content);
}

/** Words that start with a capital but name nothing worth a follow-up. */
const notNames = new Set(
  (
    "I I'm I've I'd I'll OK Mum Mom Dad Monday Tuesday Wednesday Thursday Friday Saturday Sunday January " +
    'February March April May June July August September October November December'
  ).split(' '),
);

/**
 * A detail worth asking about: the first name of a person, place or thing in the answer (capitalised words inside a
 * sentence, "Kumano Kodo", "Aunt Rosa"), or null.
 */
export function detailOf(answer: string): string | null {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  for (const { segment } of segmenter.segment(answer)) {
    const tokens = segment.trim().split(/\s+/);
    const bare = (i: number) =>
      (tokens[i] ?? '').replace(/^[^\p{L}]+|[^\p{L}\p{N}'’]+$/gu, '').replace(/['’]s$/, '');
    const isName = (word: string) => /^\p{Lu}[\p{L}'’-]+$/u.test(word) && !notNames.has(word);
    // Every sentence starts with a capital: its first word counts only as the start of a longer name ("Anjali Nair").
    const first = bare(0);
    let run: string[] =
      isName(first) && !isStopWord(normalize(first)) && isName(bare(1)) && !/[,;:]$/.test(tokens[0] ?? '')
        ? [first]
        : [];
    for (let i = 1; i <= tokens.length; i++) {
      const word = bare(i);
      const capitalised = isName(word);
      if (capitalised) run.push(word);
      // A name ends at a lower-case word or at punctuation after it ("Tom, we met").
      if ((!capitalised || /[,;:)]$/.test(tokens[i] ?? '')) && run.length > 0) return run.join(' ');
      if (!capitalised) run = [];
    }
  }
  return null;
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
