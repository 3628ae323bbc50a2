import { readFileSync } from 'node:fs';
import type { KnowledgeEntry } from '@ditto/contract';
import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable } from '../src/fixtures/elena-questions.ts';

/** A dataset in the persona-eval format (`../shared/persona-eval/README.md`), entries keyed by their `key`. */
export interface Dataset {
  name: string;
  /** The person's first name, as friends would ask about them. */
  firstName?: string;
  /** A walk owner's display name: the name the API reads first as the owner's (`ownerNamesOf`). */
  displayName?: string;
  entries: KnowledgeEntry[];
  questions: { q: string; expectKeys: string[]; expectAny: string[]; tags: string[] }[];
  unanswerable: { q: string; kind: 'absent' | 'near-miss' | 'unknown' }[];
  /**
   * A walk's questions (`eval/walks/`), whose replies are printed to be judged, not scored; `asker: 'friend'` is a
   * friend's, asked in a chat the owner shared, and any other the owner's own.
   */
  walk?: { q: string; kind: string; asker?: string }[];
}

interface DatasetFile {
  person?: { name?: string };
  entries: { key: string; title: string; content: string }[];
  questions: { q: string; expectKeys: string[]; expectAny?: string[]; tags?: string[] }[];
  unanswerable: { q: string; kind?: 'absent' | 'near-miss' }[];
}

interface WalkFile {
  /** The walker's display name, which the API reads as the owner's first name. */
  owner?: string;
  notes: { title: string; content: string }[];
  questions: { q: string; kind: string; asker?: string }[];
}

const at = '2026-01-01T00:00:00.000Z';
const note = (key: string, title: string, content: string): KnowledgeEntry => ({
  id: key,
  title,
  content,
  source: 'note',
  private: false,
  createdAt: at,
  updatedAt: at,
});

export function readDataset(path: string): Dataset {
  const file = JSON.parse(readFileSync(path, 'utf8')) as DatasetFile | WalkFile;
  if ('notes' in file)
    return {
      name: path,
      entries: file.notes.map((item, i) => note(`n${i + 1}`, item.title, item.content)),
      questions: [],
      unanswerable: [],
      walk: file.questions,
      ...(file.owner ? { displayName: file.owner } : {}),
    };
  return {
    name: file.person?.name ?? path,
    ...(file.person?.name ? { firstName: file.person.name.split(' ')[0] } : {}),
    entries: file.entries.map((entry) => note(entry.key, entry.title, entry.content)),
    questions: file.questions.map((item) => ({
      q: item.q,
      expectKeys: item.expectKeys,
      expectAny: item.expectAny ?? [],
      tags: item.tags ?? [],
    })),
    unanswerable: file.unanswerable.map((item) => ({ q: item.q, kind: item.kind ?? 'absent' })),
  };
}

/** Elena's fixture questions (every split) as a dataset; her unanswerable questions have no kind. */
export const elenaDataset: Dataset = {
  name: 'Elena (fixtures)',
  entries: elenaEntries,
  questions: elenaQuestions
    .filter((item) => item.expected.length > 0)
    .map((item) => ({ q: item.question, expectKeys: item.expected, expectAny: [], tags: [item.split] })),
  unanswerable: [
    ...elenaUnanswerable.map((item) => ({ q: item.question, kind: 'unknown' as const })),
    ...elenaQuestions
      .filter((item) => item.expected.length === 0)
      .map((item) => ({ q: item.question, kind: 'unknown' as const })),
  ],
};
