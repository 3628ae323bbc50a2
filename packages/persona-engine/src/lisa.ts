import { randomUUID } from 'node:crypto';
import { fixedReply } from './persona.ts';
import type { PromptMessage, ReplyProvider } from './providers/types.ts';
import { normalize, sliceWhole } from './retrieval/text.ts';
import type { EmbeddedEntry, TopicClassifier, TopicCoverage } from './topics.ts';
import { listOf } from './training.ts';
import type { ChatMessage, Citation, KnowledgeEntry } from './types.ts';

export interface LisaQuestion {
  topicId: string;
  topicLabel: string;
  text: string;
}

export interface LisaReplyInput {
  entries: readonly KnowledgeEntry[];
  /** Paragraph embeddings of the entries that have them: what topics are covered is judged from these. */
  embedded: readonly EmbeddedEntry[];
  /** Earlier messages with Lisa, oldest first. */
  history: readonly ChatMessage[];
  message: string;
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

const skipWords = new Set(['skip', 'pass', 'next', 'next question', 'no comment', 'rather not say']);
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
    return pick && text ? { topicId: pick.topic.id, topicLabel: pick.topic.label, text } : null;
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
  const askedIn = (history: readonly ChatMessage[]): string[] =>
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
    const { history, message, entries, embedded, provider } = input;
    const asked = askedIn(history);
    const lastAssistant = [...history].reverse().find((turn) => turn.role === 'assistant');
    const pending = lastAssistant
      ? [...questionTopic.keys()].find((text) => lastAssistant.content.includes(text))
      : undefined;
    const normalized = normalize(message)
      .trim()
      .replace(/[.!?]+$/, '');

    if (aboutMe.test(normalized)) {
      const { text, citations } = summaryOf(entries, embedded);
      const question = nextQuestion(embedded, asked);
      const full = question ? `${text} ${question.text}` : text;
      return {
        stream: fixedReply(full, input.signal),
        entry: null,
        question,
        citations,
      };
    }

    let entry: KnowledgeEntry | null = null;
    let opening = greeting;
    if (pending && skipWords.has(normalized)) {
      opening = "No problem, let's skip that one.";
    } else if (pending && normalized !== '') {
      entry = answerToEntry(pending, message, input.now ? { now: input.now } : {});
      opening = `Thank you! I've added that to your knowledge as “${entry.title}”.`;
    } else if (history.length > 0) {
      opening = "Let's keep going.";
    }
    const question = nextQuestion(embedded, pending ? [...asked, pending] : asked);
    const closing = question ? question.text : 'I have asked everything I wanted to ask. Thank you!';
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

  return { coverage: classifier.coverage, nextQuestion, answerToEntry, reply };
}

function lisaPrompt(history: readonly ChatMessage[], message: string): PromptMessage[] {
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
