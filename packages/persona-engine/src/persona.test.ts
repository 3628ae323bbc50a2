import { describe, expect, it, vi } from 'vitest';
import { elenaEntries } from './fixtures/elena-entries.ts';
import {
  addressedToOwner,
  anythingElseReply,
  askedOfOwner,
  casedAsNotes,
  greetingReply,
  greetingReplyToOwner,
  howAmIReply,
  howAmIReplyToOwner,
  type PersonaReplyInput,
  replyAsPersona as reply,
  unknownReply,
  untrainedReply,
  untrainedReplyToOwner,
  whatIAmReply,
  whatIAmReplyToOwner,
  withSubjectSaid,
} from './persona.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { createOpenAICompatibleProvider } from './providers/openai-compatible.ts';
import { collect } from './providers/types.ts';
import { createKnowledgeIndex } from './retrieval/knowledge-index.ts';
import { testEncoder, withVectors } from './testing/encoder.ts';
import { failWith, startLlmServer, streamDeltas } from './testing/llm-server.ts';
import { note } from './testing/notes.ts';
import { extractProfile } from './training.ts';

const index = createKnowledgeIndex(await withVectors(elenaEntries));
/** Ditto's reply, with the message embedded as the API does. */
const replyAsPersona = async (input: PersonaReplyInput) => {
  const [messageVector] = await testEncoder.embed([input.message]);
  return reply({ ...input, ...(messageVector ? { messageVector } : {}) });
};
const profile = extractProfile(elenaEntries, new Date('2026-01-06T00:00:00.000Z'));
const provider = createEmbeddedProvider();
/** Thresholds for tests of a reply's shape, apart from where the fitted ones draw the lines. */
const grounding = { thresholds: { answer: 0.3, hedge: 0.2 } };
/** Ditto's reply to `message` from Elena's trained persona, offline unless `overrides` says otherwise. */
const ask = (message: string, overrides: Partial<PersonaReplyInput> = {}) =>
  replyAsPersona({ profile, index, history: [], message, provider, ...overrides });

describe('replyAsPersona', () => {
  it('answers in the first person from the best entry, citing it with what it says', async () => {
    const reply = await ask('Where did you grow up?', { grounding });
    const text = await collect(reply.stream);
    expect(text).toContain('Valparaíso');
    expect(reply.citations).toEqual([{ entryId: 'e01', title: 'Childhood in Valparaíso', snippet: text }]);
  });

  const family = note(
    'family',
    'Family',
    'Jonas and I met at a folk festival in 2011. He works as a boat builder in Risør and smells of tar all summer. ' +
      'We married two years later on a windy island.\n\n' +
      'My parents, Ola and Kari, live in Bergen. They still keep forty apple trees. ' +
      'Our daughter Ingrid is nine and our son Oskar is six.',
  );
  const familyIndex = async () => createKnowledgeIndex(await withVectors([family]));
  const embed = (texts: readonly string[]) => testEncoder.embed(texts);

  /** A new user's first notes: a few lines on work, home and fun. */
  const newUsersNotes = [
    note('job', 'My job', "I'm a dental hygienist at Trelawney Dental in Truro. I've been there six years."),
    note('home', 'Home', 'We live in a terraced house in Falmouth, near the harbour.'),
    note('fun', 'Hobbies', 'I swim in the sea most mornings, even in winter. I also knit.'),
  ];

  it("says the owner's work for a question about it in any words, to the owner and to a friend", async () => {
    const index = createKnowledgeIndex(await withVectors(newUsersNotes));
    for (const message of ['Where do you work?', 'What do you do?', 'What do you do for a living?']) {
      for (const askedByOwner of [true, false]) {
        const reply = await ask(message, { index, embed, askedByOwner });
        expect(reply.kind, message).toBe('answer');
        expect(await collect(reply.stream), message).toBe(
          "I'm a dental hygienist at Trelawney Dental in Truro.",
        );
        expect(reply.citations.map((citation) => citation.entryId)).toEqual(['job']);
      }
    }
  });

  it('introduces the owner from their notes when asked about themselves', async () => {
    const index = createKnowledgeIndex(await withVectors(newUsersNotes));
    for (const message of [
      'Tell me about yourself',
      'Who are you?',
      'Can you tell me a bit about yourself?',
      'So tell me a bit about yourself',
    ]) {
      const reply = await ask(message, { index, embed });
      const text = await collect(reply.stream);
      expect(reply.kind, message).toBe('answer');
      expect(text).toContain("I'm a dental hygienist at Trelawney Dental in Truro.");
      expect(text).toContain('We live in a terraced house in Falmouth');
      expect(reply.citations.map((citation) => citation.entryId).sort()).toEqual(['home', 'job']);
    }
    const hi = await ask('Hi!', { index, embed });
    expect(hi.kind).toBe('greeting');
  });

  it('introduces the owner to a friend who asks "who is she?" or "tell me about her"', async () => {
    const index = createKnowledgeIndex(await withVectors(newUsersNotes));
    for (const message of ['tell me about her', 'who is she?']) {
      const reply = await ask(message, { index, embed, askedByOwner: false });
      expect(reply.kind, message).toBe('answer');
      expect(await collect(reply.stream), message).toContain("I'm a dental hygienist at Trelawney Dental");
    }
    // Asked by the owner, "her" is someone else.
    expect((await ask('who is she?', { index, embed, askedByOwner: true })).kind).not.toBe('answer');
  });

  it("reads a friend's pronoun as someone the chat just named, not the owner", async () => {
    const index = createKnowledgeIndex(await withVectors(newUsersNotes));
    const at = '2026-01-01T00:00:00.000Z';
    const history = [
      { id: 'm1', role: 'user' as const, content: 'who does she live with?', timestamp: at },
      {
        id: 'm2',
        role: 'assistant' as const,
        content: 'I live with my brother Tom in Falmouth.',
        timestamp: at,
      },
    ];
    const said = async (extra: Partial<PersonaReplyInput>) =>
      collect((await ask('what does he do?', { index, embed, askedByOwner: false, ...extra })).stream);
    expect(await said({})).toContain('dental hygienist');
    expect(await said({ history })).not.toContain('dental hygienist');
  });

  it("reads the owner's pronoun as whom their last question named", async () => {
    const index = createKnowledgeIndex(await withVectors([family]));
    const at = '2026-01-01T00:00:00.000Z';
    const history = [
      { id: 'm1', role: 'user' as const, content: 'who is my husband?', timestamp: at },
      {
        id: 'm2',
        role: 'assistant' as const,
        content: 'Jonas and I met at a folk festival in 2011.',
        timestamp: at,
      },
    ];
    const said = async (extra: Partial<PersonaReplyInput>) =>
      collect(
        (await ask('what does he do for work?', { index, embed, askedByOwner: true, ...extra })).stream,
      );
    expect(await said({ history })).toContain('boat builder');
    const earlier = history.map((message) => message.content);
    expect(addressedToOwner('what does he do for work?', undefined, [], false, earlier)).toBe(
      'what does my husband do for work?',
    );
    // A friend's "he" with the same history is not the owner's husband.
    expect(addressedToOwner('what does he do for work?', undefined, [], true, earlier)).toBe(
      'what does he do for work?',
    );
  });

  it('leaves an "and X?" follow-up as written: no rule rewrites it into the last question', () => {
    const after = (question: string) => [question, "I don't know — I haven't been told about that."];
    for (const [message, question] of [
      ['and Priya?', 'where does Dev work?'],
      ['and Priya?', 'what does Dev drive?'],
      ['and Amazon?', 'where does Dev work?'],
      ['and Chelsea?', 'who does Dev support?'],
      ['how about pizza?', 'what does Dev want for dinner?'],
      ['and christmas?', 'what is Dev doing for easter?'],
      ['what about Jordan', 'where does Priya live?'],
      ['and then?', 'how old is maisie'],
      ['and you?', 'how old is maisie'],
      ['and the weekend?', 'how old is maisie'],
      ['and Leeds?', 'where does Callum live?'],
      ['and work?', 'how is Dev doing?'],
      ['and theo?', 'how old are maisie and Dev?'],
      ['and Theo is 5 now', 'how old is maisie'],
    ] as const)
      for (const byFriend of [false, true])
        expect(addressedToOwner(message, undefined, [], byFriend, after(question)), message).toBe(message);
  });

  it('answers a choice between two the note settles, and hedges one it does not', async () => {
    const plain = await ask('Where do your parents live?', { index: await familyIndex(), grounding, embed });
    expect(plain.kind).toBe('answer');
    const reply = await ask('Where do your parents live, Bergen or Oslo?', {
      index: await familyIndex(),
      grounding,
      embed,
    });
    expect(reply.kind).toBe('answer');
    expect(await collect(reply.stream)).toContain('live in Bergen');
    const neither = await ask('Where do your parents live, Tromsø or Oslo?', {
      index: await familyIndex(),
      grounding,
      embed,
    });
    expect(neither.kind).toBe('hedge');
  });

  it('says the sentences that answer, not the note', async () => {
    const reply = await ask('How old is Ingrid?', { index: await familyIndex(), grounding, embed });
    const text = await collect(reply.stream);
    expect(text).toContain('Ingrid is nine');
    expect(text).not.toContain('festival');
    expect(text.split(/\s+/).length).toBeLessThan(family.content.split(/\s+/).length / 2);
    expect(reply.citations).toEqual([{ entryId: 'family', title: 'Family', snippet: text }]);
  });

  it('says a list item as a sentence, without its marker', async () => {
    const bees = note(
      'bees',
      'Bees',
      "- six hives on my uncle's farm in Ejisu\n- harvest twice a year, in March and August",
    );
    const reply = await ask('Where do you keep your hives?', {
      index: createKnowledgeIndex(await withVectors([bees])),
      grounding,
      embed,
    });
    expect(await collect(reply.stream)).toMatch(/^Six hives on my uncle's farm in Ejisu\./);
  });

  it('drops the "And" that tied a sentence to one not said', async () => {
    const hobbies = note(
      'hobbies',
      'Hobbies',
      'I surf at Maresias about once a month. And I play bass, badly, in a bar band called Os Sobrinhos.',
    );
    const reply = await ask('What do you play in your band?', {
      index: createKnowledgeIndex(await withVectors([hobbies])),
      grounding,
      embed,
    });
    expect(await collect(reply.stream)).toMatch(/^I play bass, badly,/);
  });

  it('says the sentence before one that opens with a pronoun referring back', async () => {
    const reply = await ask('What does your husband do for a living?', {
      index: await familyIndex(),
      grounding,
      embed,
      answer: { sentences: { count: 1, closeTo: 0, words: 40 } },
    });
    // A hedge: the note never says "husband".
    expect(await collect(reply.stream)).toMatch(
      /: Jonas and I met at a folk festival in 2011\. He works as a boat builder in Risør and smells of tar all summer\.$/,
    );
  });

  it("cites only the notes it quotes, and a second note's sentences only when asked about two things", async () => {
    const travel = note('travel', 'Travel', 'We go to Crete every Easter. I hate long flights.');
    const index = createKnowledgeIndex(await withVectors([family, travel]));
    const one = await ask('Where do your parents live?', { index, grounding, embed });
    expect(one.citations.map((citation) => citation.entryId)).toEqual(['family']);
    expect(await collect(one.stream)).not.toContain('Crete');
    const two = await ask('Where do your parents live, and where do you go at Easter?', {
      index,
      grounding,
      embed,
    });
    const text = await collect(two.stream);
    expect(text).toContain('Bergen');
    expect(text).toContain('Crete');
    expect(text).not.toContain('Also:');
    expect(two.citations.map((citation) => citation.entryId).sort()).toEqual(['family', 'travel']);
  });

  describe("the owner's working hours, a span of clock times", () => {
    const hoursOf = async (notes: ReturnType<typeof note>[], question: string) => {
      const index = createKnowledgeIndex(await withVectors(notes));
      return collect((await ask(question, { index, embed, askedByOwner: true })).stream);
    };
    // Walk CA: "what hours do i do there" met with "I don't know" beside the shifts.
    const work = note(
      'work',
      'work',
      "im a bus mechanic at the First depot on Kirkstall Rd, leeds. been there 9 yrs. mostly night shifts 10pm-6am, hate them honestly but pay's better",
    );
    const others = [
      note('home', 'where we live', '3 bed semi in Bramley, Leeds. moved in 2017.'),
      note('gym', 'gym', 'Gym most days 6am-7am before the school run.'),
      note('coffee', 'coffee', '2 sugars, no milk'),
    ];

    it('says the span for the hours or shift asked in any words', async () => {
      for (const question of [
        'what hours do i do there',
        'what hours do I do?',
        'What are my hours?',
        'what shift do i work',
      ])
        expect(await hoursOf([work, ...others], question), question).toContain('10pm-6am');
      const ward = note('job', 'My job', 'Ward sister at the LGI. Three long days a week, 7.30am to 8pm.');
      expect(await hoursOf([ward, ...others], 'what hours do i work')).toContain('7.30am to 8pm');
    });

    it('says no span of another thing, nor for other questions about hours', async () => {
      expect(await hoursOf([work, ...others], 'how many hours of sleep do i get')).not.toContain('10pm-6am');
      expect(await hoursOf([work, ...others], 'what hours is the gym open')).not.toContain('10pm-6am');
      // No span in the work note: the gym's is not the owner's hours.
      const noSpan = note('work', 'work', 'im a bus mechanic at the First depot on Kirkstall Rd, leeds.');
      expect(await hoursOf([noSpan, ...others], 'what hours do i do')).not.toContain('6am-7am');
      const match = note('football', 'football', 'Saturday 2-4 with the lads, then the pub.');
      expect(await hoursOf([noSpan, match], 'what hours do i do')).not.toContain('2-4');
    });

    it('says no span of something else nor of someone else (review 32b)', async () => {
      const cases: [string, string, string, string][] = [
        ['pub', 'Fox opening hours 11am-11pm, quiz on weds', 'what are my shifts', '11am-11pm'],
        ['pub', 'Fox opening hours 11am-11pm, quiz on weds', 'what shift do i work', '11am-11pm'],
        [
          'aga',
          'Aga works shifts at the hospital, 7am-7pm, three days a week.',
          'what are my hours?',
          '7am-7pm',
        ],
        ['school', 'School hours 8.45am-3.15pm, pick up at the gate.', 'what shift do i work', '8.45am'],
        ['sleep', 'sleep hours terrible, usually 1am-7am', 'what shift do i work', '1am-7am'],
        ['work', 'bus mechanic at the depot. Gym before work 6am-7am.', 'what are my shifts', '6am-7am'],
      ];
      // Said, if at all, only as a hedge: not as the owner's hours.
      for (const [title, content, question, span] of cases) {
        const said = await hoursOf([note(title, title, content)], question);
        expect(
          said.includes(span) && !/^I['’]m not sure/.test(said),
          `${content} / ${question}: ${said}`,
        ).toBe(false);
      }
      expect(await hoursOf([work, ...others], 'whats your hours')).toContain('10pm-6am');
    });
  });

  it('says the note dated in a month of the season and year asked (walk CA: "summer 2025" and "july 2025")', async () => {
    const notes = [
      note(
        'trip',
        'krakow trip',
        'went back to poland in july 2025 w the kids, 10 days. krakow then gdansk to see mum.',
      ),
      note('birthday', 'birthday', 'born 14 feb 1985 in Gdansk. moved to uk 2006'),
      note('plan', 'the plan', 'want to buy an old VW T5 and convert it to a camper by summer 2027.'),
    ];
    const index = createKnowledgeIndex(await withVectors(notes));
    const said = await collect(
      (await ask('where did we go in the summer 2025', { index, embed, askedByOwner: true })).stream,
    );
    expect(said.toLowerCase()).toContain('poland');
    // "Summer" a name, and a summer of another year, are not the july 2025 trip.
    const named = [note('summer', 'Summer', 'Summer is my niece, she is 6.'), ...notes];
    const namedIndex = createKnowledgeIndex(await withVectors(named));
    expect(
      await collect(
        (await ask('how old is Summer', { index: namedIndex, embed, askedByOwner: true })).stream,
      ),
    ).toContain('6');
  });

  it('reads "the fall" as the autumn, and a month that is a name as no season (review 32b)', async () => {
    const asked = async (notes: ReturnType<typeof note>[], question: string) =>
      collect(
        (
          await ask(question, {
            index: createKnowledgeIndex(await withVectors(notes)),
            embed,
            askedByOwner: true,
          })
        ).stream,
      );
    const others = [
      note('birthday', 'birthday', 'born 14 feb 1985 in Gdansk. moved to uk 2006'),
      note('coffee', 'coffee', '2 sugars, no milk'),
    ];
    const move = note('move', 'house', 'moved house in oct 2024, to a terrace in Bramley.');
    expect(await asked([move, ...others], 'what did we do in the fall 2024')).toContain('Bramley');
    // "Jan" a name: no winter, so the note is only a hedge.
    const jan = note('jan', 'jan', 'my mate Jan 2020 moved to Gdansk, we still talk.');
    expect(await asked([jan, ...others], 'what did you do in winter 2020')).toMatch(/^I['’]m not sure/);
  });

  describe("one relative of the owner's asked by a friend, name and age (walk CB)", () => {
    const notes = [
      note(
        'fam',
        'fam',
        'my people:\n- mom Irena, 67, still in Scranton, calls every sunday\n- dad passed 2019 (heart)\n- brother Luka 41, lives in Denver w his wife Pam\n- my son Milo, 9 (3rd grade at Lester Park Elementary)\n- partner Dev, 40, we r not married',
      ),
      note('birthday', 'birthday', 'my birthday is april 14, born 1987'),
      note(
        'pickle',
        'Pickle',
        'Pickle is our dog, 5 yr old corgi mix, rescued her from the animal allies shelter.',
      ),
    ];
    const said = async (question: string, askedByOwner = false) => {
      const index = createKnowledgeIndex(await withVectors(notes));
      return collect((await ask(question, { index, embed, askedByOwner, ownerName: 'Teodora' })).stream);
    };

    it("says the child's line, not the parents' nor the owner's birthday", async () => {
      for (const [question, byOwner] of [
        ["whats ur kid's name and how old", false],
        ["whats my kid's name and how old", true],
        ["what's your son's name", false],
      ] as const) {
        const reply = await said(question, byOwner);
        expect(reply, question).toContain('Milo');
        expect(reply, question).not.toMatch(/Irena|Luka|april/);
      }
    });

    it('says what other questions ask as before', async () => {
      expect(await said("what's your brother's name")).toContain('Luka');
      expect(await said("what's your mom's name and how old is she")).toContain('Irena');
      expect(await said("whats the dog's name and how old")).toContain('Pickle');
      expect(await said('how old are you')).not.toContain('Milo');
    });
  });

  describe("a friend naming the owner, or greeting them by name (walk CA's Tomek)", () => {
    const notes = [
      note(
        'family',
        'family',
        "my lot:\n- Agnieszka (wife) 39\n- Kuba 12, obsessed w minecraft\n- Zosia 8\nthat's it, dad passed 2019",
      ),
      note('borys', 'Borys', 'our dog. staffy cross, 6 yrs old, scared of the hoover and cats.'),
      note('trip', 'krakow trip', 'went back to poland in july 2025 w the kids, 10 days.'),
    ];
    const mate = note('mate', 'Darek', 'my mate Darek from the depot, he has a whippet called Flash');
    const said = async (question: string, withMate = false) => {
      const index = createKnowledgeIndex(await withVectors(withMate ? [...notes, mate] : notes));
      return collect((await ask(question, { index, embed, askedByOwner: false, ownerName: 'Tomek' })).stream);
    };

    it('reads the name as "you" and a hello with it as a hello', async () => {
      expect(await said('alright tomek whats your dog called')).toContain('Borys');
      expect(await said('has tomek ever been to poland')).toContain('poland');
      expect(await said("whats tomek's wife's name")).toContain('Agnieszka');
    });

    it('reads "alright" before no name as said, and no hello as a question', async () => {
      expect(await said('alright')).not.toMatch(/Borys|Agnieszka|poland/);
      expect(await said('alright then whats your dog called')).not.toContain('Agnieszka');
      expect(await said("whats darek's dog called", true)).not.toContain('Borys');
      expect(await said('does darek have a dog', true)).not.toContain('Borys');
    });
  });

  describe("the runner-up note's best sentence", () => {
    const work = note(
      'work',
      'Work',
      'I work as a nurse at Haukeland hospital. I do night shifts twice a week. The canteen is awful.',
    );
    const lessons = note(
      'lessons',
      'Weekend job',
      'On Saturdays I also work as a swimming teacher for children. The pool is in Fana. It smells of chlorine.',
    );
    const both = async () => createKnowledgeIndex(await withVectors([work, lessons]));
    const askBoth = async (runnerUp: { closeTo: number; words: number }) => {
      const reply = await ask('What do you work as?', {
        index: await both(),
        grounding,
        embed,
        answer: { runnerUp },
      });
      return { text: await collect(reply.stream), cited: reply.citations };
    };

    it('is said and cited when the note is nearly as relevant as the best', async () => {
      const { text, cited } = await askBoth({ closeTo: 0, words: 50 });
      expect(text).toContain('nurse');
      expect(text).toContain('swimming teacher');
      expect(cited.map((citation) => citation.entryId).sort()).toEqual(['lessons', 'work']);
      for (const citation of cited) expect(text).toContain(citation.snippet);
    });

    it('costs the best note its second sentence when both would not fit the budget', async () => {
      const { text, cited } = await askBoth({ closeTo: 0, words: 22 });
      expect(cited).toHaveLength(2);
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(22);
      for (const citation of cited) expect(citation.snippet.split(/(?<=\.) /)).toHaveLength(1);
    });

    it('is left out when the question gives a name the note never holds', async () => {
      const reply = await ask('What work does Solveig do at the weekend?', {
        index: createKnowledgeIndex(
          await withVectors([
            note('solveig', 'Solveig', 'My sister Solveig works as a nurse at Haukeland hospital.'),
            lessons,
          ]),
        ),
        grounding,
        embed,
        answer: { runnerUp: { closeTo: 0, words: 50 } },
      });
      expect(await collect(reply.stream)).not.toContain('swimming');
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['solveig']);
    });

    it('answers when the fact asked for is in its sentence, not the best note’s', async () => {
      const reply = await ask('Where was your cello made?', {
        index: createKnowledgeIndex(
          await withVectors([
            note(
              'cello',
              'My cello',
              'My cello was rented, and my cello had a crack in it. I loved that cello.',
            ),
            note('maker', 'The maker', 'It was made in a workshop in Cremona.'),
          ]),
        ),
        grounding,
        embed,
        answer: { runnerUp: { closeTo: 0, words: 50 } },
      });
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['cello', 'maker']);
      expect(reply.kind).toBe('answer');
      expect(await collect(reply.stream)).not.toMatch(/not sure/);
    });

    it('is left out when the note is not close enough, or does not fit at all', async () => {
      for (const runnerUp of [
        { closeTo: 2, words: 50 },
        { closeTo: 0, words: 5 },
      ]) {
        const { text, cited } = await askBoth(runnerUp);
        expect(cited).toHaveLength(1);
        expect(text).toBe(cited[0]?.snippet);
      }
    });
  });

  it('streams the reply as several deltas', async () => {
    const reply = await ask('Do you have any pets?', { grounding });
    const deltas: string[] = [];
    for await (const delta of reply.stream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toContain('greyhound');
  });

  it('says plainly that it does not know instead of inventing', async () => {
    const reply = await ask('What is your blood type?');
    expect(reply.citations).toEqual([]);
    expect(await collect(reply.stream)).toBe(unknownReply);
  });

  it('hedges by naming the gap and saying what it has, cited, when a note is related but may not answer', async () => {
    const reply = await ask('What school do Ingrid and Oskar go to?', {
      index: await familyIndex(),
      embed,
      grounding: { thresholds: { answer: 2, hedge: 0.1 } },
    });
    expect(reply.kind).toBe('hedge');
    const text = await collect(reply.stream);
    expect(text).toMatch(
      /^I'm not sure this answers what school Ingrid and Oskar go to, but here's what I have about Ingrid and Oskar: .*Ingrid is nine/,
    );
    expect(reply.citations).toEqual([
      { entryId: 'family', title: 'Family', snippet: text.slice(text.indexOf(': ') + 2) },
    ]);
  });

  it('tells a friend a plain "I don\'t know" where it would hedge to its owner with no fact asked', async () => {
    const index = await familyIndex();
    const asking = (askedByOwner: boolean) =>
      ask('Which of your children is the tallest?', {
        index,
        embed,
        grounding: { thresholds: { answer: 2, hedge: 0.1 } },
        askedByOwner,
      });
    expect((await asking(true)).kind).toBe('hedge');
    const reply = await asking(false);
    expect(await collect(reply.stream)).toBe(unknownReply);
    expect(reply.citations).toEqual([]);
  });

  it("tells a friend the owner's hedge when its sentences name what was asked, not a title or a missing number", async () => {
    const notes = [
      note(
        'wedding',
        'Wedding',
        'The wedding is in August at a hotel by the sea. About 90 guests. Owain is best man.',
      ),
      note('kids', 'the kids', 'Tom is 41 and lives in Leeds with his wife Sarah, 39, a GP. Anna is 38.'),
    ];
    const index = createKnowledgeIndex(await withVectors(notes));
    const asking = async (message: string, askedByOwner: boolean) => {
      const reply = await ask(message, {
        index,
        embed,
        grounding: { thresholds: { answer: 2, hedge: 0.1 } },
        askedByOwner,
      });
      return { kind: reply.kind, text: await collect(reply.stream) };
    };
    const owners = await asking("Who's the best man?", true);
    expect(owners).toMatchObject({ kind: 'hedge', text: expect.stringContaining('Owain is best man') });
    expect(await asking("Who's the best man?", false)).toEqual(owners);
    expect((await asking('Which of your kids lives closest to you?', true)).kind).toBe('hedge');
    expect((await asking('Which of your kids lives closest to you?', false)).text).toBe(unknownReply);
    expect((await asking('How old is the best man?', true)).kind).toBe('hedge');
    expect((await asking('How old is the best man?', false)).text).toBe(unknownReply);
  });

  it('answers a question for a kind of fact that its sentences hold, though the note is only related', async () => {
    const reply = await ask('How old is Ingrid?', {
      index: await familyIndex(),
      embed,
      grounding: { thresholds: { answer: 2, hedge: 0.1 } },
    });
    expect(reply.kind).toBe('answer');
    const text = await collect(reply.stream);
    expect(text).toContain('Ingrid is nine');
    expect(text).not.toMatch(/not sure/);
  });

  it('says a weakly related note only when its sentences hold the fact asked or tell of the relative asked', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const index = await familyIndex();
    const age = await ask('How old is Ingrid?', { index, embed, grounding: weak });
    expect(age.kind).toBe('answer');
    expect(await collect(age.stream)).toContain('Ingrid is nine');
    const hobby = await ask('What does your daughter love doing?', { index, embed, grounding: weak });
    expect(hobby.kind).toBe('hedge');
    expect(await collect(hobby.stream)).toMatch(
      /what my daughter loves doing, .*: Our daughter Ingrid is nine/,
    );
    const sister = await ask('What does your sister love doing?', { index, embed, grounding: weak });
    expect(await collect(sister.stream)).toBe(unknownReply);
  });

  it('answers from a weakly related note only with what the question asks, and hedges with the thing asked', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const index = createKnowledgeIndex(
      await withVectors([
        note(
          'wedding',
          'wedding!!',
          'Otieno proposed on the 14th of Feb. Wedding planned for August next year.',
        ),
        note('rugby', 'rugby', 'Played flanker for Llandaff North till my knee went at 31.'),
        note('derby', 'Roller derby', 'I skate for a roller derby team, the Clyde City Rollers.'),
      ]),
    );
    const birthday = await ask("When's your birthday?", { index, embed, grounding: weak });
    expect(await collect(birthday.stream)).toBe(unknownReply);
    const wedding = await ask("When's the wedding?", { index, embed, grounding: weak });
    expect(wedding.kind).toBe('answer');
    expect(await collect(wedding.stream)).toContain('August');
    const position = await ask('What position did you play?', { index, embed, grounding: weak });
    expect(position.kind).toBe('hedge');
    expect(await collect(position.stream)).toContain('flanker');
    const team = await ask('Which football team do you support?', { index, embed, grounding: weak });
    expect(await collect(team.stream)).toBe(unknownReply);
  });

  it('answers what a thing asked after is from a weakly related note whose sentence names it', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const plans = note(
      'plans',
      'plans',
      'I want to retrain as a plumber. found an evening course at the city college that starts in March.',
    );
    const index = createKnowledgeIndex(await withVectors([plans]));
    const course = await ask("what's this course you keep talking about?", { index, embed, grounding: weak });
    expect(course.kind).toBe('answer');
    expect(await collect(course.stream)).toContain('evening course at the city college');
    const car = await ask("what's the car you keep talking about?", { index, embed, grounding: weak });
    expect(await collect(car.stream)).toBe(unknownReply);
  });

  it('hedges a yes-or-no question with a weakly related note whose sentence the encoder hears as on it', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const health = note('health', 'health', 'Thyroid pills every morning. Bad knee since 2018.');
    const index = createKnowledgeIndex(await withVectors([health]));
    const meds = await ask('Are you on any medication?', { index, embed, grounding: weak });
    expect(meds.kind).toBe('hedge');
    expect(await collect(meds.stream)).toContain('Thyroid pills every morning.');
    const music = await ask('Do you play any instruments?', { index, embed, grounding: weak });
    expect(await collect(music.stream)).toBe(unknownReply);
  });

  it('answers a yes-or-no question plainly when the sentence said names each thing it asks in its own words', async () => {
    const hedgeBand = { thresholds: { answer: 2, hedge: 0.1 } };
    const family = note('family', 'The family', 'Two kids - Isla is 9 and mad about gymnastics.');
    const fun = note('fun', 'Fun', 'Big fan of Studio Ghibli films.');
    const index = createKnowledgeIndex(await withVectors([family, fun]));
    const kids = await ask('got any kids?', { index, embed, grounding: hedgeBand });
    expect(kids.kind).toBe('answer');
    expect(await collect(kids.stream)).toMatch(/^Two kids/);
    const films = await ask('are you into films', { index, embed, grounding: hedgeBand });
    expect(await collect(films.stream)).toMatch(/^Big fan of Studio Ghibli films\./);
    // Not when a word of what is asked is missing: whether Isla is married is not told.
    const married = await ask('is Isla married?', { index, embed, grounding: hedgeBand });
    expect(married.kind).not.toBe('answer');
  });

  it('answers who someone is plainly with the relation word that says it', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const sport = note('sport', 'Sport', 'Pickleball 3 mornings a week w/ my friend Deb.');
    const index = createKnowledgeIndex(await withVectors([sport]));
    // A note found only by the name it shares with the question, too.
    const unheard = { thresholds: { answer: 2, hedge: 1.9 } };
    for (const band of [{ thresholds: { answer: 2, hedge: 0.1 } }, weak, unheard]) {
      const deb = await ask('who is deb', { index, embed, grounding: band });
      expect(deb.kind).toBe('answer');
      expect(await collect(deb.stream)).toBe('Pickleball 3 mornings a week with my friend Deb.');
    }
  });

  it("says a clause with no subject as the owner's only in a reply to the owner's own fact", async () => {
    const work = note('work', 'work stuff', 'teach chemistry at a secondary school in Bristol.');
    const index = createKnowledgeIndex(await withVectors([work]));
    const band = { thresholds: { answer: 2, hedge: 0.1 } };
    const job = await ask('what do you do for a living?', { index, embed, grounding: band });
    expect(await collect(job.stream)).toBe('I teach chemistry at a secondary school in Bristol.');
    const school = await ask('tell me about the school', { index, embed, grounding: band });
    expect(await collect(school.stream)).not.toMatch(/\bI teach\b/);
  });

  it("says a note's shorthand in full words, in the owner's own fact too; the citation keeps it", async () => {
    const work = note('work', 'work stuff', 'teach chemistry at a school in Bristol, been there 6 yrs.');
    const index = createKnowledgeIndex(await withVectors([work]));
    const band = { thresholds: { answer: 2, hedge: 0.1 } };
    const job = await ask('what do you do for a living?', { index, embed, grounding: band });
    expect(await collect(job.stream)).toBe('I teach chemistry at a school in Bristol, been there 6 years.');
    expect(job.citations[0]?.snippet).toMatch(/been there 6 yrs\.$/);
  });

  it('finds the fact asked of a relative in a note found but not cited, when the best note lacks it', async () => {
    const notes = [
      note('mum', 'Mum', 'Mum has dementia now. Mum often thinks I am her sister.'),
      note('family', 'Family', 'Joost teaches history. My mother Truus is 81 and lives in a care home.'),
    ];
    const index = createKnowledgeIndex(await withVectors(notes));
    // Only the best note is cited.
    const onlyBest = { ...grounding, closeToBest: 2 };
    const age = await ask('How old is your mum?', { index, embed, grounding: onlyBest });
    expect(await collect(age.stream)).toContain('Truus is 81');
  });

  it('hedges with a weakly related note on the thing asked whose sentences name what may be the fact', async () => {
    const weak = { thresholds: { answer: 2, hedge: 1.5, fact: 0.05 } };
    const boat = note(
      'boat',
      'The boat',
      'Moored at Marina Muiderzand. Engine is a Volvo that coughs every spring.',
    );
    const index = createKnowledgeIndex(await withVectors([boat]));
    const kept = await ask('Where do you keep the boat?', { index, embed, grounding: weak });
    expect(kept.kind).toBe('hedge');
    expect(await collect(kept.stream)).toContain('Muiderzand');
    const bike = await ask('Where do you keep your bike?', { index, embed, grounding: weak });
    expect(await collect(bike.stream)).toBe(unknownReply);
  });

  it('answers a question naming someone from the note naming them that says the thing asked as that object', async () => {
    const kids = note(
      'kids',
      'my kids',
      'Two kids. Mateo is 11 and mad about hockey, plays goalie for the B team.',
    );
    const index = createKnowledgeIndex(await withVectors([kids]));
    const position = await ask('What position does Mateo play in hockey?', { index, embed });
    expect(position.kind).toBe('answer');
    expect(await collect(position.stream)).toContain('goalie');
  });

  it('answers from a note in the hedge band that says the thing asked as the object of the verb asked', async () => {
    const band = { thresholds: { answer: 2, hedge: 0.05 } };
    const index = createKnowledgeIndex(
      await withVectors([note('rugby', 'rugby', 'Play flanker for Llandaff North. Training on Tuesdays.')]),
    );
    const position = await ask('What position do you play?', { index, embed, grounding: band });
    expect(position.kind).toBe('answer');
    expect(await collect(position.stream)).toContain('flanker');
  });

  describe("the owner's relatives asked in words the notes do not use", () => {
    const notes = [
      note(
        'family',
        'Family',
        "I'm married to Tomasz, he drives a tram in Kraków. We have three children: Ola (14), Kuba (11) and little " +
          'Zosia, who is 4. My mother has lived with us since last winter and runs the kitchen.',
      ),
      note(
        'job',
        'Work',
        'I work as a school librarian. There are about 600 children in the school and every one of them owes me a book.',
      ),
      note(
        'easter',
        'Easter',
        'My cousin came over at Easter. He brought the kids far too many chocolate eggs.',
      ),
      note('childhood', 'Childhood', 'I was a quiet kid and read under the covers with a torch.'),
      note('bikes', 'Cycling', 'I cycle to work along the river most days, even in the rain.'),
    ];
    const index = async () => createKnowledgeIndex(await withVectors(notes));

    it.each([
      ['How many kids do you have?', 'three children'],
      ['How old is your youngest?', 'Zosia, who is 4'],
      ['What does your husband do for a living?', 'drives a tram'],
    ])('%s says the family note that names them', async (question, fact) => {
      const reply = await ask(question, { index: await index(), embed });
      expect(await collect(reply.stream)).toContain(fact);
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['family']);
    });

    it('reads the owner asking in their own words ("my husband", "our youngest") as asked of them', async () => {
      for (const [question, fact] of [
        ['What does my husband do for a living?', 'drives a tram'],
        ['How old is our youngest?', 'Zosia, who is 4'],
      ] as const) {
        const reply = await ask(question, { index: await index(), embed, askedByOwner: true });
        expect(await collect(reply.stream), question).toContain(fact);
      }
    });

    it('reads "my" as the owner\'s only when the owner is said to ask', async () => {
      const reply = await ask('What does my husband do for a living?', { index: await index(), embed });
      expect(reply.kind).not.toBe('answer');
    });

    it('leaves a friend\'s "my husband" the friend\'s', async () => {
      const reply = await ask('What does my husband do for a living?', {
        index: await index(),
        embed,
        askedByOwner: false,
      });
      // Whatever the encoder hears as close may be shown, never said as the answer.
      expect(reply.kind).not.toBe('answer');
    });

    it("says the note naming the owner's partner, not another the encoder hears closer", async () => {
      const notes = [
        note('family', 'family', 'mam + dad still in Ballinasloe, I go home most sundays'),
        note('home', 'home', "live in a rented flat w/ my partner Ruairí, he's a chef at a seafood place"),
        note('pub', 'pub', 'Going out with the lads from work on Friday to the Quays'),
      ];
      const index = createKnowledgeIndex(await withVectors(notes));
      const partner = await ask('who am I going out with?', { index, embed, askedByOwner: true });
      expect(await collect(partner.stream)).toContain('partner Ruairí');
      // A night out is not the partner.
      const night = await ask('who am I going out with on Friday?', { index, embed, askedByOwner: true });
      expect(await collect(night.stream)).not.toContain('Ruairí');
    });

    it('counts the owner\'s kids from the note listing them, not one merely naming "the kids"', async () => {
      const notes = [
        note(
          'plans',
          'plans',
          'saving to extend the kitchen. also want to bring the kids to sydney to see paudie some day',
        ),
        note(
          'family',
          'family',
          'married to Sinéad. 3 kids - Aoife (12), Conor (9) and Róisín (4). brother Paudie lives in Sydney',
        ),
        note('home', 'home', 'we live in castletroy, limerick. kitchen is way too small for 5 of us'),
      ];
      const index = createKnowledgeIndex(await withVectors(notes));
      for (const question of ['how many kids do I have?', 'How many kids do you have?']) {
        const said = await collect((await ask(question, { index, embed, askedByOwner: true })).stream);
        expect(said, question).toContain('3 kids');
      }
      // Not the owner's: kids in a class stay with the note on them.
      const school = [
        note('class', 'class', 'I teach a class of 28 kids at St Pius.'),
        note('family', 'family', 'Married to Sinéad. 3 kids - Aoife (12), Conor (9) and Róisín (4).'),
      ];
      const classIndex = createKnowledgeIndex(await withVectors(school));
      const pupils = await collect(
        (await ask('How many kids do you have in your class?', { index: classIndex, embed })).stream,
      );
      expect(pupils).not.toContain('Aoife');
    });

    it("says no child of the owner's, neighbour or pet of a list by age for the siblings", async () => {
      for (const family of [
        'Kasia - 41, my sister\nTomek - 38, my brother\nAda - 9\nFelix - 6',
        "Zara - 7 (neighbour, Ada's best friend)\nAli - 7\nAda - 9\nFelix - 6\nRosa - 3 (collie, mad)\nMilo - 5 (cat, old)",
      ]) {
        const index = createKnowledgeIndex(await withVectors([note('family', 'Family', family)]));
        const said = await collect(
          (await ask('how many siblings do I have?', { index, embed, askedByOwner: true })).stream,
        );
        const others = family.startsWith('Kasia') ? ['Ada', 'Felix'] : ['Zara', 'Rosa', 'Milo'];
        for (const name of others) expect(said, family).not.toContain(name);
      }
    });

    it('says every child of a list when the owner asks how many they have and the note gives no count', async () => {
      for (const family of [
        'Ada - 9, yr 5, obsessed w/ horses + Greek myths\nFelix - 6 (7 on March 14th!!), wants a dinosaur party again\nboth at Meanwood primary',
        'Wife: Priya (44), we met at a salsa class in Leeds 2006, married 2009.\nKids: Hania 15, Olek 9.\nMum Krystyna, 74, still in Gdańsk.',
      ]) {
        const notes = [
          note('kids', 'the kids', family),
          note('home', 'Home', 'We live in Chapel Allerton now, terraced house, bought it 2017.'),
        ];
        const index = createKnowledgeIndex(await withVectors(notes));
        const said = await collect(
          (await ask('How many kids do I have?', { index, embed, askedByOwner: true })).stream,
        );
        const names = family.startsWith('Ada') ? ['Ada', 'Felix'] : ['Hania', 'Olek'];
        for (const name of names) expect(said, family).toContain(name);
      }
    });

    describe('the count of the children a note lists, asked "how many"', () => {
      // Walk CA: a family list under "my lot:" with the wife and mum labelled, the kids by name and age alone.
      const family =
        "my lot:\n- Agnieszka (wife) 39\n- Kuba 12, obsessed w minecraft\n- Zosia 8\n- mum Halina 71, still in Gdansk\nthat's it, dad passed 2019";
      const count = async (content: string, question: string, title = 'family') => {
        const notes = [
          note('family', title, content),
          note(
            'work',
            'work',
            'im a bus mechanic at the First depot on Kirkstall Rd, leeds. been there 9 yrs.',
          ),
        ];
        const index = createKnowledgeIndex(await withVectors(notes));
        return collect((await ask(question, { index, embed, askedByOwner: true })).stream);
      };

      it('says the number and the names for the owner asking in any words', async () => {
        for (const question of [
          'hows many kids have i got',
          'How many kids do I have?',
          'how many children have I got',
        ])
          expect(await count(family, question), question).toBe('Two — Kuba and Zosia.');
        expect(
          await count(
            'Ada - 9, yr 5, obsessed w/ horses\nFelix - 6 (7 on March 14th!!)\nIvo - 2',
            'how many kids do i have',
            'the kids',
          ),
        ).toBe('Three — Ada, Felix and Ivo.');
        // Review 32b: a pet in the list is not counted.
        expect(await count('Kids:\n- Tom 12\n- Amy 9\n- Rex 4 (dog)', 'how many kids do you have')).toBe(
          'Two — Tom and Amy.',
        );
      });

      it('says no count of a list that is not shown to be the children, nor of other questions', async () => {
        const cases: [string, string, string?][] = [
          [family, 'how many grandkids have I got'],
          [family, 'how many siblings do I have'],
          [family, 'how many hours of sleep do you get'],
          [family, 'how many kids are in your class?'],
          ['Our team:\n- Dave 41\n- Jo 19\n- Sam 23', 'how many kids do I have', 'work'],
          ['my lot:\n- Agnieszka (wife) 39\n- Kuba 12 (nephew)\n- Zosia 8', 'how many kids do I have'],
          ['My sister Ania has 2 kids - Leo 3 and Mia 1.\nLeo 3\nMia 1', 'how many kids do I have'],
          ['We have two girls, Isla (7) and Mara (4).', 'how many kids do I have'],
          ['Summer 30\nAutumn 12\nWinter 4', 'how many kids do I have', 'Seasons'],
          // Review 32b: sons or daughters are not all the children listed.
          [family, 'how many sons do you have'],
          [family, 'how many daughters do you have'],
          ['Kids: Tom 12, Amy 9 and Ben 7.', 'how many daughters have you got'],
          // …nor a list with another child named outside it.
          [
            'Kids:\n- Kuba 12\n- Zosia 8\n- Antek 5\nmy eldest Ola (22) lives in Bristol now',
            'how many kids do you have',
          ],
        ];
        for (const [content, question, title] of cases)
          expect(await count(content, question, title), `${content} / ${question}`).not.toMatch(
            /^\p{Lu}\p{Ll}+ — /u,
          );
      });
    });

    it("says each of the owner's children listed when the owner asks whether they have any", async () => {
      const notes = [
        note('kids', 'Kids', 'Ella - 10, loves netball and drama.\nSam - 7, obsessed with dinosaurs.'),
        note('home', 'Home', 'We live in a semi in Oadby with my husband Tom and our two kids.'),
      ];
      const index = createKnowledgeIndex(await withVectors(notes));
      const kids = await collect(
        (await ask('do I have any kids?', { index, embed, askedByOwner: true })).stream,
      );
      expect(kids).toContain('Ella');
      expect(kids).toContain('Sam');
    });

    it("takes no neighbour's dog for the owner's pet when the owner asks", async () => {
      const notes = [
        note('street', 'street', "Our neighbour's dog Rex got out again and dug up the lawn."),
        note('home', 'home', 'live in a rented flat in Knocknacarra w/ Ruairí'),
      ];
      const index = createKnowledgeIndex(await withVectors(notes));
      const pets = await ask('do I have any pets?', { index, embed, askedByOwner: true });
      expect(pets.kind).not.toBe('answer');
    });

    it("says the note naming the owner's children, not an opinion on kids in general", async () => {
      const notes = [
        note('opinions', 'Opinions', '- Kids get too much homework\n- Tea should be masala chai'),
        note('family', 'Family', 'We have two kids: Ola is 9 and loves swimming, Kuba is 6 and mad on Lego.'),
      ];
      const index = createKnowledgeIndex(await withVectors(notes));
      const kids = await ask('How are your kids doing, what are they up to?', { index, embed });
      expect(await collect(kids.stream)).not.toContain('homework');
      // The opinion is still the owner's on homework.
      const homework = await ask('What do you think about homework?', { index, embed });
      expect(await collect(homework.stream)).toContain('too much homework');
      // Nor are the kids of a class, asked without "your", the owner's.
      const class_ = await ask('Do the kids in the class get too much homework?', { index, embed });
      expect(await collect(class_.stream)).toContain('too much homework');
    });

    it("does not take the children at a school, or a quiet kid, for the owner's", async () => {
      const reply = await ask('How many kids are at your school?', { index: await index(), embed });
      expect(reply.citations.map((citation) => citation.entryId)).not.toContain('family');
    });
  });

  describe("a friend's words for the owner's family, in notes typed in lower case", () => {
    const notes = [
      note(
        'fam',
        'fam',
        'ok so the siblings lol. Njeri is the eldest, 36, nurse at Kenyatta hospital. then Kamau 33, he drives a ' +
          'matatu. me in the middle. baby of the family is Mwangi, 22, still at JKUAT doing civil engineering',
      ),
      note(
        'wedding',
        'wedding!!',
        'Otieno proposed on the 14th of Feb at the Arboretum. wedding planned for August next year. the fiancé ' +
          'is a civil servant at the Ministry of Health',
      ),
      note(
        'home',
        'family',
        'me (Gareth, 44), Nia (the wife, 43, runs her own plumbing business). we live in Llandaff',
      ),
      note('bikes', 'Cycling', 'I cycle to work along the river most days, even in the rain.'),
    ];
    const index = async () => createKnowledgeIndex(await withVectors(notes));

    it.each([
      ['What does your big sis do for work?', 'nurse at Kenyatta', 'JKUAT'],
      ['What does your man do for a living?', 'civil servant', 'Njeri'],
      ["What's the missus do for work?", 'plumbing business', 'what the missus do is'],
    ])('%s says the one asked about', async (question, fact, not) => {
      const text = await collect((await ask(question, { index: await index(), embed })).stream);
      expect(text).toContain(fact);
      expect(text).not.toContain(not);
    });
  });

  describe('the note that tells of the person asked what they do', () => {
    const notes = [
      note(
        'food',
        "Marta's cooking",
        "Marta's pierogi are the best in Gdansk, no contest. what she can do with dill!",
      ),
      note(
        'fam',
        'family',
        'the wife Marta is a surveyor at the council in Gdynia. kids: Ola 12 and Kuba 8, both mad on handball.',
      ),
      note('dog', 'Pimpek', "dog. terrier, 4. once ate Marta's birthday cake off the table"),
      note('boat', 'the boat', 'a little sailing dinghy at Puck marina, out most Sunday mornings in summer'),
    ];
    const index = async () => createKnowledgeIndex(await withVectors(notes));

    it.each(['What does Marta do?', 'What does your missus do?'])(
      '%s says her job, with confidence',
      async (question) => {
        const reply = await ask(question, { index: await index(), embed });
        const text = await collect(reply.stream);
        expect(text).toContain('surveyor');
        expect(text).not.toContain('pierogi');
        expect(reply.kind).toBe('answer');
      },
    );
  });

  it('hedges a job said of "the eldest" when asked about an older brother the note never calls one', async () => {
    const notes = [
      note(
        'sibs',
        'sibs',
        'ok so the siblings. Ama is the eldest, 40, dentist at Komfo Anokye. then Kofi 35, drives a taxi. me last.',
      ),
      note('bikes', 'Cycling', 'I cycle to work along the river most days, even in the rain.'),
    ];
    const index = createKnowledgeIndex(await withVectors(notes));
    const reply = await ask('what does your older bro do?', { index, embed });
    await collect(reply.stream);
    expect(reply.kind).not.toBe('answer');
  });

  it("tells a friend the clause that answers, not another person's in the same sentence", async () => {
    const notes = [
      note(
        'brothers',
        'my brothers',
        "my brothers Owen and Rhodri, 30, twins. Owen's a plumber in Bangor, Rhodri teaches maths at Ysgol Friars.",
      ),
      note('bikes', 'Cycling', 'I cycle to work along the river most days, even in the rain.'),
    ];
    const index = createKnowledgeIndex(await withVectors(notes));
    const reply = await ask('What does Rhodri do?', { index, embed, askedByOwner: false });
    const text = await collect(reply.stream);
    expect(text).toContain('teaches maths');
    expect(JSON.stringify({ text, citations: reply.citations })).not.toContain('plumber');
  });

  describe("a spouse is the owner's only when the owner is the one married", () => {
    const notes = [
      note(
        'siblings',
        'Ada & Tunde',
        'Ada is the eldest of us, a nurse in Leeds, married to Kunle. Tunde is the baby, a plumber. Not married.',
      ),
      note(
        'wife',
        'Efua',
        "Met Efua at a friend's wedding in 2010. We got married two years later in Accra. " +
          "She's a pharmacist at the children's hospital. Much more organised than me.",
      ),
      note('bikes', 'Cycling', 'I cycle to work along the river most days, even in the rain.'),
    ];
    const index = async () => createKnowledgeIndex(await withVectors(notes));

    it('says the note where the owner got married, not a sister "married to" someone', async () => {
      const reply = await ask('What does your wife do for work?', { index: await index(), embed });
      const text = await collect(reply.stream);
      expect(text).toContain('pharmacist');
      expect(text).not.toContain('Not married');
    });

    it("does not take the owner's marriage for a sister's", async () => {
      const reply = await ask("What does your sister's husband do?", { index: await index(), embed });
      expect(reply.kind).not.toBe('answer');
      expect(reply.citations.map((citation) => citation.entryId)).not.toContain('wife');
    });
  });

  describe('what a "how many" question counts, named by a note the encoder ranks second', () => {
    const notes = [
      note(
        'exams',
        'Opinions on exams',
        'At my school, how many tests the seven-year-olds sit is up to the government. I think they do more harm than good.',
      ),
      note(
        'job',
        'My job',
        "I'm the head teacher at Moortown Primary in Leeds. We have about 380 children on roll.",
      ),
      note('garden', 'Garden', 'We grow beans and tomatoes on the allotment in summer.'),
    ];
    const index = async () => createKnowledgeIndex(await withVectors(notes));

    it('says the note that names them, in a word for them the question does not use', async () => {
      const reply = await ask('How many kids are at your school?', {
        index: await index(),
        embed,
        grounding,
      });
      expect(await collect(reply.stream)).toContain('380 children');
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['job']);
    });
  });

  describe('a hedge whose sentences name the things asked, but not the fact', () => {
    // Blind set A (Priya): the right note found below the answer bar, the fact said, and yet "I'm not sure…".
    const notes = [
      note(
        'acomb',
        'The cottage in Acomb',
        "I rented a tiny stone cottage in Acomb. My landlady, Mrs Charlton, left a pie on my doorstep every time she heard I'd been out on a night call.",
      ),
      note(
        'back',
        'My back',
        "In 2022 I herniated a disc in my lower back. Physio got me mostly right, and I've done a Pilates class every Monday evening since, at a studio in Chapel Allerton.",
      ),
      note('band', 'Tunde', 'Tunde plays bass in a covers band on Friday nights. He has done since uni.'),
      note('dad', 'Appa', 'My dad Suresh ran a pharmacy for thirty years. He sold it in 2018.'),
    ];
    /** Bars putting every related note in the hedge band. */
    const hedgeBand = { thresholds: { answer: 0.99, hedge: 0.1 } };
    const asked = async (message: string, askedByOwner = true) => {
      const index = createKnowledgeIndex(await withVectors(notes));
      const reply = await ask(message, { index, embed, askedByOwner, grounding: hedgeBand });
      return { kind: reply.kind, text: await collect(reply.stream) };
    };

    it('still hedges: a sentence naming the things asked need not say what is asked of them', async () => {
      expect((await asked('Was your landlady up there nice to you?')).kind).toBe('hedge');
      expect((await asked('What class do you go to every week to keep your back strong?')).kind).toBe(
        'hedge',
      );
      // A near miss: the band is known, its songs are not.
      expect((await asked("What songs does Tunde's band usually play?")).kind).toBe('hedge');
      expect((await asked("What does your dad do with himself now he's stopped working?")).kind).toBe(
        'hedge',
      );
      expect((await asked('What did you do last year?')).kind).toBe('hedge');
      expect((await asked('What kind of music does Tunde like?')).kind).toBe('hedge');
      // Review of round 32: a state, or a yes or no, asked of the back.
      expect((await asked("and how's your back?")).kind).toBe('hedge');
      expect((await asked('Is your back any better?')).kind).toBe('hedge');
      expect((await asked("and how's your back?", false)).kind).toBe('hedge');
      expect((await asked('Is your back any better?', false)).kind).toBe('hedge');
    });
  });

  describe("the note titled by the owner's relative asked", () => {
    // Blind set B (Mateus): the parents' notes found, their facts said, and yet "I'm not sure this answers…".
    const notes = [
      note(
        'pai',
        'Pai',
        'He retired in 2016. Now he repairs old valve radios in the garage and complains about the price of fish.',
      ),
      note(
        'mae',
        'Mãe',
        'My mother, Célia, taught Portuguese literature for twenty-eight years. Every Sunday at three in the afternoon, Dutch time, I video-call her. She always asks whether I am wearing a proper coat.',
      ),
      note(
        'sundays',
        'Sundays',
        'Sunday mornings I go sailing with Pieter. My dad rings at lunch and we talk about football.',
      ),
      note('thiago', 'Thiago', 'Thiago is from Fortaleza and works at the port, planning berths.'),
    ];
    /** Bars putting every related note in the hedge band, where the rules decide. */
    const hedgeBand = { thresholds: { answer: 0.99, hedge: 0.1 } };
    const asked = async (message: string) => {
      const index = createKnowledgeIndex(await withVectors(notes));
      const reply = await ask(message, { index, embed, grounding: hedgeBand });
      return { kind: reply.kind, text: await collect(reply.stream) };
    };

    it('answers from it when its sentences hold the kind of fact asked', async () => {
      const ring = await asked('When do you usually ring your mum?');
      expect(ring.kind).toBe('answer');
      expect(ring.text).toContain('Every Sunday at three in the afternoon');
      expect((await asked('What time do you call your mum on Sundays?')).kind).toBe('answer');
    });

    it('says only the sentences of their note', async () => {
      // Review of round 32: "Sunday mornings I go sailing with Pieter." from the "Sundays" note was said beside it.
      expect(await asked('When do you usually ring your mum?')).toEqual({
        kind: 'answer',
        text: 'Every Sunday at three in the afternoon, Dutch time, I video-call her.',
      });
    });

    it('hedges when the clause holding the fact does not name them', async () => {
      // Review of round 32: the owner moved to Amsterdam; where the mother lives is not said.
      const mae = note(
        'mae',
        'Mãe',
        'My mother, Célia, taught Portuguese literature for twenty-eight years. I moved to Amsterdam in 2015 and she cried at the airport. Every Sunday at three in the afternoon, Dutch time, I video-call her. I started learning Dutch in 2016.',
      );
      const sundays = note('sundays', 'Sundays', 'Sunday mornings I go sailing with Pieter.');
      const thiago = note('thiago', 'Thiago', 'Thiago is from Fortaleza and works at the port.');
      const index = createKnowledgeIndex(await withVectors([mae, sundays, thiago]));
      const grounding = { thresholds: { answer: 0.99, hedge: 0.1, fact: 0.1 } };
      for (const message of [
        'Where does your mum live now?',
        'When did your mum move?',
        'When did your mum start learning Dutch?',
      ])
        expect((await ask(message, { index, embed, grounding })).kind).toBe('hedge');
    });

    it('hedges when its sentences lack the fact asked, or no kind of fact is asked', async () => {
      // A near miss: a time, but not the birthday's.
      expect((await asked("When is your mum's birthday?")).kind).not.toBe('answer');
      expect((await asked('How old is your dad?')).kind).not.toBe('answer');
      // Blind set B: a thing of hers is asked, and a number in her note is no count of it.
      expect(
        (await asked("How many goes did it take you to nail your mom's signature dessert?")).kind,
      ).not.toBe('answer');
      expect((await asked("What's your brother's job?")).kind).not.toBe('answer');
      // Any sentence of her note would do for a question asking for no kind of fact: not said as its answer.
      expect((await asked('What does your mum think of Femke?')).kind).not.toBe('answer');
      expect((await asked('So how does your old man keep busy these days?')).kind).not.toBe('answer');
    });
  });

  describe('a name the question shares with one note', () => {
    const relatives = note(
      'relatives',
      'Relatives',
      'My aunt Ronke still lives in the house in Ilorin where my mother grew up, and she sends us dried fish every ' +
        'Christmas whether we ask or not. Her son Damilare plays the saxophone in a wedding band and claims to ' +
        'know four hundred songs. My cousin Yewande is a vet in Cardiff, mostly horses and the odd llama. ' +
        'We all meet in Lagos for the new year when flights allow, which is about one year in three.',
    );
    const garden = note('garden', 'Garden', 'We grow beans and tomatoes on the balcony in summer.');
    const work = note('work', 'Job', 'I work as a pharmacist at the children’s hospital, mostly on nights.');
    const index = async () => createKnowledgeIndex(await withVectors([relatives, garden, work]));

    it('says the note that names them, not "I don\'t know", however far its words are', async () => {
      const reply = await ask('What is Yewande up to these days?', { index: await index(), embed });
      const text = await collect(reply.stream);
      // What someone is up to is what they do: her trade answers it plainly.
      expect(reply.kind).toBe('answer');
      expect(text).toContain('a vet in Cardiff');
      expect(reply.citations.map((citation) => citation.entryId)).toEqual(['relatives']);
    });

    it('still does not know about a name no note holds', async () => {
      const reply = await ask('What is Oluwaseyi up to these days?', { index: await index(), embed });
      expect(await collect(reply.stream)).toBe(unknownReply);
    });
  });

  it('hedges with the one note naming the thing an open question asks after, not "I don\'t know"', async () => {
    const plans = note(
      'plans',
      'Next year',
      '- convert the loft, builder quoted £19k, hoping for march\n- new boiler',
    );
    const walks = note('walks', 'Walking', 'Sundays we walk the dog along the canal to the lock.');
    const index = createKnowledgeIndex(await withVectors([plans, walks]));
    // Thresholds no note reaches: the note is found by the thing it names alone.
    const far = { thresholds: { answer: 0.99, hedge: 0.98, fact: 0.97 } };
    const reply = await ask("What's going on with the loft?", { index, embed, grounding: far });
    expect(reply.kind).toBe('hedge');
    expect(await collect(reply.stream)).toContain('Convert the loft, builder quoted £19k');
    const colour = await ask('What colour is the loft?', { index, embed, grounding: far });
    expect(await collect(colour.stream)).toBe(unknownReply);
    const yesNo = await ask('Do you keep a boiler in the loft?', { index, embed, grounding: far });
    expect(await collect(yesNo.stream)).toBe(unknownReply);
  });

  it('does not take a noun of where the owner did what is asked for the thing asked after', async () => {
    const uni = note(
      'uni',
      'growing up',
      'Moved to Leeds for uni, studied chemistry, dropped out in second year when the money ran out.',
    );
    const money = note('money', 'money', "Saving 200 a month in the kids' college fund.");
    const index = createKnowledgeIndex(await withVectors([uni, money]));
    // The best note only related, as the encoder hears a note saying "uni" for "college".
    const related = { thresholds: { answer: 0.99, hedge: 0.2 } };
    const reply = await ask('What did you study in college?', { index, embed, grounding: related });
    const text = await collect(reply.stream);
    expect(text).toContain('studied chemistry');
    expect(text).not.toContain('fund');
  });

  it('hedges, naming the gap, a question for the kind of a thing the note only names bare', async () => {
    const brother = note(
      'brother',
      'my brother',
      'Older brother Calvin lives in Portland, works as a line cook. ' +
        "He's 44, never married, has a motorcycle he keeps fixing and never riding.",
    );
    const dog = note('dog', 'Biscuit', 'our dog Biscuit is a 7 yr old beagle mix from the shelter.');
    const index = createKnowledgeIndex(await withVectors([brother, dog]));
    const reply = await ask('what kind of motorcycle does Calvin have?', { index, embed, grounding });
    expect(reply.kind).toBe('hedge');
    expect(await collect(reply.stream)).toMatch(
      /^I haven't written about what kind of motorcycle Calvin has\. .*has a motorcycle he keeps fixing/,
    );
    const breed = await ask('what kind of dog have you got?', { index, embed, grounding });
    expect(breed.kind).toBe('answer');
    expect(await collect(breed.stream)).toContain('beagle mix');
  });

  it('answers the kind of a thing from a cited note that says it, when the best only names it bare', async () => {
    const probation = note(
      'probation',
      'My probation year at Glenhaven',
      'My probation year was at Glenhaven Primary, and I stayed on there for four more years. I taught P1 for ' +
        'most of that time. The headteacher was old-fashioned but kind, and he was the one who let me start a ' +
        'club at lunchtime.',
    );
    const recorder = note(
      'recorder',
      'The recorder club',
      'At Glenhaven I ran a recorder club on Friday lunchtimes for P2 and P3 children. At its peak there were ' +
        'nineteen of them, all squeaking at once. I still have the handmade card they gave me when I left; ' +
        "it's cut out in the shape of a recorder.",
    );
    const index = createKnowledgeIndex(await withVectors([probation, recorder]));
    // The probation note is found first; the recorder note holds as many of the question's words, and the kind.
    const reply = await ask('What kind of club did you run on Friday lunchtimes?', {
      index,
      embed,
    });
    expect(reply.kind).toBe('answer');
    expect(await collect(reply.stream)).toContain('a recorder club');
    expect(reply.citations.map((citation) => citation.entryId)).toEqual(['recorder']);
  });

  it('says no runner-up whose sentence lacks what the question asks', async () => {
    const probation = note(
      'probation',
      'My probation year at Glenhaven',
      'My first post was at Glenhaven Primary. The headteacher, Mr Gordon Lyall, was old-fashioned but kind, and ' +
        'he was the one who let me start a club at lunchtime.',
    );
    const recorder = note(
      'recorder',
      'Glenhaven memories',
      'At Glenhaven I ran a recorder club on Friday lunchtimes for P2 and P3 children. At its peak there were ' +
        'nineteen of them.',
    );
    const index = createKnowledgeIndex(await withVectors([probation, recorder]));
    const reply = await ask('What kind of club did you run at lunchtime?', { index, embed, grounding });
    expect(reply.kind).toBe('answer');
    expect(reply.citations.map((citation) => citation.entryId)).toEqual(['recorder']);
  });

  it('hedges with the sentence naming whom the question names, when the note never names their relative', async () => {
    const family = note(
      'family',
      'family',
      'Gareth (my husband, 49) is an electrician, self employed, works all over west cornwall. we have two kids - ' +
        'Ellie is 16, Sam is 12 and football mad. my brother Kieran lives up in Bristol and works for the council.',
    );
    const index = createKnowledgeIndex(await withVectors([family]));
    const reply = await ask("what's your brother kieran's wife called?", { index, embed, grounding });
    expect(reply.kind).toBe('hedge');
    const text = await collect(reply.stream);
    expect(text).toContain('My brother Kieran lives up in Bristol');
    expect(text).not.toContain('Gareth');
  });

  it('hedges what a thing cost when the sum in its note is for something else', async () => {
    const house = note(
      'house',
      'Our house in Chorlton',
      'We bought an Edwardian terraced house in Chorlton in 2016 for £285,000. In 2021 we converted the loft ' +
        'into a third bedroom and a small office. The garden is mostly a goal and a trampoline now.',
    );
    const index = createKnowledgeIndex(await withVectors([house]));
    const reply = await ask('How much did the loft conversion cost?', { index, embed, grounding });
    expect(reply.kind).toBe('hedge');
    const place = note(
      'place',
      'house',
      'we live in a terraced house on Fore Street in Redruth. bought it in 2009 for £128k. three bedrooms.',
    );
    const placeIndex = createKnowledgeIndex(await withVectors([place]));
    const paid = await ask('how much did you pay for your place in Redruth?', {
      index: placeIndex,
      embed,
      grounding,
    });
    expect(paid.kind).toBe('answer');
    expect(await collect(paid.stream)).toContain('£128k');
  });

  it("hedges a person's name asked of a note that names only places", async () => {
    const growingUp = note(
      'growing-up',
      'growing up',
      'Grew up mostly in Plymouth. Dad was in the navy so we moved around a lot — we lived in Gibraltar for two ' +
        'years when I was 8. Dad passed away in 2016, he was 68.',
    );
    const index = createKnowledgeIndex(await withVectors([growingUp]));
    const reply = await ask("what was your dad's name?", { index, embed, grounding });
    expect(reply.kind).toBe('hedge');
    expect(await collect(reply.stream)).toMatch(/^I haven't written about what my dad's name was\./);
  });

  describe("a friend's hedge volunteers no health, money or family the question did not ask about", () => {
    const notes = [
      note(
        'health',
        'health stuff',
        'Type 2 diabetes, diagnosed 2021 at 36. Metformin twice a day. ' +
          'I walk Biscuit 3 miles most mornings after shift to keep my numbers down.',
      ),
      note(
        'work',
        'Work',
        'I run the schedule board at the ferry office. Worst part is the 4:45am start in winter.',
      ),
      note(
        'money',
        'money',
        'trying to put 300/mo in the kids college fund. still owe about 9k on the truck.',
      ),
    ];
    const hedging = { thresholds: { answer: 0.99, hedge: 0.1, fact: 0.1 } };
    const asked = async (message: string, askedByOwner: boolean) => {
      const index = createKnowledgeIndex(await withVectors(notes));
      const reply = await ask(message, { index, embed, askedByOwner, grounding: hedging });
      return { kind: reply.kind, text: await collect(reply.stream) };
    };

    it('says a plain "I don\'t know" to a friend where the owner hears a health note', async () => {
      const owner = await asked('how are your mornings?', true);
      expect(owner.kind).toBe('hedge');
      expect(owner.text).toContain('mornings');
      const friend = await asked('how are your mornings?', false);
      expect(friend).toEqual({ kind: 'unknown', text: unknownReply });
    });

    it('says a plain "I don\'t know" to a friend whose question names the walks or the mornings', async () => {
      // Review of round 32: a rule answering hedges whose sentences name the thing asked said the health note.
      for (const message of [
        'Do you still do the walks?',
        'Do you like the walks with Biscuit?',
        'So how are your mornings?',
      ])
        expect(await asked(message, false)).toEqual({ kind: 'unknown', text: unknownReply });
      expect((await asked('Why do you work at the ferry office?', false)).kind).toBe('hedge');
    });

    it('still hedges to a friend who asks about that very thing', async () => {
      const friend = await asked('how is your diabetes these days?', false);
      expect(friend.kind).not.toBe('unknown');
      expect(friend.text).toContain('diabetes');
    });
  });

  it('does not let a note sharing only one word of the question win over the note on its topic', async () => {
    const growingUp = note(
      'growing-up',
      'growing up',
      'Grew up in Millinocket, dad worked at the paper mill. Moved to Orono for UMaine, studied marine science, ' +
        'dropped out junior year when money ran out.',
    );
    const money = note(
      'money',
      'money',
      "we're ok but tight. trying to put 300/mo in the kids college fund (529). still owe about 9k on the truck.",
    );
    const index = createKnowledgeIndex(await withVectors([growingUp, money]));
    // A hedge at best: the thresholds no note reaches for an answer.
    const hedging = { thresholds: { answer: 0.99, hedge: 0.2 } };
    const reply = await ask('what did you study in college?', { index, embed, grounding: hedging });
    expect(reply.citations.map((citation) => citation.entryId)).toEqual(['growing-up']);
    expect(await collect(reply.stream)).toContain('studied marine science');
  });

  it('hedges a question about a thing the note never mentions, however close the note is', async () => {
    // Asked by name, the gap is named as the owner would say it.
    const reply = await ask('Which hotel did Elena stay at in Bergen?', {
      ownerName: 'Elena Vargas',
      index: await familyIndex(),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.kind).toBe('hedge');
    expect(await collect(reply.stream)).toMatch(
      /^I'm not sure this answers which hotel I stayed at in Bergen,/,
    );
  });

  it('answers plainly a question for a "thing", which no note need name, not one for a kind it never names', async () => {
    const music = note(
      'music',
      'Music I love',
      'My favourite piece to play on the cello is the Sarabande of the fifth suite.',
    );
    const index = createKnowledgeIndex(await withVectors([music]));
    const band = { thresholds: { answer: 0.1, hedge: 0.05 } };
    const piece = await ask("What's your favourite thing to play on the cello?", {
      index,
      embed,
      grounding: band,
    });
    expect(piece.kind).toBe('answer');
    expect(await collect(piece.stream)).toMatch(/^My favourite piece to play on the cello is the Sarabande/);
    for (const question of [
      "What's your favourite hotel to play in?",
      'Which teacher taught you the Sarabande?',
    ])
      expect((await ask(question, { index, embed, grounding: band })).kind, question).not.toBe('answer');
  });

  it('does not answer plainly a question the sentence leaves unanswered (a job, a bus number, a trade made)', async () => {
    const band = { thresholds: { answer: 0.1, hedge: 0.05 } };
    for (const [question, sentence] of [
      ["What hours does your wife's job have?", 'My wife Sandra is a nurse at the Royal Infirmary.'],
      ['What sort of things does Tom cook?', 'Tom is a chef at Nobu.'],
      ['When does your bus come?', 'I get bus 2012 from the corner, always late.'],
    ] as const) {
      const index = createKnowledgeIndex(await withVectors([note('n', 'Notes', sentence)]));
      expect((await ask(question, { index, embed, grounding: band })).kind, question).not.toBe('answer');
    }
    const celtics = createKnowledgeIndex(
      await withVectors([note('n', 'Notes', 'Big Celtics fan since I was a kid.')]),
    );
    expect((await ask("What do you make of Boston's trade?", { index: celtics, embed })).kind).not.toBe(
      'answer',
    );
  });

  it('answers a question about a thing its note names in other words ("drums" for "instrument")', async () => {
    const music = note(
      'music',
      'Music',
      'I play the drums in a covers band on Fridays. We mostly do Motown.',
    );
    const reply = await ask('What instrument do you play?', {
      index: createKnowledgeIndex(await withVectors([music])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.kind).toBe('answer');
    expect(await collect(reply.stream)).toMatch(/^I play the drums/);
  });

  it('answers "what time …?" from a sentence that holds a time, though the note never says "time"', async () => {
    const mornings = note(
      'mornings',
      'Mornings',
      'My alarm rings at 6:40 on weekdays. I make porridge while the radio is on.',
    );
    const reply = await ask('What time does your alarm ring?', {
      index: createKnowledgeIndex(await withVectors([mornings])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.kind).toBe('answer');
    expect(await collect(reply.stream)).toMatch(/^My alarm rings at 6:40/);
  });

  it('says the note’s title with its sentences when only the title holds the kind of fact asked', async () => {
    const brother = note(
      'brother',
      'My big brother Tomas',
      'We fought constantly as kids, mostly over the last biscuit. ' +
        'But he was the one who drove me to the airport when I moved to Leeds.',
    );
    const reply = await ask('Who drove you to the airport when you moved away?', {
      index: createKnowledgeIndex(await withVectors([brother])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.kind).toBe('answer');
    const text = await collect(reply.stream);
    expect(text).toMatch(/^My big brother Tomas: .*drove me to the airport/);
    expect(reply.citations.map((citation) => citation.snippet)).toEqual([text]);
  });

  it('hedges a question about a person when the note is about someone else', async () => {
    const sister = note(
      'sister',
      'My sister Tuva',
      'My sister Tuva works as a nurse in Tromsø. She runs marathons.',
    );
    const options = {
      index: createKnowledgeIndex(await withVectors([sister])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    const wife = await ask('What does your wife do?', options);
    expect(wife.kind).toBe('hedge');
    expect(await collect(wife.stream)).toMatch(/^I'm not sure this answers what my wife does,/);
    expect((await ask('What does your sister do?', options)).kind).toBe('answer');
  });

  it('names the gap when a note holds a sum paid by the month and a total so far is asked', async () => {
    const savings = note(
      'savings',
      'Uni savings',
      "Saving for the twins' university - Junior ISAs for both, plus £250/month each extra into a savings account.",
    );
    const options = {
      index: createKnowledgeIndex(await withVectors([savings])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    const soFar = await ask("How much have you saved so far for the twins' university?", options);
    expect(soFar.kind).toBe('hedge');
    expect(await collect(soFar.stream)).toMatch(/^I haven't written about how much I have saved so far/);
    const monthly = await ask("How much do you save each month for the twins' university?", options);
    expect(monthly.kind).toBe('answer');
    expect(await collect(monthly.stream)).toMatch(/£250\/month/);
  });

  it('still says a sum by the month for a whole price, and a sum raised a year ago for a total so far', async () => {
    const gym = note('gym', 'Gym', 'The gym is £35 a month.');
    const raised = note('raised', 'Fun run', 'Raised £1,500 a year ago for the hospice with the fun run.');
    const saved = note(
      'saved',
      'House deposit',
      'Putting £300 a month into the house deposit pot, about 3k now.',
    );
    const options = {
      index: createKnowledgeIndex(await withVectors([gym, raised, saved])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    expect((await ask('How much does the gym cost altogether?', options)).kind).toBe('answer');
    expect((await ask('How much have you raised so far for the hospice?', options)).kind).toBe('answer');
    expect((await ask('How much have you saved so far for the house deposit?', options)).kind).toBe('answer');
  });

  it('says a sum asked from a cited note holding one when the best note on the thing holds no sum', async () => {
    const notes = [
      note(
        'home',
        'home',
        'renting a 2 bed flat in dennistoun, 3rd floor, no lift. landlord is slow to fix things.',
      ),
      note(
        'money',
        'money & plans',
        'saving for a deposit on a flat of our own. currently at about 14k in a LISA.',
      ),
    ];
    const options = { index: createKnowledgeIndex(await withVectors(notes)), embed, grounding };
    const saved = await ask('How much have you put away for the flat so far?', options);
    expect(await collect(saved.stream)).toContain('14k');
    // Not a sum for a question asking none: the flat's floor is the home note's.
    expect(await collect((await ask('Which floor is your flat on?', options)).stream)).toContain('3rd floor');
  });

  it('says no sum from a cited note about another thing than the one asked', async () => {
    const notes = [
      note(
        'wedding',
        'Wedding',
        'Wedding was at Dunmore House in June 2019, 120 guests, ceilidh band after dinner.',
      ),
      note('honeymoon', 'Honeymoon', 'Honeymoon in Crete cost about £3k, worth every penny.'),
    ];
    const options = { index: createKnowledgeIndex(await withVectors(notes)), embed, grounding };
    const cost = await ask('How much did the wedding cost?', options);
    expect(await collect(cost.stream)).not.toContain('3k');
    const allotment = [
      note(
        'allotment',
        'Allotment',
        'Time at the allotment: I go up most evenings in summer, less in winter.',
      ),
      note('rent', 'Allotment rent', 'Allotment rent is £40 a year.'),
    ];
    const plot = { index: createKnowledgeIndex(await withVectors(allotment)), embed, grounding };
    const time = await ask('How much time do you spend at the allotment?', plot);
    expect(await collect(time.stream)).not.toContain('£40');
  });

  it('names the gap when a note holds how long for when, and says a time from now plainly', async () => {
    const sam = note('sam', 'Sam', 'Sam and me - been together 6 yrs, live in a rented flat.');
    const uni = note('uni', 'Uni', 'Second year of my nursing degree. I finish in 2 years.');
    const work = note('work', 'Knee', 'Off work with my knee. Back at work in 2 weeks if the physio agrees.');
    const options = {
      index: createKnowledgeIndex(await withVectors([sam, uni, work])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    expect((await ask('When do you finish uni?', options)).kind).toBe('answer');
    expect((await ask('When are you back at work?', options)).kind).toBe('answer');
    const met = await ask('When did you and Sam first meet?', options);
    expect(met.kind).toBe('hedge');
    expect(await collect(met.stream)).toMatch(/^I haven't written about when I and Sam first met/);
  });

  it('hedges a question about a person the note names only as company', async () => {
    const fishing = note(
      'fishing',
      'Fishing',
      'Off days I go fishing off the breakwater with my friend Cengiz.',
    );
    const options = {
      index: createKnowledgeIndex(await withVectors([fishing])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    const reply = await ask('What does Cengiz do for work?', options);
    expect(reply.kind).toBe('hedge');
    expect(await collect(reply.stream)).toMatch(/^I haven't written about what Cengiz does for work\. /);
  });

  it('says the sentences about the person asked about, not a sibling’s in the same note', async () => {
    const family = note(
      'family',
      'My family',
      'My son Piet is 30 and works as a plumber in Ghent. Piet’s wife Anouk grew up in Bruges and loves sailing. ' +
        'My daughter Lotte is a lawyer in Antwerp.',
    );
    const options = {
      index: createKnowledgeIndex(await withVectors([family])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    };
    const anouk = await ask('What does Anouk do for work?', options);
    const text = await collect(anouk.stream);
    expect(text).toContain('Anouk grew up in Bruges');
    expect(text).not.toMatch(/plumber|lawyer/);
    expect(await collect((await ask('What does Lotte do for work?', options)).stream)).toContain('lawyer');
  });

  it('answers about a person from the note that names them, though another ranks first', async () => {
    const sister = note('sister', 'Jobs', 'People often ask what my sister does: she is a nurse.');
    const wife = note(
      'wife',
      'Summer',
      'Every summer we sail north along the coast, my wife Mari at the helm. The rest of the year she builds violins.',
    );
    const reply = await ask('What does your wife do?', {
      index: createKnowledgeIndex(await withVectors([sister, wife])),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.citations.map((citation) => citation.entryId)).toEqual(['wife']);
    expect(await collect(reply.stream)).toContain('my wife Mari');
  });

  it('says the sentence that matches best, though others hold a place the tagger knows better', async () => {
    const trips = note(
      'trips',
      'Trips',
      'Our trips so far:\n- Lisbon in 2016 with my parents\n- Rarotonga for our honeymoon in 2019\n- Paris for a long weekend in 2021',
    );
    const reply = await ask('Where did you go on your honeymoon?', {
      index: createKnowledgeIndex(await withVectors([trips])),
      embed,
      grounding,
      answer: { sentences: { count: 1, closeTo: 0, words: 40 } },
    });
    expect(await collect(reply.stream)).toMatch(/(?:^|: )Rarotonga for our honeymoon in 2019\.$/);
  });

  it('does not know whether it ever did a thing its closest note never mentions', async () => {
    const reply = await ask('Have you ever been skiing?', {
      index: await familyIndex(),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(await collect(reply.stream)).toBe(unknownReply);
    expect(reply.citations).toEqual([]);
  });

  it('still answers a question that only says "ever" in passing ("the first … you ever …")', async () => {
    const reply = await ask('What was the first album you ever bought?', {
      index: await familyIndex(),
      embed,
      grounding: { thresholds: { answer: 0.1, hedge: 0.05 } },
    });
    expect(reply.kind).not.toBe('unknown');
  });

  it('says it knows nothing without notes, and answers from notes before their profile is built', async () => {
    const empty = createKnowledgeIndex([]);
    const reply = await ask('Where did you grow up?', { profile: null, index: empty });
    expect(await collect(reply.stream)).toBe(untrainedReply);
    const early = await ask('Where did you grow up?', { profile: null });
    expect(await collect(early.stream)).toContain('Valparaíso');
  });

  it('greets back when the message asks nothing', async () => {
    for (const hello of ['Hi!', 'hello there', "what's up?", 'What?', 'Why?', 'What about you?']) {
      const reply = await ask(hello);
      expect(await collect(reply.stream)).toBe(greetingReply);
    }
  });

  it('answers thanks, a goodbye, a laugh and a question about what it is in kind, keeping nothing asked', async () => {
    const said = async (message: string, askedByOwner = false) =>
      collect((await ask(message, { askedByOwner })).stream);
    expect(await said('thanks!')).toBe("You're welcome!");
    expect(await said('great, thank you so much')).toBe("You're welcome!");
    expect(await said('ok bye')).toBe('Bye for now!');
    expect(await said('lol')).toBe(anythingElseReply);
    expect(await said('how are you?')).toBe(howAmIReply);
    expect(await said('hi, how are you doing today?', true)).toBe(howAmIReplyToOwner);
    expect(await said('Are you a robot?')).toBe(whatIAmReply);
    expect(await said('are you real?', true)).toBe(whatIAmReplyToOwner);
    expect((await ask('thanks! and where did you grow up?')).kind).not.toBe('greeting');
  });

  it('greets back a hello that asks after Ditto in a few words, and nothing that asks of the owner', async () => {
    const said = async (message: string) => collect((await ask(message, { askedByOwner: true })).stream);
    for (const hello of ['hiya! you awake?', 'hey, you there?', 'morning! u up?', 'you still around?'])
      expect(await said(hello), hello).toBe(greetingReplyToOwner);
    for (const hello of ['hiya, you alright?', 'you ok?', 'hey, are you well?', 'r u good?'])
      expect(await said(hello), hello).toBe(howAmIReplyToOwner);
    // A state of the owner's, or more words after it, is asked of their life.
    for (const message of [
      'hiya, you married?',
      'are you up for a pint on friday?',
      'you good at chess?',
      'are you there on Tuesdays?',
      'you alright with dogs?',
      'hey, you awake at 5 most days?',
      'are you well known round there?',
      'you vegetarian?',
    ]) {
      const reply = await ask(message, { askedByOwner: true });
      expect(reply.kind, message).not.toBe('greeting');
    }
  });

  it("says the owner's age from the sentence saying it, alone, when nearer ones do not", async () => {
    const about = (more: string) =>
      note(
        'me',
        'About me',
        `I'm Maren Okafor, 38, a speech and language therapist. ${more}I work for the NHS in Leeds. ` +
          "I've been in the job eleven years now.",
      );
    for (const more of ['', 'Dad was 40 when I was born. ', 'I moved to Leeds when I was 22. ']) {
      const index = createKnowledgeIndex(await withVectors([about(more)]));
      for (const [message, askedByOwner] of [
        ['how old am I?', true],
        ['whats my age', true],
        ['How old are you?', false],
      ] as const) {
        const reply = await ask(message, { index, askedByOwner, embed });
        const text = await collect(reply.stream);
        expect(text, `${more}${message}`).toContain('38');
        for (const other of ['eleven', '40', '22']) expect(text, `${more}${message}`).not.toContain(other);
      }
      // Another's age, or the owner's at another time, is not the owner's age now.
      for (const message of [
        'how old were you when you moved to Leeds?',
        "what's your dad's age?",
        'how old was your dad when you were born?',
        'how long have you been a therapist?',
      ]) {
        const reply = await ask(message, { index, embed });
        expect(await collect(reply.stream), `${more}${message}`).not.toContain('38');
      }
    }
  });

  it('greets back a hello that calls Ditto by a name or a term of address, and nothing more asked', async () => {
    const said = async (message: string) =>
      collect((await ask(message, { askedByOwner: false, ownerName: 'Elena Ruiz' })).stream);
    for (const hello of ['hiya love, you alright?', 'hey Elena, you ok?', 'you alright mate?'])
      expect(await said(hello), hello).toBe(howAmIReply);
    expect(await said('you there Elena?')).toBe(greetingReply);
    expect(await said('hola! how are you doing today?')).toBe(howAmIReply);
    // A word after "you …" that is neither her name nor a term of address is asked of the owner's life.
    for (const message of [
      'you ok? I heard about the flood',
      'you up for a pint?',
      'you good at chess?',
      'how are you doing with the renovation?',
      'you up north?',
      'are you there Tuesday?',
      'hey love, you married?',
    ]) {
      const reply = await ask(message, { askedByOwner: false, ownerName: 'Elena Ruiz' });
      expect(reply.kind, message).not.toBe('greeting');
    }
  });

  it('greets back a hello said long ("heyy") or calling Ditto by its name, and nothing more asked', async () => {
    const said = async (message: string) =>
      collect((await ask(message, { askedByOwner: true, ownerName: 'Elena Ruiz' })).stream);
    for (const hello of ['heyy ditto how r u', 'hiii, how are you?', 'Ditto, how are you doing?'])
      expect(await said(hello), hello).toBe(howAmIReplyToOwner);
    expect(await said('heyyy ditto')).toBe(greetingReplyToOwner);
    // A question of the owner's life after the hello is asked of it, and a word merely doubled is no hello.
    for (const message of [
      'heyy ditto where do i work',
      'hiii how old am i',
      'ditto, how are you doing with the renovation?',
      'heyy how r u getting on with the house',
    ]) {
      const reply = await ask(message, { askedByOwner: true, ownerName: 'Elena Ruiz' });
      expect(reply.kind, message).not.toBe('greeting');
    }
  });

  it('greets back a hello with the time of day or "hows", and hears a reaction without a hello as one', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const history = [
      { id: 'm1', role: 'user' as const, content: 'where did you grow up?', timestamp: at },
      { id: 'm2', role: 'assistant' as const, content: 'I grew up in Valparaíso.', timestamp: at },
    ];
    const said = async (message: string) =>
      collect((await ask(message, { history, askedByOwner: true, ownerName: 'Elena Ruiz' })).stream);
    for (const hello of [
      'good morning ditto, how are you?',
      'hey ditto, hows it going?',
      'hi ditto how are ya',
    ])
      expect(await said(hello), hello).toBe(howAmIReplyToOwner);
    // "love" or "ditto" with no hello and no question after it is no name Ditto is called by: a reaction.
    for (const reaction of ['love it', 'love it!', 'love you', 'ditto', 'ditto!'])
      expect(await said(reaction), reaction).toBe(anythingElseReply);
  });

  it('asks the notes what a hello calling Ditto by name asks, as without them', async () => {
    const index = createKnowledgeIndex(await withVectors(newUsersNotes));
    const said = async (message: string) =>
      collect((await ask(message, { index, embed, askedByOwner: true, ownerName: 'Elena Ruiz' })).stream);
    const job = await said('where do i work?');
    expect(job).toContain('Trelawney Dental');
    for (const message of [
      'heyy ditto where do i work',
      'hi ditto, where do i work?',
      'Ditto, where do I work?',
    ])
      expect(await said(message), message).toBe(job);
    const introduction = await said('tell me about yourself');
    expect(await said('heyy tell me about yourself')).toBe(introduction);
  });

  it('takes thanks with a word of praise for the reply as thanks', async () => {
    for (const thanks of [
      "thanks, that's great!",
      "that's brilliant, thank you",
      'thanks, that was really useful',
      "thanks, that's grand",
      "cheers, that's grand!",
    ])
      expect(await collect((await ask(thanks)).stream), thanks).toBe("You're welcome!");
    // Not praise alone, nor thanks with something told or asked.
    for (const message of [
      "that's great!",
      "thanks, that's my sister",
      "thanks, that's great, is Jonas well?",
    ])
      expect(await collect((await ask(message)).stream), message).not.toBe("You're welcome!");
  });

  it('hears a follow-up about someone by pronoun, in small words, as asked of them, not as a greeting', async () => {
    const index = createKnowledgeIndex(await withVectors([family]));
    const at = '2026-01-01T00:00:00.000Z';
    const history = [
      { id: 'm1', role: 'user' as const, content: 'how old is our daughter?', timestamp: at },
      { id: 'm2', role: 'assistant' as const, content: 'Our daughter Ingrid is nine.', timestamp: at },
    ];
    for (const message of [
      "and what's she into",
      'what does she do there?',
      'what about him?',
      'what about theirs?',
      'and where is it?',
      'and where is that?',
      'and who with?',
    ]) {
      const reply = await ask(message, { index, embed, history, askedByOwner: true });
      expect(reply.kind, message).not.toBe('greeting');
    }
    // A friend's "she" after the daughter is named is hers too (a friend's "he" here may be the owner).
    for (const message of ["and what's she into", 'what about her?']) {
      const reply = await ask(message, { index, embed, history, askedByOwner: false });
      expect(reply.kind, message).not.toBe('greeting');
    }
    // A back-channel is a reaction to what was said, not a question for the notes.
    for (const message of ['oh is she?', 'did she?', 'really?', 'is he?']) {
      const reply = await ask(message, { index, embed, history, askedByOwner: true });
      expect(await collect(reply.stream), message).toBe(anythingElseReply);
    }
    // Small talk names no one: still greeted, after a question as before one.
    for (const message of [
      "what's up?",
      'What about you?',
      'hello there',
      'how are things?',
      'What?',
      'and you?',
    ]) {
      const reply = await ask(message, { index, embed, history, askedByOwner: true });
      expect(reply.kind, message).toBe('greeting');
    }
  });

  it('answers a question made of small words, which is no greeting', async () => {
    // Embedded as the API embeds it: as retrieval reads it.
    const [messageVector] = await testEncoder.embed([addressedToOwner('Where are you from?')]);
    const from = await reply({
      profile,
      index,
      history: [],
      message: 'Where are you from?',
      provider,
      ...(messageVector ? { messageVector } : {}),
    });
    expect(from.kind).not.toBe('greeting');
    expect(await collect(from.stream)).toContain('Valparaíso');
    expect((await ask('What do you do?')).kind).not.toBe('greeting');
  });

  it('reads a friend\'s "she" or "her" for the owner as "you", and no one else\'s', async () => {
    const family = await familyIndex();
    // Embedded as the API embeds a shared chat's question.
    const said = async (message: string, askedByOwner = false, on = index) => {
      const [messageVector] = await testEncoder.embed([
        addressedToOwner(message, 'Elena', [], !askedByOwner),
      ]);
      const input = {
        profile,
        index: on,
        history: [],
        message,
        provider,
        askedByOwner,
        ownerName: 'Elena',
        grounding,
      };
      return collect((await reply({ ...input, ...(messageVector ? { messageVector } : {}) })).stream);
    };
    expect(await said("where's she from?")).toContain('Valparaíso');
    expect(await said('how old are her kids?', false, family)).toContain('Ingrid is nine');
    expect(await said('what does her husband do?', false, family)).toContain('boat builder');
    // The owner's own "she" is someone else; so is a friend's after naming someone.
    expect(await said("where's she from?", true)).not.toContain('Valparaíso');
    expect(await said("where's Sam from? is she Irish?")).not.toContain('Valparaíso');
  });

  it('speaks to its owner as its owner', async () => {
    const untrained = await ask('Where did you grow up?', {
      profile: null,
      index: createKnowledgeIndex([]),
      askedByOwner: true,
    });
    expect(await collect(untrained.stream)).toBe(untrainedReplyToOwner);
    const hello = await ask('Hi!', { askedByOwner: true });
    expect(await collect(hello.stream)).toBe(greetingReplyToOwner);
  });

  it('gives a model the retrieved knowledge and the conversation, and streams its words', async () => {
    const server = await startLlmServer(streamDeltas(['I grew up ', 'in Valparaíso.']));
    try {
      const model = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const history = [
        {
          id: '1',
          role: 'user' as const,
          content: 'Hi',
          timestamp: '2026-01-06T10:00:00.000Z',
        },
        {
          id: '2',
          role: 'assistant' as const,
          content: 'Hello!',
          timestamp: '2026-01-06T10:00:01.000Z',
        },
      ];
      const reply = await ask('Where did you grow up?', {
        provider: model,
        history,
        ownerName: 'Elena',
        grounding,
      });
      expect(await collect(reply.stream)).toBe('I grew up in Valparaíso.');
      const messages = server.received[0]?.body.messages ?? [];
      expect(messages[0]?.role).toBe('system');
      expect(messages[0]?.content).toContain('Speak as Elena, in the first person');
      expect(messages[0]?.content).toContain('Cerro Alegre');
      expect(messages[0]?.content).toContain('[1] ');
      expect(messages[0]?.content).toContain('put its number in square brackets');
      expect(messages.slice(1)).toEqual([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Where did you grow up?' },
      ]);
      // Cited once complete, by what the reply says.
      expect(reply.citations).toEqual([]);
      expect(reply.citationsFor?.('I grew up in Valparaíso.').map((c) => c.entryId)).toContain('e01');
      expect(reply.citationsFor?.(unknownReply)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('does not ask the model when nothing relevant is known', async () => {
    const server = await startLlmServer(streamDeltas(['O negative.']));
    try {
      const model = createOpenAICompatibleProvider({
        baseUrl: server.baseUrl,
        model: 'tiny',
      });
      const reply = await ask('What is your blood type?', { provider: model });
      expect(await collect(reply.stream)).toBe(unknownReply);
      expect(server.received).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('gives the offline reply, said to be one, when the model fails twice (providers/fallback.test.ts)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startLlmServer(failWith(503, 'Overloaded'));
    try {
      const model = createOpenAICompatibleProvider({ baseUrl: server.baseUrl, model: 'tiny' });
      const reply = await ask('Do you have any pets?', { provider: model });
      const offline = await ask('Do you have any pets?');
      expect(await collect(reply.stream)).toBe(await collect(offline.stream));
      expect(reply.fellBack?.()).toBe(true);
    } finally {
      await server.stop();
      vi.restoreAllMocks();
    }
  });
});

describe('addressedToOwner', () => {
  it('reads a friend\'s pronoun for the owner as "you", not the owner\'s own', () => {
    expect(addressedToOwner("where's she from?", 'Aoife Byrne', [], true)).toBe('Where did you grow up?');
    expect(addressedToOwner('what does aoife do? is she a physio?', 'Aoife Byrne', [], true)).toBe(
      'what do you do? are you a physio?',
    );
    expect(addressedToOwner('how old are his kids?')).toBe('how old are his kids?');
    expect(addressedToOwner('wat does u think of her?', undefined, [], true)).toBe(
      'what does you think of her?',
    );
  });

  it('reads chat shorthand and misspelt question words in full', () => {
    expect(addressedToOwner('wat do u do for fun')).toBe('what do you do for fun');
    expect(addressedToOwner('hw many kids do u have')).toBe('how many kids do you have');
    expect(addressedToOwner("wher r ur folks? what's ur fav food")).toBe(
      "where are your folks? what's your fav food",
    );
    expect(addressedToOwner('Did you go to U of M?')).toBe('Did you go to U of M?');
    expect(addressedToOwner('Have you been to Ur?')).toBe('Have you been to Ur?');
    expect(addressedToOwner('Waht do you do on weekends')).toBe('What do you do on weekends');
    expect(addressedToOwner('whered you grow up?')).toBe('where did you grow up?');
    expect(addressedToOwner('R U married?')).toBe('Are you married?');
    expect(addressedToOwner('Is Ur dog a Labrador?')).toBe('Is your dog a Labrador?');
  });

  it('reads "Where are you from?", all small words, as the question notes answer', () => {
    for (const question of [
      'Where are you from?',
      'where r u from',
      'where u from?',
      'Where are you originally from?',
    ])
      expect(addressedToOwner(question), question).toBe('Where did you grow up?');
    expect(addressedToOwner('Where is Kwame from?', 'Kwame')).toBe('Where did you grow up?');
    expect(addressedToOwner('Where are your parents from?')).toBe('Where are your parents from?');
  });

  it("reads the owner's name as 'you', and the possessive as 'your'", () => {
    expect(
      addressedToOwner("Where did Kwame study? What's Kwame’s sister called?", 'Kwame Mensah-Boateng'),
    ).toBe("Where did you study? What's your sister called?");
    expect(addressedToOwner('Is kwame mensah-boateng married?', 'Kwame Mensah-Boateng')).toBe(
      'Are you married?',
    );
  });

  it('reads the other names the owner goes by as "you" too', () => {
    expect(addressedToOwner('How did Teja and Marko meet?', 'Teodora Vasić', ['Teja'])).toBe(
      'How did you and Marko meet?',
    );
  });

  it('leaves other words, other people and unnamed owners alone', () => {
    expect(addressedToOwner('Does Kwamena know Ann?', 'Kwame')).toBe('Does Kwamena know Ann?');
    expect(addressedToOwner('Where does Kwame live?', undefined)).toBe('Where does Kwame live?');
  });
});

describe('withSubjectSaid', () => {
  it("asks a relative's second part of them when it has no subject", () => {
    expect(withSubjectSaid("what's your kid's name and how old")).toBe('how old is your kid?');
    // Review 32b: the names of more than one.
    expect(withSubjectSaid('whats your kids names and how old')).toBe('how old is your kid?');
    expect(withSubjectSaid("what are your kids' names and how old")).toBe('how old is your kid?');
    expect(withSubjectSaid('whats your son called n where?')).toBe('where does your son live?');
  });

  it('leaves a second part with its own subject, and a thing or a name, alone', () => {
    for (const question of [
      "what's your kid's name and how old is she",
      "what's the dog's name and how old",
      "what's your band's name and how old",
      "what's Tom's name and where",
      'how old is your kid and where does he live',
    ])
      expect(withSubjectSaid(question), question).toBe(question);
  });
});

describe('askedOfOwner', () => {
  it("reads the owner's first person as the second, a verb before it agreeing", () => {
    expect(askedOfOwner('What does my wife do for a living?')).toBe('What does your wife do for a living?');
    expect(askedOfOwner('do i have any pets?')).toBe('do you have any pets?');
    expect(askedOfOwner('What am I working on at the moment?')).toBe(
      'What are you working on at the moment?',
    );
    expect(askedOfOwner('Where in the hills are we stopping?')).toBe('Where in the hills are you stopping?');
    expect(askedOfOwner("I'm not sure where I was born, was I in Cork?")).toBe(
      "You're not sure where you were born, were you in Cork?",
    );
    expect(askedOfOwner('Is this bike mine or ours?')).toBe('Is this bike yours or yours?');
    expect(askedOfOwner('How many grandchildren have we got?')).toBe('How many grandchildren have you got?');
  });

  it('leaves "me", other people and words holding the letters alone', () => {
    for (const question of [
      'Tell me about the trip',
      "What is Ian's job?",
      "Have you read Amy's mystery novel about Myanmar?",
      'Who is Iwona, and is Weston far?',
      'thanks, that is great!',
      'Can I ask you something?',
      'Did I tell you about Jo?',
      'Shall we meet for a coffee?',
      'What year did World War I end?',
      'oh my goodness, is it really?',
      'Oh my god, what happened?',
      'do I have any kids?',
      'Have we got any grandchildren?',
    ])
      expect(askedOfOwner(question), question).toBe(question);
  });
});

describe('casedAsNotes', () => {
  const found = [
    {
      paragraphs: [
        {
          entryId: 'n',
          index: 0,
          title: 'Dariusz',
          text: 'best mate Darek - he drives lorries. rob thinks so.',
        },
        { entryId: 'n', index: 1, title: 'Dariusz', text: 'We fish at Pitsford. The Lorries are loud.' },
      ],
    },
  ];

  it('writes a word typed in lower case with the capital the notes always give it inside a sentence', () => {
    expect(casedAsNotes("what's darek up to now, job wise?", found)).toBe(
      "what's Darek up to now, job wise?",
    );
  });

  it("capitalises a name typed with its possessive ('s)", () => {
    expect(casedAsNotes("what's darek's van like?", found)).toBe("what's Darek's van like?");
    expect(casedAsNotes('what is darek’s job?', found)).toBe('what is Darek’s job?');
  });

  it('leaves a word opening a line of a list as typed', () => {
    const list = [
      {
        paragraphs: [
          {
            entryId: 'o',
            index: 0,
            title: 'Opinions',
            text: '- Working from home is right\n- Tea should be chai, not builder’s. Best is Assam',
          },
        ],
      },
    ];
    expect(casedAsNotes('what are you working on? any tea?', list)).toBe('what are you working on? any tea?');
    // A word written with its capital inside a line is still a name.
    expect(casedAsNotes('is assam the best?', list)).toBe('is Assam the best?');
  });

  it('leaves words the notes also write in lower case, or only open a sentence with', () => {
    expect(casedAsNotes('do the lorries go to pitsford with rob?', found)).toBe(
      'do the lorries go to Pitsford with rob?',
    );
  });
});
