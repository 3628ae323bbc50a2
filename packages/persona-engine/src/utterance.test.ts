import { describe, expect, it } from 'vitest';
import { declineClause, moodAgainst, readMessage, saysGoOn } from './utterance.ts';

describe('readMessage: what a message says about the owner, and what it says to Lisa', () => {
  it.each([
    // Asking leave to tell, or the mind on the talk, goes; what is told is kept.
    ['May I talk about my allotment instead? I grow leeks there.', 'I grow leeks there.'],
    ['Before I forget, my sister is a vet in Bangor.', 'My sister is a vet in Bangor.'],
    ['Wait, I was still thinking about the previous one. I fix lifts.', 'I fix lifts.'],
    // A short sentence of no owner's after small talk goes on with it.
    ['Chilly out this morning. Proper autumn. I keep goats.', 'I keep goats.'],
  ])('keeps what is told of %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });

  it('hears a decline after a word of exclamation, and a question weighed as thinking', () => {
    expect(readMessage('Ach, I would rather not do the holidays one. Skip it.')).toMatchObject({
      decline: true,
      content: '',
    });
    expect(readMessage('hmm. tough one')).toMatchObject({ hold: 'think', content: '', reaction: null });
  });

  it.each([
    // What is said of the telling itself, before or after the fact, is left out.
    [
      'One more thing I forgot to mention: my aunt Dilys lives in Aberystwyth.',
      'My aunt Dilys lives in Aberystwyth.',
    ],
    ['I keep chickens in the back garden, like I told you before.', 'I keep chickens in the back garden.'],
    ['To come back to your question from before, I trained as a joiner.', 'I trained as a joiner.'],
    ['Tough question lol. Patience, mostly.', 'Patience, mostly.'],
    [
      'Not a lot to say about her really. I do a pottery class on Tuesdays.',
      'I do a pottery class on Tuesdays.',
    ],
    // A telling of the owner's life is kept.
    ['I told my landlord I was moving out.', 'I told my landlord I was moving out.'],
    ['I answer phones at a call centre.', 'I answer phones at a call centre.'],
    // Typed without apostrophes, read as written out.
    ['im a plumber and ive got two vans', "I'm a plumber and I've got two vans."],
    // A sentence that turns to leave ("Anyway, …") is the goodbye's reason.
    ['I collect old maps. Anyway the kettle is boiling, must dash, bye!', 'I collect old maps.'],
    // Who the owner is, said in the sentence that leaves, stays.
    [
      'I fix boilers. Anyway got to go, band practice at 8 and I am the only drummer in it. Bye!',
      'I fix boilers. I am the only drummer in it.',
    ],
    // Beside a goodbye, a clause of no owner's is its reason.
    ["I restore old clocks. Right, bus is here, I'm off, ta-ra!", 'I restore old clocks.'],
    ["I'm a welder in Port Talbot, gotta run, bye!", "I'm a welder in Port Talbot."],
    // The speaker's stance on their own telling goes with it.
    ['I keep bees on the allotment, as I believe I mentioned.', 'I keep bees on the allotment.'],
    // Putting her right is said to her; "put" of a life is kept.
    [
      'its my aunt not my gran. She still drives to the coast every week.',
      'She still drives to the coast every week.',
    ],
    ['I wrote most of that in my notes already, but fine. I coach under-nines.', 'I coach under-nines.'],
    ['He forgets where he put things now.', 'He forgets where he put things now.'],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it('hears a question about how she picks her questions as one to her', () => {
    expect(readMessage('just wondering, do you decide yourself what to ask people?').toLisa).not.toBeNull();
  });

  it.each([
    'nah id rather not talk about my exams',
    'ok, I would rather not go into that',
    "I'd rather skip this one.",
    'id rather pass on that one',
    "youve asked me that before, I'd rather skip it",
  ])('hears %j as a decline however it is typed', (message) => {
    expect(readMessage(message)).toMatchObject({ decline: true, content: '' });
  });

  it('keeps hard news told after a decline, not the reason for it', () => {
    expect(readMessage("I'd rather skip that one. My grandmother died on Sunday.")).toMatchObject({
      decline: true,
      content: 'My grandmother died on Sunday.',
    });
    expect(readMessage("I'd rather not talk about school. It was a hard time for me.")).toMatchObject({
      decline: true,
      content: '',
    });
  });

  it('keeps what the owner would rather do: skipping or passing something of their life is no decline', () => {
    for (const message of [
      "I'd rather pass the driving test first, then buy a car.",
      'I would rather skip dessert.',
    ])
      expect(readMessage(message)).toMatchObject({ decline: false, content: message });
  });

  it.each([
    ['Roasting in the flat today, 31 degrees and the fan is broken, I am dying.', 'hot'],
    ['Hectic morning here, the van would not start.', 'day'],
    ['Quiet at the moment, half the street is away.', 'day'],
  ])('hears %j as small talk, keeping nothing', (message, smallTalk) => {
    expect(readMessage(message)).toMatchObject({ smallTalk, content: '' });
  });

  it.each(['Please, no questions about school today.', 'We always eat late here, usually after nine.'])(
    'does not take %j for small talk',
    (message) => {
      expect(readMessage(message).smallTalk).toBeNull();
    },
  );

  it.each([
    // A fact with a goodbye, a thanks or a greeting: the fact alone, as written.
    ["I'm a dentist in Madrid. Anyway, gotta run, bye!", "I'm a dentist in Madrid.", { goodbye: true }],
    [
      "I'm learning the saxophone. Anyway, time for my shift, bye!",
      "I'm learning the saxophone.",
      { goodbye: true },
    ],
    // "I've got to go" is leaving; a sentence after it telling of someone by name is news of theirs, kept.
    [
      "right I've got to go and do the school run. Nia's got her first netball match on saturday at the sports hall. bye!",
      "Nia's got her first netball match on saturday at the sports hall.",
      { goodbye: true },
    ],
    ['My favourite film is Amélie. Thanks for asking!', 'My favourite film is Amélie.', { thanks: true }],
    ['Hello Lisa! I teach maths in Leeds.', 'I teach maths in Leeds.', { greeting: true }],
    ['We keep bees, thanks for asking.', 'We keep bees.', { thanks: true }],
    // Fillers are not kept; the punctuation of what is kept is.
    [
      'Honestly, I think kindness matters most, and keeping your word.',
      'I think kindness matters most, and keeping your word.',
      {},
    ],
    ['So, um, I work as a nurse.', 'I work as a nurse.', {}],
    ['I grew up in Leeds lol', 'I grew up in Leeds.', {}],
    ["Fair play. Mine's Brassed Off, I've seen it loads.", "Mine's Brassed Off, I've seen it loads.", {}],
    [
      "anyway I'm flying home to Limerick on friday to help mam with dad's appointments so I should go pack. bye Lisa!",
      "I'm flying home to Limerick on friday to help mam with dad's appointments.",
      { goodbye: true },
    ],
    ["I'm on an early shift tomorrow so I'm heading to bed", '', { goodbye: true }],
    [
      'My parents were farmers; I have two younger brothers.',
      'My parents were farmers; I have two younger brothers.',
      {},
    ],
    // A particle beside laughter or a filler is a reaction to her question, not an answer to ask more of.
    ['lol yes', '', { reaction: 'laugh' }],
    ['hmm yeah', '', { reaction: 'backchannel' }],
    // Not formulas: a preposition, a decline, a journey, a place name.
    ['Thanks to my mum I can bake.', 'Thanks to my mum I can bake.', {}],
    ['no thanks', 'No thanks.', {}],
    ['I have to go to Madrid next week for work.', 'I have to go to Madrid next week for work.', {}],
    // Going home some other day, or to somewhere, is a trip, not leaving the talk.
    [
      "i'm going home to swansea this weekend to see him",
      "I'm going home to swansea this weekend to see him.",
      {},
    ],
    ["I'm heading home for Christmas next week.", "I'm heading home for Christmas next week.", {}],
    // A name and a kiss close a leave-taking only: "night" beginning a fact is no goodbye.
    ['Night shifts are the worst lisa x', 'Night shifts are the worst lisa x.', {}],
    ['I work nights now lisa x', 'I work nights now lisa x.', {}],
    ['I have to sleep with the window open', 'I have to sleep with the window open.', {}],
    ['I need to sleep more than most people', 'I need to sleep more than most people.', {}],
    ['Great Yarmouth is where I grew up.', 'Great Yarmouth is where I grew up.', {}],
  ])('keeps %j as %j', (message, content, acts) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading).toMatchObject({ greeting: false, thanks: false, goodbye: false, ...acts });
  });

  it.each([
    ['Thanks, Lisa.', { thanks: true }],
    ['ok thanks, bye for now', { thanks: true, goodbye: true }],
    ['Okay, I need to go and pick up the kids from school now… bye!', { goodbye: true }],
    ['We have to head off now.', { goodbye: true }],
    ['Good night!', { goodbye: true }],
    // Her name and a kiss after a leave-taking are part of it.
    ['night lisa x', { goodbye: true }],
    ['Bye Lisa xx', { goodbye: true }],
    // Having to sleep now is leaving; how one has to sleep is a fact.
    ['gotta sleep before my shift, night lisa x', { goodbye: true }],
    ['That means a lot.', { thanks: true }],
    ['Hi!', { greeting: true }],
    ['Right, got to head off, cheers Lisa!', { goodbye: true, thanks: true }],
    ['skip this one please', { decline: true }],
    ["tbh I'd rather not get into that", { decline: true }],
    ["I don't really want to talk about that.", { decline: true }],
    ['Not really comfortable answering that one.', { decline: true }],
    ['Fair enough.', { reaction: 'backchannel' }],
    ['Cool', { reaction: 'backchannel' }],
    ['hahaha', { reaction: 'laugh' }],
    ['Do you have opinions of your own?', { toLisa: 'Do you have opinions of your own?' }],
    ['How are you today?', { toLisa: 'How are you today?' }],
    ['are you a real person', { toLisa: 'are you a real person' }],
    ['Ta very much.', { thanks: true }],
    ['Do you get tired of asking questions?', { toLisa: 'Do you get tired of asking questions?' }],
    ["Anyway, I'd better go, bye Lisa!", { goodbye: true }],
    ['Whatever.', { reaction: 'backchannel' }],
    ['Rather not talk about school, sorry.', { decline: true }],
    ["I'd rather keep that private.", { decline: true }],
    // Small talk hedged by "I think" is still small talk; praise of her or the talk is said to her.
    [
      "Hiya! Bitterly cold out there this morning, I reckon we'll get sleet tonight.",
      { smallTalk: 'grim', greeting: true },
    ],
    ["Honestly you're a much better listener than my own brother haha.", { praise: true }],
    ['This is surprisingly fun actually.', { praise: true }],
    ["G'day Lisa! Ready when you are.", { greeting: true }],
    ['All good.', { reaction: 'backchannel' }],
    // An apology or a politeness word before a decline leaves it a decline.
    [
      "Apologies, I'd prefer not to go into my brother's side of things, if you don't mind.",
      { decline: true },
    ],
    ["I'm sorry but I don't want to discuss my ex.", { decline: true }],
    ['Oh forgive me, can we skip that one for now?', { decline: true }],
    ["Thanks, but I'd rather not say.", { decline: true, thanks: true }],
    ['Hi Lisa, nice to chat', { greeting: true }],
    ['What kind of things will you ask me?', { toLisa: 'What kind of things will you ask me?' }],
  ])('keeps nothing of %j', (message, acts) => {
    const reading = readMessage(message);
    expect(reading.content).toBe('');
    expect(reading).toMatchObject(acts);
  });

  it.each([
    // Remarks about one's own telling, and fillers, around a fact: the fact alone.
    ['Let me think. As I said, the Aran Islands.', 'The Aran Islands.', {}],
    ['Like I mentioned, I swim most mornings.', 'I swim most mornings.', {}],
    [
      "I'll tell you something else instead. My uncle Pavel fixes clocks.",
      'My uncle Pavel fixes clocks.',
      { meta: 'remark' },
    ],
    ['To be fair, I hate mornings. No contest.', 'I hate mornings.', {}],
    // Praise of the talk and an announcement beside a fact: the fact alone.
    [
      "Cheers, you've been a real pleasure to chat with. Just so you have it noted: I volunteer at the food bank.",
      'I volunteer at the food bank.',
      { praise: true, thanks: true },
    ],
    // A sign-off with the errand one leaves for, beside a fact.
    [
      "That'll do for today, I need to get the dinner on. My son Jonas plays cello.",
      'My son Jonas plays cello.',
      { goodbye: true },
    ],
    [
      "That's all from me for now, we have to catch a train. I'm a tram driver.",
      "I'm a tram driver.",
      { goodbye: true },
    ],
    // "No." before a complaint that she has it already is part of the complaint, not a decline.
    ['No. I told you, the bakery.', '', { meta: 'told', decline: false }],
    ['Can we talk about something else?', '', { meta: 'remark' }],
    // An errand of someone else's after a goodbye, and a marker that ends a sentence.
    [
      "Right I'd better go, the kids need their tea. I'm running a half marathon in April by the way!",
      "I'm running a half marathon in April.",
      { goodbye: true },
    ],
    // After the goodbye, a sentence that turns to something is told, not the goodbye's reason.
    [
      'gotta go, prep for saturday service. oh ama wants to be a vet btw, proud dad. cheers lisa, bye for now',
      'Ama wants to be a vet, proud dad.',
      { goodbye: true, thanks: true },
    ],
    ['My best mate is Kuba. Good question.', 'My best mate is Kuba.', {}],
    ['Ha, where to start. I was quiet at school.', 'I was quiet at school.', {}],
    [
      "I'd love to visit Japan one day. That's it from me, got to make dinner, doei!",
      "I'd love to visit Japan one day.",
      { goodbye: true },
    ],
    ['Wee bit of trivia: I can juggle five balls.', 'I can juggle five balls.', {}],
    ['As I said before, my mum.', '', { meta: 'told' }],
    ["Right, I'm on an early shift tomorrow so I'm heading to bed. Night!", '', { goodbye: true }],
    [
      'Afternoon! Quick question, do you actually understand what I type?',
      '',
      { greeting: true, toLisa: 'Quick question, do you actually understand what I type?' },
    ],
    ['Let me see.', '', {}],
  ])('keeps of %j only %j', (message, content, acts) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading).toMatchObject(acts);
  });

  it('leaves questions about the interview or the owner to be heard as such', () => {
    for (const message of ['Why do you ask?', 'Can you repeat the question?', 'What do you know about me?']) {
      expect(readMessage(message)).toMatchObject({ content: message, toLisa: null });
    }
  });

  it('keeps a fact said beside a question about Lisa, and the question apart', () => {
    expect(readMessage("I'm a carpenter. What about you?")).toMatchObject({
      content: "I'm a carpenter.",
      toLisa: 'What about you?',
    });
  });

  it.each([
    ['Are you a real person or a robot? My daughter says robots run everything now.', ''],
    ['Do you like spaniels? My dog Rex is a spaniel.', 'My dog Rex is a spaniel.'],
    ['Are you a bot? I think bots are fine.', 'I think bots are fine.'],
  ])('keeps of %j only what is said of the owner, not of her question: %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it.each([
    ['By the way, my sister just had a baby.', true],
    ['I also play the bass in a band.', true],
    ['Oh and we got a dog.', true],
    ['I love reading and also swimming.', false],
    // A question the owner answers names their own subject, not her question's.
    ['You know what I love on a Sunday? Baking bread with my niece.', true],
    ['I work as a nurse.', false],
    // "also"/"too" turns aside only opening what is kept, not in a later sentence of the same answer.
    ['I work as a nurse at the Royal. I also coach netball on Saturdays.', false],
    ['Mostly the garden. Football too.', false],
    ['I think social media is bad. But also useful for work.', false],
  ])('hears %j as said beside the point: %s', (message, digression) => {
    expect(readMessage(message).digression).toBe(digression);
  });
});

describe('readMessage: remarks about the talk, declines with a reason, goodbyes and fillers', () => {
  it.each([
    // A complaint that she has it already is never kept; the fact beside it is.
    ['Have you not read the notes? I already wrote about that.', '', 'told'],
    ['It is in my notes as well. I teach piano on Saturdays.', 'I teach piano on Saturdays.', 'told'],
    ['I said that already!', '', 'told'],
    // Remarks about going on, coming back or asking something else.
    [
      "I'll get back to that. I feed the cat at 6:45 every morning.",
      'I feed the cat at 6:45 every morning.',
      'remark',
    ],
    ['Can we keep going, it does me good.', '', 'remark'],
    ['One else instead: I collect old maps.', 'I collect old maps.', 'remark'],
    ['Have you forgotten my notes? It is all in there.', '', 'told'],
    // Asked whether she saw what was said: a complaint too.
    [
      'did you not see what i said about the move? i teach piano on saturdays',
      'I teach piano on saturdays.',
      'told',
    ],
    // Her subject put off: of the talk, not of a life.
    ['trips can wait. my sister Ana lives in Porto', 'My sister Ana lives in Porto.', 'remark'],
    ['yeah carry on. random but i support a football club', 'I support a football club.', 'remark'],
  ])('keeps of %j only %j (%s)', (message, content, meta) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading.meta).toBe(meta);
  });

  it.each([
    // What the owner says they said, when it was about the talk, is a remark about the talk too.
    ['I said we can carry on.', '', 'remark'],
    [
      'I already said we should move on. My brother fixes boats in Pärnu.',
      'My brother fixes boats in Pärnu.',
      'remark',
    ],
    ['i told u, lets just continue', '', 'told'],
    // A request to go on, alone after a preface of the telling.
    ['Like I said, carry on.', '', 'remark'],
    // The particles beside it go with it: nothing is left to keep.
    ['Yeah ok, carry on.', '', 'remark'],
    ['Sure, alright, move on.', '', 'remark'],
    ['As I said before, keep going please', '', 'told'],
    // A fact told after "as I told you" is kept; one reported as said is a fact too.
    ['As I told you, I grew up in a fishing town.', 'I grew up in a fishing town.', 'remark'],
    ['I said my cousin moved to Tartu.', 'I said my cousin moved to Tartu.', null],
    // "I said that" told inside another clause is reported speech, not a complaint that she has it (audit CH).
    [
      'ok hot take: I think flossing is kind of overrated. do NOT tell my coworkers I said that lol',
      'I think flossing is kind of overrated. Do NOT tell my coworkers I said that.',
      null,
    ],
    [
      'My mum still teases me that I said that at my wedding.',
      'My mum still teases me that I said that at my wedding.',
      null,
    ],
    ['Nobody believes I told you that.', 'Nobody believes I told you that.', null],
    // At the head of its clause it is still the complaint.
    ['uh I told you that. I worked at the bakery on Main St', 'I worked at the bakery on Main St.', 'told'],
    ['Well I said that, did you not read it?', '', 'told'],
    // A pointer at one of her questions is no part of the answer.
    [
      'About your earlier question, my aunt always says kindness costs nothing.',
      'My aunt always says kindness costs nothing.',
      null,
    ],
    ['Back to your first question, I grew up in Narva.', 'I grew up in Narva.', null],
  ])('keeps of the remark %j only %j (%s)', (message, content, meta) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading.meta).toBe(meta);
  });

  it('keeps nothing of a decline and the reason given for it', () => {
    const reading = readMessage("I'd prefer not to pick one. The best of them was with my grandad.");
    expect(reading).toMatchObject({ decline: true, content: '' });
  });

  it.each([
    'Ciao!',
    'Adiós, Lisa.',
    'Right, that is me done for today. Tchau!',
    'Bye for now',
    'Cheerio then',
    "I'm going home now, bye",
    'heading home to bed',
    'Off home',
  ])('hears %j as a goodbye and keeps nothing', (message) => {
    const reading = readMessage(message.replace('that is', "that's"));
    expect(reading.goodbye).toBe(true);
    expect(reading.content).toBe('');
  });

  it('drops interjections and backchannels before a fact, and keeps a clock time whole', () => {
    expect(readMessage('Och, fair. I start work at 8:15.').content).toBe('I start work at 8:15.');
    expect(readMessage('Aye, grand.').reaction).toBe('backchannel');
  });

  it('hears every question about her in a message, one about what she remembers too', () => {
    const reading = readMessage('Is this a silly question? Will you forget what I tell you?');
    expect(reading.toLisa).toBe('Is this a silly question? Will you forget what I tell you?');
    expect(reading.content).toBe('');
  });

  it.each([
    // Laughter inside a sentence, a shrug, a pointer at her question, a remark beside thanks: none is kept.
    [
      'we had a caravan by the lake haha every summer till I was ten',
      'We had a caravan by the lake every summer till I was ten.',
    ],
    [
      'meh dunno. on sundays I coach the under-9s at the rugby club',
      'On sundays I coach the under-9s at the rugby club.',
    ],
    [
      'and that travel question, I went to Peru in 2018 with my cousin',
      'I went to Peru in 2018 with my cousin.',
    ],
    [
      'I want to open a bakery one day. thanks for that, no one ever wonders',
      'I want to open a bakery one day.',
    ],
    // A question to her at the end, though it speaks of the owner, is hers to answer.
    [
      'I grow chillies on the balcony. how r u anyway lisa, bored of me yet?',
      'I grow chillies on the balcony.',
    ],
  ])('keeps only the facts of %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });

  it('drops a skip or a request to go on, and keeps a fact told beside it', () => {
    expect(readMessage('ya lets keep going. but id rather not say more about my ex than that')).toMatchObject(
      {
        decline: true,
        content: '',
      },
    );
    expect(
      readMessage('hmm holidays... pass for now. oh btw my neighbour Ola taught me to knit'),
    ).toMatchObject({
      decline: true,
      content: 'My neighbour Ola taught me to knit.',
    });
    expect(readMessage('yeah lets just carry on')).toMatchObject({ meta: 'remark', content: '' });
    expect(readMessage('no its fine, long time ago.')).toMatchObject({ content: '' });
    expect(readMessage('ha you really keep at it dont you')).toMatchObject({ content: '' });
  });

  it('keeps a sentence of fact placed "right now" after a first, never taking it for small talk', () => {
    expect(
      readMessage(
        'I restore old radios. at the moment a 1950s grundig with a cracked dial, found it at a car boot for 5 pounds',
      ).content,
    ).toBe(
      'I restore old radios. At the moment a 1950s grundig with a cracked dial, found it at a car boot for 5 pounds.',
    );
  });

  it('leaves a filler opening out of what is kept', () => {
    expect(readMessage('hmm. the thing is my evenings go to the choir').content).toBe(
      'My evenings go to the choir.',
    );
  });

  it.each([
    // A remark about the telling or the question itself.
    [
      "honestly I don't even know where to begin. my mum raised four of us in Cork",
      'My mum raised four of us in Cork.',
    ],
    ['let me stay on work first. I drive a tram in Lisbon', 'I drive a tram in Lisbon.'],
    ['hmm no idea, let me think about this one. I keep bees on my allotment', 'I keep bees on my allotment.'],
    [
      'about your earlier question on what I dream of doing, ok I am ready now. I want to walk to Santiago',
      'I want to walk to Santiago.',
    ],
    ['same answer as last time haha, kindness. my niece Lena is a vet', 'Kindness. My niece Lena is a vet.'],
    [
      'not sure. but one thing you should know about me, I swim in the sea all winter',
      'I swim in the sea all winter.',
    ],
    // A reaction to her question's difficulty, the remark of a thanks, a correction of her filing.
    [
      'oh, thats an easy one. Bruno Silva, we met at a chess club in 1990',
      'Bruno Silva, we met at a chess club in 1990.',
    ],
    ['I paint on sundays. thanks Lisa, thats very kind of you', 'I paint on sundays.'],
    [
      "thanks love, that's kind. I've got a nurse appointment on the 14th",
      "I've got a nurse appointment on the 14th.",
    ],
    [
      "My neighbour clears my path every winter, that's kind.",
      "My neighbour clears my path every winter, that's kind.",
    ],
    ['and that was work not holidays by the way. I paint on sundays', 'I paint on sundays.'],
    // A pointer back at her question, before a dash.
    ['and what you asked before about my job - I drive a tram', 'I drive a tram.'],
    ['About the school you asked before - I went to a convent school', 'I went to a convent school.'],
    // A subject named before what is told of it; a name stays ("About Ewa, she…").
    ['oh and about evenings, I walk the dog by the river', 'I walk the dog by the river.'],
    ['As for school: I hated maths', 'I hated maths.'],
    ['About Ewa, she is a pharmacist', 'About Ewa, she is a pharmacist.'],
    ['I care about people, they matter to me', 'I care about people, they matter to me.'],
    // Said to turn to another subject.
    [
      'I knit socks. Completely different topic, but my brother Olek is a welder',
      'I knit socks. My brother Olek is a welder.',
    ],
    // Her "I'm well" met in kind.
    ['Glad to hear it. I grow tomatoes on my balcony', 'I grow tomatoes on my balcony.'],
    ['good to hear! my cousin Ana is a baker', 'My cousin Ana is a baker.'],
    // What the question asked about lies in the past, said before putting it off.
    ["ha uni was ages ago, I'll come back to that. my son Luca is 12", 'My son Luca is 12.'],
  ])('keeps no leftover of a remark about the talk in %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it('never takes a clause after a fact for a greeting ("…, evening walk, …")', () => {
    expect(readMessage('busy. home by 6, evening walk, then we cook and I read till 10').content).toBe(
      'Busy. Home by 6, evening walk, then we cook and I read till 10.',
    );
    expect(readMessage('good morning! I work nights at the depot').content).toBe(
      'I work nights at the depot.',
    );
  });

  it('keeps a filler verb such as "I see" or "you know" when it has an object', () => {
    expect(readMessage('my nephew lives in Leeds, we see him at easter').content).toBe(
      'My nephew lives in Leeds, we see him at easter.',
    );
    expect(readMessage('my aunt Rosa runs a bakery, i see her most weekends').content).toBe(
      'My aunt Rosa runs a bakery, I see her most weekends.',
    );
    expect(readMessage('I mean the old house in Derry, we sold it in 2004').content).toBe(
      'I mean the old house in Derry, we sold it in 2004.',
    );
    expect(readMessage('you know my cousin Ana, she taught me to swim').content).toBe(
      'You know my cousin Ana, she taught me to swim.',
    );
    expect(readMessage('I see. my aunt Rosa runs a bakery').content).toBe('My aunt Rosa runs a bakery.');
    expect(readMessage('you know, my aunt Rosa runs a bakery').content).toBe('My aunt Rosa runs a bakery.');
  });
});

it('hears a mood for the talk as a remark: nothing kept, no decline, news after it kept', () => {
  const mood = readMessage("I'm not really in the mood for museums today.");
  expect([mood.content, mood.meta, mood.decline]).toEqual(['', 'remark', false]);
  expect(readMessage('Not in the mood for museums. My dog Bruno died on Friday.').content).toBe(
    'My dog Bruno died on Friday.',
  );
});

describe('readMessage: what round 15 keeps and drops', () => {
  it.each([
    // A routine told as "typical morning" is an answer, not small talk about this morning.
    [
      'typical morning, alarm at half 5, big mug of tea. then the drive out the coast road.',
      'Typical morning, alarm at half 5, big mug of tea. Then the drive out the coast road.',
    ],
    // Going to bed is a goodbye, its reason with it: the routine before it stays.
    [
      'alarm at 3:15 and I cycle in the dark. ok i gotta go to bed, early start tmrw. good night!',
      'Alarm at 3:15 and I cycle in the dark.',
    ],
    // What one should have said earlier is said now: kept, without the saying.
    [
      'something I should of said earlier actually, after school I did a cert in Cork.',
      'After school I did a cert in Cork.',
    ],
    // Sorry for how the owner talks today, and a wish for her: of the talk, not a life.
    ['sorry I am a bit all over the place today. my dog Bran is ten.', 'My dog Bran is ten.'],
    ['lashing rain here today. hope its nicer wherever you are', ''],
    ['ok enough heavy stuff. I keep bees.', 'I keep bees.'],
    // Going now, with its reason, is the goodbye; what follows it is kept.
    [
      "Colm's here to drive me in so I'll go. Mamó taught me to knit when I was 8, her by the range teaching me.",
      'Mamó taught me to knit when I was 8, her by the range teaching me.',
    ],
    [
      "I'll go to the market on Sunday with Bơ's food money.",
      "I'll go to the market on Sunday with Bơ's food money.",
    ],
    // A remark of "right now" that goes on to tell of the owner is an answer; the goodbye after it keeps it.
    [
      'losing Koro is the big one right now, and deep water, i nearly drowned when i was 9. anyway gotta go, bye',
      'Losing Koro is the big one right now, and deep water, I nearly drowned when I was 9.',
    ],
    // What the talk did, beside thanks for it, is the thanks' reason.
    ['I won silver in 2023. thanks for listening Lisa, it actually helped a bit.', 'I won silver in 2023.'],
  ])('keeps of %j only %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });

  it.each([
    'lol a trip, I will have to think about that one.',
    'sorry can i come back to that one.',
    'let me get back to you on that',
  ])('hears %j as her question put off, keeping nothing', (message) => {
    expect(readMessage(message)).toMatchObject({ deferred: true, content: '', decline: false });
  });

  it('keeps a fact told before her question is put off, dropping only the echo of it', () => {
    expect(readMessage('my mum was a nurse in Leeds - let me get back to you on that')).toMatchObject({
      deferred: true,
      content: 'My mum was a nurse in Leeds.',
    });
  });

  it('hears "did that get saved?" and who reads the notes as questions to her, not as "I told you"', () => {
    const reading = readMessage(
      'the morning stuff I just told you, did that actually get saved? like could my sister ever see this stuff',
    );
    expect(reading).toMatchObject({ meta: null, content: '' });
    expect(reading.toLisa).toMatch(/saved\?.*sister/);
  });

  it.each([
    'Can still see it now, the farmhouse in Mayo where she grew up.',
    'Would see it every summer, the farm, my grandad took us.',
    "Can't wait to see it, my grandson's wedding is in June",
  ])('keeps %j, which opens like a question but is not one about her notes', (message) => {
    expect(readMessage(message)).toMatchObject({ toLisa: null, content: expect.stringContaining('see') });
  });

  it('keeps a letter of any script whole: "ngoại" ends in a letter, its "i" no word of its own', () => {
    expect(readMessage('my bà ngoại raised me').content).toBe('My bà ngoại raised me.');
    expect(readMessage('im from Hà Nội').content).toBe("I'm from Hà Nội.");
  });

  it('reads no owner word inside a name of any script ("ngoại", "Jérôme")', () => {
    const computers = "are you a real person or a computer program? my bà ngoại says it's all computers now";
    expect(readMessage(computers).content).toBe('');
    expect(readMessage("hope your day is better than Jérôme's").content).toBe('');
  });
});

describe('readMessage: lead-ins and turn-aways keep nothing, what follows them is kept', () => {
  it.each([
    // A turn-away: what it turns from is put aside; the subject that follows is kept.
    [
      "Ana's great but actually theres something else on my mind. My cousin Tom moved to Oslo.",
      'My cousin Tom moved to Oslo.',
    ],
    // Lead-ins of the telling: a pointer at her earlier question, a preface, an apology for how one talks.
    ['oh and about the free time thing you asked before, when I get time I bake.', 'When I get time I bake.'],
    ['Something first, my brother Olek is a welder.', 'My brother Olek is a welder.'],
    [
      'sorry I have to tell you something first. My brother Olek is a welder.',
      'My brother Olek is a welder.',
    ],
    ['sorry, kind of distracted. My brother Olek is a welder.', 'My brother Olek is a welder.'],
    // A turn-away opening a clause goes, wherever its lexicon is read.
    [
      'I knit. Completely different topic but my brother Olek is a welder.',
      'I knit. My brother Olek is a welder.',
    ],
    // Asking her not to ask of a subject is said of the talk.
    [
      'honestly just being kind. and just so you know im not in the mood to talk about work today',
      'Just being kind.',
    ],
    ['thanks. pls dont ask me about work stuff today, I am really not in the mood', ''],
    // Pointing back at her question, the name of what she asked is no part of the answer.
    [
      "going back to something you asked way earlier, about the most memorable trip - that'd be Cape Reinga with Koro.",
      "That'd be Cape Reinga with Koro.",
    ],
    // A question to her asked on without its question mark is hers, not a note.
    ['who gets to read all this stuff? like is it just me or can other people see it', ''],
    ['are you a real person or a bot? and who gets to see this stuff', ''],
    // An announcement of what one means to tell, and a typo put right, are of the telling.
    [
      'ugh I never read anymore. what I actually wanted to tell you is that my son made the hockey team.',
      'I never read anymore. My son made the hockey team.',
    ],
    ['lol its ITS, typo. favourite food is mloukhieh.', 'Favourite food is mloukhieh.'],
    // A sentence of the owner's beside a typo, or a shrug about someone, keeps what it tells.
    ['i build websites. autocorrect hates my name.', 'I build websites. Autocorrect hates my name.'],
    ['My old job? Nurse, for 20 years.', 'My old job? Nurse, for 20 years.'],
    [
      'not sure about my brother Tom, he moved to Perth.',
      'Not sure about my brother Tom, he moved to Perth.',
    ],
    ['dunno about my dad. he left when I was 3.', 'Dunno about my dad. He left when I was 3.'],
    // Asked on only to its clause's end: what follows is told.
    [
      'do you like dogs? do they let you have pets, we have two labradors called Bo and Max.',
      'We have two labradors called Bo and Max.',
    ],
    // A shrug at what she asked, named, is no answer: the news after it is.
    [
      'hmm dunno about achievements. big news is that Ana and I are getting married.',
      'Big news is that Ana and I are getting married.',
    ],
    // A shrug that it is no longer known is a shrug; what is not known any more, said, is told.
    [
      "honestly i don't know anymore. dad's test results came back today, it's cancer",
      "Dad's test results came back today, it's cancer.",
    ],
    ["I don't know anymore what I'd do without her.", "I don't know anymore what I'd do without her."],
    ["I don't know anyone there now.", "I don't know anyone there now."],
    // Something the owner has on, told with the subject left out as they leave, is told; a bare reason is not.
    [
      'anyway gotta run, got a job interview at a courier firm at 10, bye',
      'Got a job interview at a courier firm at 10.',
    ],
    ['gotta run, got work early tomorrow, bye', ''],
    // An errand given as the reason to go is no fact about the owner.
    ['gotta go, got a parents evening at school at 6, bye', ''],
    ['gotta go, got a hair appointment at 4 in town, bye', ''],
    ['gotta go, got a doctors appointment this afternoon, bye', ''],
    ['Gotta go, got an early shift, night!', ''],
    // Going on with the last subject: the pointer is no part of the note.
    [
      'sorry still on the last thing. my son stays with her in the week',
      'My son stays with her in the week.',
    ],
    // New to the talk: of the app and the talk, not of a life.
    ['hi lisa. so my friend said i should try this, not sure what to talk about honestly', ''],
    ['just signed up, not sure how this works tbh. I teach maths', 'I teach maths.'],
    // Not one for her subject, by its name, is a shrug at it; not one for a part of the day is a habit.
    ['i dont really do opinions lol. my son Leo starts school in May', 'My son Leo starts school in May.'],
    ["I don't do mornings.", "I don't do mornings."],
    // "his" is no "hi"; her words echoed back in doubt are a remark on what she said.
    ["his job's job? lol. yes, it's hard.", "Yes, it's hard."],
    // "Mornings" is no greeting.
    ['mornings are chaos honestly. up at 5.', 'Mornings are chaos. Up at 5.'],
  ])('keeps of %j only %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });

  it('hears a question to her after small talk, short as it is', () => {
    expect(readMessage("it's snowing like crazy here today. how's your day going?")).toMatchObject({
      smallTalk: 'grim',
      toLisa: "how's your day going?",
      content: '',
    });
  });

  it('hears a turn-away as turning from her question, and "don\'t ask me about" as a subject not to ask', () => {
    expect(readMessage("Ana's great but there's something else on my mind. I paint.").digression).toBe(true);
    expect(moodAgainst("pls dont ask me about work stuff today, I'm not in the mood")).toBe(
      'about work stuff today',
    );
    expect(moodAgainst('just so you know im not in the mood to talk about work today')).toMatch(
      /^talk about work/,
    );
  });
});

describe('readMessage: round 17, what is kept beside a filler, a return and a pointer', () => {
  it.each([
    // A weekday is no sunny weather: "since the summer, … on sunday" is the owner's news, not small talk.
    [
      'its got a lot worse since the summer, she didnt recognise me on sunday',
      "Its got a lot worse since the summer, she didn't recognise me on sunday.",
    ],
    // A filler left out keeps the comma after it, the boundary of the clauses.
    [
      "not got strong views tbh, isla's on her tablet too much",
      "Not got strong views, isla's on her tablet too much.",
    ],
    // Why the owner is back is part of coming back; news told beside it is kept.
    ["back again, quiet night on the station so i've got a bit of time. where were we", ''],
    ['im back, my daughter got into uni', 'My daughter got into uni.'],
    // Back with how it went, and a go-ahead to ask or "where were we": nothing of the owner's.
    ['hiya im back, the recital went fine lol. you can ask me more stuff', ''],
    ["i'm back, lunch was lovely. ok where were we", ''],
    // A lead-in naming her question, with nothing told.
    ['ok so about that morning thing...', ''],
  ])('keeps of %j only %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });
});

describe('declineClause', () => {
  it('finds the clause that declines, not its reason', () => {
    expect(
      declineClause('id rather not talk about that one tbh, most of the good trips were with my ex wife'),
    ).toBe('id rather not talk about that one tbh');
    expect(declineClause("I teach maths. I'd rather not talk about my ex.")).toBe(
      "I'd rather not talk about my ex",
    );
  });
});

describe('readMessage, round 18', () => {
  // "easy one lol" is a reaction to her question, not small talk of the day: the answer after it is kept.
  it('keeps an answer after a bare "easy one"', () => {
    expect(readMessage('right, easy one haha. pad thai. the best is a van by the canal').content).toBe(
      'Pad thai. The best is a van by the canal.',
    );
  });

  // "about that trip..." names her question and tells nothing yet: she waits for the answer.
  it.each(['ok so about that trip...', 'hmm so about this one', 'well as for that one...'])(
    'keeps nothing of a lead-in and waits: %j',
    (message) => {
      const reading = readMessage(message);
      expect(reading.content).toBe('');
      expect(reading.hold).toBe('think');
    },
  );

  it('keeps what follows a lead-in', () => {
    expect(readMessage('so about that trip... it was Crete with my sister in 2009').content).toBe(
      'It was Crete with my sister in 2009.',
    );
  });
});

describe('a complaint that she missed what was said, round 20', () => {
  it('reads "did you not see what I said" as said of the talk, keeping how it hit the owner', () => {
    const reading = readMessage('did you not see what i said about the arthritis? its hit me hard honestly.');
    expect(reading.meta).toBe('told');
    expect(reading.content).toBe('Its hit me hard.');
  });
});

describe('a lower-case, chatty owner, round 23', () => {
  it('hears a question turned back on her without its question mark ("what about you lisa, do you …")', () => {
    const reading = readMessage(
      'before i answer that, what about you lisa, do you have anyone or is it just questions all day',
    );
    expect(reading.toLisa).not.toBeNull();
    expect(reading.content).toBe('');
    // An answer that only names a question back stays an answer.
    expect(readMessage('what about my sister, she lives in leeds').toLisa).toBeNull();
  });

  it('reads "i just did" as saying she already has the answer, not as a decline', () => {
    for (const message of ['lol i just did', 'i already did', 'I just did!']) {
      const reading = readMessage(message);
      expect(reading.meta).toBe('told');
      expect(reading.content).toBe('');
      expect(reading.decline).toBe(false);
    }
    expect(readMessage('i just did a marathon').content).toBe('I just did a marathon.');
  });
});

describe('laughter and a word before the answer, round 23', () => {
  it('drops "ha ok dodged." before an answer: a reaction to her, not the fact to title', () => {
    expect(
      readMessage('ha ok dodged. well my best mate is jo, we met on our pgce course back in 2004').content,
    ).toBe('My best mate is jo, we met on our pgce course back in 2004.');
    // Without laughter, or alone, the word is kept as said.
    expect(readMessage('Retired. I taught maths for 30 years').content).toBe(
      'Retired. I taught maths for 30 years.',
    );
  });
});

describe('the weather and what it did to the owner today, round 23', () => {
  it('hears "rain since lunch and i forgot my brolly" as small talk, not a note', () => {
    const reading = readMessage(
      'hiya lisa. bit grim out here today, rain going sideways since lunch and i forgot my brolly obviously',
    );
    expect(reading.smallTalk).toBe('grim');
    expect(reading.content).toBe('');
    // News told beside the weather, or what the owner does as a rule, is kept.
    expect(readMessage('pouring here today and i got the job!').content).not.toBe('');
    expect(readMessage('raining again today and my mum is in hospital').content).not.toBe('');
  });
});

describe('what is kept reads as it was said, round 24', () => {
  it.each([
    ["Proud of... I'd have said my job, but that's going too.", "my job, but that's going too"],
    ['A swot, but chatty with it - got told off for talking.', 'A swot, but chatty with it - got told off'],
    ['It is Alfie — I have him Tuesday to Thursday.', 'It is Alfie — I have him'],
  ])('keeps the word or mark that joins its clauses: %j', (message, kept) => {
    expect(readMessage(message).content).toContain(kept);
  });

  it('still drops a "but" that opens the message', () => {
    expect(readMessage('But honestly, I grew up in Leeds.').content).toBe('I grew up in Leeds.');
  });
});

describe('getting started with the app, round 24', () => {
  it.each([
    ["Hiya Lisa. My daughter set this up for me so bear with me, I'm not very techy. Where do we start?", ''],
    ["My son set it all up for me. I'm not great with computers. I grew up in Hull.", 'I grew up in Hull.'],
  ])('keeps of %j only %j', (message, kept) => {
    expect(readMessage(message).content).toBe(kept);
  });

  it.each([
    'I set it up in 2010 with my brother, a little bakery.',
    "I'm not very good at maths.",
    'Where do we start with my dad? He was a miner.',
  ])('still keeps what is told of a life: %j', (message) => {
    expect(readMessage(message).content).not.toBe('');
  });

  it.each([
    ['My son set it up for me, the shed, with a workbench and a vice.', 'My son set it up for me, the shed'],
    ['My son set it all up for me in the garage, a little gym.', 'My son set it all up for me in the garage'],
  ])('keeps a thing set up for the owner: %j', (message, kept) => {
    expect(readMessage(message).content).toContain(kept);
  });
});

describe('praise of the talk beside thanks, round 24', () => {
  it('keeps the answer, not "it\'s nicer than I expected"', () => {
    expect(
      readMessage(
        "Gardening mostly, I've kept his runner beans going. Thanks for this Lisa, it's nicer than I expected talking to a computer.",
      ).content,
    ).toBe("Gardening mostly, I've kept his runner beans going.");
  });

  it.each([
    ['It was easier than I expected to give up smoking.', 'give up smoking'],
    ["It's been better than I expected, the new hip.", 'better than I expected'],
    ['It was less painful than I expected, the chemo.', 'less painful than I expected'],
    ["It's been more fun than I expected, being a grandad.", 'more fun than I expected'],
  ])('keeps a comparison that names no talk, unthanked: %j', (message, kept) => {
    const reading = readMessage(message);
    expect(reading.content).toContain(kept);
    expect(reading.praise).toBe(false);
  });

  it.each([
    "It's easier than I expected talking to you.",
    'This chat is nicer than I expected.',
    'Talking to a computer is easier than I thought.',
  ])('still hears praise when the talk is named: %j', (message) => {
    expect(readMessage(message).praise).toBe(true);
  });

  it("keeps a comparison of the owner's own life", () => {
    expect(readMessage('Retirement is nicer than I expected, I garden every day.').content).toMatch(
      /^Retirement/,
    );
  });
});

describe('what is kept reads as written, issue 34', () => {
  it('keeps a dash between two kept clauses, so the note is no run-on sentence', () => {
    expect(readMessage('My best pal is Davie Muir — we met on the training course in 2010.').content).toBe(
      'My best pal is Davie Muir — we met on the training course in 2010.',
    );
    // A filler between the clauses still goes, and the comma before it stays the boundary.
    expect(readMessage('I was a daydreamer, to be honest — always looking out the window.').content).toBe(
      'I was a daydreamer, always looking out the window.',
    );
    // A hyphen inside a word is no boundary.
    expect(readMessage('My son-in-law is a joiner.').content).toBe('My son-in-law is a joiner.');
  });

  it('hears "on you go", the other order of "go on", as going on; not "on you" in another sense', () => {
    expect(saysGoOn('Aye, on you go.')).toBe(true);
    expect(saysGoOn('I can’t go on like this.')).toBe(false);
    expect(saysGoOn('It was on you, going to the shop.')).toBe(false);
    // "on you go-getters": a hyphen goes on into another word.
    expect(saysGoOn('The blame is on you go-getters.')).toBe(false);
  });
});

describe('a mood about the talk and thanks said after the fact, issue 34', () => {
  it('drops "Sorry, my head\'s not on books." and keeps the news after it', () => {
    const reading = readMessage(
      "Sorry, my head's not on books. I got told on Friday I'm being made redundant.",
    );
    expect(reading.content).toBe("I got told on Friday I'm being made redundant.");
    expect(readMessage("Sorry, my mind's not on it today.").content).toBe('');
    // What goes on past the subject, or someone else's mind, tells of a life.
    expect(readMessage("My head's not on straight since the op.").content).not.toBe('');
    expect(readMessage("My son's mind is not on his studies.").content).not.toBe('');
  });

  it.each(["My head's not on straight.", "My head's not on right.", 'My head is not on fire.'])(
    'keeps %j, said of the owner, not of the talk',
    (message) => {
      expect(readMessage(message).content).toBe(message);
    },
  );

  it('turns to something else only by a marker before or in what is kept', () => {
    const thanked = readMessage(
      'Up at five for the early shift. Thanks for being patient with me, by the way.',
    );
    expect(thanked).toMatchObject({ thanks: true, digression: false });
    expect(readMessage('Oh, by the way. My sister is a nurse.').digression).toBe(true);
    expect(readMessage('I fix boilers. Oh and my sister is a nurse.').digression).toBe(true);
  });
});

describe('a telling announced before a colon, issue 34', () => {
  it('drops "Something you should know about me instead:" and keeps what follows', () => {
    expect(readMessage("Something you should know about me instead: I'm a mad keen angler.").content).toBe(
      "I'm a mad keen angler.",
    );
    // What is named before the colon is part of the fact.
    expect(readMessage('Something I love: fishing on the Clyde.').content).toBe(
      'Something I love: fishing on the Clyde.',
    );
    expect(readMessage('Something I should tell my boss: I quit.').content).toBe(
      'Something I should tell my boss: I quit.',
    );
  });

  it.each(['One thing I learned to say: no.', "Another thing I'd never share: my salary."])(
    'keeps all of %j: not a telling announced, nor a clause after the colon',
    (message) => {
      expect(readMessage(message).content).toBe(message);
    },
  );
});

describe('going on and putting off, in chatty words, issue 34 round 29', () => {
  it.each([
    ['sorry school stuff can wait.. my dad passed away last tuesday', 'My dad passed away last tuesday.'],
    ['ok, work questions can wait. my sister Ana lives in Porto', 'My sister Ana lives in Porto.'],
    ['fair enough. keep goin', ''],
    ["nah go ahead and ask, I'm alright", ''],
    ['haha ok, I said keep goin. ask away', ''],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it.each([
    'sorry the dishes can wait, the kids are hungry',
    'the school run can wait till Sam is back',
    'My mum says the wedding stuff can wait until spring.',
    'I keep going back to Porto every summer.',
    'I keep goin to the gym on mondays.',
    'Go ahead and ask my wife, she knows the recipe.',
    'My boss told me to go ahead and ask for the raise.',
  ])('keeps all of %j: no subject of hers put off, no going on said', (message) => {
    expect(readMessage(message).content).not.toBe('');
    expect(readMessage(message).meta).toBeNull();
  });
});

describe('not big on something, kept as a fact, issue 34 round 29', () => {
  it.each(['not big on people tbh', "I'm not much for mornings"])('keeps %j', (message) => {
    expect(readMessage(message).content).not.toBe('');
  });
});

describe('readMessage: stuck for a way in, and thanks in other words after her care', () => {
  it.each([
    'not sure where to start',
    'hmm, hard to say',
    "honestly I don't know where to begin",
    "it's really hard to say",
  ])('hears %j as stuck, keeping nothing and declining nothing', (message) => {
    expect(readMessage(message)).toMatchObject({ content: '', hold: 'stuck', decline: false });
  });

  it.each([
    "I'm not sure where to start with the garden this year.",
    'It was hard to say goodbye to my old school.',
    'Hard to say no to my boss, so I work most Saturdays.',
    "I never know where to start with crosswords, I'm hopeless.",
    'My sister finds it hard to say sorry.',
  ])('keeps %j whole, not stuck', (message) => {
    const reading = readMessage(message);
    expect(reading.hold).toBeNull();
    expect(reading.content).not.toBe('');
  });

  it.each([
    ['Means a lot.', ''],
    ["that's kind", ''],
    ['it meant so much to me, honestly', ''],
    [
      'thanks lisa, means a lot. he was the one who took me to my first match',
      'He was the one who took me to my first match.',
    ],
  ])('after her care, hears %j as thanks', (message, content) => {
    expect(readMessage(message, true)).toMatchObject({ thanks: true, content });
  });

  it.each([
    ['I volunteer at the shelter. It means a lot to me.', true],
    ['My garden means a lot to me.', true],
    ['Means a lot.', false],
    ["that's kind", false],
    ['My nan knitted me this scarf, it means the world to me.', true],
  ])('hears no thanks in %j (her care before: %s)', (message, thanksDue) => {
    expect(readMessage(message, thanksDue).thanks).toBe(false);
  });
});

describe('her subject put off for a telling announced, and text-speak asked of her, round 30', () => {
  it.each([
    [
      "Before school stuff, I should probably tell you something since it's kind of everything right now. My husband Ray and I separated in September.",
      'My husband Ray and I separated in September.',
    ],
    [
      "I'll get to opinions, but there's something else that's been sitting on me. My dad died in August.",
      'My dad died in August.',
    ],
  ])('keeps only the news after the announcement in %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it.each([
    'Before school I worked in a bakery for two years.',
    "I'll get to the point: I hated school.",
    'Before college, I worked in a bakery.',
    'Before school, I had something like ten jobs.',
  ])('keeps %j', (message) => {
    expect(readMessage(message).content).toBe(message);
  });

  it('hears "r u" as a question to her, asked on, and keeps nothing', () => {
    const reading = readMessage(
      'wait before that, do u actually have friends? like r u a real person or an ai',
    );
    expect(reading.content).toBe('');
    expect(reading.toLisa).toMatch(/r u a real person or an ai\?$/);
  });

  it.each([
    'My initials are R U, after my grandad.',
    'We drove to the UK in June.',
    'My brother and I are close.',
  ])('keeps %j, asked of no one', (message) => {
    expect(readMessage(message).content).toBe(message);
    expect(readMessage(message).toLisa).toBeFalsy();
  });
});

describe('readMessage, round 31: "shouldve" typed without its apostrophe', () => {
  it.each([
    [
      'something i shouldve said earlier, i got put on the aseptic unit last month',
      'I got put on the aseptic unit last month.',
    ],
    ['oh something i couldve said earlier, i started a new job in may', 'I started a new job in may.'],
  ])('reads %j as the remark it is and keeps %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
    expect(readMessage(message).meta).not.toBe('told');
  });

  it.each([
    ['I should visit my gran more often', 'I should visit my gran more often.'],
    ['I would love to see Kyoto in autumn', 'I would love to see Kyoto in autumn.'],
    ["my dad should've been a teacher", "My dad should've been a teacher."],
  ])('keeps %j as written', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });
});

describe('readMessage, round 31 review: having to sleep now is leaving, sleeping before something is a habit', () => {
  it.each([
    'I need to sleep now',
    'I gotta sleep now',
    'i really need to sleep now x',
    'gotta sleep before my shift',
  ])('hears %j as a goodbye', (message) => {
    expect(readMessage(message)).toMatchObject({ goodbye: true, content: '' });
  });

  it.each([
    [
      'gotta sleep before 10 on work nights or im useless',
      "Gotta sleep before 10 on work nights or I'm useless.",
    ],
    [
      'gotta sleep before night shifts, its the only way',
      "Gotta sleep before night shifts, it's the only way.",
    ],
    ['need to sleep. always did after nights', 'Need to sleep. Always did after nights.'],
  ])('keeps %j as a fact', (message, content) => {
    expect(readMessage(message)).toMatchObject({ goodbye: false, content });
  });
});

describe('readMessage, round 31 review: "on a … note" is kept as written (the marker rule was taken back)', () => {
  it.each([
    'I like to end the day on a positive note',
    'on a better note, the new meds are helping',
    'on a good note, i got the job',
    'on a happier note i got a dog',
  ])('keeps %j as written', (message) => {
    expect(readMessage(message).content.toLowerCase()).toBe(`${message.toLowerCase()}.`);
  });
});

describe('readMessage, round 31 review: "I\'ll have to think about that" puts the question off', () => {
  it.each(["hmm, I'll have to think about that", "I'll have to think about that one"])(
    'hears %j as a deferral, not a wait',
    (message) => {
      expect(readMessage(message)).toMatchObject({ deferred: true, hold: null });
    },
  );

  it.each(['let me think', 'hmm. honestly? lol let me think'])('hears %j as a wait', (message) => {
    expect(readMessage(message)).toMatchObject({ deferred: false, hold: 'think' });
  });
});

describe('what she said met with doubt, round 31', () => {
  it.each([
    ['wait no i didnt?? the oncology thing is new', 'The oncology thing is new.'],
    ['I didnt? I only ever worked in a bakery.', 'I only ever worked in a bakery.'],
    ['I did!? I only ever worked in a bakery.', 'I only ever worked in a bakery.'],
    ["I'm not?? I love my job", 'I love my job.'],
    ['my mum did?? she never told me', 'She never told me.'],
  ])('keeps of %j only %j', (message, kept) => {
    expect(readMessage(message)).toMatchObject({ content: kept, meta: 'remark' });
  });

  it.each([
    ['what i did? i quit my job and moved to Spain', 'What I did? I quit my job and moved to Spain.'],
    ['guess what I did?? I got engaged', 'Guess what I did?? I got engaged.'],
    ['My old job? Nurse, for years.', 'My old job? Nurse, for years.'],
    ['I didn’t.', 'I didn’t.'],
    ['No I didn’t go to uni.', 'No I didn’t go to uni.'],
  ])('keeps %j as told', (message, kept) => {
    expect(readMessage(message)).toMatchObject({ content: kept, meta: null });
  });

  it('hears "are you ok??" as asked of her, not as doubt', () => {
    expect(readMessage('are you ok??').meta).not.toBe('remark');
  });
});

describe('readMessage, round 32: a decline beside a fact keeps the fact, not what is declined', () => {
  it.each([
    [
      'priya, we met on the dental course, she dropped a whole tray of moulds on my foot on day 1 lol. we were gonna be bridesmaids for each other but my engagement went tits up so id rather not talk about the ex tbh, thats a whole thing',
      'Priya, we met on the dental course, she dropped a whole tray of moulds on my foot on day 1. We were gonna be bridesmaids for each other but my engagement went tits up.',
    ],
    ["My brother is a chef, and I don't want to talk about him.", 'My brother is a chef.'],
    // Going into, saying or sharing something else is told, not a decline of the talk.
    [
      "I'm a teacher and I don't want to go into management",
      "I'm a teacher and I don't want to go into management.",
    ],
    [
      'I love my job but I dont want to get into debt for a masters',
      "I love my job but I don't want to get into debt for a masters.",
    ],
    [
      "We moved to Leeds, though I don't want to say goodbye to London forever",
      "We moved to Leeds, though I don't want to say goodbye to London forever.",
    ],
    [
      "My brother is a chef and I don't want to share a kitchen with him",
      "My brother is a chef and I don't want to share a kitchen with him.",
    ],
    [
      "I'm a nurse, so I'd rather not talk about work at home with my kids",
      "I'm a nurse, so I'd rather not talk about work at home with my kids.",
    ],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it.each([
    ["That's a hard one. I'd rather not.", ''],
    ["It was ages ago. I'd rather not talk about it.", ''],
    ["Honestly it's complicated. Skip.", ''],
    ["She was a nightmare. I'd rather not talk about her.", ''],
    ['They are fine. pass', ''],
    // What is told of someone before a decline of its own goes with it: they asked for it not to be kept.
    ['Jodie moved to Spain. Id rather not go into it.', ''],
    [
      'haha its just jodie, prob = probably. shes loud and kind and a menace. trips tho... id rather not talk about that one tbh, last big trip was with my ex',
      '',
    ],
    ["Tom cheated on me. I'd rather not talk about it.", ''],
    ["She hit me. I'd rather not go into it.", ''],
    ["I'd rather not say, but my mum was a nurse.", ''],
    // Rather not doing something is a fact of the owner's, not a decline of the talk.
    [
      "We thought about Spain but I'd rather not fly, so we drove to France.",
      "We thought about Spain but I'd rather not fly, so we drove to France.",
    ],
    [
      'I said I would rather not move, and we stayed in Leeds.',
      'I said I would rather not move, and we stayed in Leeds.',
    ],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });
});

describe('readMessage, round 32: small talk of the weather and of the talk itself is not kept', () => {
  it.each([
    'hiya lisa. bit nervous doing this tbh lol never talked to an ai about myself before',
    "I've never done this before",
    'its pouring here in leeds btw. typical november, my brolly gave up on the way home lol',
    'so cold today. my washing got soaked',
  ])('keeps nothing of %j', (message) => {
    expect(readMessage(message).content).toBe('');
  });

  it.each([
    ['bit nervous doing this job tbh', 'Bit nervous doing this job.'],
    ["I'm nervous about my driving test", "I'm nervous about my driving test."],
    ['never talked to my dad about it', 'Never talked to my dad about it.'],
    ['I was nervous about this, my first marathon', 'I was nervous about this, my first marathon.'],
    ['I was hammering it down the motorway', 'I was hammering it down the motorway.'],
    [
      'it was pissing it down on our wedding day in 2012',
      'It was pissing it down on our wedding day in 2012.',
    ],
    ['its pouring here today. I got the job!', 'I got the job!'],
    ['its raining again today. my dad died last night.', 'My dad died last night.'],
    ['raining again here. I moved to Leeds in 2010.', 'I moved to Leeds in 2010.'],
    ['raining here. my wife got a new job', 'My wife got a new job.'],
    // Review of lisa-32b: news after the weather is told, not a mishap of it; only a fragment before it goes.
    [
      'so cold today. my boiler broke and my landlord wont fix it',
      "My boiler broke and my landlord won't fix it.",
    ],
    ['pouring here. my shop closed down for good last week', 'My shop closed down for good last week.'],
    ['its pouring here. typical november, my car got stolen last night', 'My car got stolen last night.'],
    // How the owner feels about "this" after something told is of that, not of the talk.
    ['I got the job! honestly so excited about this', 'I got the job! Excited about this.'],
    [
      "we went paragliding in nepal. I've never done anything like this before",
      "We went paragliding in nepal. I've never done anything like this before.",
    ],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });
});

describe('readMessage, round 32: a word spelled out for her is not kept', () => {
  it.each([
    [
      'lol jan as in january not a person. film wise its mamma mia, seen it about 40 times',
      'Film wise its mamma mia, seen it about 40 times.',
    ],
    ['prob = probably. my best mate is jodie', 'My best mate is jodie.'],
    ['jan is my sister', 'Jan is my sister.'],
    ['home as in leeds', 'Home as in leeds.'],
    ['Work as in nursing', 'Work as in nursing.'],
    ['mum = Sarah', 'Mum = Sarah.'],
    ['Bex as in my sister, she lives in Glasgow.', 'Bex as in my sister, she lives in Glasgow.'],
    ['2 + 2 = 4 was the first thing I learned', '2 + 2 = 4 was the first thing I learned.'],
  ])('keeps of %j only %j', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });
});

describe('readMessage: remarks about the talk itself (audits CG, CH)', () => {
  it.each([
    // A complaint that it was written already; the answer given again after it is kept.
    [
      'uh i literally wrote that already?? fridges. supermarket fridges. a normal day is van by 7, three or four jobs',
      'Fridges. Supermarket fridges. A normal day is van by 7, three or four jobs.',
      'told',
    ],
    ['see above lol', '', 'told'],
    ['pottery I guess, see above lol.', 'Pottery I guess.', 'told'],
    ['lol im ok, we already did the dad part.', '', 'told'],
    // Shy of talking about oneself, at the start: of the talk, not a note.
    ["hi lisa! ok so I'm not great at talking about myself but lets try", '', null],
    // Leave to say something first: of the talk; what is said after it is kept.
    [
      'sorry, can I just say something first. I got my biopsy results back on tuesday',
      'I got my biopsy results back on tuesday.',
      'remark',
    ],
  ])('keeps of %j only %j (%s)', (message, content, meta) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading.meta).toBe(meta);
  });

  it.each([
    // The same words in a life: kept whole.
    ['actually it was 2019 not 2018', 'It was 2019 not 2018.'],
    ['I already told my boss I was leaving.', 'I already told my boss I was leaving.'],
    ['I wrote that before I left for university.', 'I wrote that before I left for university.'],
    ['We already did the hard part of the renovation.', 'We already did the hard part of the renovation.'],
    ['we already did the washing up', 'We already did the washing up.'],
    ['we already did the tax stuff', 'We already did the tax stuff.'],
    ['I scroll up to find it', 'I scroll up to find it.'],
    ['we just did the garden bit', 'We just did the garden bit.'],
    [
      'The flat above is empty, see above the door for the number.',
      'The flat above is empty, see above the door for the number.',
    ],
    ["I'm not great at maths but I love it.", "I'm not great at maths but I love it."],
    ["I'm not great at talking to strangers, I go red.", "I'm not great at talking to strangers, I go red."],
    ['I can say something in Polish, my nan taught me.', 'I can say something in Polish, my nan taught me.'],
  ])('keeps %j whole', (message, content) => {
    expect(readMessage(message).content).toBe(content);
  });

  it.each([
    ['right thats me, cheers, talk soon', true],
    ['ok thats me', true],
    // "that's me" naming someone in a photo, a story: no goodbye.
    ["The one on the left, that's me.", false],
    ["That's me in the red coat.", false],
    ['She said see you soon and drove off.', false],
  ])('hears %j as a goodbye: %s', (message, goodbye) => {
    expect(readMessage(message).goodbye).toBe(goodbye);
  });
});

describe('readMessage: a wrap-up said ahead (audits CG, CH)', () => {
  it.each([
    [
      "technology, eh, the new fridges all have wifi controllers now. right I'll have to wrap up soon, I'm on callout from 10 tonight",
      // The fact beside it is kept.
      "Technology, the new fridges all have wifi controllers now. I'm on callout from 10 tonight.",
    ],
    [
      'Kasia is due in april, its a girl, Im gonna be an aunt!! ok I should wrap up soon',
      "Kasia is due in april, it's a girl, I'm gonna be an aunt!!",
    ],
    ['we should probably stop soon', ''],
  ])('hears %j as wrapping up, keeping %j', (message, content) => {
    const reading = readMessage(message);
    expect(reading.wrapUp).toBe(true);
    expect(reading.goodbye).toBe(false);
    expect(reading.content).toBe(content);
  });

  it.each([
    'We should wrap up the project soon, the client is waiting.',
    'I have to go to Madrid soon for work.',
    'My sister has to stop working soon, the baby is due.',
    'I need to stop drinking so much coffee.',
    "I'll wrap up the presents tonight.",
  ])('hears no wrap-up in %j', (message) => {
    expect(readMessage(message).wrapUp ?? false).toBe(false);
  });
});

describe('readMessage: a decline said again (audit CG)', () => {
  it('hears the decline and the topic dropped, and keeps what follows', () => {
    const reading = readMessage(
      "no like, I said I'd rather not. leave the claire stuff. goals... get round the three peaks under 12 hours",
    );
    expect(reading.decline).toBe(true);
    expect(reading.content).not.toMatch(/rather not|claire/i);
    expect(reading.content).toMatch(/three peaks under 12 hours/);
  });

  it.each([
    "I said I'd rather not go to uni, so I did an apprenticeship.",
    'I told mum I would rather not move, she understood.',
    'I had to leave the football thing after my knee op.',
    'We leave the house at 7 most days.',
  ])('keeps %j', (message) => {
    const reading = readMessage(message);
    expect(reading.meta).toBeNull();
    expect(reading.content).not.toBe('');
  });
});

describe('readMessage, lisa-32c review: wrap-ups and complaints read narrowly', () => {
  it.each([
    ["I'll need to head off in a bit but I'm a plumber in Derby", /plumber in Derby/],
    ['I will have to stop soon because of my knees, running I mean', /stop soon because of my knees/],
    ['I should stop soon, drinking I mean, my doctor says', /stop soon, drinking/],
    ['I need to finish soon, the thesis is due in June', /thesis is due in June/],
  ])('keeps %j', (message, kept) => {
    const reading = readMessage(message);
    expect(reading.content).toMatch(kept);
  });

  it.each([
    'I said that to my boss and got promoted, I run the Leeds office now.',
    'honestly I said that at my wedding speech',
    'and I said that to my boss, he laughed',
  ])('hears no complaint in %j', (message) => {
    const reading = readMessage(message);
    expect(reading.meta).toBeNull();
    expect(reading.content).not.toBe('');
  });

  it.each(["no like, I said I'd rather not.", "no like, I said I'd rather not. leave the claire stuff."])(
    'hears %j as a decline',
    (message) => {
      expect(readMessage(message).decline).toBe(true);
    },
  );

  it('keeps what follows "well that\'s me" when more is said', () => {
    const reading = readMessage("well that's me. I'm a baker in Leeds, 20 years.");
    expect(reading.goodbye).toBe(false);
    expect(reading.content).toMatch(/baker in Leeds/);
  });
});

describe('readMessage, round 32: what a message does, read before what it says', () => {
  it.each([
    "I'd rather not talk about that any more than I just did, if that's ok. can we move on to something lighter",
    "i'd rather not go into it more than i already have",
  ])('hears %j as a decline, not as "I told you"', (message) => {
    expect(readMessage(message)).toMatchObject({ decline: true, content: '' });
    expect(readMessage(message).meta).not.toBe('told');
  });

  it.each(['I just did', 'I already told you that', "i told u already lol, i'm a nurse"])(
    'still hears %j as told already',
    (message) => {
      expect(readMessage(message)).toMatchObject({ meta: 'told', decline: false });
    },
  );

  it.each([
    'byee',
    'ok byeee x',
    'ok i gotta run to my shift but quick one: my cat is called Pierogi, shes a 4 yr old tabby. byee',
    'gotta dash to work, speak later',
  ])('hears %j as a goodbye', (message) => {
    expect(readMessage(message).goodbye).toBe(true);
  });

  it.each([
    'I have to run to work every morning because the bus never comes',
    'I had to run to work in the snow last winter',
    'Byelaws are the council’s thing, I just enforce them',
    'my brother had to dash to the hospital when his wife went into labour',
    'got to run to the shops on saturdays for my nan',
    'have to run to the station by 7, then the train to work',
  ])('hears no goodbye in %j', (message) => {
    expect(readMessage(message).goodbye).toBe(false);
  });

  it.each([
    'its absolutely chucking it down here btw, proper leeds weather. hows your day going lisa?',
    'tipping it down again here today',
    'bucketing down outside right now',
  ])('hears the weather in %j, keeping none of it', (message) => {
    expect(readMessage(message)).toMatchObject({ smallTalk: 'grim', content: '' });
  });

  it.each([
    'we were chucking it down the skip all afternoon',
    'I was pelting down the hill on my bike when I crashed',
    'my mate chucked it down the stairs by accident',
    'he came hammering down at 90 here, nearly hit me',
    'been chucking it down in the bin all day, clearing out the garage',
  ])('hears no weather in %j', (message) => {
    expect(readMessage(message).smallTalk).toBeNull();
    expect(readMessage(message).content).not.toBe('');
  });
});
