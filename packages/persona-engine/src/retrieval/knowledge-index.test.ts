import { describe, expect, it } from 'vitest';
import { elenaEntries } from '../fixtures/elena-entries.ts';
import { elenaQuestions } from '../fixtures/elena-questions.ts';
import { testEncoder, withVectors } from '../testing/encoder.ts';
import { note } from '../testing/notes.ts';
import { toUnit } from './encoder.ts';
import { createKnowledgeIndex } from './knowledge-index.ts';
import { scanRows } from './vector-scan.mjs';

/** A 512-dimensional unit vector pointing along the given axes. */
const axis = (...axes: number[]) => {
  const values = new Array(512).fill(0);
  for (const a of axes) values[a] = 1;
  return toUnit(values);
};

describe('createKnowledgeIndex', () => {
  it('fuses meaning and keywords: the cosine ranks, a keyword match breaks a near tie', () => {
    const index = createKnowledgeIndex(
      [
        { ...note('near', 'Boats', 'I sail a small dinghy.'), vectors: [axis(0)] },
        { ...note('keyword', 'Ferry', 'The Bluenose ferry was my workplace.'), vectors: [axis(0, 1)] },
        { ...note('far', 'Food', 'Pasta every Friday.'), vectors: [axis(2)] },
      ],
      { lexicalWeight: 0.3 },
    );
    const hits = index.search('Tell me about the Bluenose', { questionVector: axis(0) });
    expect(hits.map((hit) => hit.entryId)).toEqual(['keyword', 'near', 'far']);
    expect(hits[0]).toMatchObject({ lexical: 1, coverage: 1 });
    expect(hits[0]?.semantic).toBeCloseTo(Math.SQRT1_2);
    expect(hits[1]).toMatchObject({ semantic: 1, lexical: 0 });
  });

  it('finds a relative asked about in a note’s other word for them, below the question’s own words', () => {
    const index = createKnowledgeIndex([
      note('flat', 'Home', 'We live in a flat. My sister lives nearby.'),
      note(
        'family',
        'Family',
        'My mother Rose lives two streets away from us, next to the bakery on Oak Road.',
      ),
    ]);
    expect(index.search('Where does your mum live?').map((hit) => hit.entryId)).toEqual(['family', 'flat']);
    // The note's other word weighs less than the question's own: "sister" asked is found as written first.
    expect(index.search('Where does your sister live?')[0]?.entryId).toBe('flat');
  });

  it("ranks a note written seconds ago, not embedded yet, by its share of the question's words", () => {
    const index = createKnowledgeIndex([
      { ...note('embedded', 'About me', 'I am a civil engineer in Manchester.'), vectors: [axis(0)] },
      note('new', 'Where I was born', 'I was born in Kumasi, in Ghana.'),
    ]);
    const hits = index.search('Where were you born?', { questionVector: axis(0, 1) });
    expect(hits.map((hit) => hit.entryId)).toEqual(['new', 'embedded']);
    expect(hits[0]).toMatchObject({ semantic: null, coverage: 1 });
  });

  it('quotes the paragraph under a Markdown heading, never the heading alone', async () => {
    const entry = note(
      'coffee',
      'Coffee habits',
      '## Morning\n\nI drink three espressos.\n\n## Evening\n\nTea only.',
    );
    const index = createKnowledgeIndex(await withVectors([entry]));
    const [questionVector] = await testEncoder.embed(['What do you drink in the morning?']);
    const [best] = index.search(
      'What do you drink in the morning?',
      questionVector ? { questionVector } : {},
    );
    expect(best?.snippet).toBe('I drink three espressos.');
  });

  it('ranks by a scan of its shared vectors done elsewhere, and not by one its changes have made stale', () => {
    const index = createKnowledgeIndex([
      { ...note('a', 'Boats', 'I sail.'), vectors: [axis(0)] },
      { ...note('b', 'Food', 'Pasta.'), vectors: [axis(1)] },
    ]);
    const questionVector = axis(1);
    const questionScan = scanRows(index.sharedVectors, questionVector);
    questionScan.cosine.reverse(); // as if "a" were the closer one
    expect(index.search('What do you do?', { questionVector, questionScan })[0]?.entryId).toBe('a');
    index.remove('a');
    const hits = index.search('What do you do?', { questionVector, questionScan });
    expect(hits.map((hit) => hit.entryId)).toEqual(['b']);
    expect(hits[0]?.semantic).toBeCloseTo(1); // scanned again: the stale scan gave it 0
  });

  it('keeps an entry without embedding searchable by keywords, judged by them alone until it has one', () => {
    const index = createKnowledgeIndex([note('plain', 'Allergies', 'I am allergic to cats.')]);
    const asked = { questionVector: axis(3) };
    const [before] = index.search('Are you allergic to anything?', asked);
    expect(before).toMatchObject({ entryId: 'plain', semantic: null });
    index.upsert(note('plain', 'Allergies', 'I am allergic to cats.'), [axis(3)]);
    expect(index.search('Are you allergic to anything?', asked)[0]?.semantic).toBeCloseTo(1);
  });

  it('updates incrementally: a replaced entry answers with its new text, a removed one is gone', () => {
    const index = createKnowledgeIndex([
      note('a', 'Car', 'I drive a red Volvo.'),
      note('b', 'Bike', 'A blue bike.'),
    ]);
    index.upsert(note('a', 'Car', 'I drive a green Saab now.'));
    index.remove('b');
    expect(index.size).toBe(1);
    expect(index.search('Saab')[0]?.snippet).toBe('I drive a green Saab now.');
    expect(index.search('bike')).toEqual([]);
  });

  it('ignores vectors that do not match the entry’s paragraphs', () => {
    const index = createKnowledgeIndex([{ ...note('a', 'Two', 'One.\n\nTwo.'), vectors: [axis(1)] }]);
    expect(index.search('Two', { questionVector: axis(1) })[0]?.semantic).toBeNull();
  });

  it('quotes the paragraph that matched best', () => {
    const index = createKnowledgeIndex([
      note('a', 'Family', 'My mother Rosa taught maths.\n\nMy brother Tomás builds bridges in Antofagasta.'),
    ]);
    expect(index.search('Which bridges does Tomás build?')[0]?.snippet).toMatch(/^My brother Tomás/);
  });

  it('says the paragraph closest to the question beside the one that matched best', () => {
    const index = createKnowledgeIndex([
      {
        ...note(
          'erik',
          'Erik',
          'Erik is my older brother.\n\nWe fought as kids.\n\nHe drove me to the airport.',
        ),
        // Cosines with the question: 0.89 (nearly as close as the best), 0 and 1.
        vectors: [toUnit([2, 1, ...new Array(510).fill(0)]), axis(2), axis(0)],
      },
    ]);
    const [hit] = index.search('Who drove you to the airport?', { questionVector: axis(0) });
    expect(hit?.snippet).toBe('He drove me to the airport.');
    expect(hit?.passage).toBe('Erik is my older brother. He drove me to the airport.');
  });

  it('judges the paragraph beside by keywords when the entry has no vectors yet', () => {
    const index = createKnowledgeIndex([
      note(
        'erik',
        'Erik',
        'Erik drove a lorry to the airport for years.\n\nWe fought as kids.\n\nHe drove me to the airport.',
      ),
    ]);
    expect(index.search('Who drove you to the airport?')[0]?.passage).toBe(
      'Erik drove a lorry to the airport for years. He drove me to the airport.',
    );
  });

  it('finds the right entry for paraphrased questions with the real encoder', async () => {
    const index = createKnowledgeIndex(await withVectors(elenaEntries));
    const questions = elenaQuestions.filter((item) => item.split === 'dev' && item.expected.length > 0);
    const vectors = await testEncoder.embed(questions.map((item) => item.question));
    const found = questions.filter((item, i) =>
      index
        .search(item.question, { limit: 3, ...(vectors[i] ? { questionVector: vectors[i] } : {}) })
        .some((hit) => item.expected.includes(hit.entryId)),
    );
    expect(found.length / questions.length).toBeGreaterThanOrEqual(0.85);
  });
});
