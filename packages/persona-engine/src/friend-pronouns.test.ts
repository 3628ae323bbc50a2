import { describe, expect, it } from 'vitest';
import { ownerPronounsAsYou, pronounsAsNamed } from './friend-pronouns.ts';

const asYou = (message: string, names: readonly string[] = ['Aoife'], earlier: readonly string[] = []) =>
  ownerPronounsAsYou(message, names, earlier);

describe('ownerPronounsAsYou', () => {
  it('reads a friend\'s "she" or "he" as "you" when the question names no one else', () => {
    expect(asYou("where's she from?")).toBe('where are you from?');
    expect(asYou('how old are his kids?')).toBe('how old are your kids?');
    expect(asYou('What does she do for work?')).toBe('What do you do for work?');
    expect(asYou("what's her cat called?")).toBe("what's your cat called?");
    expect(asYou('is he married?')).toBe('are you married?');
    expect(asYou('has she got a car?')).toBe('have you got a car?');
    expect(asYou("what's special about her?")).toBe("what's special about you?");
    expect(asYou("she's from Dingle, right?")).toBe("you're from Dingle, right?");
    expect(asYou('She has a sister?')).toBe('You have a sister?');
    expect(asYou("doesn't he drive?")).toBe("don't you drive?");
    expect(asYou('how many kids has he got?')).toBe('how many kids have you got?');
    expect(asYou('what do people like about her?')).toBe('what do people like about you?');
  });

  it('reads "her" as the owner before anyone it owns: "her sister" is the owner\'s', () => {
    expect(asYou('what does her sister do?')).toBe('what does your sister do?');
    expect(asYou('is she close to her mam?')).toBe('are you close to your mam?');
  });

  it("reads the owner's name said before the pronoun as the owner's too", () => {
    expect(asYou('what does aoife do? is she a physio?')).toBe('what does aoife do? are you a physio?');
  });

  it('leaves a pronoun that follows someone else the question names', () => {
    for (const message of [
      "where's Sam from? is she Irish?",
      "where's niamh from? is she from cork?",
      'where does Priya work? is she a teacher',
      'what do your kids do? where do they live?',
      'what does the missus think of him?',
      'is Jo her sister?',
      'what does the eldest do? is he at uni?',
      'how old are Arjun and Meera? are they twins?',
    ])
      expect(asYou(message)).toBe(message);
    expect(asYou('what does her sister do? where does she live?')).toBe(
      'what does your sister do? where does she live?',
    );
    expect(asYou('what does her big sister do? where does she live?')).toBe(
      'what does your big sister do? where does she live?',
    );
    expect(asYou('what did the doctor tell her?')).toBe('what did the doctor tell her?');
  });

  it('leaves a question that speaks to the owner as "you", or of two people by pronoun', () => {
    for (const message of [
      'what do you think of her?',
      'do you know where he lives?',
      'how did you two meet? was he at uni with you?',
      'did she meet him at work?',
      'what did he say to them?',
      'does she get on with her?',
      'is he older than him?',
      'where does she work? does she work with her?',
    ])
      expect(asYou(message)).toBe(message);
  });

  it('reads a thing named before the pronoun as no one', () => {
    expect(asYou('what sport does she play?')).toBe('what sport do you play?');
    expect(asYou('which cricket club does he play for?')).toBe('which cricket club do you play for?');
  });

  it('leaves everyday questions with no pronoun of a person alone', () => {
    for (const message of [
      'where are you from?',
      'what does Niamh do?',
      'the theme of the wedding?',
      'where is the clinic?',
      'what is the heritage of the town?',
      'hi!',
    ])
      expect(asYou(message)).toBe(message);
  });

  it('leaves a pronoun that may mean someone the earlier turns named, by either side', () => {
    const niamh = ['Niamh'];
    // Walk BK: Ditto named her brother, then her dog; walk BH: Aoife's girlfriend.
    expect(
      asYou('what does he do?', niamh, [
        "where's her brother living these days?",
        'younger bro Cathal (29) moved to Boston 3 yrs ago, works in construction there.',
      ]),
    ).toBe('what does he do?');
    expect(
      asYou('how old is he?', niamh, [
        'does she have any pets?',
        'our dog Bran is a 5 yr old lurcher, rescued him from the pound',
      ]),
    ).toBe('how old is he?');
    expect(
      asYou('where does she work?', ['Aoife'], ['who does she live with?', 'I live with my gf Niamh']),
    ).toBe('where does she work?');
    expect(asYou('where does he live?', niamh, ['how old is cathal?', "I don't know"])).toBe(
      'where does he live?',
    );
  });

  it("reads the pronoun as the owner's when the earlier turns named only the owner, a place or another gender", () => {
    const niamh = ['Niamh'];
    expect(asYou('how old is she?', niamh, ["where's she from?", 'I grew up in Ballinasloe.'])).toBe(
      'how old are you?',
    );
    expect(
      asYou('does she like it there?', niamh, [
        'where does she live?',
        'I live in a rented flat in Knocknacarra.',
      ]),
    ).toBe('do you like it there?');
    expect(
      asYou(
        "where's he from?",
        ['Sanjay'],
        ['what does his wife do?', "Wife Priya - she's the librarian at Beaumont Leys school."],
      ),
    ).toBe('where are you from?');
    expect(
      asYou('where does she work?', niamh, [
        'what does niamh do for a living?',
        'my younger brother moved to Boston',
      ]),
    ).toBe('where do you work?');
  });

  it('leaves a pronoun after a name the tagger does not know, written in lower case', () => {
    for (const message of [
      'what does ruairí do? is he a chef?',
      'how old is cathal? does he live in boston?',
      'is bran a good dog? is he trained?',
      'what does aoibhinn do? where does she work?',
    ])
      expect(asYou(message, ['Niamh'])).toBe(message);
  });

  it('never reads "they" as the owner, nor a pronoun after an animal, a thing or a role named before it', () => {
    for (const message of [
      'where do they live?',
      'are they expensive?',
      'how did they get there?',
      'where are the flats? are they nice?',
      'how are the twins? are they at school?',
      'how is the new puppy? is he house trained?',
      'what kind of dog is he?',
      'what did the vet say about him?',
    ])
      expect(asYou(message, ['Niamh'])).toBe(message);
    expect(asYou("how's her dog? is she ok?")).toBe("how's your dog? is she ok?");
  });

  it('makes the verb after the pronoun agree with "you", and leaves "that\'s her"', () => {
    expect(asYou('she lives in galway?')).toBe('you live in galway?');
    expect(asYou('he plays guitar, doesnt he?')).toBe('you play guitar, dont you?');
    expect(asYou('she works at the clinic right?')).toBe('you work at the clinic right?');
    expect(asYou('she usually goes home on sundays?')).toBe('you usually go home on sundays?');
    expect(asYou('he watches a lot of rugby?')).toBe('you watch a lot of rugby?');
    expect(asYou("that's her, isn't it?")).toBe("that's her, isn't it?");
  });
});

describe('pronounsAsNamed', () => {
  const boss = [
    "who's my manager at work again",
    'My boss is Gill Rutherford, fair but never lets anything go.',
  ];
  it('reads the owner\'s "she" or "he" as the one person their last question, or else its reply, named', () => {
    expect(pronounsAsNamed('and where does he live?', ['how old is my nephew?', "I don't know."])).toBe(
      'and where does my nephew live?',
    );
    expect(pronounsAsNamed('and where does he live?', ['how old is my nephew Kofi?', 'Kofi is 3.'])).toBe(
      'and where does Kofi live?',
    );
    const together = ['how long have Tomasz and I been together', 'Together since 2012, met at a ceilidh.'];
    expect(pronounsAsNamed('what does he do for work?', together)).toBe('what does Tomasz do for work?');
    expect(pronounsAsNamed('what is his name?', ['what does my dad do?', 'He is retired.'])).toBe(
      "what is my dad's name?",
    );
    expect(
      pronounsAsNamed('how old is his son?', [
        'where does my brother live?',
        'Lives in Toronto with his son Kofi.',
      ]),
    ).toBe("how old is my brother's son?");
  });

  it('leaves a follow-up that names someone, or whose one is not clear', () => {
    for (const [message, earlier] of [
      // "my manager" and "Gill" say no gender.
      ['is she any good to work for?', boss],
      ['is she nice?', ['who do I report to?', 'Gill Rutherford, mostly.']],
      ['and where does he live?', ['how old is Kofi?', 'Kofi is 3.']],
      ['does Sam like her?', boss],
      ['when did dad pass away and what was it that got him?', ["how old's our youngest now?", 'Olek is 9.']],
      ['what do they do?', boss],
      ['what does he do?', ['who is my sister?', 'My sister is Maeve.']],
      ['is he nice?', ['are Kwame and Tomasz coming?', 'Yes, both.']],
      ['what did she say?', ['where do I live?', 'We live in Chapel Allerton now.']],
      [
        'how old is she?',
        ['where does my brother live?', 'Lives in Toronto with his wife Danielle and his mum.'],
      ],
      ['is she any good to work for?', []],
      ['did she like it?', ['what did I get for my birthday?', 'A bike.']],
    ] as const)
      expect(pronounsAsNamed(message, earlier), message).toBe(message);
  });

  it('names whom it means without their "\'s", in the whole of their noun phrase', () => {
    const priya = ["when is Priya's birthday?", 'Priya was born on 2 January.'];
    const wife = ["when is my wife's birthday?", '2 January.'];
    expect(pronounsAsNamed('what should I get her?', wife)).toBe('what should I get my wife?');
    const mum = ["when is my mum's birthday?", '14 March.'];
    expect(pronounsAsNamed("what's her number?", mum)).toBe("what's my mum's number?");
    expect(pronounsAsNamed('should I ring her?', mum)).toBe('should I ring my mum?');
    expect(pronounsAsNamed('she said she wants a bike', wife)).toBe('my wife said my wife wants a bike');
    expect(pronounsAsNamed('how old is he?', ["what's my nephew's name?", 'Kofi.'])).toBe(
      'how old is my nephew?',
    );
    expect(pronounsAsNamed("what's her number?", ["when is my little sister's birthday?", 'May.'])).toBe(
      "what's my little sister's number?",
    );
    // Priya's gender is not one the tagger knows: left as asked, never "Priya's".
    for (const message of ['what should I get her?', 'she said she wants a bike'])
      expect(pronounsAsNamed(message, priya), message).toBe(message);
    expect(pronounsAsNamed("what's his wife called?", ["who's my best mate?", 'Sam, since school.'])).toBe(
      "what's his wife called?",
    );
  });

  it("needs a person of its gender, else the reply's, else leaves it", () => {
    expect(
      pronounsAsNamed('is he nice?', ["who's Hania's sister bringing to Wigilia?", 'Her boyfriend Josh.']),
    ).toBe('is Josh nice?');
    for (const [message, earlier] of [
      ['is he nice?', ["who's Hania bringing to Wigilia?", 'Her boyfriend Josh.']],
      ['and how old is she?', ['what does Olek want for Christmas?', 'A telescope.']],
      ['how old is she?', ['what breed is the dog?', 'A collie.']],
      ['where does she live now?', ['who is Oluwaseun?', 'An old friend from uni.']],
      ['can she manage the stairs?', ['when is mum coming over?', 'Maybe for Wigilia.']],
    ] as const)
      expect(pronounsAsNamed(message, earlier), message).toBe(message);
  });
});
