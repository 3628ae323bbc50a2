import { describe, expect, it } from 'vitest';
import { elenaEntries } from './fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable } from './fixtures/elena-questions.ts';
import { chunkEntry, createKnowledgeIndex } from './knowledge-index.ts';
import { terms } from './text.ts';
import type { KnowledgeEntry } from './types.ts';

const entry = (id: string, title: string, content: string): KnowledgeEntry => ({
  id,
  title,
  content,
  source: 'note',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('chunkEntry', () => {
  it('splits an entry into paragraphs', () => {
    const chunks = chunkEntry(entry('a', 'Pets', 'I have a dog.\n\n  \nHe is called Rex.\nHe is old.'));
    expect(chunks.map((chunk) => chunk.text)).toEqual(['I have a dog.', 'He is called Rex.\nHe is old.']);
    expect(chunks.map((chunk) => chunk.id)).toEqual(['a#0', 'a#1']);
  });
});

describe('createKnowledgeIndex', () => {
  const index = createKnowledgeIndex(elenaEntries);

  it('returns ranked snippets with entry ids and titles', () => {
    const [first, ...rest] = index.search('Tell me about your greyhound Pisco', { limit: 3 });
    expect(first).toMatchObject({ entryId: 'e14', title: 'Pisco' });
    expect(first?.snippet).toContain('rescue greyhound');
    expect(rest.every((hit) => hit.score <= (first?.score ?? 0))).toBe(true);
  });

  it('answers with the paragraph that matches, not the whole entry', () => {
    const small = createKnowledgeIndex([
      entry('trips', 'Trips', 'We camped in Norway by a fjord.\n\nLater we ate ramen in Tokyo every night.'),
    ]);
    expect(small.search('ramen')[0]?.snippet).toBe('Later we ate ramen in Tokyo every night.');
  });

  it('finds paraphrased questions that share no word with the entry', () => {
    expect(
      terms('Where did you grow up?').some((term) => terms(elenaEntries[0]?.content ?? '').includes(term)),
    ).toBe(false);
    expect(index.search('Where did you grow up?', { limit: 3 }).map((hit) => hit.entryId)).toContain('e01');
    expect(index.search('Do you have any pets?', { limit: 3 }).map((hit) => hit.entryId)).toContain('e14');
  });

  it('meets a question worded with another form of an entry word (derived forms)', () => {
    const entries = [
      entry('hotel', 'Lakes', 'We slept in a hotel by the lake.'),
      entry('van', 'Lakes again', 'We slept in a camper by the lake.'),
    ];
    expect(createKnowledgeIndex(entries).search('Have you ever been camping?')[0]?.entryId).toBe('van');
    // Found through the implied words only: without them the entries say nothing about camping.
    const withoutImplied = createKnowledgeIndex(entries, { documentExpander: false });
    expect(withoutImplied.search('Have you ever been camping?')).toEqual([]);
  });

  it('tells look-alike entries apart (two trips, three jobs)', () => {
    const japan = index.search('How was your holiday in Japan?', { limit: 10 }).map((hit) => hit.entryId);
    expect(japan.indexOf('e15')).toBeGreaterThanOrEqual(0);
    expect(japan.indexOf('e15')).toBeLessThan(2);
    expect(japan.indexOf('e16') === -1 || japan.indexOf('e16') > japan.indexOf('e15')).toBe(true);
    expect(index.search('Who came with you in the camper van?')[0]?.entryId).toBe('e16');
    const germany = index
      .search('What did you do for a living in Germany?', { limit: 10 })
      .map((h) => h.entryId);
    const rank = (id: string) => (germany.includes(id) ? germany.indexOf(id) : germany.length);
    expect(rank('e11')).toBeLessThan(2);
    expect(rank('e11')).toBeLessThan(Math.min(rank('e09'), rank('e10')));
  });

  it('adds, replaces and removes entries', () => {
    const live = createKnowledgeIndex([entry('x', 'Boat', 'I own a small sailing boat.')]);
    expect(live.search('sailing')[0]?.entryId).toBe('x');
    live.upsert(entry('x', 'Boat', 'I sold the boat and bought a kayak.'));
    expect(live.search('sailing')).toEqual([]);
    expect(live.search('kayak')[0]?.entryId).toBe('x');
    live.remove('x');
    expect(live.size).toBe(0);
    expect(live.search('kayak')).toEqual([]);
  });

  it('returns nothing for a question made only of function words', () => {
    expect(index.search('what is it?')).toEqual([]);
  });
});

describe('the evaluation fixture', () => {
  it('has enough entries and questions, half of them paraphrases', () => {
    expect(elenaEntries.length).toBeGreaterThanOrEqual(40);
    expect(elenaQuestions.length).toBeGreaterThanOrEqual(40);
    expect(elenaUnanswerable.length).toBeGreaterThanOrEqual(15);
    const ids = new Set(elenaEntries.map((e) => e.id));
    expect(elenaQuestions.every((q) => q.expected.every((id) => ids.has(id)))).toBe(true);
    const contentOf = new Map(elenaEntries.map((e) => [e.id, new Set(terms(`${e.title} ${e.content}`))]));
    const paraphrases = elenaQuestions.filter(({ question, expected }) =>
      terms(question).every((term) => expected.every((id) => !contentOf.get(id)?.has(term))),
    );
    expect(paraphrases.length * 2).toBeGreaterThanOrEqual(elenaQuestions.length);
  });
});
