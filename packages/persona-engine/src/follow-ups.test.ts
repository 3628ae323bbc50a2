import { describe, expect, it } from 'vitest';
import { asRequest, followUpAsked, followUpIn, followUpOn, isReaction } from './follow-ups.ts';

describe('Lisa reads what she asked before', () => {
  it('finds her follow-up after a worded thanks that itself says "You mentioned"', () => {
    expect(
      followUpIn('You mentioned how much you love it. Thanks! You mentioned Galway. What is it like there?'),
    ).toBe('You mentioned Galway. What is it like there?');
  });

  it.each([
    [
      'Thanks! You mentioned Galway. What else should I know about Galway?',
      'You mentioned Galway. What else should I know about Galway?',
    ],
    ['Thanks! Staying with work: How did you end up in your line of work?', null],
  ])('reads an older message of hers: %j', (content, followUp) => {
    expect(followUpIn(content)).toBe(followUp);
    expect(isReaction(content)).toBe(true);
  });
});

describe('Lisa follows up as a person would', () => {
  it.each([
    ['My best friend is Nuria, she lives in Valencia.', 'How did you and Nuria meet?', 'Nuria'],
    ['I stayed with my sister Ana in Porto.', 'What is your sister Ana like?', 'Sister Ana'],
    ['My favourite book is Nada by Carmen Laforet.', 'What do you love about *Nada*?', 'Nada'],
    ["I'm reading Carmen Laforet's Nada again.", 'What do you love about *Nada*?', 'Nada'],
    ['I love the film Amélie.', 'What do you love about *Amélie*?', 'Amélie'],
    [
      "My favourite piece is Bach's fifth cello suite.",
      "What do you love about Bach's fifth cello suite?",
      "Bach's fifth cello suite",
    ],
    ['I went to a convent school in Galway.', 'What was Galway like?', 'Galway'],
    ['I live in Galway, by the sea.', 'What is Galway like?', 'Galway'],
    [
      'We hiked the Tatra mountains trip in 2018.',
      'What was the Tatra mountains trip like?',
      'Tatra mountains trip',
    ],
    ["I've got two kids, Aarav and Mira.", 'What are Aarav and Mira like?', 'Aarav and Mira'],
  ])('on %j asks %j, and reads it back as about %j', (answer, followUp, title) => {
    expect(followUpOn(answer, '')).toBe(followUp);
    const message = `Thanks! ${followUp} Or, if you'd rather move on: What do you love doing in your free time?`;
    expect(followUpIn(message)).toBe(followUp);
    expect(followUpAsked(message)?.title).toBe(title);
    // Said as a request beside the next question, one question mark in all, it is read back the same.
    const offered = `Thanks! ${asRequest(followUp)} — or, if you'd rather, about your hobbies: What do you love doing in your free time?`;
    expect(offered.match(/\?/g)?.length).toBe(1);
    expect(followUpIn(offered)).toBe(asRequest(followUp));
    expect(followUpAsked(offered)?.title).toBe(title);
  });

  it.each([
    // Nothing named: what the owner does or did, in their words, not "How did that come about?".
    [
      'We spent a whole summer sleeping under the stars in a van.',
      'What do you remember most about spending a whole summer sleeping under the stars?',
    ],
    ['I make furniture out of old doors.', 'What got you into making furniture?'],
    ['I work as a carpenter, building kitchens.', 'What do you enjoy most about working as a carpenter?'],
    [
      'I went to Achimota School and I was quiet, always reading in the library.',
      'What stays with you most from going to Achimota School?',
    ],
  ])('on %j asks %j, and reads it back as a follow-up', (answer, followUp) => {
    expect(followUpOn(answer, '')).toBe(followUp);
    expect(followUpIn(`Thanks! ${followUp} Or, if you'd rather move on: …`)).toBe(followUp);
    expect(asRequest(followUp)).not.toMatch(/\?/);
    expect(followUpIn(`Thanks! ${asRequest(followUp)} — or, if you'd rather, …`)).toBe(asRequest(followUp));
  });

  it.each([
    // A thing named now is not asked about as if from a form ("What is Teams like?"): she moves on instead.
    'Most of my week happens on Teams.',
    'My parents were farmers; I have two younger brothers.',
    // A light verb's doing is asked about only as a memory.
    'I go to the gym.',
    // Filler, one event as the complement of "was", a doing cut off before where it goes, or a name cut from a
    // longer one: nothing the owner named as a thing they do or love.
    'Something small. I wear glasses for driving and that is about it.',
    'Nothing much, honestly. I floss twice a day and that is it.',
    'My favourite holiday was sailing Dad round to Skye on his old boat.',
    'The Count of Monte Cristo, the Dumas novel. I read it every summer.',
    // The owner's long phrase said back, or a school gone to taken for someone by the tagger.
    'Paying for Amaras teaching degree without one loan. It took five years.',
    'Went to Colegio Nuestra Señora del Pilar, then nursing. I was shy.',
    // Someone of the answer's said back by the owner's pronoun ("giving nani her tablets").
    'I love giving nani her tablets and breakfast before work.',
  ])('on %j asks nothing from a form', (answer) => {
    expect(followUpOn(answer, '')).toBeNull();
  });

  it('asks no one who they are when her question asked who', () => {
    const answer = 'Marguerite. We sat together on the school bus for six years.';
    expect(followUpOn(answer, 'Thanks! Who is your closest friend, and how did you meet?')).toBeNull();
  });

  it('reads a question of her bank as no follow-up on "they"', () => {
    expect(followUpIn('Do you have brothers or sisters, and what are they like?')).toBeNull();
  });

  it('reads the follow-ups she worded before', () => {
    expect(followUpAsked('Thanks! You mentioned Galway. What is it like there? Or: …')?.title).toBe('Galway');
  });
});

describe('Lisa does not ask what the answer already says', () => {
  it.each([
    // Someone the answer goes on to tell of, or whose relation it gives: she asks neither who nor what they are like.
    'My nephew Rashid is seven and obsessed with trains.',
    'Rashid, my nephew, lives with us in term time.',
    'I take Rashid, my nephew, to swimming on Saturdays.',
    'My mother-in-law Gwen, who ran the post office for years, taught me to drive.',
    'My sister Ana lives in Porto.',
    // A place the answer denies: "what is it like?" would ask about what was not so.
    'I never lived in Swansea, I only worked there.',
  ])('asks nothing from a form on %j', (answer) => {
    expect(followUpOn(answer, '') ?? '').not.toMatch(/Who is|What is your|what .* like\?/i);
  });

  it.each([
    // A place the owner went to is not a work to love, though books are spoken of; nor is someone read to.
    'I went to Ysgol Glan Clwyd and spent most lessons reading library books under the desk.',
    'Every night I read stories to my granddaughter Efa.',
  ])('asks what they love only about a work, not on %j', (answer) => {
    expect(followUpOn(answer, '') ?? '').not.toMatch(/What do you love about/);
  });

  it.each([
    // What the trip was like, told in the sentences after it.
    [
      'Our honeymoon was in Crete in 2011. The sea was turquoise and we swam every morning before breakfast.',
      /Crete/,
    ],
    // How they met, told.
    ['My closest friend is Tomasz, we met queuing for concert tickets in 2005.', /meet/],
    // A plan is not something enjoyed yet; a verb alone names nothing.
    ['I want to switch from nursing to midwifery and retrain at night.', /./],
    ['I start at eight with emails and a strong tea.', /into starting|about starting/],
    [
      'I was a willing pupil but a daydreaming one, always at the window.',
      /from willing|from daydreaming|about willing|about daydreaming/,
    ],
    // An institution or a place the answer is in is nobody to meet.
    ["I went to St Columb's College, and I was always in detention.", /Who is/],
    ['I hope to open a café in Stoneybatter one day.', /Who is/],
  ])('asks no follow-up that repeats or misreads %j', (answer, wrong) => {
    expect(followUpOn(answer, '') ?? '').not.toMatch(wrong);
  });
});

describe('Lisa asks no stock follow-up', () => {
  it('asks nothing rather than a form about a long doing said back with "my"', () => {
    expect(
      followUpOn('I spend my evenings sorting out invoices for the garage my brother runs in Swindon.', ''),
    ).toBeNull();
  });

  it.each([
    'Tom is my closest friend here. We met at a climbing wall in 2015, when he lent me his shoes.',
    'The best holiday was Crete with my sister in 2018. The sea was calm and we ate fresh sardines at the harbour.',
  ])('asks of a doing told in the past as a memory, never as a pastime enjoyed: %j', (answer) => {
    expect(followUpOn(answer, '') ?? '').not.toMatch(/enjoy|got you into/);
  });

  it('asks about the doing of the first sentence before one told later in its story', () => {
    expect(
      followUpOn(
        'Every spring I organise a plant swap in our street. We drink elderflower cordial all day.',
        '',
      ),
    ).toMatch(/organising a plant swap/);
  });
});

it('never asks who a place is when the answer opens at it ("At Colégio … I")', () => {
  expect(followUpOn('At Colégio Rosário I played handball every lunch break.', '')).not.toMatch(/^Who is/);
});

it('asks what the owner loves about an author named among their reading, not how they met', () => {
  expect(followUpOn('I love reading crime novels, Fred Vargas especially.', '')).toBe(
    'What do you love about Fred Vargas?',
  );
});

describe('follow-ups that read like a person’s, round 20', () => {
  const siblings = 'Do you have brothers or sisters, and what are they like?';

  it('says kin counted back as the owner’s, without the count', () => {
    expect(followUpOn('Two brothers Tom and Sam, both older.', siblings)).toBe(
      'What are your brothers Tom and Sam like?',
    );
  });

  it('asks nothing of someone the answer goes on to tell of', () => {
    expect(
      followUpOn('One sister Ngozi, older, lives abroad. She bosses me around even now.', siblings),
    ).toBeNull();
  });

  it('never asks what got the owner into what befell them', () => {
    expect(
      followUpOn(
        'Economics, my father said numbers would get me a job, and I ended up at the tax office.',
        '',
      ) ?? '',
    ).not.toMatch(/ending up/);
  });
});

describe('Lisa follows up, round 22b: a school named after someone is no one to ask about', () => {
  const school = 'Where did you go to school, and what were you like as a student?';
  it.each([
    'King Edward VII in Coalville. I was quiet, good at chemistry, rubbish at PE.',
    'Queen Elizabeth II in Crediton, I was a bit of a swot.',
    'St Thomas More, I was rubbish at maths.',
  ])('asks nothing of the name that answers where: %j', (answer) => {
    expect(followUpOn(answer, school) ?? '').not.toMatch(/King|Queen|Thomas|Elizabeth|Edward/);
  });

  it('asks after a namesake by a regnal number as no one the owner knows, whatever she asked', () => {
    expect(followUpOn('We used to drink at the King George V by the docks.', '') ?? '').not.toMatch(/George/);
  });

  it('still asks who someone named in an answer to a "who" question is', () => {
    expect(
      followUpOn(
        'My sister Ana, she is a nurse in Porto.',
        'Tell me about your family: who are the people closest to you?',
      ),
    ).not.toBeNull();
  });
});

describe('Lisa follows up, review of round 22b: only a name that is the place asked for goes unasked', () => {
  const live = 'Where do you live now?';
  it.each([
    ['With my daughter Kate in Bristol', 'What is your daughter Kate like?'],
    ['Lisbon, with my partner Jonas', 'What is Lisbon like?'],
    ['In Leeds, near my best friend Nuria', 'What is Leeds like?'],
  ])('still follows up an answer to "where": %j', (answer, followUp) => {
    expect(followUpOn(answer, live)).toBe(followUp);
  });

  it.each([
    ['My brother James II', '', 'What is your brother James II like?'],
    ['My best friend is Carlos III', '', 'How did you and Carlos III meet?'],
  ])('asks after kin or a friend with a regnal number like anyone: %j', (answer, lastSaid, followUp) => {
    expect(followUpOn(answer, lastSaid)).toBe(followUp);
  });
});

describe('Lisa follows up, round 24: who someone is, once said, is not asked', () => {
  const siblings = 'Do you have brothers or sisters, and what are they like?';

  it.each([
    ['One sister, Maeve.', 'What is your sister Maeve like?'],
    ['Just the one brother, Tom.', 'What is your brother Tom like?'],
    ['A friend, Nuria, got me into it.', null],
  ])('asks after %j with the relation told', (answer, followUp) => {
    expect(followUpOn(answer, siblings)).toBe(followUp);
  });

  it('asks how they met when the relation told is not kin', () => {
    expect(followUpOn('Not really, but a good friend, Nuria.', siblings)).toBe('How did you and Nuria meet?');
  });

  it.each([
    ['One younger sister, Maeve.', 'What is your sister Maeve like?'],
    ['My twin brother, Tom.', 'What is your brother Tom like?'],
  ])('asks after %j with only a word of age or twin before the relation', (answer, followUp) => {
    expect(followUpOn(answer, siblings)).toBe(followUp);
  });

  it.each([
    'My late sister, Maeve.',
    'One sister, Maeve, she died last year.',
    'One brother, Tom, he passed away in 2019.',
    'One sister, Maeve, she is the funny one.',
  ])('asks nothing of kin who died or whom the answer already tells of: %j', (answer) => {
    expect(followUpOn(answer, siblings)).toBeNull();
  });

  it('asks nothing of a colleague unless her question was of friends', () => {
    expect(followUpOn('A colleague, Sarah.', siblings)).toBeNull();
    expect(followUpOn('A colleague, Sarah.', 'Who are your closest friends?')).toBe(
      'How did you and Sarah meet?',
    );
  });

  it.each(['Only child, but there was always Maeve.', 'None, though a sister-in-law, Maeve.'])(
    'still asks who someone is when no relation is said right before the name: %j',
    (answer) => {
      expect(followUpOn(answer, siblings)).toMatch(/^Who is Maeve to you/);
    },
  );
});

describe('Lisa follows up, round 32: no name made of a hedge or of two sentences', () => {
  const friends = 'Who is your closest friend, and how did you meet?';
  const free = 'What do you love doing in your free time?';

  it('reads "prob jodie" as probably Jodie, never asking what "prob Jodie" is like', () => {
    const asked = followUpOn(
      'Closest mate is prob jodie, we met on a night shift when the fire alarm went off at 3am.',
      friends,
    );
    expect(asked ?? '').not.toMatch(/\bprob\b/i);
  });

  it('makes no name of words either side of a full stop ("even jan. Keeps me sane")', () => {
    const asked = followUpOn(
      'Wild swimming!! Ilkley lido at weekends, all year round even jan. Keeps me sane since dad.',
      free,
    );
    expect(asked ?? '').not.toMatch(/Keeps me/);
  });

  it('makes no name of "film wise" ("as for films") opening a sentence', () => {
    const asked = followUpOn(
      'Jan as in january not a person. Film wise its mamma mia, seen it about 40 times.',
      'What is a book, film or song you keep coming back to?',
    );
    expect(asked ?? '').not.toMatch(/wise/i);
  });

  it.each([
    [
      'The film Mamma Mia, me and dad used to sing it in the car.',
      'What is a book, film or song you keep coming back to?',
      /Mamma Mia/,
    ],
    ['Walks with Anna Maria on Sundays.', free, /Anna Maria/],
    ['A colleague, Sarah.', 'Who are your closest friends?', /Sarah/],
  ])('still follows up on the name in %j', (answer, asked, name) => {
    expect(followUpOn(answer, asked)).toMatch(name);
  });
});
