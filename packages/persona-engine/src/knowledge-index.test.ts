import { describe, expect, it } from 'vitest';
import { createDocumentExpander, type ExpandedQuery } from './expand.ts';
import { elenaEntries } from './fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable } from './fixtures/elena-questions.ts';
import { chunkEntry, createKnowledgeIndex } from './knowledge-index.ts';
import { note } from './testing/notes.ts';
import { terms } from './text.ts';

describe('chunkEntry', () => {
  it('splits an entry into paragraphs', () => {
    const chunks = chunkEntry(note('a', 'Pets', 'I have a dog.\n\n  \nHe is called Rex.\nHe is old.'));
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
      note('trips', 'Trips', 'We camped in Norway by a fjord.\n\nLater we ate ramen in Tokyo every night.'),
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

  it('counts a phrase of the question by the share of its words a paragraph says', () => {
    const entries = [
      note('week', 'School', 'My first week at school was hard.'),
      note('job', 'Bakery', 'My first job was at a bakery.'),
    ];
    const hits = createKnowledgeIndex(entries).search('What was your first job?');
    // "first job" is one concept: "first" alone is half of it, not a stand-in for the whole.
    expect(hits.map((hit) => [hit.entryId, hit.coverage])).toEqual([
      ['job', 1],
      ['week', 0.5],
    ]);
  });

  it("meets a phrase's words among the words a paragraph implies", () => {
    const entries = [
      note('ana', 'Ana', 'Ana is five years older. She studies law in Madrid.'),
      note('me', 'Me', 'I study law in Madrid.'),
    ];
    const hits = createKnowledgeIndex(entries, { wordVectors: false }).search(
      'What does your little sister study?',
    );
    // Ana's paragraph implies "sister" (an age gap and "she"): half of "little sister" (a person: weight 2), at the
    // implied words' 0.45; "study" (weight 1) it says.
    expect(hits.find((hit) => hit.entryId === 'ana')?.coverage).toBeCloseTo((2 * (0.45 / 2) + 1) / 3);
    expect(hits.find((hit) => hit.entryId === 'me')?.coverage).toBeCloseTo(1 / 3);
  });

  it('counts a quality the question asks about as fully as the thing it qualifies', () => {
    const entries = [
      note('food', 'Food', 'I love all kinds of food, pasta above all.'),
      note('spicy', 'Chillies', 'I put chillies on everything: spicy is best.'),
    ];
    const hits = createKnowledgeIndex(entries, { wordVectors: false }).search('Do you like spicy food?');
    expect(hits.find((hit) => hit.entryId === 'food')?.coverage).toBe(0.5);
    expect(hits.find((hit) => hit.entryId === 'spicy')?.coverage).toBe(0.5);
  });

  it('meets a question worded with another form of an entry word (derived forms)', () => {
    const entries = [
      note('hotel', 'Lakes', 'We slept in a hotel by the lake.'),
      note('van', 'Lakes again', 'We slept in a camper by the lake.'),
    ];
    expect(createKnowledgeIndex(entries).search('Have you ever been camping?')[0]?.entryId).toBe('van');
    // Found through the implied words only: without them (and without word vectors) nothing speaks of camping.
    const withoutImplied = createKnowledgeIndex(entries, { documentExpander: false, wordVectors: false });
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
    const live = createKnowledgeIndex([note('x', 'Boat', 'I own a small sailing boat.')]);
    expect(live.search('sailing')[0]?.entryId).toBe('x');
    live.upsert(note('x', 'Boat', 'I sold the boat and bought a kayak.'));
    // Still near in meaning, but no longer a word match.
    expect(live.search('sailing')[0]).toMatchObject({
      snippet: 'I sold the boat and bought a kayak.',
      lexical: 0,
    });
    expect(live.search('kayak')[0]?.entryId).toBe('x');
    live.remove('x');
    expect(live.size).toBe(0);
    expect(live.search('kayak')).toEqual([]);
  });

  it('finds entries by meaning when no word matches, with the similarity and no lexical score', () => {
    const entries = [
      note('run', 'Mornings', 'I run along the river before breakfast.'),
      note('paint', 'Sundays', 'I paint watercolours of the harbour.'),
    ];
    expect(createKnowledgeIndex(entries, { wordVectors: false }).search('Do you do sport?')).toEqual([]);
    const hits = createKnowledgeIndex(entries).search('Do you do sport?');
    const run = hits.find((hit) => hit.entryId === 'run');
    expect(hits.every((hit) => hit.lexical === 0 && hit.coverage === 0)).toBe(true);
    expect(run?.similarity).toBeGreaterThan(hits.find((hit) => hit.entryId === 'paint')?.similarity ?? 1);
  });

  it("does not count a stemmer's false friend as covering the question", () => {
    const entries = [note('birthday', 'Birthday', 'Every year I celebrate my birthday with friends.')];
    const coverage = (options: { wordVectors?: false }) =>
      createKnowledgeIndex(entries, options).search('Have you ever met a celebrity?')[0]?.coverage ?? 0;
    // "celebrity" and "celebrate" share the stem "celebr"; their vectors say they are different words.
    expect(coverage({ wordVectors: false })).toBeGreaterThan(coverage({}) + 0.2);
  });

  it('ranks the expected entry in the top 3 more often with word vectors than by words alone', () => {
    const hitAt3 = (search: (question: string) => { entryId: string }[]) =>
      elenaQuestions.filter(({ question, expected }) =>
        search(question)
          .slice(0, 3)
          .some((hit) => expected.includes(hit.entryId)),
      ).length / elenaQuestions.length;
    const wordsOnly = createKnowledgeIndex(elenaEntries, { wordVectors: false });
    expect(hitAt3((q) => index.search(q, { limit: 3 }))).toBeGreaterThan(
      hitAt3((q) => wordsOnly.search(q, { limit: 3 })) + 0.02,
    );
  });

  it('returns nothing for a question made only of function words', () => {
    expect(index.search('what is it?')).toEqual([]);
  });

  it('counts a match in the title more than one in the text', () => {
    const titled = createKnowledgeIndex(
      [
        note('text', 'Summer notes', 'Sailing with friends along the coast, every summer.'),
        note('title', 'Sailing', 'With friends along the coast, every summer.'),
      ],
      plain,
    );
    expect(titled.search('sailing').map((hit) => hit.entryId)).toEqual(['title', 'text']);
  });
});

/** No WordNet: the tests below choose the expansion themselves. */
/** Plain BM25: no expansion and no word vectors. */
const plain = {
  expansion: { wordNet: false as const, concepts: false as const },
  wordVectors: false as const,
};

/** An expander giving the question's single word its own weight 1 and the listed relatives theirs. */
function fixedExpander(word: string, relatives: Record<string, number>): (query: string) => ExpandedQuery {
  const weights = new Map([
    [stemOf(word), 1],
    ...Object.entries(relatives).map(([w, weight]) => [stemOf(w), weight] as const),
  ]);
  return () => ({
    concepts: [{ word, framing: false, importance: 1, terms: weights, position: 0 }],
    weights,
  });
}
const stemOf = (word: string) => terms(word)[0] ?? word;

describe('kin described by an age gap', () => {
  const implied = createDocumentExpander();
  const impliedTerms = (text: string) => new Set(terms(implied(text)));

  it('implies a sibling, and which one from the pronoun', () => {
    expect([...impliedTerms('Tomás is three years older than me. He builds bridges.')]).toEqual(
      expect.arrayContaining(terms('sibling brother')),
    );
    expect([...impliedTerms('Lucía is 5 years younger. She plays the cello.')]).toEqual(
      expect.arrayContaining(terms('sibling sister')),
    );
    expect([...impliedTerms('Lucía is 5 years younger. She plays the cello.')]).not.toContain(
      terms('brother')[0],
    );
  });

  it('implies nothing when the paragraph names the relation or states no age gap', () => {
    expect([...impliedTerms('Ana, my boss, is ten years older. She runs the team.')]).not.toContain(
      terms('sibling')[0],
    );
    expect([...impliedTerms('She is older and wiser than the rest of us.')]).not.toContain(
      terms('sibling')[0],
    );
  });

  it("finds a sister's entry that never says sister", () => {
    const index = createKnowledgeIndex(
      [
        note('lucia', 'Lucía', 'Lucía is five years younger. She studies medicine in Barcelona.'),
        note('ana', 'Ana', 'Ana, my boss, is ten years older. She studies the budget every Monday.'),
      ],
      { wordVectors: false },
    );
    expect(index.search('What is your sister up to?', { limit: 2 }).map((hit) => hit.entryId)).toEqual([
      'lucia',
    ]);
  });
});

describe('searching a large index', () => {
  // 20 made-up relatives, each in 90 of 5,000 paragraphs: 1,800 paragraphs in all, more than the budget of 500.
  const relatives = Array.from({ length: 20 }, (_, i) => `zq${String.fromCharCode(97 + i)}x`);
  const entries = [
    ...Array.from({ length: 1800 }, (_, i) => note(`rel${i}`, 'Note', `${relatives[i % 20]} filler`)),
    ...Array.from({ length: 3200 }, (_, i) => note(`f${i}`, 'Note', 'filler')),
    note('own', 'Pets', 'My dog sleeps all day.'),
    note('rare', 'Pets again', 'The old hound sleeps all day.'),
  ];
  // Weights rise with the position: zqax is the loosest relative, zqtx the closest.
  const expander = fixedExpander('dog', {
    hound: 0.45,
    ...Object.fromEntries(relatives.map((word, i) => [word, 0.3 + 0.01 * i])),
  });
  const relativesFound = (hits: { entryId: string }[]) =>
    new Set(
      hits
        .filter((hit) => hit.entryId.startsWith('rel'))
        .map((hit) => relatives[Number(hit.entryId.slice(3)) % 20]),
    );

  it("searches the most telling relatives within a budget, and the question's own words always", () => {
    const large = createKnowledgeIndex(entries, { ...plain, expander });
    const hits = large.search('dog?', { limit: 5000 });
    expect(hits[0]?.entryId).toBe('own');
    expect(hits.map((hit) => hit.entryId)).toContain('rare');
    const found = relativesFound(hits);
    // The rare "hound" and the 5 closest relatives fit in 500 paragraphs; the 15 loosest do not.
    expect([...found].sort()).toEqual(relatives.slice(15));
  });

  it('counts an own word in more paragraphs than its budget only where rarer words found something', () => {
    const large = createKnowledgeIndex([...entries, note('both', 'Note', 'My dog likes filler.')], plain);
    // "filler" is in 5,001 paragraphs, over the budget of 400: it is not searched...
    const hits = large.search('Dog filler?', { limit: 5000 });
    expect(hits.map((hit) => hit.entryId).sort()).toEqual(['both', 'own']);
    // ...but still counts where "dog" led: the paragraph with both words covers the whole question.
    expect(hits[0]).toMatchObject({ entryId: 'both', coverage: 1 });
    expect(hits[1]).toMatchObject({ entryId: 'own', coverage: 0.5 });
    // A question of common words alone still searches its most telling word.
    expect(large.search('Filler?', { limit: 5000 }).length).toBeGreaterThan(4000);
  });

  it('searches every relative in an index of fewer than 1,000 paragraphs, whatever it costs', () => {
    // 990 paragraphs holding all 20 relatives: 19,800 paragraphs to visit, far over the budget.
    const small = createKnowledgeIndex(
      [
        ...Array.from({ length: 990 }, (_, i) => note(`all${i}`, 'Note', relatives.join(' '))),
        note('loosest', 'Note', 'zqax'),
      ],
      { ...plain, expander },
    );
    expect(small.search('dog?', { limit: 1000 }).map((hit) => hit.entryId)).toContain('loosest');
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
