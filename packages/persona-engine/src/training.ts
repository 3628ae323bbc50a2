import type { KnowledgeEntry, PersonaProfile } from '@ditto/contract';
import { z } from 'zod';
import { collect, ProviderError, type ReplyProvider } from './providers/types.ts';
import { words } from './retrieval/text.ts';
import type { EmbeddedEntry, TopicClassifier } from './topics.ts';

export interface TrainOptions {
  /** Topics of the profile, judged from the entries' embeddings; without them the profile lists none. */
  topics?: { classifier: TopicClassifier; embedded: readonly EmbeddedEntry[] };
  /** A language model writes the profile; without one (or with the embedded provider) it is extracted offline. */
  provider?: ReplyProvider;
  now?: () => Date;
  signal?: AbortSignal;
}

const maxFacts = 30;
const maxEntriesForModel = 200;

const modelProfileSchema = z.object({
  summary: z.string().min(1),
  topics: z.array(z.string()).max(20),
  facts: z.array(z.string()).max(maxFacts),
  style: z.string().min(1),
});

/** The first sentence of a text, as a standalone fact. */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

/** How the owner writes, described from measurable traits of their entries. */
function describeStyle(entries: readonly KnowledgeEntry[]): string {
  const text = entries.map((entry) => entry.content).join(' ');
  const sentences = text.split(/[.!?]+\s/).filter((sentence) => sentence.trim() !== '');
  const all = words(text);
  const averageLength = sentences.length === 0 ? 0 : all.length / sentences.length;
  const firstPerson = all.filter((word) => ['i', 'me', 'my', 'mine', 'we', 'our'].includes(word)).length;
  const traits = [
    averageLength < 14
      ? 'short, direct sentences'
      : averageLength < 22
        ? 'medium-length sentences'
        : 'long, flowing sentences',
    firstPerson / Math.max(all.length, 1) > 0.04 ? 'personal, first-person voice' : 'matter-of-fact voice',
    /!/.test(text) ? 'enthusiastic at times' : 'calm tone',
  ];
  return `${traits.join('; ')}.`;
}

/** Persona profile computed offline: same entries and clock, same profile. */
export function extractProfile(
  entries: readonly KnowledgeEntry[],
  now: Date,
  topicsFrom?: TrainOptions['topics'],
): PersonaProfile {
  const ordered = [...entries].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const covered = (topicsFrom?.classifier.coverage(topicsFrom.embedded) ?? [])
    .filter((topic) => topic.entryCount > 0)
    .sort((a, b) => b.entryCount - a.entryCount);
  const topics = covered.map((topic) => topic.label);
  const facts = ordered.map((entry) => firstSentence(entry.content)).filter((fact) => fact !== '');
  const summary =
    ordered.length === 0
      ? 'I have not written anything down yet, so I cannot speak for myself.'
      : `I speak from ${ordered.length} ${ordered.length === 1 ? 'entry' : 'entries'} of my own knowledge` +
        (topics.length > 0 ? `, mostly about ${listOf(topics.slice(0, 4))}.` : '.');
  return {
    summary,
    topics,
    facts: facts.slice(0, maxFacts),
    style: ordered.length === 0 ? 'Unknown yet.' : describeStyle(ordered),
    sourceCount: ordered.length,
    extractedAt: now.toISOString(),
  };
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Builds the persona profile from the owner's entries, with the model when one is configured. */
export async function trainPersona(
  entries: readonly KnowledgeEntry[],
  options: TrainOptions = {},
): Promise<PersonaProfile> {
  const now = options.now?.() ?? new Date();
  const offline = extractProfile(entries, now, options.topics);
  const { provider } = options;
  if (!provider || provider.kind === 'embedded' || entries.length === 0) return offline;

  const knowledge = entries
    .slice(0, maxEntriesForModel)
    .map((entry) => `- ${entry.title}: ${entry.content.replace(/\s+/g, ' ')}`)
    .join('\n');
  const text = await collect(
    provider.stream(
      {
        draft: JSON.stringify(offline),
        messages: [
          {
            role: 'system',
            content:
              'You build a persona profile from notes a person wrote about themselves. Answer with JSON only: ' +
              '{"summary": string (2-3 sentences, first person), "topics": string[] (short labels), ' +
              `"facts": string[] (at most ${maxFacts} first-person facts taken from the notes), ` +
              '"style": string (how the person writes)}. Use only what the notes say.',
          },
          { role: 'user', content: knowledge },
        ],
      },
      options.signal ? { signal: options.signal } : {},
    ),
  );
  const parsed = modelProfileSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    throw new ProviderError('bad_response', 'The language model did not return a valid persona profile', {
      cause: parsed.error,
    });
  }
  return {
    ...parsed.data,
    sourceCount: entries.length,
    extractedAt: now.toISOString(),
  };
}

/** Parses JSON a model wrote, tolerating a Markdown code fence around it. */
function parseJson(text: string): unknown {
  const body = text.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
