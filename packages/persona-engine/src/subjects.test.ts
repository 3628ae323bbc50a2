import { describe, expect, it } from 'vitest';
import { maxSubjects, subjectsOf } from './subjects.ts';

describe('subjectsOf', () => {
  it.each([
    [
      'We watched Oppenheimer on Saturday, brilliant film. And work is grim, they laid off half my department last week.',
      [
        'We watched Oppenheimer on Saturday, brilliant film.',
        'Work is grim, they laid off half my department last week.',
      ],
    ],
    [
      'Just back from Seville, a gorgeous week. Found out my dad has heart trouble though.',
      ['Just back from Seville, a gorgeous week.', 'Found out my dad has heart trouble though.'],
    ],
    [
      'I run a bakery in Harrogate with my partner. Oh and I started learning Welsh in January, slow going.',
      ['I run a bakery in Harrogate with my partner.', 'I started learning Welsh in January, slow going.'],
    ],
    [
      'We repainted the kitchen at the weekend, it looks great. My uncle was diagnosed with lung cancer on Monday.',
      [
        'We repainted the kitchen at the weekend, it looks great.',
        'My uncle was diagnosed with lung cancer on Monday.',
      ],
    ],
    // A phrase alone opening the message goes with what follows; "also totally different thing but" turns.
    [
      "the cycling, like i said! other than that we've got an old cat called Miso. Also totally different thing but I've had asthma since I was 8, so there's always an inhaler in my bag",
      [
        "The cycling, like i said! other than that we've got an old cat called Miso.",
        "I've had asthma since I was 8, so there's always an inhaler in my bag",
      ],
    ],
    // Said to be another subject ("totally different thing but…"): the marker goes, the subject is a note.
    [
      'I knit socks for the whole family every winter. Totally different thing but my brother Olek is a welder in Gdynia.',
      ['I knit socks for the whole family every winter.', 'My brother Olek is a welder in Gdynia.'],
    ],
    [
      'I want to qualify as a paramedic by 2028. and separate thing, I am learning to play chess with my niece',
      ['I want to qualify as a paramedic by 2028.', 'I am learning to play chess with my niece'],
    ],
    // The owner's own doing after "also", sharing no word with the answer before: a subject of its own.
    [
      'Amazing Grace, every time, it was sung at our wedding. also i take the bus to church every sunday',
      [
        'Amazing Grace, every time, it was sung at our wedding.',
        'Also i take the bus to church every sunday',
      ],
    ],
    // Hard news after "also" sharing one word past its subject ("…i ride… also my dad died…, riding helps").
    [
      'I ride an old road bike most sundays. also my dad died last october, and riding is how I cope with that',
      [
        'I ride an old road bike most sundays.',
        'My dad died last october, and riding is how I cope with that',
      ],
    ],
    [
      'I swim at the lido most mornings, btw my cousin Priya is moving to Toronto next month.',
      ['I swim at the lido most mornings', 'My cousin Priya is moving to Toronto next month.'],
    ],
    // "Also" and someone of the owner's, after a part that names no one of theirs: a person of their own.
    [
      'My favourite book is Dune, I reread it every winter. Also my older sister Noor just started a bakery in Bristol.',
      [
        'My favourite book is Dune, I reread it every winter.',
        'My older sister Noor just started a bakery in Bristol.',
      ],
    ],
    [
      'We went to the jazz festival in Cork, great bands. Also, our cousin Liam turns 40 in May and we are throwing a party.',
      [
        'We went to the jazz festival in Cork, great bands.',
        'Our cousin Liam turns 40 in May and we are throwing a party.',
      ],
    ],
  ])('splits where a sentence turns to another subject: %s', (message, parts) => {
    expect(subjectsOf(message)).toEqual(parts);
  });

  it.each([
    // One subject told at length: every sentence goes on with it.
    'I grew up in Hull. My mum worked at the docks and my dad drove buses. We moved to Beverley when I was nine. I still miss the estuary.',
    // A loss in passing, long ago, is part of the story.
    'I grew up in Derby with my gran and two sisters. We lived above the chip shop. My dad died when I was five.',
    // Hard news after a phrase alone: the phrase may be the news's own mood.
    'Long week at the warehouse. My mum rang, she needs an operation on her hip next month.',
    // What follows points back to what came before.
    'My grandfather taught me to carve spoons. He died last spring and I still use his knife.',
    // The same subject again, though the marker turns.
    'My sister is a vet in Galway. Oh and my sister just adopted a three-legged greyhound.',
    // A fact and thanks, a fact and a goodbye: the thanks and the goodbye are no notes.
    'My uncle taught me to sail on Lough Erne. Anyway, thanks for listening!',
    'I play bass in a covers band on Fridays. Btw gotta go now.',
    // A goodbye with a reason, a remark about the talk: no note of their own once set apart.
    'I hope to retire to a cottage near Tenby in ten years. Anyway, must dash, long shift tomorrow. Bye!',
    'Ha, you keep asking me the same sort of thing. Anyway: Moon River, my gran sang it while she ironed on Sundays.',
    // "Also" alone adds as often to the same subject: one more of the family.
    'My mum is a midwife in Cardiff. Also my dad drives the number 9 bus.',
    'Our neighbour Jan fixes clocks for a living. Also my uncle Kees keeps bees in Zeeland.',
    // "Also" and something of the owner's that is no person: more of the same answer.
    'I love old westerns, High Noon most of all. Also my favourite food is stamppot with sausage.',
    // Too little on one side to be a note.
    'Teaching. Oh and I love it.',
  ])('keeps one note when unsure: %s', (message) => {
    expect(subjectsOf(message)).toEqual([message]);
  });

  it(`makes at most ${maxSubjects} notes, the rest staying with the last`, () => {
    const parts = subjectsOf(
      'I teach maths at a sixth form college. Oh and my daughter Ana started nursery in September. Btw we bought a narrowboat called Heron last spring. Also, I ran the Leeds half marathon in two hours.',
    );
    expect(parts).toHaveLength(maxSubjects);
    expect(parts.at(-1)).toBe(
      'We bought a narrowboat called Heron last spring. Also, I ran the Leeds half marathon in two hours.',
    );
  });
});

describe('subjectsOf, round 17', () => {
  it.each([
    // "On a totally different note": a turn-away, whatever words it is said in.
    [
      'Honesty mostly, and not talking down to folk. on a totally different note isla has decided she wants to be a vet.',
      ['Honesty mostly, and not talking down to folk.', 'Isla has decided she wants to be a vet.'],
    ],
    // "Also" and someone by name, after a part of no one of the owner's: a person of their own.
    [
      'Getting my CNM2 promotion last year, took me 3 tries at the interview. also Paolo just got his mocks back and hes hoping to do physio at UCD',
      [
        'Getting my CNM2 promotion last year, took me 3 tries at the interview.',
        'Paolo just got his mocks back and hes hoping to do physio at UCD',
      ],
    ],
  ])('splits %j', (message, parts) => {
    expect(subjectsOf(message)).toEqual(parts);
  });
});

describe('subjectsOf, round 18', () => {
  it.each([
    // Hard news said to be one more thing ("also"): its own subject.
    [
      'Cycling mostly, I ride with a club out of Otley on Sundays. also we split up in March, me and my wife, so weekends are odd now',
      [
        'Cycling mostly, I ride with a club out of Otley on Sundays.',
        'Also we split up in March, me and my wife, so weekends are odd now',
      ],
    ],
    // After a turn marker, a word said again past the new subject ("toast", "college") holds nothing together.
    [
      'Kettle on at six, toast, the radio. oh and I meant to say, I have coeliac disease since 2015, so gluten-free toast only',
      [
        'Kettle on at six, toast, the radio.',
        'I meant to say, I have coeliac disease since 2015, so gluten-free toast only',
      ],
    ],
    [
      'Maybe Tunde, we met at college in Bristol studying law, now a barrister. oh and Femi my cousin is at college in Hull doing music',
      [
        'Maybe Tunde, we met at college in Bristol studying law, now a barrister.',
        'Femi my cousin is at college in Hull doing music',
      ],
    ],
    // A loss told as news after a lead-in and an answer of no one's: the lead-in is no part of the story.
    [
      'no wait i was gonna answer haha. proudest moment is finishing the Dublin marathon last year. dinner is bigos, my grans was the best but she died in 2018 so',
      [
        'No wait i was gonna answer haha. proudest moment is finishing the Dublin marathon last year.',
        'Dinner is bigos, my grans was the best but she died in 2018 so',
      ],
    ],
  ])('splits %j', (message, parts) => {
    expect(subjectsOf(message)).toEqual(parts);
  });
});

describe('subjectsOf: a loss long past after "also"', () => {
  it("keeps a loss long past that shares the answer's subject with it", () => {
    const said =
      'I paint mostly, watercolours of the harbour for my nieces. also my grandad died when I was eight, he is the one who taught me to paint';
    expect(subjectsOf(said)).toHaveLength(1);
  });
});

describe('subjectsOf, round 19', () => {
  it('splits the owner\'s own doing, added with "also", from an answer about someone of theirs', () => {
    expect(
      subjectsOf(
        'probably my housemate Dara, we met at a climbing wall in Leeds. also i sing in a choir on wednesday nights.',
      ),
    ).toEqual([
      'Probably my housemate Dara, we met at a climbing wall in Leeds.',
      'Also i sing in a choir on wednesday nights.',
    ]);
  });
});

describe('the rest given to another subject, issue 34', () => {
  it('splits "Free time is fishing. The rest goes on my two boys: …" in two', () => {
    expect(
      subjectsOf(
        'Free time is fishing, obviously lol. The rest goes on my two boys: Ryan is 26 and a joiner in Paisley.',
      ),
    ).toEqual([
      'Free time is fishing, obviously lol.',
      'The rest goes on my two boys: Ryan is 26 and a joiner in Paisley.',
    ]);
  });

  // Only time or money that goes on someone of the owner's is another subject; the rest of a thing that went to
  // someone is the same telling.
  it.each([
    'My mum kept the house. The rest went to my brother.',
    'We ate half the cake. The rest went to the neighbours.',
    'I gave my brother half the inheritance. The rest went to charity.',
  ])('keeps %j as one subject', (message) => {
    expect(subjectsOf(message)).toHaveLength(1);
  });
});

describe('subjectsOf: "the other one" brings in another subject', () => {
  it('splits at the other one of them', () => {
    expect(
      subjectsOf(
        'inés is brilliant, stubborn like her mum. and the other one at home is lola, my old spaniel, 14. shes been poorly, vet thinks its her kidneys',
      ),
    ).toEqual([
      'Inés is brilliant, stubborn like her mum.',
      'The other one at home is lola, my old spaniel, 14. shes been poorly, vet thinks its her kidneys',
    ]);
  });

  it.each([
    // The other day is a time; the other one said of the same thing goes on with it.
    'My sister Rhian is a nurse in Cardiff. The other day she ran a marathon for charity.',
    'I bought two guitars last year. The other one is a cheap acoustic I leave at my mum’s.',
    'One of my brothers lives in Leeds. The other one is in the army.',
    // The other one of people not the owner's own is the same subject.
    'There were two nurses on the ward. The other one, Sarah, was lovely to mum.',
    'Two of my teachers stood out. The other one was Mrs Khan, who taught me chemistry.',
  ])('keeps %j whole', (message) => {
    expect(subjectsOf(message)).toEqual([message]);
  });
});
