import { describe, expect, it } from 'vitest';
import { pointsAway, subjectTitle } from './titles.ts';

describe('subjectTitle', () => {
  it.each([
    ['My grandfather Ramón died three weeks ago.', 'Grandfather Ramón'],
    // A doing cut at five words never ends on the word that opens its next phrase.
    ['Every week we go dancing at a hall beside it.', 'Dancing at a hall'],
    // When it happened, said first, is not what the note is about; "this" of a thing still is.
    ['This spring my allotment gave us forty marrows.', 'Allotment'],
    ['This book changed my life.', 'Book'],
    ['I think kindness matters most, and keeping your word.', 'Kindness and keeping your word'],
    ["I'm reading Carmen Laforet's Nada again.", 'Nada'],
    ['My best friend is Nuria, we met at university.', 'Best friend Nuria'],
    ['I also play the bass in a band on Fridays.', 'Playing the bass'],
    ['My sister Ana just had a baby girl called Rosa.', 'Sister Ana'],
    ['I drive a blue Volvo.', 'Driving a blue Volvo'],
    ['I teach the cello to children on Saturdays.', 'Teaching the cello'],
    ['I love playing chess online in the evenings.', 'Playing chess online'],
    ['I go running along the canal most evenings.', 'Running along the canal'],
    ['I volunteer at the food bank every Tuesday.', 'Volunteering at the food bank'],
    ['Reading. I go through three crime novels a week.', 'Reading'],
    ["I'm a big hurling fan.", 'Big hurling fan'],
    ["I'm just a morning person, I run at 6 every day.", 'Morning person'],
    ['Kindness, mostly. People who are rude to waiters are a no from me.', 'Kindness'],
    ["I reckon being honest with people even when it's awkward matters most.", 'Being honest with people'],
    ["I've been learning to surf since the summer.", 'Learning to surf'],
    ['We met at a climbing wall in 2019.', 'Meeting at a climbing wall'],
    ['I have type 1 diabetes.', 'Type 1 diabetes'],
    ['We adopted a cat called Miso last spring.', 'Adopting a cat called Miso'],
    ['The Kirkstall riverside park.', 'Kirkstall riverside park'],
    ['I lost my dad last year.', 'Losing my dad'],
    ['I get up early.', null],
    // A verb of state or with no object first, then what is done: titled by the doing.
    ['I wake at six and feed the hens before breakfast.', 'Feeding the hens'],
    // Told without its subject; an opinion, by what it is held about.
    ['Baking sourdough for the neighbours most weekends.', 'Baking sourdough'],
    ['I reckon most schools start far too early.', 'Schools'],
    // A noun phrase, never a clipped clause: someone named after what the owner does is not the subject.
    ['I knit jumpers for my nieces, badly.', 'Knitting jumpers'],
    ['Jollof rice, and my sister makes it best.', 'Jollof rice'],
    ["I'd love to walk the Camino Português one day with my sister Marta.", 'Walking the Camino Português'],
    ['I was a graphic designer at an agency in Lisbon for nine years.', 'Graphic designer'],
    ["My sister Aoife's wedding is in June.", "Sister Aoife's wedding"],
    ["I've started learning the ukulele.", 'Learning the ukulele'],
    // An opinion said, not an activity of saying.
    ["I've always said honesty matters more than being nice.", 'Honesty'],
    // A place pointed at ("there") names nothing; what is named after it does.
    ["I didn't break up with anyone there, the guitar is from my dad.", 'Guitar'],
    // How much is no part of the doing.
    ['Cycling mostly, I ride an old Bianchi out to the coast most sundays.', 'Cycling'],
    ['Knitting a bit, my gran left me her needles.', 'Knitting'],
  ])('titles %j as %j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });
});

describe('what the note is about, not a side of it', () => {
  it.each([
    // Not the venue where it happened, nor a name told after the first sentence.
    ['We held the christening at St Brigid’s Church in Kildare.', 'Holding the christening'],
    ['We got engaged at the Grand Hotel in Scarborough.', 'Getting engaged at the Grand Hotel'],
    [
      'Head of maths is what I am after. My neighbour Idris says I should go for it, and he may be right.',
      'Head of maths',
    ],
    [
      'I reckon the town would be better with fewer cars. Everyone in Harrogate drives everywhere.',
      'Town and cars',
    ],
    // Several of the owner's people: all of them.
    [
      'My wife Leila is a vet. We have twins, my son Omar and my daughter Noor.',
      'Wife Leila, son Omar and daughter Noor',
    ],
    // A doing whole: not cut at an amount, nor before what its object does; a doing as the subject, up to its verb.
    ['Not letting the kids feel left out, that matters.', 'Not letting the kids feel left out'],
    ['Keeping my word matters more than anything.', 'Keeping my word'],
    // A role said in a subordinate clause is no title: what the owner does is.
    ["I've followed Leeds United since I was a lad.", 'Following Leeds United'],
    // Someone after the verb is not the subject; a doing denied stays denied.
    ['Most days I walk my grandmother to the day centre.', 'Walking my grandmother'],
    ["I'm never missing my daughter's matches.", "Not missing my daughter's matches"],
    ['Looking after my dad, mostly, since the autumn.', 'Looking after my dad'],
    ['Walking the dog along the canal every evening, rain or shine.', 'Walking the dog along the canal'],
    // What someone taught the owner is the doing, not the teacher.
    ['My uncle taught me to tie flies for trout fishing.', 'Tying flies'],
    // A thing added to an answer in a few words.
    ['Gardening mostly. And baking, my grandson helps me.', 'Gardening and baking'],
  ])('titles %j as %j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });
});

it.each([
  ['I ring the handbells with the church group.', 'Ringing the handbells'],
  ['I sing in a male voice choir.', 'Singing in a male voice choir'],
])('titles %j by the doing of a verb that only ends in -ing: %j', (message, title) => {
  expect(subjectTitle(message)).toBe(title);
});

it('titles a stretch of time spent by what it was spent on, not its amount or where', () => {
  expect(subjectTitle('I spent 4 winters on the trawlers off Iceland.')).toBe('Winters');
});

describe('a work the answer opens with', () => {
  it.each([
    ['La Vie en Rose by Édith Piaf. My aunt played it every Sunday.', 'La Vie en Rose'],
    ['Cien años de soledad by García Márquez, I reread it every summer.', 'Cien años de soledad'],
  ])('titles %j by the whole work', (answer, title) => {
    expect(subjectTitle(answer)).toBe(title);
  });
});

describe('a message with no subject a title could say', () => {
  it.each(['A craftsman must finish what he starts.', 'An honest person should admit a mistake.'])(
    'titles nothing of %j: one of any kind, the subject of a rule, is not what it is about',
    (text) => {
      expect(subjectTitle(text)).toBeNull();
    },
  );

  it.each(['I have a dog called Pip.', 'My neighbour must be ninety by now.'])('still titles %j', (text) => {
    expect(subjectTitle(text)).not.toBeNull();
  });

  it.each([
    ['Raisd here mostly, my whole life.', true],
    ['Out there on the farm.', true],
    ['The Kirkstall riverside park, definitely.', false],
    ['I moved here in 2010.', false],
  ])('hears %j as pointing at a place it does not name: %s', (text, points) => {
    expect(pointsAway(text)).toBe(points);
  });
});

it('takes a participle after "I am" for a state, never a doing ("I\'m married to…")', () => {
  expect(subjectTitle("I'm married to Kofi, he's a pilot with KLM, 12 years now.")).toBe('Kofi');
  expect(subjectTitle('We were adopted by my aunt Mira when I was four.')).not.toMatch(/^Adopting/);
  expect(subjectTitle("I'm teaching my son Ravi to swim this summer.")).toMatch(/^Teaching/);
});

// Invented; the title names what the message is about, not a name it opens with.
it.each([
  // A place compromise reads as a person, after "at": where, not who.
  ['At Escola Gil Vicente I played futsal every lunch break.', 'Playing futsal'],
  // Someone the owner was with, or likens to, is beside the subject.
  ['Kindness, like my uncle Raj, kind to strangers.', 'Kindness'],
  // A letter names nothing: what it stands for does.
  ['C means centre, I have played it since school.', 'Centre'],
  // "like" as the verb: whom or what the owner likes is the subject, not a likeness.
  ["I really like Tomek's pierogi, he makes them every Christmas.", "Tomek's pierogi"],
  ['We like my neighbour Joan a lot.', 'Neighbour Joan'],
])('titles %j by its subject, not the person beside it: %j', (message, title) => {
  expect(subjectTitle(message)).toBe(title);
});

it('titles a day before a meal as the meal itself, not the person at it', () => {
  expect(subjectTitle('Friday dinner with my cousin Tomás is the best part of my week.')).toBe(
    'Friday dinner',
  );
});

it("titles a saying told as someone's by the rule it says, not by who said it", () => {
  expect(subjectTitle('As my aunt Lucía always said, you keep your promises even when it costs you.')).toBe(
    'Keeping your promises',
  );
});

it('titles a doing without the owner\'s own "myself": the doing is theirs already', () => {
  expect(subjectTitle('I enjoy baking bread myself on Sundays.')).toBe('Baking bread');
});

it('titles what someone does with the owner by the doing, not by them', () => {
  expect(subjectTitle('Marta and I swim in the sea every Saturday morning.')).toBe('Swimming in the sea');
});

it('titles someone named with a clipped "is" by their name, not "Marta\'s"', () => {
  expect(subjectTitle("No real views, marta's on her phone all day but aren't they all.")).toBe('Marta');
});

it.each([
  ["Ana is expecting twins in May, I'm going to be a grandad.", 'Ana'],
  ["I'm going to sell the van and buy a boat.", 'Selling the van'],
  ['Going to the gym every morning before work.', 'Going to the gym'],
])('titles "going to" + a verb by that verb, not "Going to…": %j', (message, title) => {
  expect(subjectTitle(message)).toBe(title);
});

describe("subjectTitle: a place named for its owner keeps its 's", () => {
  it.each([
    ["I work at Morrison's.", /Morrison's$/],
    ['Every Friday we go to Nando’s.', /Nando['’]s$/],
  ])('%j', (message, title) => {
    expect(subjectTitle(message) ?? '').toMatch(title);
  });
});

it('reads a word after "and" as a doing only where the sentence has it as a verb, not a thing listed', () => {
  expect(
    subjectTitle("I've got an allotment up the road, mostly spuds and runner beans, that's my happy place."),
  ).toBe('Allotment');
  expect(subjectTitle('I get up at 7:30 and walk the dog along the canal.')).toBe('Walking the dog');
});

describe('subjectTitle: a day or season naming a kind of thing is part of it, not when it happened', () => {
  it.each([
    ["I've joined the Tuesday night choir at St Thomas's church hall.", 'Joining the Tuesday night choir'],
    ['I run the Sunday school at our chapel.', 'Running the Sunday school'],
  ])('%j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });

  it.each([
    ['I play football every Tuesday night.', 'Playing football'],
    ['I visited my brother last summer.', 'Visiting my brother'],
  ])('still leaves out a time after the thing: %j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });
});

describe('subjectTitle: a work or name the answer opens with, round 24', () => {
  it.each([
    ["Normal People, I reread it most winters, it's so Irish it hurts.", 'Normal People'],
    ["Brassed Off, I've seen it more times than I can count.", 'Brassed Off'],
  ])('%j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });

  it.each([
    ['Every Summer, we went to Scarborough for a week.', 'Every Summer'],
    ['Sunday Mornings, I go to the market with my dad.', 'Sunday Mornings'],
    ['Dear God, where do I even start with my family.', 'Dear God'],
    ['Hi Lisa, I grew up in Hull by the docks.', 'Hi Lisa'],
    ['Yes Lisa, I have two sons and a daughter.', 'Yes Lisa'],
    ["Good Question, I'd say my dad taught me most.", 'Good Question'],
    ["Oh Gosh, I've been knitting for years.", 'Oh Gosh'],
    ['Not Really, I mostly keep to myself and read.', 'Not Really'],
    ['Last Christmas, we went to Rome with the kids.', 'Last Christmas'],
    ["Well Jess, she's my best friend from school.", 'Well Jess'],
    ['Thanks Lisa, it was a lovely day out.', 'Thanks Lisa'],
  ])('not a time, greeting or word of talk the answer opens with: %j', (message, wrong) => {
    expect(subjectTitle(message)).not.toBe(wrong);
  });

  it.each([
    ['I bought her a piano for her birthday.', 'Piano'],
    ['I keep myself busy with the allotment.', 'Keeping busy'],
    ['I gave it all up to care for my mum.', 'Giving it all'],
    ['I reread it most winters.', null],
  ])('a doing is refused only when its object is pronouns alone: %j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });

  it('titles what follows a greeting', () => {
    expect(subjectTitle('Thanks Lisa, I play the fiddle in a ceilidh band.')).toBe(
      'Playing the fiddle in a ceilidh band',
    );
  });

  it.each([
    ['Honestly, I reread it most winters.', null],
    ['My Mum, she taught me to bake bread.', 'Mum'],
    ["There's Tom, my husband, he's a joiner.", 'Tom'],
  ])('not a lone word, nor a doing of "it": %j', (message, title) => {
    expect(subjectTitle(message)).toBe(title);
  });
});

describe('subjectTitle: a reply word opening the answer names nothing', () => {
  it.each([
    ['Yeah, maybe. I grow leeks on my allotment.', 'Growing leeks'],
    ['Okay sure. My sister Nia is a vet.', 'Sister Nia'],
    ['Sure thing, my bees.', 'My bees'],
  ])('does not title %j by its reply word', (text, title) => {
    expect(subjectTitle(text)).toBe(title);
  });

  it.each([
    // A first sentence that names something keeps it, reply word or not.
    ['Yeah, the garden. I grow leeks there.', 'The garden'],
    ['Spiders and deep water.', 'Spiders and deep water'],
    // A reply word inside a name, or not opening the title before a comma, is part of it.
    ['Great Yarmouth.', 'Great Yarmouth'],
    ['No regrets.', 'No regrets'],
    ['The Good Life.', 'Good Life'],
    ['My first and last marathon.', 'First and last marathon'],
    ['OK Computer by Radiohead.', 'OK Computer by Radiohead'],
    ['Sure Start centre.', 'Sure Start centre'],
    ['Please Please Me.', 'Please Please Me'],
  ])('still titles %j as %j', (text, title) => {
    expect(subjectTitle(text)).toBe(title);
  });
});

describe('subjectTitle: getting somewhere names where, round 29', () => {
  it.each([
    [
      'I got accepted onto a part time postgrad cert in veterinary physiotherapy at harper adams, starts jan.',
      'Getting accepted onto a part time postgrad cert',
    ],
    ['I got selected onto the county squad in May.', 'Getting selected onto the county squad'],
  ])('titles %j as %j', (text, title) => {
    expect(subjectTitle(text)).toBe(title);
  });

  it.each([
    ['We got married in June at the Royal Hotel.', 'Getting married'],
    ['I ran into my old teacher at the market.', null],
    ['I got talked into running the school fete.', null],
    ['I got stuck into the garden this weekend, finally.', null],
  ])('titles %j as before: %j', (text, title) => {
    if (title) expect(subjectTitle(text)).toBe(title);
    else expect(subjectTitle(text)).not.toMatch(/into/i);
  });
});

describe('subjectTitle, round 32: a title ends on the subject, not on a cut word or a turn of the talk', () => {
  it.each([
    [
      'Passing my registration exam first go in 2021 while working nights. Cried in a tesco express after.',
      'Passing my registration exam',
    ],
    [
      'On a happier note I got a rescue greyhound in may called biscuit, shes 6 and terrified of bin bags.',
      'Rescue greyhound',
    ],
  ])('titles %j as %j', (text, title) => {
    expect(subjectTitle(text)).toBe(title);
  });

  it.each([
    ['Coming first in the county race.', 'Coming first in the county race'],
    ['Getting my first car.', 'Getting my first car'],
    ['I got a rescue greyhound in may called biscuit.', 'Rescue greyhound'],
  ])('still titles %j as %j', (text, title) => {
    expect(subjectTitle(text)).toBe(title);
  });
});
