import { describe, expect, it } from 'vitest';
import {
  askedFor,
  askedKindOf,
  askedMoney,
  dayWordsAsked,
  focusTermsOf,
  holdsAskedFor,
  holdsObjectOf,
  leavesKindUnsaid,
  leavesUnnamed,
  namesIn,
  namesKinAsked,
  namesThingAsked,
  personAskedAbout,
  thingAskedAbout,
  thingTimed,
  verbAskedOf,
} from './asked-for.ts';
import { terms } from './retrieval/text.ts';

describe('focusTermsOf', () => {
  it('leaves out the nouns of a clause saying when, which are no thing asked about', () => {
    expect(focusTermsOf('Did you ever live abroad when you were a kid?')).toEqual([]);
    expect(focusTermsOf('Did you have a dog when you were little?')).toEqual(terms('dog'));
    expect(focusTermsOf('Have you ever been skiing?')).toEqual(terms('skiing'));
  });
});

describe('askedFor', () => {
  it('reads the kind of fact a question asks for from its words', () => {
    expect(askedFor('How old is Ingrid?')).toBe('number');
    expect(askedFor('How many kids do you have?')).toBe('number');
    expect(askedFor('When did you move to Leeds?')).toBe('time');
    expect(askedFor('What year did you marry?')).toBe('time');
    expect(askedFor('Where do your parents live?')).toBe('place');
    expect(askedFor('Which city was your mum born in?')).toBe('place');
    expect(askedFor('Who conducts the orchestra?')).toBe('name');
    expect(askedFor("What's your dog called?")).toBe('name');
    expect(askedFor('What do you love about cooking?')).toBeUndefined();
    expect(askedFor('Do you ski?')).toBeUndefined();
  });

  it('hears money put away as saved, and no sum in other things put away', () => {
    expect(askedMoney.test('How much have you put away for the flat so far?')).toBe(true);
    expect(askedMoney.test('How much have you put aside for Christmas?')).toBe(true);
    expect(askedMoney.test('Where do you put away the camping gear?')).toBe(false);
    expect(askedMoney.test('How much did you put by the door?')).toBe(false);
    expect(askedMoney.test('How much time do you spend at the allotment?')).toBe(false);
    expect(askedMoney.test('How much food did you put away at Christmas?')).toBe(false);
    expect(askedMoney.test('How much of your stuff have you put away?')).toBe(false);
    expect(askedMoney.test('How much have you put away in savings?')).toBe(true);
    expect(askedMoney.test('How much do you put away each month?')).toBe(true);
    expect(askedMoney.test('How much food did you put away for Christmas?')).toBe(false);
    expect(askedMoney.test('How much did you spend at the allotment?')).toBe(true);
  });

  it('hears a question for what someone does for a living, not for what they do at weekends', () => {
    expect(askedFor('What does your fiancé do for work?')).toBe('work');
    expect(askedFor("What's the husband do?")).toBe('work');
    expect(askedFor('What did your grandad used to do?')).toBe('work');
    expect(askedFor("What's your brother's job?")).toBe('work');
    expect(askedFor('What do you do at weekends?')).toBeUndefined();
    expect(askedFor('What did you do with the old piano?')).toBeUndefined();
    expect(askedFor('What did you do?')).toBeUndefined();
    expect(askedFor('What did you guys do?')).toBeUndefined();
    expect(askedFor('How did you feel about the job?')).toBeUndefined();
    expect(askedFor('What job does Dev have?')).toBe('work');
    expect(askedFor('What do you do for a living?')).toBe('work');
    expect(askedFor('What did your mum used to do for a job?')).toBe('work');
    expect(askedFor("What's your dad up to these days?")).toBe('work');
    expect(askedFor("what's darek up to now, job wise?")).toBe('work');
    expect(askedFor('What does Mo do these days, work-wise?')).toBe('work');
    expect(askedFor('What are you up to this weekend?')).toBeUndefined();
    expect(askedFor('What is Yewande up to these days?')).toBe('work');
    expect(askedFor("What's he up to now?")).toBe('work');
  });

  it("hears someone's trade as what they do for a living, not a thing traded", () => {
    expect(askedFor("What was his grandfather's trade?")).toBe('work');
    expect(askedFor("What's your trade now?")).toBe('work');
    expect(askedFor('What trade is your brother in?')).toBe('work');
    expect(askedFor('What did you trade for it?')).toBeUndefined();
    expect(askedFor("What's your trade-in worth?")).toBeUndefined();
    expect(askedFor('Which trade union are you in?')).toBeUndefined();
    expect(askedFor('Do you trade stocks?')).toBeUndefined();
    expect(askedFor("What is your sister's trade nowadays?")).toBe('work');
    expect(askedFor('Which trade does your son do?')).toBe('work');
  });

  it.each([
    'What was your best trade?',
    'What was your worst trade?',
    'Did you make money on your last trade?',
    'What did the dealer give you for your trade?',
    "What do you make of Boston's trade?",
    'What trade did you make today?',
    'What trade did the Lakers make?',
    'What trade do you regret?',
  ])('hears no living in a trade made: %s', (question) => {
    expect(askedFor(question)).not.toBe('work');
  });

  it.each([
    ["What hours does your wife's job have?", 'hours'],
    ["What's the pay like at your brother's job?", 'pay'],
    ["What car does your husband's job give him?", 'car'],
    ["What uniform does your wife's job need?", 'uniform'],
  ])('keeps the thing asked of a job: %s', (question, thing) => {
    expect(thingAskedAbout(question)).toBe(thing);
  });

  it('hears what a thing is up to as no work', () => {
    expect(askedFor("What's the dog up to?")).toBeUndefined();
    expect(askedFor('What is the temperature up to?')).toBeUndefined();
  });
});

describe('holdsAskedFor, for work', () => {
  const question = 'What does your cousin do for a living?';
  it.each([
    'Tomasz is a surveyor at the council.',
    "she's an optician in Truro",
    'Mum (Iris) retired midwife, Dad ex-miner.',
    'Pavel, 40, welder at the shipyard.',
    'runs her own cleaning business',
    'He has a younger brother, Jamie, who runs a bike shop in Aviemore.',
    'Works weekends at a garden centre.',
    'Olga does accounts for a haulage firm.',
    "He's now a vet in Ely.",
    'Ruth is a senior engineer at Arup.',
    'Dad drove the 42 bus for Lothian Buses till he was 60.',
    'Cleaned offices for Tesco, nights.',
    'Dental nurse at a practice in Sketty.',
    'Site manager for Balfour Beatty.',
    'Florist at the market.',
    'Dad - Gareth, 61, retired, did 30 odd years at the steelworks.',
    "Wife Priya - she's the librarian at Beaumont Leys school.",
    "He's the head chef at Moro.",
  ])('holds a trade: %s', (sentence) => {
    expect(holdsAskedFor(sentence, 'work', question)).toBe(1);
  });

  it.each([
    "Tomasz's bigos is the best in Gdansk.",
    'moving into a flat in Leith with 3 mates in May.',
    'our wee man is 4 and a half, total menace.',
    'went to Crete, stayed at a villa.',
    'Not married.',
    'Hal has been my best mate since school.',
    'My aunts gave my parents a clock.',
    'That was a tiring week.',
    "Deepa's a proper hoot.",
    'He does the nursery drop every day.',
    'Deepa does pilates on Tuesdays.',
    'He runs a hot bath after work.',
    'My ex-wife lives in Hull.',
    'We had tea, dinner at the club later.',
    'Bought flowers for Mum on Sunday.',
    'We flew home for Easter.',
    'Retire at 63 if the pension allows.',
    "Sunday lunch at Mum's.",
    'Swimming lessons at the leisure centre on Tuesdays.',
    'Book club at the library.',
    'Birthday party at the Crown.',
    'Piano lessons for the twins.',
    "He's the best man at the wedding.",
    "She's the one at the door.",
    "She's the youngest at the school.",
    "He's the reason for the delay.",
    "Gemma's the treasurer for the PTA, she never stops.",
    "Lou's the organiser for the book club.",
    "She's the organiser for Parkrun.",
  ])('holds none: %s', (sentence) => {
    expect(holdsAskedFor(sentence, 'work', question)).toBe(0);
  });
});

describe('holdsAskedFor, for work, a sentence of a note on work', () => {
  const question = 'What do you do for work?';
  const onWork = (sentence: string) => holdsAskedFor(sentence, 'work', question, { post: true });

  it('holds a post in a word the tagger does not know, only in a note on work', () => {
    expect(onWork('physio at a sports clinic in cork, mostly acl rehab.')).toBe(1);
    expect(onWork('QA at a fintech in Westlands.')).toBe(1);
    expect(holdsAskedFor('physio at a sports clinic in cork.', 'work', question)).toBe(0);
  });

  it.each([
    'Lunch at the canteen, usually.',
    'Drinks at the Crown on Fridays.',
    'Friday at the office was quiet.',
    'desk at 8.',
    'Coffees for the team.',
    'Canteen at the back is grim.',
    'Wifi at the office keeps dropping, again.',
    'Been there 4 yrs.',
    'standup at the office every morning.',
    'offsite at the Hilton in March.',
    'payday at the end of the month.',
    'rota for the ward out on monday.',
    'karaoke at the Christmas do.',
    'physio at the Beacon on Tuesday for my back.',
  ])('holds none: %s', (sentence) => {
    expect(onWork(sentence)).toBe(0);
  });
});

describe('holdsAskedFor', () => {
  it('scores a sentence by whether it holds a new fact of that kind', () => {
    expect(holdsAskedFor('Ingrid is nine and Oskar is six.', 'number', 'How old is Ingrid?')).toBe(1);
    expect(holdsAskedFor('Ingrid loves horses.', 'number', 'How old is Ingrid?')).toBe(0);
    expect(holdsAskedFor('Ingrid lives in a third-floor flat.', 'number', 'How old is Ingrid?')).toBe(0);
    expect(holdsAskedFor('We married in June 2012.', 'time', 'When did you marry?')).toBe(1);
    expect(holdsAskedFor('Our conductor is Mark Gow.', 'name', 'Who conducts the orchestra?')).toBe(1);
  });

  it('holds a year the tagger leaves a bare number as a time', () => {
    const when = 'When are you hoping to start the building?';
    expect(holdsAskedFor('Hoping to start building summer 2028.', 'time', when)).toBe(1);
    expect(holdsAskedFor('Moved here 2019, never looked back.', 'time', 'When did you move?')).toBe(1);
    expect(holdsAskedFor('We moved in spring 2019.', 'time', 'When did you move?')).toBe(1);
    expect(holdsAskedFor('Hoping to start building summer 2028, fingers crossed.', 'time', when)).toBe(1);
    expect(holdsAskedFor('Summer 2028 we hope to start building.', 'time', when)).toBe(1);
    expect(holdsAskedFor('2019 we moved to Leeds.', 'time', 'When did you move?')).toBe(1);
    expect(holdsAskedFor('Started uni late 2015.', 'time', 'When did you start uni?')).toBe(1);
    expect(holdsAskedFor('Started uni early 2015.', 'time', 'When did you start uni?')).toBe(1);
  });

  it.each([
    'I do 2000 steps a day.',
    'Paid £2019 for the sofa.',
    'Paid 2019 pounds for it.',
    'Room 2012 at the hotel.',
    'Scored 1950 points.',
    'We live at flat 2001.',
    'Bus 2012 goes there.',
  ])('holds no time in a count, a sum or a number of a thing: %s', (sentence) => {
    expect(holdsAskedFor(sentence, 'time', 'When did you move?')).toBe(0);
  });

  it.each([
    ['I get bus 2012 from the corner, always late.', 'When does your bus come?'],
    ['He cost 2000 from a breeder.', 'When did you get the dog?'],
    ['Scored 1950.', 'When did you play?'],
    ['Our club has about 2000.', 'When did you join the club?'],
  ])('holds no time in a number the question names or a sum: %s', (sentence, question) => {
    expect(holdsAskedFor(sentence, 'time', question)).toBe(0);
  });

  it('holds no year in the number of a room the question names', () => {
    expect(holdsAskedFor('Room 2012 at the Hilton, lovely view.', 'time', 'When did you get the room?')).toBe(
      0.5,
    );
  });

  it("does not take a place for a person's name", () => {
    const dad = "what was your dad's name?";
    expect(holdsAskedFor('We lived in Gibraltar for two years when I was 8.', 'name', dad)).toBe(0);
    expect(holdsAskedFor('My dad Trevor was in the navy.', 'name', dad)).toBe(1);
    // The name of a place still may be one.
    expect(holdsAskedFor('We lived in Gibraltar.', 'name', "What's the name of the town you lived in?")).toBe(
      0.5,
    );
  });

  it('wants a year for "what year", not the year of a course', () => {
    const question = 'what year did you drop out of college?';
    expect(holdsAskedFor('Dropped out junior year when money ran out.', 'time', question)).toBe(0);
    expect(holdsAskedFor('Dropped out in 2004 when money ran out.', 'time', question)).toBe(1);
    expect(holdsAskedFor("Dropped out in '04 when money ran out.", 'time', question)).toBe(1);
    expect(
      holdsAskedFor('Dropped out junior year when money ran out.', 'time', 'When did you drop out?'),
    ).toBe(1);
  });

  it('wants a sum of money, not a year or a count, for what something cost', () => {
    const question = 'How much did you pay for the barn?';
    expect(holdsAskedFor('We bought the barn in 2019.', 'number', question)).toBe(0);
    expect(holdsAskedFor('We paid €90,000 for the barn.', 'number', question)).toBe(1);
    expect(holdsAskedFor('It has 3 stalls.', 'number', 'How much room does the barn have?')).toBe(1);
    const weekend = 'How much did that weekend set you back?';
    expect(holdsAskedFor('Lost 24-17 but a proper weekend.', 'number', weekend)).toBe(0);
    expect(holdsAskedFor('The weekend cost us £600.', 'number', weekend)).toBe(1);
  });

  it('takes a sum written as a rate or in thousands for money', () => {
    expect(
      holdsAskedFor('Bought it in 2016 for 189k.', 'number', 'How much did you pay for your house?'),
    ).toBe(1);
    const rate = 'How much do you pay for the mortgage each month?';
    expect(holdsAskedFor('Mortgage is $1,150/mo.', 'number', rate)).toBe(1);
    expect(holdsAskedFor('Bought it in 2016, 3 bedrooms.', 'number', rate)).toBe(0);
    expect(holdsAskedFor('The mortgage is 780 a month.', 'number', rate)).toBe(1);
    expect(holdsAskedFor('I work 4 days a week.', 'number', rate)).toBe(0);
  });

  it('takes no sum paid by the month for a total so far, and still takes one for a rate or a whole price', () => {
    const soFar = "How much have you saved so far for the twins' university?";
    const plan = "Saving for the twins' university - Junior ISAs, plus £250/month each extra.";
    expect(holdsAskedFor(plan, 'number', soFar)).toBe(0);
    expect(holdsAskedFor('Putting away £300 a month.', 'number', 'How much have you saved to date?')).toBe(0);
    // A total beside the rate is the total asked.
    expect(holdsAskedFor('Putting away £300 a month, about 3k now.', 'number', soFar)).toBe(1);
    expect(holdsAskedFor('About 18k so far in a lifetime ISA.', 'number', soFar)).toBe(1);
    expect(holdsAskedFor('Saved £4,000 so far, £200 a month.', 'number', soFar)).toBe(1);
    // "A year ago" is when, not a rate.
    const raised = 'How much have you raised so far?';
    expect(holdsAskedFor('Raised £1,500 a year ago for the hospice.', 'number', raised)).toBe(1);
    // A whole price, or a sum for a period, is what a rate gives.
    const gym = 'How much does the gym cost altogether?';
    expect(holdsAskedFor('The gym is £35 a month', 'number', gym)).toBe(1);
    expect(holdsAskedFor('Putting away 600 a month', 'number', 'How much have you saved in total?')).toBe(1);
    expect(holdsAskedFor(plan, 'number', 'How much do you save each month?')).toBe(1);
    expect(holdsAskedFor(plan, 'number', 'How much have you saved so far a month?')).toBe(1);
    expect(holdsAskedFor('Rent is £900 a month.', 'number', 'How much is your rent?')).toBe(1);
  });

  it('takes no repeat ("every day") for when a thing happened once, and still takes one for a habit', () => {
    const died = 'When did your dad die?';
    expect(holdsAskedFor('Still miss my dad every day.', 'time', died)).toBe(0);
    expect(holdsAskedFor('We go back to Lagos each summer.', 'time', 'When did you last see Lagos?')).toBe(0);
    expect(holdsAskedFor('He passed away in March 2019 from a heart attack.', 'time', died)).toBe(1);
    expect(holdsAskedFor('I started climbing last year.', 'time', 'When did you start climbing?')).toBe(1);
    expect(holdsAskedFor('Every day since 2019 I have run 5k.', 'time', 'When did you start running?')).toBe(
      1,
    );
    // A habit asked is said by its repeat.
    expect(holdsAskedFor('I climb every Tuesday.', 'time', 'When do you climb?')).toBe(1);
    expect(holdsAskedFor('We see Mum every weekend.', 'time', 'When do you see your mum?')).toBe(1);
    expect(holdsAskedFor('Bins go out every Monday.', 'time', "When's bin day?")).toBe(1);
    // A past habit asked is said by its repeat too: only a one-off (died, met, moved …) is not.
    const swam = 'Swam for the club every Saturday morning as a teenager.';
    expect(holdsAskedFor(swam, 'time', 'When did you swim for the club?')).toBe(1);
    expect(
      holdsAskedFor('Piano every Tuesday after school.', 'time', 'When did you have piano lessons?'),
    ).toBe(1);
  });

  it('takes no stretch of time for when something happened, and still takes one from now or "ago"', () => {
    const met = 'when did you and Sam first meet?';
    expect(holdsAskedFor('Been together 6 yrs, live in a rented flat.', 'time', met)).toBe(0);
    expect(
      holdsAskedFor('Been at the clinic for 4 years.', 'time', 'When did you start at the clinic?'),
    ).toBe(0);
    expect(holdsAskedFor('We met 6 years ago at a wedding.', 'time', met)).toBe(1);
    expect(holdsAskedFor('Met Sam at uni in 2019.', 'time', met)).toBe(1);
    expect(holdsAskedFor('I finish in 2 years.', 'time', 'When do you finish uni?')).toBe(1);
    expect(holdsAskedFor('Due in 6 weeks!', 'time', 'When is the baby due?')).toBe(1);
    const back = 'When are you back at work?';
    expect(holdsAskedFor('Back at work in 2 weeks if the physio agrees.', 'time', back)).toBe(1);
    expect(holdsAskedFor('Moving within 10 days.', 'time', 'When is the move?')).toBe(1);
    const since = 'Since when have you had a season ticket at the Etihad?';
    const ticket = "I've had a season ticket at the Etihad since 2011, with Danny next to me.";
    expect(holdsAskedFor(ticket, 'time', since)).toBeGreaterThan(0);
    expect(holdsAskedFor('Training tue + thurs nights, matches sundays.', 'time', "when's training?")).toBe(
      1,
    );
    expect(holdsAskedFor('We go for two weeks every August.', 'time', 'When do you go to Spain?')).toBe(1);
  });

  it('hears a sum asked as what someone is paying or earning', () => {
    expect(askedFor('What are you paying on the mortgage each month')).toBe('number');
    expect(askedFor('What is she earning these days?')).toBe('number');
  });

  it('hears a price asked without "how much": what someone charges, earns or pays', () => {
    const question = 'What do you charge a day?';
    expect(askedFor(question)).toBe('number');
    expect(askedFor('What does your sister earn?')).toBe('number');
    expect(holdsAskedFor('Day rate £180.', 'number', question)).toBe(1);
    expect(holdsAskedFor('Been doing it for 6 years.', 'number', question)).toBe(0);
    expect(askedFor('What did you pay for the van?')).toBe('number');
    expect(askedFor('What does she earn a year?')).toBe('number');
  });

  it('hears no price in "pay attention to" or "charge him with"', () => {
    expect(askedFor('What did you pay attention to?')).toBeUndefined();
    expect(askedFor('What did the council charge him with?')).toBeUndefined();
  });

  it('wants a score for the score of a match, not its year', () => {
    const question = 'What was the score in the cup final at Wembley?';
    expect(askedFor(question)).toBe('number');
    expect(holdsAskedFor('Wembley 2003, the cup final, my first time there.', 'number', question)).toBe(0);
    expect(holdsAskedFor('We lost 2-1 at Wembley in 2003.', 'number', question)).toBe(1);
    expect(holdsAskedFor('Beat them 3 to nil.', 'number', question)).toBe(1);
  });

  it('wants a number with its unit for a measure: a stretch of time, a length, a weight', () => {
    const howLong = 'How long have you been running the school?';
    expect(holdsAskedFor('Cerys in year 3, obsessed with gymnastics', 'number', howLong)).toBe(0);
    expect(holdsAskedFor('Head of the primary since 2019.', 'number', howLong)).toBe(1);
    expect(holdsAskedFor('Deputy head in Caerphilly for 6 yrs.', 'number', howLong)).toBe(1);
    expect(holdsAskedFor('We moved here in 2015.', 'number', 'How long have you lived there?')).toBe(1);
    const weight = 'How much does the dog weigh?';
    expect(holdsAskedFor('Border collie, 5.', 'number', weight)).toBe(0);
    expect(holdsAskedFor('The vet said she needs to lose a kilo.', 'number', weight)).toBe(0);
    expect(holdsAskedFor('She weighs 22kg.', 'number', weight)).toBe(1);
    expect(holdsAskedFor('He is 6 foot 2.', 'number', 'How tall is your dad?')).toBe(1);
    expect(holdsAskedFor('The main span is 120 metres.', 'number', 'How long is the span?')).toBe(1);
  });

  it('does not take an age at a time gone by for an age now', () => {
    const question = 'How old is Noor?';
    expect(holdsAskedFor('Her mum left when Noor was seven.', 'number', question)).toBe(0);
    expect(holdsAskedFor('We moved to Oslo when I was four.', 'number', 'How old is your mom?')).toBe(0);
    expect(holdsAskedFor('Noor turned seven in May.', 'number', question)).toBe(1);
    expect(holdsAskedFor('Her mum left when Noor was seven.', 'number', 'How old was Noor then?')).toBe(1);
    const dad = 'How old is your dad now?';
    expect(holdsAskedFor('He was 25 then and spoke no Dutch.', 'number', dad)).toBe(0);
    expect(holdsAskedFor('He came to Leiden in March 1972.', 'number', dad)).toBe(0);
    expect(holdsAskedFor('He was born in 1947.', 'number', dad)).toBe(1);
    const then = 'how old was your dad when he passed?';
    expect(holdsAskedFor('Dad died in 2019, heart attack, it was sudden.', 'number', then)).toBe(0);
    expect(holdsAskedFor('Dad died in 2019, aged 61.', 'number', then)).toBe(1);
  });

  it('takes a name the tagger cannot place opening a sentence as what may be the place asked', () => {
    const question = 'Where do you go swimming?';
    expect(holdsAskedFor('Krommerijn pool, Tuesday and Friday before work.', 'place', question)).toBe(0.5);
    expect(holdsAskedFor('Swimming twice a week before work.', 'place', question)).toBe(0);
    expect(holdsAskedFor('Grew up swimming in the lake.', 'place', question)).toBe(0);
    expect(holdsAskedFor('Mum taught me to swim.', 'place', question)).toBe(0);
  });

  it('does not take a count of people or things for an age', () => {
    const kids = 'How old are your kids?';
    expect(holdsAskedFor('Two kids w/ Dana.', 'number', kids)).toBe(0);
    expect(holdsAskedFor('We have 3 bedrooms and a garden.', 'number', 'How old is your house?')).toBe(0);
    expect(holdsAskedFor('Wren is 9, obsessed with horses.', 'number', 'How old is your daughter?')).toBe(1);
    expect(holdsAskedFor('Our dog is a 7 yr old beagle mix.', 'number', 'How old is your dog?')).toBe(1);
    expect(holdsAskedFor('Two kids, Wren 9 and Theo 5.', 'number', kids)).toBe(1);
    // The tagger reads "Zofia 9" as one name: a number in digits is one all the same.
    expect(holdsAskedFor('Kids: Zofia 9', 'number', kids)).toBe(1);
    expect(holdsAskedFor('Kids: Zofia and Janek.', 'number', kids)).toBe(0);
    expect(holdsAskedFor('Kids: Zofia 9 rabbits', 'number', kids)).toBe(0);
    expect(holdsAskedFor('We have two kids.', 'number', 'How many kids do you have?')).toBe(1);
  });

  it('takes an age for when, as it takes a date, but not a house number', () => {
    const question = 'When are you hoping to retire?';
    expect(holdsAskedFor('Retire at 63 if the pension allows.', 'time', question)).toBe(1);
    expect(holdsAskedFor('We lived at 3 Elm Street.', 'time', 'When did you live there?')).toBeLessThan(1);
  });

  it('takes whoever a sentence says does what "who" asks, by a name the tagger does not know', () => {
    const question = 'Who makes the dough on pizza night?';
    expect(holdsAskedFor('Joost makes the dough, I do the toppings.', 'name', question)).toBe(1);
    expect(holdsAskedFor('I make the dough myself.', 'name', question)).toBe(0);
    const lessons = 'Who do you have cello lessons with these days?';
    expect(holdsAskedFor('Before the cello I had piano lessons.', 'name', lessons)).toBe(0);
  });

  it.each([
    'We saw him at Christmas.',
    'She is good at French.',
    'He laughed at Brexit.',
    'We stayed in at Easter.',
  ])('takes no feast, language or thing looked at after "at" for a place: %s', (sentence) => {
    expect(holdsAskedFor(sentence, 'place', 'Where does your brother work?')).toBeLessThan(1);
    expect(holdsAskedFor('He works at Moray House.', 'place', 'Where does your brother work?')).toBe(1);
  });

  it.each([
    ['Nobody cooks on weekdays.', 'Who cooks dinner?'],
    ['Usually cooks, if tired.', 'Who cooks dinner?'],
    ['Everyone walks the dog.', 'Who walks the dog?'],
    ['Honestly makes no difference.', 'Who makes the dough?'],
  ])('takes no word the lexicon knows as no one for whoever does it: %s', (sentence, question) => {
    expect(holdsAskedFor(sentence, 'name', question)).toBe(0);
  });

  it('takes a relative or a name for whoever does it', () => {
    expect(holdsAskedFor('Mum cooks most nights.', 'name', 'Who cooks dinner?')).toBe(1);
    expect(holdsAskedFor('Siobhan cooks on Sundays.', 'name', 'Who cooks dinner?')).toBe(1);
  });

  it('takes a name after "at" for a place, not a person', () => {
    const question = "Where's Daan at uni?";
    expect(holdsAskedFor('Daan studies mechanical engineering at TU Delft', 'place', question)).toBe(1);
    expect(holdsAskedFor('Daan studies at home with Sem.', 'place', question)).toBeLessThan(1);
    expect(holdsAskedFor('Daan lives with Sem.', 'place', question)).toBeLessThan(1);
  });

  it('does not count what the question already names', () => {
    expect(holdsAskedFor('Ingrid loves horses.', 'name', 'Who is Ingrid?')).toBe(0);
  });

  it('takes a lone capitalised word for a name, and a lowercase one for none', () => {
    expect(holdsAskedFor('Bursztyn.', 'name', "What's your cat's name?")).toBe(1);
    expect(holdsAskedFor('Named after amber for his eyes.', 'name', "What's your cat's name?")).toBe(0);
  });

  it('gives half to a proper noun the tagger cannot place', () => {
    expect(holdsAskedFor('They go to Hillside Primary.', 'place', 'Where do the kids go?')).toBe(0.5);
  });
});

describe('thingAskedAbout', () => {
  it('finds the thing a what/which question asks about', () => {
    expect(thingAskedAbout('Which hotel did you stay at in Kyoto?')).toBe('hotel');
    expect(thingAskedAbout("What's your favourite podcast?")).toBe('podcast');
    expect(thingAskedAbout("What's the name of the café where you play?")).toBe('cafe');
    expect(thingAskedAbout("What's Luana's husband called?")).toBe('husband');
    expect(thingAskedAbout("What's your signature dish?")).toBe('dish');
    expect(thingAskedAbout('What subject does his wife teach?')).toBe('subject');
    expect(thingAskedAbout('How many pupils were there?')).toBe('pupils');
    expect(thingAskedAbout("What's your favourite thing to play on the cello?")).toBeUndefined();
    // Not things of a sort, which a note may leave unsaid ("Tom is a chef at Nobu" says not what he cooks).
    expect(thingAskedAbout('What kind of thing do you bake?')).toBe('thing');
    // Not the other nouns a question asks about.
    expect(thingAskedAbout("What's your favourite board game?")).toBe('game');
    expect(thingAskedAbout('Which instrument do you play?')).toBe('instrument');
    expect(thingAskedAbout('What breed is the dog?')).toBe('breed');
    expect(thingAskedAbout('What sort of things does Tom cook?')).toBe('things');
  });

  it('finds none when a verb comes first, or the question is not a what/which question', () => {
    expect(thingAskedAbout('What did you study?')).toBeUndefined();
    expect(thingAskedAbout('What does Erik do for work?')).toBeUndefined();
    expect(thingAskedAbout('Where do you live?')).toBeUndefined();
    expect(thingAskedAbout('How much did the flat cost?')).toBeUndefined();
  });

  it("finds none when the thing is the kind of fact asked for, which the sentences' tags judge", () => {
    expect(thingAskedAbout('What time does your alarm ring?')).toBeUndefined();
    expect(thingAskedAbout('Which city was your mum born in?')).toBeUndefined();
    expect(thingAskedAbout("What was his grandfather's trade?")).toBeUndefined();
    expect(thingAskedAbout('What trade is your brother in?')).toBeUndefined();
  });

  it('hears "what night" or "which evenings" as asking for a day, which a note says as a weekday', () => {
    expect(askedFor('What night is your pub quiz?')).toBe('time');
    expect(askedFor('Which evenings does Tomasz train?')).toBe('time');
    expect(thingAskedAbout('What night is your pub quiz?')).toBeUndefined();
    expect(
      holdsAskedFor('The quiz at the Crown is every Wednesday.', 'time', 'What night is your pub quiz?'),
    ).toBe(1);
  });
});

describe('personAskedAbout', () => {
  it('takes the name after a friend or a boss, whom a note may call by it alone', () => {
    expect(personAskedAbout('What does your friend Emre do?')).toBe('emre');
    expect(personAskedAbout('What does your fishing buddy Cengiz do for work?')).toBe('cengiz');
    expect(personAskedAbout('Where does your boss Dr Henao live?')).toBe('henao');
    expect(personAskedAbout('What does your sister Ana do?')).toBe('sister');
  });

  it('finds the person a question asks about, by relation or by name', () => {
    expect(personAskedAbout('What does your wife do?')).toBe('wife');
    expect(personAskedAbout('Where does your older brother live?')).toBe('brother');
    expect(personAskedAbout('Who is your best friend?')).toBe('friend');
    expect(personAskedAbout("What's your boss's name?")).toBe('boss');
    expect(personAskedAbout('What did your grandmother cook?')).toBe('grandmother');
    expect(personAskedAbout('How old is Astrid?')).toBe('astrid');
    expect(personAskedAbout('Where does your nan live?')).toBe('nan');
    expect(personAskedAbout('How old is your eldest?')).toBe('eldest');
    expect(personAskedAbout('What does your youngest do these days?')).toBe('youngest');
    expect(personAskedAbout('What is your biggest fear?')).toBeUndefined();
  });

  it('takes the word after "your", not "your", when the tagger reads "your" as a person', () => {
    expect(personAskedAbout('What does your man do?')).toBe('man');
    expect(personAskedAbout('Where does your little one go to school?')).toBe('one');
    expect(personAskedAbout('What does your other half do?')).toBe('half');
    expect(personAskedAbout("What's your other half's name?")).toBe('half');
    expect(personAskedAbout('What does your better half do?')).toBe('half');
  });

  it('takes no half for a person but "your other half"', () => {
    expect(personAskedAbout('What was the other half of the cake for?')).toBeUndefined();
    expect(personAskedAbout('What is your half marathon time?')).toBeUndefined();
    expect(personAskedAbout('Where is your other half of the duvet?')).not.toBe('half');
  });

  it('finds none when the question asks the owner, or about a thing', () => {
    expect(personAskedAbout('Where do you live?')).toBeUndefined();
    expect(personAskedAbout('What did you study?')).toBeUndefined();
    expect(personAskedAbout('How old is your car?')).toBeUndefined();
    expect(personAskedAbout('Tell me about your wife.')).toBeUndefined();
  });
});

describe('namesIn', () => {
  it('gives the names a question gives, stemmed as the index stems them', () => {
    expect(namesIn('What is Yewande up to these days?')).toEqual(['yewand']);
    expect(namesIn("what's Tobi's school called?")).toEqual(['tobi']);
  });

  it('gives none for a question without names', () => {
    expect(namesIn('What do you do for a living?')).toEqual([]);
    expect(namesIn('Where did you grow up?')).toEqual([]);
  });
});

describe('holdsObjectOf', () => {
  it('finds the verb a thing is asked of, after its subject', () => {
    expect(verbAskedOf('What instrument does Tomasz play?')).toBe(terms('play')[0]);
    expect(verbAskedOf('What herbs are you growing on the balcony?')).toBe(terms('grow')[0]);
    expect(verbAskedOf('What language does his wife teach?')).toBe(terms('teach')[0]);
    // A question for a kind of fact as well is judged by the sentences' tags.
    expect(verbAskedOf('What year group did you teach?')).toBeUndefined();
    // Nor when the subject is someone's: "he plays bass" may be said of the owner, not of the band.
    expect(verbAskedOf("What songs does Kasia's choir sing?")).toBeUndefined();
  });

  it('reads the object of that verb as the thing asked, in other words', () => {
    const question = 'What instrument does Tomasz play?';
    expect(holdsObjectOf('He plays the cello in a quartet.', question)).toBe(true);
    expect(holdsObjectOf('He plays in a quartet on Fridays.', question)).toBe(false);
    expect(holdsObjectOf('He plays it badly.', question)).toBe(false);
    expect(
      holdsObjectOf('She teaches Latin at a grammar school.', 'What language does his wife teach?'),
    ).toBe(true);
  });

  it('reads a noun before a relative clause on that verb as its object', () => {
    const question = 'What sweets does your aunt send?';
    expect(holdsObjectOf('My weakness is dark chocolate, which my aunt sends over.', question)).toBe(true);
    expect(holdsObjectOf('It is my aunt who sends them.', question)).toBe(false);
  });

  it('reads a sentence opening on the verb, its "I" left out, as the tagger does not', () => {
    expect(holdsObjectOf('Play flanker for Morriston RFC.', 'What position do you play?')).toBe(true);
  });

  it('reads a clause after a comma opening on the verb, its subject left out', () => {
    const question = 'What position does Mateo play?';
    expect(holdsObjectOf('Mateo is 11 and mad about hockey, plays goalie for the B team.', question)).toBe(
      true,
    );
    expect(holdsObjectOf('Mateo is 11, plays of light fascinate him.', 'What does Mateo watch?')).toBe(false);
  });
});

describe('focusTermsOf', () => {
  it('keeps the nouns and a gerund asked about, and the verb a gerund leads to ("hoping to retire")', () => {
    expect(focusTermsOf('Have you ever been skiing?')).toEqual(terms('skiing'));
    expect(focusTermsOf('When are you hoping to retire?')).toEqual(terms('hoping retire'));
  });

  it('reads "going to" as a future, not a going', () => {
    expect(focusTermsOf('Are you going to see your sister?')).toEqual(terms('sister'));
    expect(focusTermsOf('Have you been going to the gym?')).toEqual(terms('going gym'));
  });
});

describe('leavesUnnamed', () => {
  it('hears a thing spoken of only as one of its kind as left unnamed', () => {
    expect(leavesUnnamed('Her husband Rob runs a bike shop.', 'shop')).toBe(true);
    expect(leavesUnnamed('We rehearse in a church hall in Marchmont.', 'hall')).toBe(true);
  });

  it('hears a name given to it, before or after, or the thing said as one already known', () => {
    expect(leavesUnnamed('We go to a café called Chispa.', 'cafe')).toBe(false);
    expect(leavesUnnamed('He opened a repair shop on Stockport Road called Fixit.', 'shop')).toBe(false);
    expect(leavesUnnamed('Chispa, a café on the pier, is ours.', 'cafe')).toBe(false);
    expect(leavesUnnamed('We meet at the café on the pier.', 'cafe')).toBe(false);
    expect(leavesUnnamed('We meet on Sundays.', 'cafe')).toBe(false);
    expect(leavesUnnamed('I run a café on the quay. It is called Chispa.', 'cafe')).toBe(false);
    expect(leavesUnnamed("I run a café on the quay. It's called Chispa.", 'cafe')).toBe(false);
    expect(leavesUnnamed('A café I love: Chispa.', 'cafe')).toBe(false);
    expect(leavesUnnamed('I run a café on the quay. It is busy.', 'cafe')).toBe(true);
  });
});

describe('leavesKindUnsaid', () => {
  it('hears a thing said bare, with nothing of what kind it is', () => {
    expect(leavesKindUnsaid('He has a motorcycle he keeps fixing and never riding.', 'motorcycle')).toBe(
      true,
    );
    expect(leavesKindUnsaid('My car is always in the garage.', 'car')).toBe(true);
  });

  it('hears a kind said before it, a name after it, or what it is after "is"', () => {
    expect(leavesKindUnsaid('He has an old Triumph motorcycle.', 'motorcycle')).toBe(false);
    expect(leavesKindUnsaid('He has a vintage motorcycle.', 'motorcycle')).toBe(false);
    expect(leavesKindUnsaid('Our dog Biscuit is a beagle mix.', 'dog')).toBe(false);
    expect(leavesKindUnsaid('The car is a Skoda estate.', 'car')).toBe(false);
    expect(leavesKindUnsaid('We walk every morning.', 'dog')).toBe(false);
  });
});

describe('askedKindOf', () => {
  it('reads a question for what kind, make or model a thing is', () => {
    expect(askedKindOf('what kind of motorcycle does Calvin have?')).toBe(true);
    expect(askedKindOf('What make of car do you drive?')).toBe(true);
    expect(askedKindOf('What type of dog is Biscuit?')).toBe(true);
    expect(askedKindOf('What do you drive?')).toBe(false);
  });
});

describe('thingTimed', () => {
  it('reads the thing a "When is …?" question asks the time of', () => {
    expect(thingTimed("When's Nia's birthday?")).toBe('birthday');
    expect(thingTimed('When was your wedding?')).toBe('wedding');
  });

  it('reads no thing in a person, a time itself, or a question about a doing', () => {
    expect(thingTimed("When's bin day?")).toBeUndefined();
    expect(thingTimed('When is your brother back?')).toBeUndefined();
    expect(thingTimed('When did you move?')).toBeUndefined();
  });
});

describe('namesKinAsked', () => {
  it('reads "Mum\'s Adaeze" as naming the mum asked about', () => {
    expect(
      holdsAskedFor("Mum's Adaeze, she's a nurse at Stepping Hill.", 'name', 'whats your mums name'),
    ).toBe(1);
    expect(namesKinAsked('Dad is Kieran, drives buses for Stagecoach.', "What's your dad's name?")).toBe(
      true,
    );
    expect(namesKinAsked("Mum's Ford Fiesta broke down again.", "What's your mum's name?")).toBe(false);
    expect(namesKinAsked('Dad is Kieran.', "What's your mum's name?")).toBe(false);
    expect(namesKinAsked("Mum's Adaeze.", "What's Jess's name?")).toBe(false);
  });
});

describe('a grade asked', () => {
  it('is a number, held by a result written any way', () => {
    const asked = 'what grade did you get in your degree';
    expect(askedFor(asked)).toBe('number');
    for (const text of [
      'Just finished my degree at Leeds last summer (got a 2:1, v relieved).',
      'Graduated with a first-class degree in maths.',
      'Got an A in chemistry, B in biology.',
      'Passed with a distinction.',
    ])
      expect(holdsAskedFor(text, 'number', asked), text).toBe(1);
    for (const text of [
      'Just finished my degree at Leeds last summer.',
      'A levels done in 2019.',
      // A score is a ratio no grade word leads to.
      'Won 2:1 on Saturday.',
    ])
      expect(holdsAskedFor(text, 'number', asked), text).toBe(0);
    expect(askedFor('What grade is Pilar in?')).not.toBe('number');
    expect(thingAskedAbout(asked)).toBeUndefined();
  });
});

describe('a review of the grade and kin-name rules', () => {
  const degree = 'what grade did you get in your degree';
  it('reads grades as written, in any case, and no score, charge or class that is none', () => {
    for (const text of [
      'Graduated with a 2.1.',
      'First-class degree in maths.',
      'Passed with Merit.',
      'Got a First.',
    ])
      expect(holdsAskedFor(text, 'number', degree), text).toBe(1);
    for (const text of [
      'Battery at 50%.',
      'She is in third class.',
      'The distinction between them is small.',
    ])
      expect(holdsAskedFor(text, 'number', degree), text).toBe(0);
    expect(askedFor('What result did you get from the biopsy?')).not.toBe('number');
  });

  it('hears a name after "Mum\'s", not a nationality or a faith the lexicon knows', () => {
    expect(namesKinAsked("Mum's Welsh, Dad's Irish.", "What's your mum's name?")).toBe(false);
    expect(namesKinAsked('My mum is Irish.', "What's your mum's name?")).toBe(false);
    expect(namesKinAsked('Dad is Kieran.', "What's your dad's name?")).toBe(true);
  });
});

describe('namesThingAsked', () => {
  it('hears a name said to be the thing asked, before or after it', () => {
    for (const [sentence, question] of [
      ['Pickle is our dog, 5 yr old corgi mix', "What's your dog's name?"],
      ['Pickle is our dog.', "what's your dogs name"],
      ['Our dog is Pickle.', 'What is your dog called?'],
      ['we got our cat, Miso, last year', 'What is the name of your cat?'],
      ['Borys is our old staffy cross dog', "What's your dog's name?"],
    ] as const)
      expect(namesThingAsked(sentence, question), sentence).toBe(true);
    expect(holdsAskedFor('Pickle is our dog, 5 yr old corgi mix', 'name', "What's your dog's name?")).toBe(1);
  });

  it('leaves a pronoun, a quality, another thing and another question alone', () => {
    for (const [sentence, question] of [
      ['This is our dog.', "What's your dog's name?"],
      ['Our dog is Spanish.', "What's your dog's name?"],
      ["Sunday is our dog's day out.", "What's your dog's name?"],
      ['Pickle is our cat.', "What's your dog's name?"],
      ['Pickle is our dog.', 'How old is your dog?'],
      ['It is our dog.', 'What is your dog called?'],
      ['Leeds is our team', "What's your dog's name?"],
    ] as const)
      expect(namesThingAsked(sentence, question), sentence).toBe(false);
  });
});

describe('namesThingAsked: a review', () => {
  it('hears no verb, adverb or lower-case word as the name', () => {
    for (const [sentence, question] of [
      ['Our dog was rescued from Romania.', "What's your dog's name?"],
      ['Our dog was hit by a car last year.', "What's your dog's name?"],
      ['our dog, sadly, died in May', "What's your dog's name?"],
      ['Our son is studying law.', "What's your son's name?"],
      ['Our son was born in 2010.', "What's your son's name?"],
    ] as const) {
      expect(namesThingAsked(sentence, question), sentence).toBe(false);
      expect(holdsAskedFor(sentence, 'name', question), sentence).toBeLessThanOrEqual(0.5);
    }
  });

  it('hears no name of another thing the thing asked is a word of', () => {
    for (const sentence of [
      'Sam is our dog walker.',
      'Kasia is our dog sitter when we travel.',
      'Jess is the dog groomer in town.',
      'Saturday is the dog park day.',
      'We walk the dog Saturday mornings.',
    ])
      expect(namesThingAsked(sentence, "What's your dog's name?"), sentence).toBe(false);
  });

  it('hears more ways of naming the thing and of asking its name', () => {
    for (const sentence of [
      'My dog Pickle is 5.',
      'We have a dog called Pickle.',
      'Pickle, our dog, is 5.',
      'Our dogs are Pickle and Biscuit.',
    ])
      expect(namesThingAsked(sentence, "What's your dog's name?"), sentence).toBe(true);
    for (const question of ['what do you call your dog', 'what did you name your dog'])
      expect(namesThingAsked('Pickle is our dog.', question), question).toBe(true);
  });
});

describe('walks CE and CF: short forms of a fact asked (issue 33)', () => {
  it('hears "Pepper = our dog." name the dog, and no "=" that names nothing', () => {
    expect(namesThingAsked('Pepper = our dog.', "what's your dogs name again, the beagle")).toBe(true);
    for (const [sentence, question] of [
      ['Sam = our dog walker.', "What's your dog's name?"],
      ['Total = our dog food bill for the month.', "What's your dog's name?"],
      ['Pepper = our cat.', "What's your dog's name?"],
      ['Fun = our dog.', "What's your dog's name?"],
      ['Pepper = our dog.', 'How old is your dog?'],
      ['Happiness = our dog and a cup of tea.', "What's your dog's name?"],
      ['Chaos = our dog, honestly.', "What's your dog's name?"],
    ] as const)
      expect(namesThingAsked(sentence, question), sentence).toBe(false);
  });

  it('asks a number of a PB, and reads a time or a measure as one', () => {
    for (const question of ["what's your parkrun pb", 'whats your pb again', "what's her personal best?"])
      expect(askedFor(question), question).toBe('number');
    expect(
      holdsAskedFor(
        'PB 27:41 (set in april 2024, never again apparently).',
        'number',
        "what's your parkrun pb",
      ),
    ).toBe(1);
    expect(holdsAskedFor('Deadlift 140kg, bench is rubbish', 'number', "what's your deadlift pb")).toBe(1);
    for (const question of [
      "what's in my pb sandwich",
      "what's pb?",
      "what's the best time to call you",
      'is pb vegan?',
      "what's the best time?",
      "what's the best time for you?",
      "what's the best time for a call?",
      'what is a pb?',
    ])
      expect(askedFor(question), question).not.toBe('number');
    expect(
      holdsAskedFor('Saturday mornings = parkrun at Woodhouse Moor.', 'number', "what's your parkrun pb"),
    ).toBe(0);
    // "what's the best time for a call?" (above) is no longer asked as a number, so "Gym at 6:30" is not weighed as one.
    expect(holdsAskedFor('5:40 alarm, out the door by 6:15.', 'number', 'whats my parkrun pb')).not.toBe(1);
  });

  it('asks a sum of what one makes, not of what one makes of things', () => {
    for (const question of [
      'how much do you make an hour rn',
      'how much do you make',
      'how much does Dev make a year?',
    ])
      expect(askedMoney.test(question), question).toBe(true);
    for (const question of [
      'how much bread do you make',
      'how much of a difference does it make',
      'how much food do you make for christmas',
      'how much noise do the kids make',
      'how much do you make of it?',
      'how much progress did you make?',
      'how much does the recipe make?',
      'how much does a batch make?',
      'how much would it make?',
      'how much do i make hourly',
      "what's my hourly rate?",
    ])
      expect(askedMoney.test(question), question).toBe(false);
  });

  it('takes "days" of a question for days as the kind asked, not a word an answer shares', () => {
    expect(dayWordsAsked('what days am i off')).toEqual(terms('days'));
    expect(dayWordsAsked('which night is volleyball')).toEqual(terms('night'));
    for (const question of [
      'how many days off do you get?',
      'what do you do on your days off?',
      'how was your day',
      'which evening class do you take?',
      'what day-care does Maisie go to?',
    ])
      expect(dayWordsAsked(question), question).toEqual([]);
  });
});
