import { dot, type SentenceEncoder, type Vector } from './retrieval/encoder.ts';
import { isStopWord, normalize, words } from './retrieval/text.ts';

/** What a message says to Lisa herself rather than about the owner's life, and what she does about it. */
export type Intent =
  /** Greetings, thanks, "how are you": answered in kind, never stored. `ends`: a goodbye, so she asks nothing. */
  | { kind: 'small-talk'; reply: string; ends?: boolean }
  /** Declining her question: "skip", "I'd rather not say", "no idea". She moves on and stores nothing. */
  | { kind: 'skip' }
  /** "Why do you ask?": she says why and asks again. */
  | { kind: 'why' }
  /** "Can you repeat the question?": she asks again. */
  | { kind: 'repeat' }
  /** A question or request for Lisa herself ("tell me a joke", "do you think I should…?"): not knowledge. */
  | { kind: 'question' }
  /** "What do you know about me?": a summary of the knowledge. */
  | { kind: 'about-me' }
  /** Too little to store ("yes", "maybe"), or what does not answer her question in a word or two: she asks for more. */
  | { kind: 'say-more' };

/** Her reply to praise of her or her question, which is said to her. */
const praised = "That's kind of you!";
const toHer = /\b(?:you|you're|youre|u|ur|lisa|question)\b/i;

/**
 * Examples of each intent. The encoder compares a message with them, so it recognises "Hey, how's your day
 * going?" from "How are you?" and "I'd prefer not to talk about that" from "I'd rather not say".
 */
export const intents: ReadonlyArray<{ intent: Intent; examples: readonly string[] }> = [
  {
    intent: { kind: 'small-talk', reply: 'Hello!' },
    examples: ['Hello!', 'Hi Lisa', 'Hey there', 'Good morning', 'Good evening'],
  },
  {
    intent: { kind: 'small-talk', reply: 'Nice to meet you too!' },
    examples: ['Nice to meet you', 'Pleased to meet you'],
  },
  {
    intent: { kind: 'small-talk', reply: "I'm well, thank you for asking." },
    examples: ['How are you?', "How's it going?", 'How are you doing today?'],
  },
  {
    intent: { kind: 'small-talk', reply: "You're welcome!" },
    examples: ['Thanks!', 'Thank you so much', 'Cheers, that was fun'],
  },
  {
    intent: {
      kind: 'small-talk',
      reply: 'I ask about your life and write your answers down, so your Ditto can speak like you.',
    },
    examples: ['Who are you?', 'What can you do?', 'What is this app?'],
  },
  {
    intent: { kind: 'small-talk', reply: 'All right.' },
    examples: ['ok', 'Cool', 'lol', 'hmm', 'Nice', 'Haha'],
  },
  {
    intent: { kind: 'small-talk', reply: 'No need to apologise.' },
    examples: ['Sorry', "Sorry, I'm rambling"],
  },
  {
    intent: { kind: 'small-talk', reply: praised },
    examples: ["You're so sweet", 'You are great', 'Great question', 'You are nice to talk to'],
  },
  { intent: { kind: 'small-talk', reply: 'Welcome back!' }, examples: ["I'm back", 'Sorry, where were we?'] },
  {
    intent: { kind: 'small-talk', reply: 'Take your time.' },
    examples: ['brb', 'Hold on a second', 'One moment please'],
  },
  {
    intent: {
      kind: 'small-talk',
      reply: "Talk soon! I'll be here whenever you want to carry on.",
      ends: true,
    },
    examples: ['Bye for now', 'See you later', 'Good night', 'I have to go now', 'Thanks, bye!'],
  },
  {
    intent: { kind: 'skip' },
    examples: [
      'skip',
      'pass',
      'next question',
      "I'd rather not say",
      "I don't want to answer that",
      'None of your business',
      'Can we talk about something else?',
      'Can we move on?',
      "That's private",
      "Let's not go there",
      'No comment',
      'No thanks',
      "I'd prefer not to",
      "I've said enough about that",
      'next',
      "I don't know",
      'No idea',
      'No',
    ],
  },
  {
    intent: { kind: 'question' },
    examples: ['Tell me a joke', 'Tell me about yourself', 'What do you think I should do?'],
  },
  {
    intent: { kind: 'why' },
    examples: ['Why do you ask?', 'Why do you want to know that?', 'What is this for?'],
  },
  {
    intent: { kind: 'repeat' },
    examples: ['Can you repeat the question?', 'What was the question again?', 'What do you mean?'],
  },
  { intent: { kind: 'say-more' }, examples: ['yes', 'yeah', 'sure', 'maybe', 'sort of'] },
  {
    intent: { kind: 'about-me' },
    examples: [
      'What do you know about me?',
      'What have I told you so far?',
      'Summarise what you know about me',
    ],
  },
];

/** What a message to Lisa is, as she hears it. */
export type Heard =
  | Intent
  /** Answers her question, or (`followUp`) her follow-up on a detail of the answer before. */
  | { kind: 'answer'; followUp: boolean }
  /**
   * About the owner, but not clearly an answer to her question: stored under a title made from what was said.
   * `related`: near her question, yet nearer another topic ("I'm learning the piano" to a question about
   * achievements): taken as said, and she moves on; otherwise she asks her question again.
   */
  | { kind: 'aside'; related: boolean };

/** How close a message is, in meaning, to each intent and to the question it may answer. */
export interface Closeness {
  /** The nearest intent example's cosine and its intent. */
  intent: { cosine: number; intent: Intent };
  /** Cosine with the pending question, or with its topic (the larger); null when no question is pending. */
  question: number | null;
  /** Cosine with the pending question itself. */
  questionItself: number | null;
  /**
   * How much closer the message is to another topic than to the pending question's (positive: it is about that
   * other topic); null when no question is pending.
   */
  otherTopicLead: number | null;
}

/** What Lisa's last message asked. */
export interface Pending {
  /** One of her topics' questions. */
  question: string | null;
  /**
   * A follow-up on a detail of the answer before: whether the message names the detail, whether it starts by
   * referring back ("She is…", "It was…"), and its cosine with that answer.
   */
  followUp: { named: boolean; refersBack: boolean; cosine: number | null } | null;
}

/**
 * Bars on the encoder's cosine, set on the examples in `listening.test.ts` and on an audit's 21 answers and 21
 * answers to another question (intents score 0.6–1 with their nearest example, answers ≤ 0.5).
 */
const intentBar = 0.6;
/** Short messages need less: "haha, sorry, I'm rambling" is small talk at 0.52. */
const shortIntentBar = 0.5;
const shortIntentWords = 3;
/** An intent must also be clearly nearer its example than the question ("Good morning!" to a morning question). */
const intentMargin = 0.15;
/**
 * An answer scores ≥ 0.2 with its question (or its topic) and is at most 0.1 nearer another topic: the audit's
 * answers all did (0.25–0.50, leads ≤ 0.09), while the answers to other questions that scored ≥ 0.2 were 0.14–0.27
 * nearer their own topic, save those on the asked question's own topic.
 */
const answerBar = 0.2;
const otherTopicBar = 0.1;
const earlierAnswerBar = 0.3;
/** Below this a message is about something else altogether (asides ≤ 0.12 in the tests, answers ≥ 0.15). */
const relatedBar = 0.14;
/** A reply to a follow-up this close to the answer it follows up is about the same thing. */
const followUpBar = 0.35;
/** A message with more content words than this says something, whatever it sounds like. */
const intentWords = 6;
/** A message of this many content words is too little to store unless it answers the question ("Paris"). */
const tooLittleWords = 1;

/**
 * Sorts a message into an intent, a question back, an answer or an aside. Without `closeness` (the encoder is
 * down), only the intents' exact examples are recognised, and anything else with content words answers the pending
 * question, as Lisa did before she could judge meaning.
 */
export function hear(message: string, pending: Pending, closeness: Closeness | null): Heard {
  const asking = pending.question !== null || pending.followUp !== null;
  const content = contentWords(message);
  const near = closeness ? nearIntent(closeness, content.length) : exactIntent(message);
  // Praise of her is said to her: "Kindness and keeping your word." sounds like "You're so sweet", but is not.
  const intent =
    near && near.kind === 'small-talk' && near.reply === praised && !toHer.test(message) ? null : near;
  if (intent) return intent.kind === 'skip' && !asking ? { kind: 'small-talk', reply: 'All right.' } : intent;
  if (content.length === 0) return asking ? { kind: 'say-more' } : { kind: 'small-talk', reply: 'Hello!' };
  if (isQuestion(message)) return { kind: 'question' };
  const { followUp } = pending;
  if (!closeness) {
    if (followUp?.named || followUp?.refersBack) return { kind: 'answer', followUp: true };
    if (pending.question || followUp) return { kind: 'answer', followUp: !pending.question };
    return { kind: 'aside', related: false };
  }
  const question = closeness.question ?? -1;
  const clearAnswer = answersQuestion(closeness);
  // Naming the detail again makes a reply the follow-up's; a clear answer to the question offered beside it comes
  // next (a person's notes are all alike in a way); then a reply that refers back or stays near the answer before.
  if (followUp?.named) return { kind: 'answer', followUp: true };
  if (clearAnswer) return { kind: 'answer', followUp: false };
  if (followUp && (followUp.refersBack || (followUp.cosine ?? -1) >= followUpBar))
    return { kind: 'answer', followUp: true };
  if (content.length <= tooLittleWords && asking) return { kind: 'say-more' };
  return { kind: 'aside', related: question >= relatedBar };
}

/**
 * Whether a message is, by meaning, a clear answer to the question `closeness` was measured against. An answer to a
 * question asked earlier, not just now, must be near the question itself (`earlier`, ≥ 0.3): answers off the
 * question just asked were 0.34–0.46 with the earlier one they answered ("I grew up in Getxo" to "Where did you
 * grow up…?"), while neighbouring subjects reached 0.23–0.28 ("We're going to Goa for Christmas" to "What is the
 * most memorable trip…?", "She taught me to make croquetas" to "What is an achievement…?").
 */
export function answersQuestion(closeness: Closeness, { earlier = false } = {}): boolean {
  const near = earlier
    ? (closeness.questionItself ?? -1) >= earlierAnswerBar
    : (closeness.question ?? -1) >= answerBar;
  return near && (closeness.otherTopicLead ?? 0) <= otherTopicBar;
}

/** The words of a message that say something: not stop words, nor Lisa's name ("Hello Lisa!" is a greeting). */
export function contentWords(message: string): string[] {
  return words(message).filter((word) => !isStopWord(word) && word !== 'lisa');
}

function nearIntent({ intent, question }: Closeness, contentWords: number): Intent | null {
  const bar = contentWords <= shortIntentWords ? shortIntentBar : intentBar;
  const clear = intent.cosine >= bar && intent.cosine >= (question ?? 0) + intentMargin;
  return contentWords <= intentWords && clear ? intent.intent : null;
}

function exactIntent(message: string): Intent | null {
  const bare = (text: string) =>
    normalize(text)
      .trim()
      .replace(/[.!?]+$/, '');
  const said = bare(message);
  const found = intents.find(({ examples }) => examples.some((example) => bare(example) === said));
  return found?.intent ?? null;
}

/** Whether a message only asks: its last sentence is a question and it says nothing before it. */
function isQuestion(message: string): boolean {
  // Emoji and other symbols are not words: "do u like pizza? 🍕" is one question.
  const text = message.replace(/[\p{Extended_Pictographic}\p{S}]/gu, '').trim();
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  return sentences.length > 0 && sentences.every((sentence) => /\?\W*$/u.test(sentence));
}

/** Embeds the intent examples once and measures a message against them and against Lisa's questions. */
export async function createCloseness(
  encoder: Pick<SentenceEncoder, 'embed'>,
  questions: ReadonlyArray<{ text: string; topicId: string }>,
  topicVectors: ReadonlyMap<string, Vector>,
): Promise<(message: Vector, pendingQuestion: string | null) => Closeness> {
  const examples = intents.flatMap(({ intent, examples }) => examples.map((text) => ({ text, intent })));
  const vectors = await encoder.embed([...examples.map((e) => e.text), ...questions.map((q) => q.text)]);
  const exampleVectors = vectors.slice(0, examples.length);
  const questionVectors = new Map(
    questions.map((q, i) => [q.text, { own: vectors[examples.length + i], topicId: q.topicId }]),
  );
  return (message, pendingQuestion) => {
    let nearest = { cosine: -1, intent: intents[0]?.intent as Intent };
    exampleVectors.forEach((vector, i) => {
      const cosine = dot(vector, message);
      if (cosine > nearest.cosine) nearest = { cosine, intent: examples[i]?.intent ?? nearest.intent };
    });
    const known = pendingQuestion ? questionVectors.get(pendingQuestion) : undefined;
    if (!known) return { intent: nearest, question: null, questionItself: null, otherTopicLead: null };
    const topicCosines = [...topicVectors].map(([id, vector]) => ({ id, cosine: dot(vector, message) }));
    const ownTopic = topicCosines.find((topic) => topic.id === known.topicId)?.cosine ?? -1;
    const otherTopic = Math.max(
      -1,
      ...topicCosines.filter((t) => t.id !== known.topicId).map((t) => t.cosine),
    );
    const ownQuestion = known.own ? dot(known.own, message) : -1;
    return {
      intent: nearest,
      question: Math.max(ownTopic, ownQuestion),
      questionItself: ownQuestion,
      otherTopicLead: otherTopic - ownTopic,
    };
  };
}
