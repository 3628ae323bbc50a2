import { dot, type SentenceEncoder, type Vector } from './retrieval/encoder.ts';
import { isStopWord, normalize, words } from './retrieval/text.ts';

/**
 * Everyday chat that is not about the owner's life, grouped by what Lisa says back. The examples are what the
 * encoder compares a message with: it recognises "Hey, how's your day going?" from "How are you?".
 */
export const smallTalk: ReadonlyArray<{ reply: string; examples: readonly string[] }> = [
  { reply: 'Hello!', examples: ['Hello!', 'Hi Lisa', 'Hey there', 'Good morning', 'Good evening'] },
  {
    reply: "I'm well, thank you for asking.",
    examples: ['How are you?', "How's it going?", 'How are you doing today?'],
  },
  { reply: "You're welcome!", examples: ['Thanks!', 'Thank you so much', 'Cheers, that was fun'] },
  {
    reply: 'I ask about your life and write your answers down, so your Ditto can speak like you.',
    examples: ['Who are you?', 'What can you do?', 'What is this app?'],
  },
  { reply: 'No problem.', examples: ['ok', 'Cool', 'lol', 'hmm', 'Nice', 'Sorry'] },
  { reply: 'Talk soon!', examples: ['Bye for now', 'See you later', 'Good night'] },
];

/** What a message to Lisa is, as she hears it. */
export type Heard =
  /** "skip": move on without storing anything. */
  | { kind: 'skip' }
  /** Greetings, thanks, "how are you": answered in kind, never stored. */
  | { kind: 'small-talk'; reply: string }
  /** Answers the question she asked: stored under that question. */
  | { kind: 'answer' }
  /** About the owner, but not an answer to her question: stored under a title made from what was said. */
  | { kind: 'aside' };

/** How close a message is, in meaning, to small talk and to the question it may answer. */
export interface Closeness {
  /** The nearest small-talk example's cosine and the reply that goes with it. */
  smallTalk: { cosine: number; reply: string };
  /** Cosine with the pending question, or with its topic's description (the larger); null when unknown. */
  question: number | null;
}

/**
 * Bars on the encoder's cosine, set on the examples in `listening.test.ts` (greetings score 0.8–0.9 with their
 * nearest example, answers ≤ 0.5; answers score ≥ 0.15 with their question or its topic, asides ≤ 0.12).
 */
const smallTalkBar = 0.6;
/** Small talk must also be clearly nearer small talk than the question ("Good morning!" to a morning question). */
const smallTalkMargin = 0.15;
const answerBar = 0.14;
/** A message with more content words than this says something, whatever it sounds like. */
const smallTalkWords = 6;

const skipWords = new Set(['skip', 'pass', 'next', 'next question', 'no comment', 'rather not say']);

/**
 * Sorts a message into skip, small talk, answer or aside. `pendingQuestion` is the question Lisa's last message
 * asked (none: nothing to answer). Without `closeness` (the encoder is down), anything with content words answers
 * the pending question, as Lisa did before she could judge meaning.
 */
export function hear(message: string, pendingQuestion: string | null, closeness: Closeness | null): Heard {
  const said = normalize(message)
    .trim()
    .replace(/[.!?]+$/, '');
  if (pendingQuestion && skipWords.has(said)) return { kind: 'skip' };
  // Her own name carries no content: "Hello Lisa!" is a greeting.
  const content = words(message).filter((word) => !isStopWord(word) && word !== 'lisa');
  if (content.length === 0) return { kind: 'small-talk', reply: closeness?.smallTalk.reply ?? 'Hello!' };
  if (!closeness) return pendingQuestion ? { kind: 'answer' } : { kind: 'aside' };
  const { smallTalk: nearest, question } = closeness;
  if (
    content.length <= smallTalkWords &&
    nearest.cosine >= smallTalkBar &&
    nearest.cosine >= (question ?? 0) + smallTalkMargin
  )
    return { kind: 'small-talk', reply: nearest.reply };
  if (!pendingQuestion) return { kind: 'aside' };
  // A follow-up on a detail of the owner's own answer (no embedding of its own) takes what comes.
  if (question === null || question >= answerBar) return { kind: 'answer' };
  return { kind: 'aside' };
}

/** Embeds the small-talk examples once and measures a message against them and against Lisa's questions. */
export async function createCloseness(
  encoder: Pick<SentenceEncoder, 'embed'>,
  questions: ReadonlyArray<{ text: string; topicVector: Vector | undefined }>,
): Promise<(message: Vector, pendingQuestion: string | null) => Closeness> {
  const examples = smallTalk.flatMap(({ reply, examples }) => examples.map((text) => ({ text, reply })));
  const vectors = await encoder.embed([...examples.map((e) => e.text), ...questions.map((q) => q.text)]);
  const exampleVectors = vectors.slice(0, examples.length);
  const questionVectors = new Map(
    questions.map((q, i) => [q.text, { own: vectors[examples.length + i], topic: q.topicVector }]),
  );
  return (message, pendingQuestion) => {
    let nearest = { cosine: -1, reply: smallTalk[0]?.reply ?? '' };
    exampleVectors.forEach((vector, i) => {
      const cosine = dot(vector, message);
      if (cosine > nearest.cosine) nearest = { cosine, reply: examples[i]?.reply ?? nearest.reply };
    });
    const known = pendingQuestion ? questionVectors.get(pendingQuestion) : undefined;
    const question = known
      ? Math.max(...[known.own, known.topic].filter((v) => v !== undefined).map((v) => dot(v, message)))
      : null;
    return { smallTalk: nearest, question };
  };
}
