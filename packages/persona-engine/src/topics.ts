import { type Closeness, createCloseness } from './listening.ts';
import { dot, type SentenceEncoder, type Vector } from './retrieval/encoder.ts';

/** A subject Lisa asks about: what it covers, in a sentence the encoder compares entries with, and her questions. */
export interface Topic {
  id: string;
  label: string;
  description: string;
  questions: string[];
}

const partnerQuestion = 'Has there been a partner in your life, and how did you meet?';

/**
 * Her questions in the words she once asked them, each with the words she asks it in now: a conversation stored
 * before a wording changed still shows the question as asked, and the answer to it as its answer.
 */
export const formerWordings: ReadonlyMap<string, string> = new Map([
  [
    'Do you have brothers or sisters? What are they like?',
    'Do you have brothers or sisters, and what are they like?',
  ],
  ['Are you with someone? How did you two meet?', partnerQuestion],
  // Asked as if there were someone, it read oddly to someone single.
  ["If you're with someone, how did you two meet?", partnerQuestion],
]);

export const topicBank: Topic[] = [
  {
    id: 'work',
    label: 'work',
    description: 'My job, career, employer, colleagues and working days.',
    questions: [
      'What do you do for work, and what does a normal working day look like?',
      'How did you end up in your line of work?',
      'What was your first job, and what did it teach you?',
    ],
  },
  {
    id: 'education',
    label: 'education',
    description: 'My schools, university, degrees, teachers and studies.',
    questions: [
      'Where did you go to school, and what were you like as a student?',
      'What did you study after school, and why?',
      'Is there a teacher who changed the way you think?',
    ],
  },
  {
    id: 'family',
    label: 'family',
    description: 'My parents, brothers and sisters, children and relatives.',
    questions: [
      'Tell me about your family: who are the people closest to you?',
      'Do you have brothers or sisters, and what are they like?',
      'What did you learn from your parents or grandparents?',
    ],
  },
  {
    id: 'relationships',
    label: 'friends and partner',
    description: 'My friends, partner, husband or wife, and how we met.',
    questions: ['Who is your closest friend, and how did you meet?', partnerQuestion],
  },
  {
    id: 'places',
    label: 'places',
    description: 'Where I was born, grew up and live, my home town and house.',
    questions: [
      'Where did you grow up, and what was it like?',
      'Where do you live now, and what do you like about it?',
      'Which places have shaped you the most?',
    ],
  },
  {
    id: 'travel',
    label: 'travel',
    description: 'Trips, holidays and journeys abroad.',
    questions: [
      'What is the most memorable trip you have taken?',
      'Where would you love to go that you have never been?',
    ],
  },
  {
    id: 'hobbies',
    label: 'hobbies',
    description: 'What I do in my free time: sports, crafts, music I play, games.',
    questions: [
      'What do you love doing in your free time?',
      'Is there a skill or hobby you are working on at the moment?',
    ],
  },
  {
    id: 'favourites',
    label: 'favourites',
    description: 'My favourite food, books, films, music and things I love.',
    questions: [
      'What is a book, film or song you keep coming back to?',
      'What is your favourite food, and who makes it best?',
    ],
  },
  {
    id: 'routines',
    label: 'routines',
    description: 'My daily routine: mornings, evenings, weekends and habits.',
    questions: [
      'What does a typical morning look like for you?',
      'How do you wind down at the end of the day?',
    ],
  },
  {
    id: 'values',
    label: 'values',
    description: 'What matters to me, my beliefs and principles.',
    questions: [
      'What matters most to you in how people treat each other?',
      'Which values would you never compromise on?',
    ],
  },
  {
    id: 'goals',
    label: 'goals',
    description: 'My plans, ambitions and dreams for the future.',
    questions: [
      'What are you working towards over the next few years?',
      'Is there something you dream of doing one day?',
    ],
  },
  {
    id: 'opinions',
    label: 'opinions',
    description: 'What I think about the world, work and society.',
    questions: [
      'What is an opinion you hold that many people around you do not share?',
      'What do you think about how people use technology today?',
    ],
  },
  {
    id: 'health',
    label: 'health',
    description: 'My health, fitness, diet, allergies and illnesses.',
    questions: [
      'Is there anything about your health people close to you should know?',
      'What are you afraid of?',
    ],
  },
  {
    id: 'memories',
    label: 'memories',
    description: 'Memories and moments I remember: achievements, hard times, turning points.',
    questions: [
      'What is an achievement you are proud of?',
      'Which moment of your life would you relive if you could?',
    ],
  },
];

/** An entry's paragraph embeddings, as the index stores them. */
export interface EmbeddedEntry {
  id: string;
  vectors: readonly Vector[];
}

export interface TopicCoverage {
  topicId: string;
  label: string;
  entryCount: number;
  entryIds: string[];
}

/**
 * Which topics an entry speaks about, judged by meaning: the topics whose description and questions are closest to
 * one of its paragraphs. An entry counts for its nearest topic, and for others almost as near.
 */
export interface TopicClassifier {
  readonly topics: readonly Topic[];
  topicsOf(vectors: readonly Vector[]): string[];
  coverage(entries: readonly EmbeddedEntry[]): TopicCoverage[];
  /** How close a message is to small talk and to the question it may answer; null without the encoder. */
  closeness(message: Vector, pendingQuestion: string | null): Closeness | null;
}

/** Cosine below which an entry is about none of the topics. */
const minTopicCosine = 0.2;
/** Other topics within this cosine of the nearest also count. */
const nearTopicMargin = 0.03;

/** Embeds the topics once (a few milliseconds with a loaded encoder). */
export async function createTopicClassifier(
  encoder: Pick<SentenceEncoder, 'embed'>,
  topics: readonly Topic[] = topicBank,
): Promise<TopicClassifier> {
  const vectors = await encoder.embed(
    topics.map((topic) => `${topic.label}. ${topic.description} ${topic.questions.join(' ')}`),
  );
  const closeness = await createCloseness(
    encoder,
    topics.flatMap((topic) => topic.questions.map((text) => ({ text, topicId: topic.id }))),
    new Map(topics.flatMap((topic, i) => (vectors[i] ? [[topic.id, vectors[i]] as const] : []))),
  );
  // An entry's topics are asked for on every Lisa turn and training: computed once per vectors array (the owner's
  // cache keeps the same array while the entry is unchanged), not 14 × paragraphs dot products each time.
  const known = new WeakMap<readonly Vector[], string[]>();
  const topicsOf = (entryVectors: readonly Vector[]): string[] => {
    const cached = known.get(entryVectors);
    if (cached) return cached;
    const found = classify(entryVectors);
    known.set(entryVectors, found);
    return found;
  };
  const classify = (entryVectors: readonly Vector[]): string[] => {
    const nearness = topics.map((topic, i) => {
      const topicVector = vectors[i];
      const best = topicVector ? Math.max(-1, ...entryVectors.map((vector) => dot(vector, topicVector))) : -1;
      return { id: topic.id, best };
    });
    const nearest = Math.max(...nearness.map((topic) => topic.best));
    if (nearest < minTopicCosine) return [];
    return nearness.filter((topic) => topic.best >= nearest - nearTopicMargin).map((topic) => topic.id);
  };
  return {
    topics,
    topicsOf,
    closeness,
    coverage(entries) {
      const byTopic = new Map(topics.map((topic) => [topic.id, [] as string[]]));
      for (const entry of entries) {
        for (const topicId of topicsOf(entry.vectors)) byTopic.get(topicId)?.push(entry.id);
      }
      return topics.map((topic) => {
        const entryIds = byTopic.get(topic.id) ?? [];
        return { topicId: topic.id, label: topic.label, entryCount: entryIds.length, entryIds };
      });
    },
  };
}

/** When the encoder cannot run: no entry is known to cover any topic, so Lisa asks in bank order. */
export const topicsWithoutMeaning: TopicClassifier = {
  topics: topicBank,
  topicsOf: () => [],
  closeness: () => null,
  coverage: () =>
    topicBank.map((topic) => ({ topicId: topic.id, label: topic.label, entryCount: 0, entryIds: [] })),
};
