import { describe, expect, it, vi } from 'vitest';
import { chunkEntry } from './chunks.ts';
import {
  asksOfGroup,
  chooseSentences,
  opensWithReference,
  sentencesOf,
  withWholeLists,
} from './sentences.ts';

// Every name the splitter has tagged, counted (memoised or not): splitting costs work linear in the sentences.
const tagging = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../language.ts', async (original) => {
  const language = await original<typeof import('../language.ts')>();
  const taggedTerms: typeof language.taggedTerms = (text) => {
    tagging.calls++;
    return language.taggedTerms(text);
  };
  return { ...language, taggedTerms };
});

const sentences = sentencesOf(
  chunkEntry({
    id: 'n',
    title: 'Family',
    content:
      'Dr. Okafor delivered Ingrid. She is nine now!\nOskar is six.\n\nMy parents live in Bergen. They grow apples.',
  }),
);

describe('sentencesOf', () => {
  it('keeps an honorific of any of the usual languages with its name', () => {
    const said = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'Work', content })).map((sentence) => sentence.text);
    expect(said('My boss is Dra. Gloria Henao. She is strict.')).toEqual([
      'My boss is Dra. Gloria Henao.',
      'She is strict.',
    ]);
    expect(said('We rent from Mme. Roux in Endoume. It is small.')).toEqual([
      'We rent from Mme. Roux in Endoume.',
      'It is small.',
    ]);
  });

  it('splits a note typed in lower case at its full stops, not at "p.m."', () => {
    const said = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'fam',
        content: 'then Kamau 33, he drives a matatu. me in the middle. home by 6 p.m. most days',
      }),
    ).map((sentence) => sentence.text);
    expect(said).toEqual([
      'then Kamau 33, he drives a matatu.',
      'me in the middle.',
      'home by 6 p.m. most days',
    ]);
  });

  it('keeps an initial that lower case goes on from with its sentence ("E. coli")', () => {
    const said = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'Vet', content })).map((sentence) => sentence.text);
    expect(said("I've seen salmonella and E. coli in raw-fed dogs. It is rare.")).toEqual([
      "I've seen salmonella and E. coli in raw-fed dogs.",
      'It is rare.',
    ]);
    // Not a capital going on ("Plan B. Then"), nor "I" or "A" ending a line typed in lower case.
    expect(said('We went with plan B. Then it rained.')).toEqual(['We went with plan B.', 'Then it rained.']);
    expect(said('sam went and so did I. then we left')).toEqual(['sam went and so did I.', 'then we left']);
    expect(said('got an A. mum was thrilled')).toEqual(['got an A.', 'mum was thrilled']);
  });

  it('says a list of people typed as one sentence one person a clause', () => {
    const said = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'family',
        content:
          'me (Gareth, 44), Nia (the wife, 43, a plumber), Osian 12, Cerys 8, Year 3. we live in Llandaff',
      }),
    ).map((sentence) => sentence.text);
    expect(said).toEqual([
      'me (Gareth, 44)',
      'Nia (the wife, 43, a plumber)',
      'Osian 12',
      'Cerys 8, Year 3.',
      'we live in Llandaff',
    ]);
  });

  it('links the clauses split from one list of people, and no other sentence', () => {
    const said = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'Family',
        content: 'Wife Ewa, a dentist. Kids: Zofia 9, Janek 5. Ros is 7.',
      }),
    );
    const [wife, zofia, janek, ros] = said;
    expect(said.map((sentence) => sentence.text)).toEqual([
      'Wife Ewa, a dentist.',
      'Kids: Zofia 9',
      'Janek 5.',
      'Ros is 7.',
    ]);
    expect(zofia?.list).toBeDefined();
    expect(janek?.list).toBe(zofia?.list);
    expect([wife?.list, ros?.list]).toEqual([undefined, undefined]);
  });

  it('links the lines of a list of people typed one a line, each a name and an age', () => {
    const lists = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'the kids', content })).map((sentence) => sentence.list);
    expect(
      lists('Ada - 9, yr 5, mad on horses\nFelix - 6 (7 on March 14th!!)\nboth at Meanwood primary'),
    ).toEqual([0, 0, undefined]);
    expect(lists('Priya: 44, a GP\nAnika (15)\nRohan 11.')).toEqual([0, 0, 0]);
    // Not one such line alone, nor lines of times, sums or scores under capitalised words.
    for (const content of [
      'We moved in 2019.\nFelix - 6, wants a dinosaur party',
      'Monday - 9am swim\nTuesday - 6pm choir',
      'Rent - 950 a month\nCouncil tax - 140',
      'Parkrun - 24:10\nTenK - 52:30',
      'Bus - 25 mins\nTrain - 40 mins',
      'Ada is 9.\nFelix is 6.',
    ])
      expect(lists(content), content).toEqual(lists(content).map(() => undefined));
  });

  it('breaks a list of lines at one naming another relation or an aside of no person', () => {
    const lists = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'Family', content })).map((sentence) => sentence.list);
    expect(lists('Kasia - 41, my sister\nTomek - 38, my brother\nAda - 9\nFelix - 6')).toEqual([
      undefined,
      undefined,
      2,
      2,
    ]);
    // Zara's line is no person of the list of Ada and Felix (its own clauses apart).
    expect(lists("Zara - 7 (neighbour, Ada's best friend)\nAda - 9\nFelix - 6").slice(-3)).toEqual([0, 2, 2]);
    expect(lists('Rosa - 3 (collie, mad)\nMilo - 5 (cat, old)')).toEqual([undefined, undefined]);
  });

  it('links each list of a paragraph apart', () => {
    const [tomos, elin, owen, rhodri] = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'family',
        content: "Tomos 14, Elin 11. Owen's a plumber in Bangor, Rhodri teaches maths.",
      }),
    );
    expect(elin?.list).toBe(tomos?.list);
    expect(rhodri?.list).toBe(owen?.list);
    expect(owen?.list).not.toBe(tomos?.list);
  });

  it('keeps the names a counted group is followed by with the group', () => {
    const said = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'Family', content })).map((sentence) => sentence.text);
    expect(said('We have two girls, Isla (7) and Mara (4). Dev is a postman.')).toEqual([
      'We have two girls, Isla (7) and Mara (4).',
      'Dev is a postman.',
    ]);
    expect(said('My husband Dev is a postman, and we have two girls, Isla (7) and Mara (4).')).toEqual([
      'My husband Dev is a postman, and we have two girls, Isla (7) and Mara (4).',
    ]);
    expect(said('Our boys, Tom 12 and Sam 9, love football.')).toEqual([
      'Our boys, Tom 12 and Sam 9, love football.',
    ]);
  });

  it('says the last of a list after "and" as its own clause', () => {
    const said = sentencesOf(
      chunkEntry({ id: 'n', title: 'kids', content: 'Tomos 14, Elin 11 in year 6, and baby Gwen who’s 2.' }),
    ).map((sentence) => sentence.text);
    expect(said).toEqual(['Tomos 14', 'Elin 11 in year 6', 'and baby Gwen who’s 2.']);
  });

  it('says each person of a list of what they do as a clause, not a place', () => {
    const said = (content: string) =>
      sentencesOf(chunkEntry({ id: 'n', title: 'sisters', content })).map((sentence) => sentence.text);
    expect(said('Ros is a welder in Hull, Ffion works nights at the hospital.')).toEqual([
      'Ros is a welder in Hull',
      'Ffion works nights at the hospital.',
    ]);
    expect(said('We loved Rome, Paris is next.')).toEqual(['We loved Rome, Paris is next.']);
  });

  it.each([
    'I always wax my skis, because I’m fussy about the glide.',
    'Last year I took up the bodhrán, the Irish framed drum, after a session in Ennis.',
    'After the burial, Hannah said she would drive.',
    'In the end, Nadia chose to walk home.',
  ])('keeps one clause where no person starts another: %j', (content) => {
    expect(
      sentencesOf(chunkEntry({ id: 'n', title: 'hobby', content })).map((sentence) => sentence.text),
    ).toEqual([content]);
  });

  it('says each person of a sentence a clause when a name opens a clause of its own', () => {
    const said = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'brothers',
        content:
          "Owen's a plumber in Bangor, Rhodri teaches maths at Ysgol Friars. I met Ana, Tomas and Pia at uni.",
      }),
    ).map((sentence) => sentence.text);
    expect(said).toEqual([
      "Owen's a plumber in Bangor",
      'Rhodri teaches maths at Ysgol Friars.',
      'I met Ana, Tomas and Pia at uni.',
    ]);
  });

  it('tags at most one name a sentence, and none past its end, in a long paragraph', () => {
    const content = Array.from({ length: 150 }, () => 'Ben sang, Lucy abc Max.').join(' ');
    tagging.calls = 0;
    const said = sentencesOf(chunkEntry({ id: 'n', title: 'choir', content }));
    expect(said).toHaveLength(150);
    expect(tagging.calls).toBeLessThanOrEqual(150);
  });

  it('splits paragraphs into sentences and lines, not at abbreviations', () => {
    expect(sentences.map((sentence) => [sentence.paragraph, sentence.text])).toEqual([
      [0, 'Dr. Okafor delivered Ingrid.'],
      [0, 'She is nine now!'],
      [0, 'Oskar is six.'],
      [1, 'My parents live in Bergen.'],
      [1, 'They grow apples.'],
    ]);
  });
});

describe('asksOfGroup', () => {
  it.each([
    'How old are the kids?',
    "what are your kids' names?",
    'Where do your parents live?',
    'What do the boys do?',
  ])('hears a group of people asked about: %j', (question) => expect(asksOfGroup(question)).toBe(true));

  it.each([
    'How old is your kid?',
    'How old is Janek?',
    'Which of your kids is the youngest?',
    'What does your wife do?',
  ])('hears one person asked about: %j', (question) => expect(asksOfGroup(question)).toBe(false));
});

describe('withWholeLists', () => {
  it('adds the other clauses of a list a chosen clause is in, in note order, and nothing else', () => {
    const said = sentencesOf(
      chunkEntry({
        id: 'n',
        title: 'Family',
        content: 'Wife Ewa, a dentist. Kids: Zofia 9, Janek 5. Ros is 7.',
      }),
    );
    const [wife, zofia, janek, ros] = said;
    expect(
      withWholeLists(
        said,
        [janek, ros].flatMap((one) => (one ? [one] : [])),
      ),
    ).toEqual([zofia, janek, ros]);
    expect(withWholeLists(said, wife ? [wife] : [])).toEqual([wife]);
  });
});

describe('opensWithReference', () => {
  const sentence = (text: string) => ({ paragraph: 0, position: 0, text });
  it('finds a pronoun referring back, also after a conjunction', () => {
    expect(opensWithReference(sentence('She is nine now.'))).toBe(true);
    expect(opensWithReference(sentence('But he was the one who drove me.'))).toBe(true);
    expect(opensWithReference(sentence('And then we moved.'))).toBe(true);
    expect(opensWithReference(sentence('But Erik drove me.'))).toBe(false);
    expect(opensWithReference(sentence('Oskar is six.'))).toBe(false);
  });

  it('reads "these days" or "this year" opening a sentence as now, referring back to no one', () => {
    expect(opensWithReference(sentence("These days I'm a senior engineer in Leicester."))).toBe(false);
    expect(opensWithReference(sentence('And this year we are doing up the kitchen.'))).toBe(false);
    // Not the demonstrative before anything else, nor "that year", which is the one just told of.
    expect(opensWithReference(sentence('These are the best days of her life.'))).toBe(true);
    expect(opensWithReference(sentence('This dog of hers is a menace.'))).toBe(true);
    expect(opensWithReference(sentence('That year she moved to Cork.'))).toBe(true);
  });
});

describe('chooseSentences', () => {
  const words = 40;
  it('says the best sentences in note order, with the one a pronoun refers back to', () => {
    const chosen = chooseSentences(sentences, [0.1, 0.9, 0.2, 0.1, 0.3], { count: 1, closeTo: 0, words });
    expect(chosen.map((sentence) => sentence.position)).toEqual([0, 1]);
    const two = chooseSentences(sentences, [0.1, 0.2, 0.3, 0.9, 0.1], { count: 2, closeTo: 0, words });
    expect(two.map((sentence) => sentence.position)).toEqual([2, 3]);
  });

  it('leaves out runners-up far below the best, or past the word budget', () => {
    const scores = [0.1, 0.2, 0.3, 0.9, 0.1];
    expect(chooseSentences(sentences, scores, { count: 2, closeTo: 0.5, words }).length).toBe(1);
    expect(chooseSentences(sentences, scores, { count: 2, closeTo: 0, words: 6 }).length).toBe(1);
  });
});
