import { terms } from './text.ts';
import type { KnowledgeEntry } from './types.ts';

/** A subject Lisa asks about, the words that show an entry covers it, and the questions she asks. */
export interface Topic {
  id: string;
  label: string;
  keywords: string[];
  questions: string[];
}

export const topicBank: Topic[] = [
  {
    id: 'work',
    label: 'work',
    keywords:
      'work job career company office colleague boss employer designer engineer manager profession freelance business client salary agency studio startup'.split(
        ' ',
      ),
    questions: [
      'What do you do for work, and what does a normal working day look like?',
      'How did you end up in your line of work?',
      'What was your first job, and what did it teach you?',
    ],
  },
  {
    id: 'education',
    label: 'education',
    keywords:
      'school university college degree studied study student teacher class graduated master phd course thesis exam scholarship'.split(
        ' ',
      ),
    questions: [
      'Where did you go to school, and what were you like as a student?',
      'What did you study after school, and why?',
      'Is there a teacher who changed the way you think?',
    ],
  },
  {
    id: 'family',
    label: 'family',
    keywords:
      'mother father mum mom dad parents brother sister sibling grandmother grandfather family son daughter children kids nephew niece cousin aunt uncle'.split(
        ' ',
      ),
    questions: [
      'Tell me about your family: who are the people closest to you?',
      'Do you have brothers or sisters? What are they like?',
      'What did you learn from your parents or grandparents?',
    ],
  },
  {
    id: 'relationships',
    label: 'friends and partner',
    keywords:
      'friend friends partner boyfriend girlfriend husband wife married wedding together dating relationship'.split(
        ' ',
      ),
    questions: [
      'Who is your closest friend, and how did you meet?',
      'Are you with someone? How did you two meet?',
    ],
  },
  {
    id: 'places',
    label: 'places',
    keywords:
      'born grew childhood hometown city town village live living moved house flat apartment neighbourhood country'.split(
        ' ',
      ),
    questions: [
      'Where did you grow up, and what was it like?',
      'Where do you live now, and what do you like about it?',
      'Which places have shaped you the most?',
    ],
  },
  {
    id: 'travel',
    label: 'travel',
    keywords: 'trip travel travelled holiday vacation visited journey abroad flight road hiked'.split(' '),
    questions: [
      'What is the most memorable trip you have taken?',
      'Where would you love to go that you have never been?',
    ],
  },
  {
    id: 'hobbies',
    label: 'hobbies',
    keywords:
      'hobby weekend play playing sport surf run running guitar piano paint painting pottery garden gardening cook cooking bake baking game games hike climbing'.split(
        ' ',
      ),
    questions: [
      'What do you love doing in your free time?',
      'Is there a skill or hobby you are working on at the moment?',
    ],
  },
  {
    id: 'favourites',
    label: 'favourites',
    keywords: 'favourite favorite love book novel film movie music band song food dish album series'.split(
      ' ',
    ),
    questions: [
      'What is a book, film or song you keep coming back to?',
      'What is your favourite food, and who makes it best?',
    ],
  },
  {
    id: 'routines',
    label: 'routines',
    keywords: 'morning evening night wake sleep routine daily every breakfast coffee tea habit weekday'.split(
      ' ',
    ),
    questions: [
      'What does a typical morning look like for you?',
      'How do you wind down at the end of the day?',
    ],
  },
  {
    id: 'values',
    label: 'values',
    keywords:
      'value values honesty kindness believe belief important matters principle respect trust faith'.split(
        ' ',
      ),
    questions: [
      'What matters most to you in how people treat each other?',
      'Which values would you never compromise on?',
    ],
  },
  {
    id: 'goals',
    label: 'goals',
    keywords: 'goal goals plan plans dream dreams want future ambition someday hope learning'.split(' '),
    questions: [
      'What are you working towards over the next few years?',
      'Is there something you dream of doing one day?',
    ],
  },
  {
    id: 'opinions',
    label: 'opinions',
    keywords: 'think opinion believe better worse best should agree disagree prefer'.split(' '),
    questions: [
      'What is an opinion you hold that many people around you do not share?',
      'What do you think about how people use technology today?',
    ],
  },
  {
    id: 'health',
    label: 'health',
    keywords: 'health allergic allergy sick ill doctor exercise fit fear afraid scared anxiety diet'.split(
      ' ',
    ),
    questions: [
      'Is there anything about your health people close to you should know?',
      'What are you afraid of?',
    ],
  },
  {
    id: 'memories',
    label: 'memories',
    keywords:
      'remember memory moment proud proudest award achievement happiest hardest earthquake accident'.split(
        ' ',
      ),
    questions: [
      'What is an achievement you are proud of?',
      'Which moment of your life would you relive if you could?',
    ],
  },
];

const keywordStems = new Map(topicBank.map((topic) => [topic.id, new Set(topic.keywords.flatMap(terms))]));

/** Topics an entry speaks about, judged by its words (title and content). */
export function topicsOf(entry: Pick<KnowledgeEntry, 'title' | 'content'>): string[] {
  const entryTerms = new Set(terms(`${entry.title} ${entry.content}`));
  return topicBank
    .filter((topic) => [...(keywordStems.get(topic.id) ?? [])].some((stem) => entryTerms.has(stem)))
    .map((topic) => topic.id);
}

export interface TopicCoverage {
  topicId: string;
  label: string;
  entryCount: number;
  entryIds: string[];
}

/** How many entries speak about each topic of the bank, in bank order. */
export function coverage(entries: readonly KnowledgeEntry[]): TopicCoverage[] {
  const byTopic = new Map(topicBank.map((topic) => [topic.id, [] as string[]]));
  for (const entry of entries) {
    for (const topicId of topicsOf(entry)) byTopic.get(topicId)?.push(entry.id);
  }
  return topicBank.map((topic) => {
    const entryIds = byTopic.get(topic.id) ?? [];
    return {
      topicId: topic.id,
      label: topic.label,
      entryCount: entryIds.length,
      entryIds,
    };
  });
}
