import nlp from 'compromise';
import { detailOf, isRelation } from './details.ts';
import { kinByGender, kinCalledBy, kinOf, kinWords, lexicon, taggedTerms } from './language.ts';
import { words } from './retrieval/text.ts';

/**
 * Hard news in a message: a death, an illness, a break-up, a job lost. Found by the words English speaks of them
 * with (the lexicon of bereavement, illness and loss, not words of any conversation Lisa had), in a sentence about
 * the owner or someone of theirs: "his dad died when Callum was twelve" is a fact about Callum, told in passing.
 */
export interface HardNews {
  kind: 'death' | 'baby' | 'illness' | 'break-up' | 'job' | 'home';
  /** Who it is about, as Lisa says it back ("your grandfather Ramón"); null when it is the owner's own. */
  about: string | null;
  /** Told as news, first in a short message, rather than in passing in a longer story of the owner's. */
  news: boolean;
  /** Someone's failing told as a worry ("Mum's memory is going, I'm scared"), not a diagnosis. */
  worry?: true;
  /** News already met, told again as worse ("she's had a second stroke"): met with care again, as an update. */
  worse?: true;
}

/** A mind failing, in the words English says it with: a worry about someone before any diagnosis. */
const failingMind =
  /\b(?:(?:memory|mind) (?:is|'s) (?:going|failing|slipping)|losing (?:his|her|their) (?:memory|mind)|forgetful)\b/i;

/** A partner of the owner's or of someone's ("my wife", "her boyfriend"). */
const partner = `(?:my|our|his|her|their) (?:${[...(kinWords.husband ?? []), ...(kinWords.wife ?? []), 'boyfriend', 'girlfriend'].join('|')})`;
/** A couple that can be splitting up: the owner ("we", "me and Sam", "Sam and I") or a partner of theirs. */
const couple = String.raw`(?:we|i|(?:me|i) and (?:my |our )?[\p{L}'-]+|[\p{L}'-]+ and (?:i|me)|${partner})`;

/**
 * A relationship ending, in the words English tells it with. Splitting up under way is said of a couple and takes no
 * object: "my kids are breaking up for summer", "my phone keeps breaking up", "we are separating the recycling" are
 * no break-ups. One list for the news and for whether the owner has lost a partner.
 */
export const breakUp = new RegExp(
  String.raw`\b(?:broke up|break-?up|(?<=\b${couple}(?:'re|'m|\s+(?:are|is|am|were|was|have been|had been|been|just|now|finally|officially)){0,2}\s+)(?:(?:splitting|breaking) up\b(?!\s+(?:for|from|the)\b)|separating\b(?!\s+(?:the|a|an|our|my|his|her|their|them|it|out)\b))|split up|separated|divorc\w+|(?<!\b(?:working|work|business|professional) )(?:marriage|relationship|engagement) (?:ended|is over|was over|fell apart|fell through|broke down|went (?:tits |belly )up|went (?:wrong|south|pear[- ]shaped)|(?:was |got )?(?:called|broken) off|didn't (?:last|work out))|(?:called|broke|broken) off (?:the|our|my) engagement|left me(?!\s+(?:his|her|their|a|an|the|some|my|this|that|money|everything)\b)|dumped me|ended (?:things|it|our \w+))\b`,
  'iu',
);

/**
 * A partner leaving home, told as a move: "Pete moved out in March", "my husband walked out on us". Someone named with
 * no word of who they are, or a partner; not a child gone to study ("moved out to go to uni"), a lodger ("our lodger"),
 * or the owner moving house ("we moved out of London"). Case matters: a name is capitalised.
 */
const movedOut = new RegExp(
  String.raw`(?:\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er) (?:${[...(kinWords.husband ?? []), ...(kinWords.wife ?? []), 'partner', 'boyfriend', 'girlfriend', 'fiancé', 'fiancée', 'ex'].join('|')})|(?<!\p{L})(?!(?:I|We|He|She|They|It|This|That|The|Everyone|Everybody|Someone|Nobody)\b)\p{Lu}\p{Ll}+)(?: (?:has|had|just|finally|eventually|actually))* (?:moved out|walked out)\b(?! (?:of|to|for)\b)`,
  'u',
);

/** An animal kept at home, by its common name or a common breed: what a vet puts down. */
const petWord = String.raw`(?:dog|cat|pup|puppy|kitten|horse|pony|rabbit|hamster|guinea pig|budgie|parrot|tortoise|ferret|spaniel|labrador|terrier|collie|greyhound|lurcher|whippet)`;
/** A pet of someone's ("our old dog Max", "my spaniel"). */
const aPet = String.raw`(?:my|our|his|her|their|the) (?:[\p{L}-]+ )?${petWord}(?: \p{Lu}[\p{L}'-]+)?`;
/** A pet said in the talk ("lola, my old spaniel"): whom "we had to put her down" can be of. */
const petNamed = new RegExp(String.raw`\b${aPet}`, 'iu');

/**
 * A pet put down for good, by the owner's doing ("we had our dog put down", "we had Biscuit put to sleep", "I had to
 * put her to sleep"): of a pet, of a pet by name, or of "him"/"her" when a pet was said before; not set down to do
 * something else ("…down to answer the phone") or onto something ("…down from the fence"). The name and the pronoun
 * are caught (groups 1 and 2) for `putDownOfPet`.
 */
const putDown = new RegExp(
  String.raw`\b(?:(?:had|have|has|having|get|got)(?: to(?: have| get)?)? (?:${aPet}|([\p{L}'-]+)) put|(?:had|have|has) to put (?:${aPet}|(him|her))) (?:down|to sleep)\b(?! (?:to|for|from|off|onto|into|on (?:the|a|an|my|our|his|her|their|its)|so|while)\b)`,
  'iu',
);

/** Kin called by what they are, as a name ("Mum", "dad"): the owner's. */
const kinCalled = ['mum', 'mom', 'mam', 'dad', 'nan', 'gran', ...kinCalledBy];

/** A home: the owner's, or someone's of theirs ("my mum's house"). */
const home = String.raw`(?:house|home|flat|place|apartment)`;
/** The owner's, or a kin's of theirs by what they call them: "my flat", "our place", "my mum's house", "Dad's flat". */
const ownHome = String.raw`\b(?:(?:my|our)(?: [\p{L}-]+(?:'s|s'))?|(?:${kinCalled.join('|')})'s) ${home}`;
/** The owner or those with them, as a subject ("we", "Tobi and I"). */
const weOrI = String.raw`\b(?:i|we)(?:'m|'re|'ve|'ll|'d)?`;

/**
 * A home of the owner's lost, told as what happened to it: destroyed ("my flat flooded on Tuesday", "a fire at our
 * house"), taken ("our house is being repossessed", "we're being evicted", "the landlord's kicking us out"), or lost
 * ("we lost our home in the floods", "we lost everything in the fire"). Not a house in the news or at work, not one
 * lost to another buyer, not someone else evicted ("our tenants were evicted"), not "homeless" said of others.
 */
const homeLost = new RegExp(
  [
    String.raw`${ownHome} (?:(?:was|got|has|had|is|been|just) )*(?:flooded|burn(?:ed|t) down|caught fire|destroyed|repossessed)\b(?! with\b)`,
    String.raw`(?:being|getting) repossessed|repossess\w* (?:${ownHome}|us|me)\b`,
    String.raw`\b(?:a|the) (?:fire|flood) (?:at|destroyed|gutted|tore through|ripped through) ${ownHome}`,
    String.raw`${weOrI}(?: (?:have|had|just|all|both))* lost (?:${ownHome}|the ${home}|everything)(?! to\b)(?=\s*[,.;:!?]|$| (?:in|after|when|because|and|but|so|last|this|over)\b)`,
    String.raw`${weOrI}(?: (?:are|am|were|was|have|had|will|might|may|could|just|all|both|now|going to|about to|been|being|be|get|got|getting))* (?:evicted|made homeless|homeless)\b`,
    String.raw`\b(?:left|made|making|leave|leaving) (?:me|us) homeless`,
    String.raw`${weOrI}(?: (?:have|had|just|all|both))* (?:got|been (?:given|served)|received) (?:an |our |my |a )?(?:eviction notice|notice to quit)`,
    String.raw`(?<=\blandlord(?:'s|s)?\b.*)\b(?:(?:kick|throw|chuck)\w* (?:me|us) out|(?:have|has|had|got|need) to (?:be out|move out|get out|find (?:somewhere|a new place|another place)))`,
    String.raw`(?<=\b(?:flood\w*|fire|burst)\b.*)${weOrI}(?: (?:have|had|just|all|both))* (?:had|have|got) to move out`,
  ].join('|'),
  'iu',
);

const cues: ReadonlyArray<{ kind: HardNews['kind']; pattern: RegExp }> = [
  // Before deaths: "we lost a baby" is about no one she can name back.
  {
    kind: 'baby',
    pattern:
      /\b(?:miscarri\w*|stillb(?:orn|irth)|lost (?:a|the|our|my|her) (?:baby|pregnancy)|(?:ectopic|failed) pregnancy)\b/i,
  },
  {
    kind: 'death',
    pattern:
      /\b(?:died|dies|dying\b(?! (?:to|for|of laughter)\b)|passed (?:away|on)|(?:he|she|they|who) passed\b(?! (?:my|the|an?|his|her|their|our|it|through|by|over|along|under|out|round|around|up|down)\b)|(?<!\b(?:i|we|you) )passed(?= (?:last|this|on|in|recently|yesterday|suddenly|peacefully)\b|\s*[,.;!]|$)|(?:the death of|(?:'s|his|her|their|my|our) death)|funeral|bereave\w*|widow(?:ed)?|(?:be|been|was|were|had) put (?:down|to sleep)|(?:left|leaves) (?:me|us) (?:[\w'-]+ ){1,4}in (?:his|her|their) will|(?:was|were|got|been) killed|lost (?:my|our|his|her) (?:\w+ )?(?:mum|mom|mother|dad|father|parents?|husband|wife|partner|son|daughter|baby|child|brother|sister|grand\w+|friend|uncle|aunt|cousin|dog|cat))\b/i,
  },
  { kind: 'death', pattern: putDown },
  {
    kind: 'illness',
    // "making up chemo", "I give radiotherapy": a treatment made or given, no one named, is the teller's work.
    pattern:
      /\b(?<!\b(?:mak\w*(?: up)?|made(?: up)?|prepar\w*|mix\w*|(?<!\b(?:was|were|is|are|am|be|been|being|get|gets|got|getting|'s|'re|'m) )given|giv(?!en\b)\w*|gave|administer\w*|dispens\w*|deliver\w*) (?:the |some )?(?!\w+ (?:an?|another) (?:go|try|shot)\b))(?:diagnos\w+|(?<!\bmy )(?:memory|mind) (?:is|'s) (?:going|failing|slipping)\b(?! blank)|losing (?:his|her|their) (?:memory|mind)|(?:getting|becoming|gone) (?:more |very |really |a bit |quite )?forgetful|cancer|lupus|multiple sclerosis|motor neurone|crohn'?s|(?:heart|kidney|liver) failure|tumou?r|leuka?emia|lymphoma|stroke\b(?! of)|heart attack|dementia|alzheimer'?s|parkinson'?s|terminal(?:ly ill| illness| cancer)|chemo\w*|(?:very|seriously|really|gravely) (?:ill|sick)|(?:ill|sick) with|(?:is|was|am|are|were|been|ended up|still) in (?:hospital|intensive care|icu)|hospitali[sz]ed|relapse|biopsy|radiotherapy|radiation (?:therapy|treatment)|(?:kidney|liver|heart|lung|bone marrow) transplant|dialysis|palliative|(?:(?:'s|is|are|'re|was|were|been|now|still|ended up) in|(?:moved|moving|transferred|taken|taking|took|gone|going|went|go|admitted)(?: (?:him|her|them|me|us))? (?:in)?to|into) (?:a |the )?hospice|(?:needs?|needed|having|have|has|had|undergo\w*|facing|booked (?:in )?for|waiting for) (?:an? )?(?:\w+ )?(?:surgery|operation)|(?:a |the )?lump (?:in|on)|(?:spot|shadow|mass) on (?:my|his|her|their|the) \w+)\b(?!\s+(?:patients?|wards?|units?|nurs\w+|research|charit\w+|cent(?:re|er)s?|clinics?|specialists?|doctors?|awareness|services?|teams?|societ\w+|shops?|stores?)\b)/i,
  },
  {
    // "the doctor told me I have type 2 diabetes": a diagnosis, whatever the illness is called; tried after the
    // named illnesses, so the clause's subject is still read from the illness where one is named. "It's" names
    // an illness by the words medicine names them with ("arthritis", "a disease"), not "a sprain" or "nothing".
    kind: 'illness',
    pattern:
      /(?<=\b(?:doctors?|gp|consultant|specialist|\w+ologist)\s+(?:told|tells|said|says|confirmed)\b.*)\b(?:(?:i|he|she|they)\s+(?:have|has|had|got)\b(?!\s+(?:to|got to)\b)|it'?s\s+(?=(?:[\w'-]+\s+){0,3}(?:[\w-]+(?:itis|osis|oma|a?emia|pathy)|(?:\w+ )?(?:disease|syndrome|disorder))\b))/i,
  },
  { kind: 'break-up', pattern: breakUp },
  { kind: 'break-up', pattern: movedOut },
  {
    kind: 'job',
    pattern:
      /\b(?:(?:lost|losing) (?:my|his|her|their|our) (?:[\w-]+ )?(?:jobs?|posts?|positions?|livelihoods?)|laid off|redundan\w*|retrench(?:ed|ing)\b|(?:was|were|been|being|am|are|is) (?:\w+ )?dismissed|(?:got|was|were|been) (?:all |both |just |also )?(?:fired|sacked|let go)|let (?:me|us|(?:all )?(?:\w+ )?of us) go\b(?! (?:to|on|out|home|and|of)\b)|laid (?:me|us) off|unemployed|out of work)\b/i,
  },
  { kind: 'home', pattern: homeLost },
];

/** What English says "died" of besides the living: a machine or its power, a plant (a closed class). */
const lifeless =
  /^(?:i?phones?|mobiles?|batter(?:y|ies)|laptops?|computers?|pcs?|tablets?|ipads?|chargers?|cars?|vans?|engines?|boilers?|fridges?|freezers?|tvs?|telly|wifi|internet|broadband|routers?|printers?|headphones|torch|plants?|flowers?|tomato(?:es)?|seedlings?|herbs?|basil|lawn|grass|hedges?|trees?|orchids?|cact(?:us|i))$/i;

/**
 * "I nearly died laughing", "my phone died", "the plant my sister gave me died": "died" said of the owner (who is
 * here to tell it), of a near miss, or of a subject that is a machine or a plant is no one's death.
 */
function diedOfNoOne(sentence: string, at: number, cue: string): boolean {
  if (!/^(?:died|dies|dying)$/i.test(cue)) return false;
  const clause =
    sentence
      .slice(0, at)
      .split(/[,;:]|\b(?:and|but|so|because|when|after|since)\b/i)
      .at(-1) ?? '';
  if (/\b(?:nearly|almost|practically|virtually)\s+$|\b(?:i|we)(?:\s+\p{L}+ly)*\s+$/iu.test(clause))
    return true;
  // The head of the clause's first noun phrase, its last noun: "my car mechanic" is a man, "my phone battery" power.
  const terms = taggedTerms(clause);
  const isNoun = (tags: readonly string[] = []) =>
    tags.includes('Noun') && !['Pronoun', 'Possessive', 'Determiner'].some((tag) => tags.includes(tag));
  const first = terms.findIndex(({ tags }) => isNoun(tags));
  if (first < 0) return false;
  let head = first;
  while (isNoun(terms[head + 1]?.tags)) head += 1;
  return lifeless.test(terms[head]?.text.replace(/[.,;:!?]+$/, '') ?? '');
}

/** Whether a text speaks of an illness, by the one lexicon of it ("diagnosed", "chemo", "in hospital"). */
export const speaksOfIllness = (text: string) =>
  cues.some(({ kind, pattern }) => kind === 'illness' && pattern.test(text));

/** A loss placed long ago ("when I was six", "in 2014", "twenty years ago"): in a longer story, a fact of it. */
export function toldAsLongPast(sentence: string): boolean {
  // "…in March, the spring I left school": a time placed by a stage of a life gone by.
  if (
    /\b(?:when (?:i|we|he|she|they) (?:was|were)\b|as a (?:child|kid|boy|girl|teenager)\b|the (?:spring|summer|autumn|fall|winter|year) (?:i|we) (?:\p{L}+ed|left|got|went|was|were|had|lost|met|began|came|took|made)\b)/iu.test(
      sentence,
    )
  )
    return true;
  if (
    /\b(?:\d+|a few|few|many|several|some|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)(?:-\w+)?\s*(?:years?|yrs?) ago\b|\byears ago\b|\blong (?:time )?ago\b/i.test(
      sentence,
    )
  )
    return true;
  const thisYear = new Date().getFullYear();
  return [...sentence.matchAll(/\b(?:19|20)\d\d\b/g)].some(([year]) => Number(year) <= thisYear - 2);
}

/**
 * A time said of the loss that makes it news now ("last week", "on Friday", "this morning"); a month named without
 * a year ("in June") is within the year just gone; "this may" is a modal, not May.
 */
const recent =
  /\b(?:last|this) (?:week|weekend|month|night|morning|spring|summer|autumn|winter|year)|yesterday|today|tonight|recently|(?:on|this|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:days|weeks|months) ago|a (?:week|month) ago\b|\b(?:(?:in|since|last|this|back in) (?:january|february|march|april|june|july|august|september|october|november|december)|(?:in|since|last|back in) may)\b(?!,? (?:19|20)\d\d)/i;

/**
 * Whether a loss is told as news: first or alone in the message, or later unless placed long ago (an illness goes
 * on regardless). A death that dates something else ("since his mother died", "after Dad passed") and a funeral
 * named as an event ("he sang at every funeral") are told in passing, unless said to be recent.
 */
function toldAsNews(sentence: string, cue: string, first: boolean): boolean {
  if (cues.find((c) => c.pattern.test(cue))?.kind === 'illness') return true;
  if (!first && toldAsLongPast(sentence)) return false;
  // "lives with me since his mum and I split up": the loss dates what the sentence tells, whichever loss it is.
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(cue)));
  const dating =
    /\b(?:since|after|before|until)\s+(?:[\p{L}']+\s+){0,4}$/iu.test(before) ||
    /\b(?:since|after|before|until|ever since)\s+(?:\p{L}+\s+){0,3}(?:died|passed)\b/iu.test(sentence);
  // Dating something else and placed long ago, it is a fact of the answer, not news.
  if (dating && toldAsLongPast(sentence)) return false;
  if ((dating || /^funeral$/i.test(cue)) && !recent.test(sentence)) return false;
  return true;
}

/** "Her husband", after a sentence naming the owner's sister Chioma: "Chioma's husband". */
function whose(about: string | null, before: string | undefined): string | null {
  const pronoun = about && /^(?:his|her|their)\s+/i.exec(about);
  if (!pronoun || !about) return about;
  const named = detailOf(before ?? '');
  return named?.kind === 'person' ? `${byName(named.spoken)}'s ${about.slice(pronoun[0].length)}` : about;
}

/** Words for the owner's partner, or the word for a couple's going on. */
const partnerWords = [
  ...(kinWords.husband ?? []),
  ...(kinWords.wife ?? []),
  'partner',
  'boyfriend',
  'girlfriend',
];
/** Words for a child of the owner's: someone whose moving out is a move, not a partner leaving. */
const childWords = [
  'son',
  'daughter',
  'kid',
  'child',
  'boy',
  'girl',
  'stepson',
  'stepdaughter',
  'grandson',
  'granddaughter',
];

/**
 * Whether a move-out cue ("Pete moved out in March") is a partner leaving: a partner word says so ("my husband
 * moved out"); someone named must be tied to the owner as a partner by what the message says of them ("I've been
 * with Pete twelve years", "me and Pete were together", "my husband Pete"), walk out on the owner ("…walked out on
 * us"), or leave the owner alone ("…so it's just me and Tom now") without being told of as a child ("Isla's 19",
 * "my son Tom", "…to go to uni"). Never kin called by what they are ("Grandad moved out").
 */
function partnerLeft(cue: string, sentence: string, message: string): boolean {
  const name = /^\p{Lu}\p{Ll}+/u.exec(cue)?.[0];
  if (name === undefined || /^(?:My|Our|His|Her)$/.test(name)) return true;
  if (kinByName.test(name.toLowerCase()) || kinOf(name.toLowerCase()).length > 0) return false;
  const after = sentence.slice(sentence.indexOf(cue) + cue.length);
  const tied = [
    String.raw`\b(?:been|was|were|am|is|are|'m|'s|'re|got|living|lived|live|together) with ${name}\b`,
    String.raw`\b(?:me and ${name}|${name} and (?:I|me))\b[^.!?]*\b(?:together|married|engaged|a couple|dating|going out)\b`,
    String.raw`\b(?:my|our) (?:${partnerWords.join('|')}|ex|fiancée?) ${name}\b`,
  ].some((tie) => new RegExp(tie, 'i').test(message));
  if (tied || /^ on (?:us|me|the (?:family|kids|children))\b/i.test(after)) return true;
  const child = [
    String.raw`\b(?:${childWords.join('|')})s? ${name}\b`,
    String.raw`\b${name}(?:'s| is) (?:\d+|only \d+)\b`,
    String.raw`\b(?:uni|university|college|school|student)\b`,
  ].some((told) => new RegExp(told, 'i').test(told.includes(name) ? message : after));
  return !child && /\b(?:just me|on my own|by myself|alone)\b/i.test(after);
}

/** Words of the owner: the news is theirs, or someone's of theirs. */
const firstPerson = /\b(?:i|i'm|i've|i'd|me|my|mine|we|we've|us|our)\b/i;

/**
 * The hard news a message tells, if any: the first sentence with a cue and a word of the owner's. `before`: the
 * owner's messages earlier in the talk, where a name may have been tied to them as a partner ("I've been with Pete
 * twelve years"), so that "Pete moved out in March" is a break-up.
 */
export function hardNewsIn(message: string, before: readonly string[] = []): HardNews | null {
  const sentences = message.replace(/’/g, "'").split(/(?<=[.!?;…])\s+/);
  for (const [i, sentence] of sentences.entries()) {
    const found = cues
      .map(({ kind, pattern }) => {
        // Every "died" is heard: "my phone died on sunday, then grandad died on monday".
        const match =
          [...sentence.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].find(
            (m) => kind !== 'death' || !diedOfNoOne(sentence, m.index, m[0]),
          ) ?? null;
        return {
          kind,
          at: match?.index ?? -1,
          cue: match?.[0] ?? '',
          match: pattern === putDown ? match : null,
        };
      })
      .find(
        (cue) =>
          cue.at >= 0 &&
          (!movedOut.test(cue.cue) || partnerLeft(cue.cue, sentence, [...before, message].join(' '))) &&
          (!cue.match ||
            putDownOfPet(cue.match, [...before, message.slice(0, message.indexOf(sentence) + cue.at)])) &&
          // A home lost long ago ("our house burnt down when I was six") is a fact of the owner's life.
          !(cue.kind === 'home' && toldAsLongPast(sentence)),
      );
    // "It's Máire I miss. She passed away…", "About my mother... the doctor said she has Alzheimer's": a pronoun
    // before the cue carries on the owner's sentence before.
    // "…mum's scan came back and it's back. The cancer.": an illness named alone names what the sentence before
    // told, and who it is about there.
    const fragment = found?.kind === 'illness' && i > 0 && illnessNamedAlone(sentence, found.at, found.cue);
    // Named alone, it carries on only a sentence about someone's health ("a scan", "tests came back"), never one
    // that merely names kin ("My mum works for a charity. Cancer.").
    const carriedOn = fragment
      ? healthTold.test(sentences[i - 1] ?? '') &&
        (firstPerson.test(sentences[i - 1] ?? '') || kinNamed.test(sentences[i - 1] ?? ''))
      : /\b(?:he|she|they|his|her|their)\b/i.test(
          sentence.slice(0, found ? found.at + found.cue.length : 0),
        ) && firstPerson.test(sentences[i - 1] ?? '');
    // "Joris passed away on Sunday": someone named as the subject, news the owner brings though it says no "my".
    // "Dr Okafor diagnosed Dad…": a doctor by title who diagnoses tells the news; "Dr Okafor has cancer" is theirs.
    const subject = found ? namedSubject(sentence.slice(0, found.at)) : null;
    const named =
      subject && /^(?:dr|prof)\.?\s/i.test(subject) && /^diagnos(?:ed|es|ing)$/i.test(found?.cue ?? '')
        ? null
        : subject;
    if (named && !firstPerson.test(sentence) && (toldAsLongPast(sentence) || found?.kind === 'job')) continue;
    // "…with Pete twelve years. Pete moved out in March": a partner of the owner's leaving is the owner's news,
    // though the sentence says no "my"; "her boyfriend moved out" is someone else's.
    const leftHome =
      found?.kind === 'break-up' && movedOut.test(found.cue) && !/^(?:his|her)\b/i.test(found.cue);
    if (!found || !(firstPerson.test(sentence) || carriedOn || kinNamed.test(sentence) || named || leftHome))
      continue;
    // A break-up is named back by no one ("Last year Pete moved out" names no "Last").
    if (named && !firstPerson.test(sentence) && !carriedOn && found.kind !== 'break-up')
      return { kind: found.kind, about: named, news: toldAsNews(sentence, found.cue, true) };
    // "My husband's Parkinson's": the person, not their possessive ("Husband's health", never "Husband's's").
    // "bà ngoại has been diagnosed…", "Mamó Bríd had a fall and they think it might be a stroke": ill is whoever
    // the cue's clause opens on, when a name or a word for someone, never the owner.
    const ill =
      found.kind === 'illness'
        ? fragment
          ? (peopleIn(sentences[i - 1] ?? '').at(-1) ?? kinOwnedIn(sentences[i - 1] ?? ''))
          : openingSubject(sentence.slice(sentence.lastIndexOf(',', found.at) + 1, found.at))
        : null;
    const about =
      found.kind === 'home'
        ? homeOf(found.cue)
        : found.kind === 'break-up' ||
            found.kind === 'baby' ||
            ownJob(found.kind, sentence, found.at, found.cue)
          ? null
          : (whose(
              // A job's cue names the job ("lost his job"), never whom it was lost by.
              sufferer(
                sentence,
                found.at,
                message,
                sentences[i - 1] ?? '',
                found.kind === 'job' ? found.cue.length : 0,
              ),
              sentences[i - 1],
            )?.replace(/'s$|(?<=s)'$/, '') ?? ill);
    // "My dad died when I was 22. I was the one doing CPR on him…": a loss long ago that the message goes on
    // about is what it tells, not a fact in passing.
    const dwelt = sentences
      .slice(i + 1)
      .some((later) => words(later).some((word) => about !== null && standsFor(word, about)));
    // "I'm getting forgetful": the owner's own mind, no illness; a failing mind is heard only of someone else.
    if (found.kind === 'illness' && failingMind.test(found.cue) && about === null) continue;
    const worry = found.kind === 'illness' && about !== null && failingMind.test(found.cue);
    return {
      kind: found.kind,
      // Never a possessive alone ("your"): no one to name back. "my mums cancer": a parent's possessive typed
      // without its apostrophe is the one parent ("your mum", never "your mums").
      about:
        about !== null && /^(?:your|my|our|their|his)$/i.test(about) ? null : possessiveTyped(about, message),
      news: toldAsNews(sentence, found.cue, i === 0 || sentences.length <= 2 || dwelt),
      ...(worry ? { worry } : {}),
    };
  }
  return null;
}

/** "your mums" of "my mums cancer": the one of kin, when a thing of theirs follows; "both my grans died" are two. */
function possessiveTyped(about: string | null, message: string): string | null {
  const kin = /^your (\p{L}+)s$/iu.exec(about ?? '')?.[1];
  // One of the owner's kin by a word for one person ("mums", "brothers"), not a group ("parents", "kids").
  if (!kin || kinOf(kin.toLowerCase()).length === 0 || groupOfKin.test(kin)) return about;
  const next = new RegExp(`\\b${kin}s\\s+([\\p{L}']+)`, 'iu').exec(message)?.[1];
  const [term] = next ? taggedTerms(next) : [];
  return term?.tags.includes('Noun') && !term.tags.includes('Pronoun') ? `your ${kin}` : about;
}

const groupOfKin = /^(?:parent|kid|child|grandparent|grandkid|folk|sibling|twin|cousin)$/i;

/** The last of the owner's kin a sentence names by what they are ("…that mum's scan came back" → "your mum"). */
function kinOwnedIn(sentence: string): string | null {
  const kin = [...sentence.matchAll(ownedKin)].at(-1)?.[1];
  return kin ? `your ${kin.toLowerCase()}` : null;
}
const ownedKin = new RegExp(`(?<!\\b(?:his|her|their|your|a|the)\\s+)\\b(${kinCalled.join('|')})\\b`, 'gi');

/** A sentence about someone's health: what an illness named alone after it can name. */
const healthTold =
  /\b(?:scans?|tests?|results?|came back|biopsy|diagnos\w*|doctors?|gp|consultant|hospital|symptoms?|lump|unwell|poorly|ill|sick|tired|pain|appointment|check-?up|bloods?)\b/i;

/** "The cancer.", "Cancer, again.": an illness with no verb or subject of its own, only an article before it. */
function illnessNamedAlone(sentence: string, at: number, cue: string): boolean {
  const rest = sentence.slice(at + cue.length).replace(/\b(?:i mean|again|yeah|though|tho)\b/gi, '');
  return /^\W*(?:the|a|an|that|it'?s|its)?\s*$/i.test(sentence.slice(0, at)) && /^[\W\s]*$/.test(rest);
}

/**
 * Whether a pet is what was put down: a pet named in the cue, a name ("Biscuit", not "lino"), or "him"/"her" when a pet
 * was said before in the talk ("lola, my old spaniel… we had to put her down"), else a child or a load set down.
 */
function putDownOfPet([, name, pronoun]: RegExpExecArray, before: readonly string[]): boolean {
  if (name !== undefined) return /^\p{Lu}/u.test(name) && !functionWord.test(name);
  return pronoun === undefined || petNamed.test(before.join(' '));
}

/** Whose home was lost: kin of the owner's ("my mum's house" → "your mum"), else the owner's own (null). */
function homeOf(cue: string): string | null {
  const kin = new RegExp(`(?:\\b(?:my|our) |\\b(?=${kinCalled.join('|')}))([\\p{L}-]+?)(?:'s|') `, 'iu').exec(
    cue,
  )?.[1];
  return kin ? `your ${kin.toLowerCase()}` : null;
}

/**
 * A name opening the sentence as the subject of the cue ("Joris passed away", "Marta Kowal died", "Bernd had a heart
 * attack"): one or two capitalised words, none of them a function word, with at most two words before the cue.
 */
function namedSubject(before: string): string | null {
  const match = /^(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:[\p{Ll}']+\s+){0,2}$/u.exec(before);
  const name = match?.[1];
  if (!name || name.split(/\s+/).some((word) => functionWord.test(word))) return null;
  return name;
}

/**
 * The subject a clause opens on, before its first verb: a name, or a word English does not know (a word for kin of
 * another language, "bà ngoại"); none for a pronoun, a determiner's phrase or a common noun ("The scan showed…").
 */
function openingSubject(clause: string): string | null {
  const terms = taggedTerms(clause);
  const verb = terms.findIndex((term) => term.tags.includes('Verb'));
  const subject = terms.slice(0, verb);
  const someone = (term: (typeof terms)[number]) =>
    !functionWord.test(term.text) &&
    !['Pronoun', 'Determiner', 'Possessive'].some((tag) => term.tags.includes(tag)) &&
    (/^\p{Lu}/u.test(term.text) || lexicon[term.text.toLowerCase()] === undefined);
  return verb >= 1 && verb <= 3 && subject.every(someone) ? subject.map((term) => term.text).join(' ') : null;
}

/** Capitalised words that name no one: pronouns, determiners, conjunctions, a closed class of English. */
const functionWord =
  /^(?:i|it|he|she|they|we|you|this|that|these|those|the|a|an|my|our|his|her|their|your|its|someone|somebody|everyone|everybody|nobody|no|one|and|but|so|then|also|who|what|there|here|all|both|each|every|some|any|mum|mom|mam|dad|nan|gran)$/i;

/**
 * Kin called by what they are, written as a name ("Dad was diagnosed…", "when Nana fell ill"): the owner's. Typed in
 * lower case, as chats often are, at a clause's opening ("mum died last year", "…rough few weeks - dad was
 * diagnosed") or as the subject of its verb ("…few weeks dad was diagnosed"), not someone's ("his dad").
 */
const kinNamed = new RegExp(
  `\\b(?:${kinCalled.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join('|')})\\b|(?:^|[.,;:!?–—-]\\s*|\\b(?:and|but|so|then)\\s+)(?:${kinCalled.join('|')})\\b|(?<!\\b(?:his|her|their|your|its|a|the)\\s+|['’]s\\s+)\\b(?:${kinCalled.join('|')})\\s+(?:was|is|has|had|died|passed|got|just)\\b`,
);

/**
 * A job lost by the owner ("I lost my job", "we were all let go", "they let me go"): no one else's, though a noun
 * follows the cue ("…my job after five years" is the job, not a person whose job it was).
 */
function ownJob(kind: HardNews['kind'], sentence: string, at: number, cue: string): boolean {
  if (kind !== 'job') return false;
  if (/\b(?:my|our|me|us)\b/i.test(cue)) return true;
  const subject = sentence.slice(sentence.lastIndexOf(',', at) + 1, at).replace(/’/g, "'");
  return /\b(?:i|we)\b(?:'m|'re|'ve)?(?:\s+\w+){0,3}\s*$/i.test(subject);
}

/**
 * Who died or is ill: the person named just before the cue ("my mum died"), else just after it ("I lost my
 * dad"); for a pronoun ("She died in 2014"), the person the message names, else the one the sentence before
 * does ("It's my dad I miss. He died…"). Null: the owner.
 */
function sufferer(
  sentence: string,
  cueAt: number,
  message: string,
  previous: string,
  cueNamesNoOne: number,
): string | null {
  // "…the doctor told us he has Alzheimer's": the pronoun the cue is said of, read as the last of the owner's people
  // it can stand for ("my father's name day" before it), not whoever is named after.
  // "my mum, she's 78 and getting forgetful": "she's" is she.
  // "…and my dad, well. he passed in march": the pronoun may open the cue itself, and is read the same.
  const said =
    /\b(he|she)(?:'s|'d|s)?\s+(?:\S+\s+){0,3}$/i.exec(sentence.slice(0, cueAt))?.[1] ??
    /^(he|she)\s/i.exec(sentence.slice(cueAt))?.[1];
  const told = `${message.slice(0, message.indexOf(sentence))} ${sentence.slice(0, cueAt)}`;
  // "Tobiah phoned, … he lost his job": else the last one named before it, by name, not "his bakery".
  // "Dad rang…": kin called by what they are, when the pronoun can stand for them.
  const meant = said
    ? (lastOfGender(said, told) ??
      peopleIn(told)
        .filter((person) => /\p{Lu}/u.test(person) && !/^(?:his|her|their)\b/i.test(person))
        .at(-1) ??
      peopleIn(told)
        .filter((person) => /^your\s+\p{L}+$/u.test(person) && standsFor(said, person))
        .at(-1))
    : null;
  if (meant) return meant;
  // "Dad rang tuesday, they've diagnosed him with parkinson's": the one the cue is said of, named before.
  const object = /^[\p{L}'-]+\s+(him|her)\b/iu.exec(sentence.slice(cueAt))?.[1];
  // "…diagnosed her mum with dementia": "her" before a noun is whose, not whom.
  const whoseNoun = taggedTerms(sentence.slice(cueAt))[2]?.tags.includes('Noun') === true;
  if (object && !(object.toLowerCase() === 'her' && whoseNoun)) {
    return (
      lastOfGender(object.toLowerCase() === 'him' ? 'he' : 'she', told) ??
      peopleIn(told)
        .filter((person) => standsFor(object, person) || /\p{Lu}/u.test(person))
        .at(-1) ??
      object.toLowerCase()
    );
  }
  // "…a rough few weeks dad was diagnosed": kin by what they are, typed in lower case as the cue's subject; not
  // someone else's ("his dad", "Jo's mum").
  const [, whose = '', kin] =
    new RegExp(
      `(?:^|[^\\p{L}'’])(?:([\\p{L}'’]+)\\s+)?(${kinCalled.join('|')})\\s+(?:(?:was|is|has|had|just|got|been)\\s+)*$`,
      'iu',
    ).exec(sentence.slice(0, cueAt)) ?? [];
  if (kin && !/^(?:his|her|their|your|its|a|the)$|['’]s$/i.test(whose)) return `your ${kin.toLowerCase()}`;
  const before = peopleIn(ownClauseBefore(sentence.slice(0, cueAt))).at(-1);
  if (before) return before;
  // "He had a stroke…, he's in the Mercy": the pronoun's person, before any name after the cue.
  const pronoun = /^\s*(?:he|she|they)\b/i.test(sentence);
  const detail = pronoun ? detailOf(message) : null;
  if (detail?.kind === 'person') return detail.spoken;
  const found =
    (pronoun ? peopleIn(previous).at(-1) : null) ??
    peopleIn(ownClauseAfter(sentence.slice(cueAt + cueNamesNoOne)))[0];
  // "He is in intensive care…": someone, though not named; never the thing named beside them.
  return found ?? (said ? (said.toLowerCase() === 'he' ? 'him' : 'her') : null);
}

/** A subject of a clause of its own: what comes before it is no one the cue is said of. */
const subjectPronoun = /\b(?:i|we|you|he|she|they)\b(?!.*\b(?:i|we|you|he|she|they)\b)/is;

/**
 * The words before the cue that can name whom it is said of: those after the last subject of a clause ("I'm off on
 * my sick leave because she was diagnosed": nothing; "my leave" is what the owner took, not who is ill).
 */
function ownClauseBefore(text: string): string {
  const subject = subjectPronoun.exec(text);
  return subject ? text.slice(subject.index + subject[0].length) : text;
}

/**
 * The cue's own clause, up to the next subject ("He is in intensive care again, so I have used up my holiday":
 * "my holiday" is the owner's, in a clause of their own) or where it places the cue ("arthritis in both my hands",
 * "died in my arms": a part of the owner, no one else); "I lost my dad", "the funeral of my uncle" keep theirs.
 */
function ownClauseAfter(text: string): string {
  // A place said of the owner's own, not a time ("funeral on Friday for my uncle" keeps the uncle).
  const subject =
    /\b(?:i|we|you|he|she|they|(?:in|on|into)\s+(?:(?:both|each|one of)\s+)?(?:my|our))\b/i.exec(text);
  return subject ? text.slice(0, subject.index) : text;
}

/** Kin by the pronoun that stands for them: the lexicon's, and partners by their own word. */
const kinOfGender = {
  he: [...kinByGender.he, 'boyfriend', 'fiancé'].join('|'),
  she: [...kinByGender.she, 'girlfriend', 'fiancée'].join('|'),
} as const;

/** Whether a pronoun can stand for someone as Lisa names them ("her" for "Mother's health"). */
export function standsFor(pronoun: string, who: string): boolean {
  // "while hes struggling": "he's" typed without its apostrophe is one word.
  const gender = /^(?:he|him|his|hes)$/i.test(pronoun)
    ? 'he'
    : /^(?:she|her|hers|shes)$/i.test(pronoun)
      ? 'she'
      : null;
  return gender !== null && new RegExp(`\\b(?:${kinOfGender[gender]})\\b`, 'i').test(who);
}

/** The last of the owner's kin the text names whom `pronoun` can stand for ("my fathers name day" → "your father"). */
function lastOfGender(pronoun: string, text: string): string | null {
  const gender = pronoun.toLowerCase() as keyof typeof kinOfGender;
  const found = [
    ...text.matchAll(
      new RegExp(
        `\\b(?:[Mm]y|[Oo]ur)\\s+(${kinOfGender[gender]})(?:'?s)?\\b(?:\\s+(\\p{Lu}[\\p{L}'-]+))?`,
        'giu',
      ),
    ),
  ].at(-1);
  // "my grandmother Astrid": with her name.
  const name = /^\p{Lu}/u.test(found?.[2] ?? '') ? ` ${found?.[2]}` : '';
  return found?.[1] ? `your ${found[1].toLowerCase()}${name}` : null;
}

type Term = { text: string; tags: string[] };

/** A word of time: a date, a span, or a part of one ("night", "weekends"). */
const isTime = (term: { text: string; tags: string[] }) =>
  ['Date', 'Duration'].some((tag) => term.tags.includes(tag)) ||
  /^(?:morning|afternoon|evening|night|day|week|weekend|month|year)s?\W*$/i.test(term.text);

/**
 * A phrase up to the time in it, with the number or adjective before it ("my dad last year" → "my dad"). A day
 * before a thing that is no time ("the Tuesday night choir", "Sunday school") names a kind of it: kept whole.
 */
export function untilTime<T extends { text: string; tags: string[] }>(terms: T[]): T[] {
  const at = terms.findIndex(
    (term, i) =>
      ['Date', 'Duration'].some((tag) => term.tags.includes(tag)) ||
      (i > 0 && /^(?:last|next|ago|every|each|most)$/i.test(term.text)),
  );
  const last = terms.at(-1);
  if (at < 0 || (last && !isTime(last) && terms[at]?.tags.includes('Date'))) return terms;
  const before = terms[at - 1];
  return terms.slice(
    0,
    before && ['Value', 'Adjective'].some((tag) => before.tags.includes(tag)) ? at - 1 : at,
  );
}

/**
 * A phrase up to where it places someone ("my cousin in Izmir" → "my cousin"); nothing of a place alone ("Lisbon",
 * "Ankara's"): compromise tags a city or a country a place, and a place is no one to be sorry for.
 */
function untilPlace<T extends { text: string; tags: string[] }>(terms: T[]): T[] {
  const at = terms.findIndex((term) => term.tags.includes('Preposition'));
  const phrase = at > 0 ? terms.slice(0, at) : terms;
  return phrase.some((term) => term.tags.includes('Place')) ? [] : phrase;
}

/** The phrases naming a person or an animal of the owner's, as Lisa says them back ("your grandfather Ramón"). */
function peopleIn(text: string): string[] {
  const phrases = nlp(text).nouns().json() as Array<{ terms: Term[] }>;
  return (
    phrases
      .map((phrase) =>
        untilPlace(untilTime(phrase.terms)).filter(
          (term) => !term.tags.includes('Pronoun') || term.tags.includes('Possessive'),
        ),
      )
      .filter(
        (terms) =>
          (terms.length > 0 &&
            // Someone named, or someone's ("my dad", "his wife"); not "a baby", "the doctor".
            terms.some((term) => ['Person', 'ProperNoun'].some((tag) => term.tags.includes(tag)))) ||
          /^(?:my|our|his|her|their)$/i.test(terms[0]?.text ?? '') ||
          kinByName.test((terms[0]?.text ?? '').replace(/'s$/, '')),
      )
      .filter((terms) => terms.some((term) => !term.tags.includes('Pronoun')))
      // "The GP diagnosed my mum…", "his doctor says…": who tells or treats it is not whom it is about.
      .filter((terms) => !carer.test(terms.at(-1)?.text ?? ''))
      // "Dr Okafor diagnosed Dad", "Mr Patel the surgeon says…": a doctor by title is who treats it.
      .filter((terms) => !treats(terms, text))
      .map(byNameAlone)
      .map(possessor)
      .map((terms) =>
        terms
          .map((term) => term.text.replace(/[.,;:!?]+$/, ''))
          .join(' ')
          // "Mum's memory": the person, not their possessive.
          .replace(/'s$/, '')
          .replace(/^(?:my|our)\b/i, 'your')
          .replace(/^(?:his|her|their)\b/i, (word) => word.toLowerCase())
          .replace(kinByName, (word) => `your ${word.toLowerCase()}`),
      )
  );
}

/**
 * Whose health news is ("dad's test results" → "dad's"); someone of someone's stays whole ("my friend's dad"), and so
 * does their animal or thing ("my dad's dog" is news of the dog).
 */
function possessor<T extends { text: string; tags: string[] }>(terms: T[]): T[] {
  const at = terms.findIndex((term, i) => i < terms.length - 1 && /(?:'s|s')$/i.test(term.text));
  const ofHealth = terms
    .slice(at + 1)
    .every(
      (term) =>
        ofBody.test(term.text.replace(/[.,;:!?]+$/, '')) || /^(?:test|blood|latest|new)$/i.test(term.text),
    );
  return at >= 0 && ofHealth ? terms.slice(0, at + 1) : terms;
}
/** A person's health or body: what news of it is news of them. */
const ofBody =
  /^(?:tests?|results?|scans?|biops(?:y|ies)|bloods?|x-?rays?|mri|ct|diagnosis|health|heart|lungs?|liver|kidneys?|bowel|brain|breast|prostate|hip|knee|back|leg|arm|operation|surgery|treatment|chemo|cancer|tumou?r|dementia|parkinson'?s|condition)$/i;

/**
 * Someone as a person names them: "my friend Nadine", "teta Salma" keep their words for who they are; a thing before
 * the name ("pharmacy school Nadine Khoury", of "my friend from pharmacy school Nadine Khoury") is no part of it.
 */
function byNameAlone<T extends { text: string; tags: string[] }>(terms: T[]): T[] {
  const named = terms.findIndex((term) => term.tags.includes('ProperNoun') && /^\p{Lu}/u.test(term.text));
  const before = terms.slice(0, Math.max(named, 0));
  const naming = (term: T) =>
    !term.tags.includes('Noun') ||
    ['Pronoun', 'Possessive', 'Person', 'Actor'].some((tag) => term.tags.includes(tag)) ||
    isRelation(term.text) ||
    kinByName.test(term.text) ||
    // A word English does not know: kin in another language ("teta Salma", "bà ngoại").
    lexicon[term.text.toLowerCase()] === undefined;
  return named > 0 && !before.every(naming) ? terms.slice(named) : terms;
}

/**
 * A doctor named by title: "Dr Okafor", "Prof Lee"; "Mr Patel" or "Ms Adeyemi" only when a medical role or a doctor's
 * verb follows ("Mr Patel the surgeon", "Ms Adeyemi operated…").
 */
function treats(terms: ReadonlyArray<{ text: string }>, text: string): boolean {
  const title = terms[0]?.text.replace(/\.$/, '') ?? '';
  if (/^(?:dr|drs|doctor|prof|professor)$/i.test(title) && terms.length > 1) return true;
  if (!/^(?:mr|mrs|ms|miss)$/i.test(title) || terms.length < 2) return false;
  const name = terms.map((term) => term.text.replace(/[.,;:!?]+$/, '')).join(' ');
  const after = text.slice(text.indexOf(name) + name.length);
  return (
    carer.test(/^\s*,?\s*(?:the|our|my|his|her|a)?\s*([\p{L}']+)/u.exec(after)?.[1] ?? '') ||
    /^\s+(?:diagnosed|operated|treated|examined|referred|prescribed)\b/i.test(after)
  );
}

/** Who tells or treats an illness, a closed class of medicine's roles and places: never whom the news is about. */
export const carer =
  /^(?:doctors?|drs?|gps?|consultants?|specialists?|surgeons?|nurses?|physios?|physiotherapists?|paramedics?|midwi(?:fe|ves)|vets?|dentists?|registrars?|\w+olog(?:ist|y)s?|hospitals?|clinics?|surgery|practice|ward)(?:'s)?$/i;

/** Kin called by what they are, as a name ("Mum was diagnosed…"): the owner's. */
const kinByName = new RegExp(
  `^(?:${['mum', 'mom', 'mam', 'ma', 'dad', 'da', 'nan', 'gran', ...kinCalledBy].join('|')})$`,
  'i',
);

/** Someone as a person calls them: by name when named ("your husband Alasdair" → "Alasdair", "Nadine Khoury" → "Nadine"). */
function byName(about: string): string {
  const [, first, second] = /(?:^|\s)(\p{Lu}[\p{L}'-]*)(?:\s+(\p{Lu}[\p{L}'-]*))?$/u.exec(about) ?? [];
  if (!first || !second) return first ?? about;
  return saysWho(first, second) ? second : first;
}

/**
 * A word before a name that says who they are, not what they are called: kin ("Aunt May"), a title ("Dr Okafor"),
 * or a word English does not know before a given name it does (kin in another language, "Teta Salma").
 */
function saysWho(word: string, name: string): boolean {
  const known = [lexicon[word.toLowerCase()] ?? []].flat();
  return (
    kinOf(word).length > 0 ||
    known.includes('Honorific') ||
    (known.length === 0 && /Name$/.test(String(lexicon[name.toLowerCase()])))
  );
}

/** Lisa's words for hard news: she says she is sorry, in words that fit what happened and whom it happened to. */
export function condolence({ kind, about, worry, worse }: HardNews): string {
  // Worse news of what was met before: met as an update, not as the first news again.
  if (worse)
    return `I'm so sorry it's got worse — that must be so hard for you${about ? ` and ${byName(about)}` : ''}.`;
  // Someone told of by a pronoun alone ("him"): "his job", and a loss without a name.
  const pronoun = about !== null && /^(?:him|her)$/i.test(about);
  switch (kind) {
    case 'death':
      return about && !pronoun ? `I'm so sorry about ${about}.` : "I'm so sorry for your loss.";
    case 'baby':
      return "I'm so sorry for your loss. Losing a baby is heartbreaking.";
    case 'illness':
      // "Chioma's husband", "her husband": someone of someone's, a worry for them all.
      if (about && !/^your\b/i.test(about) && / /.test(byName(about)))
        return `I'm so sorry to hear about ${about}. That must be a real worry for all of you.`;
      // "Mum's memory is going, I'm scared": a worry met as one, not as a diagnosis.
      if (about && worry)
        return `That sounds really worrying — it must be hard for you and ${byName(about)}.`;
      return about
        ? `I'm so sorry to hear that — it must be hard for you and ${byName(about)}.`
        : "I'm so sorry you're going through that.";
    case 'break-up':
      return "I'm sorry. Endings like that can be really painful.";
    case 'home':
      return about
        ? `I'm so sorry about ${possessive(about)} home — that's a huge thing for all of you.`
        : "I'm so sorry — losing your home is a huge thing to go through.";
    case 'job':
      if (pronoun)
        return `I'm so sorry to hear about ${about === 'him' ? 'his' : 'her'} job. That's hard on all of you.`;
      return about
        ? `I'm so sorry to hear about ${about}'s job. That's hard on all of you.`
        : "I'm sorry about your job. That's a hard thing to go through.";
  }
}

/** The note's title when it names nobody; someone's illness is kept as their health ("Dad's health"). */
const hardNewsTitles: Record<HardNews['kind'], string> = {
  death: 'A loss',
  baby: 'Losing a baby',
  illness: 'My health',
  'break-up': 'My break-up',
  job: 'Losing my job',
  home: 'Our home',
};

/** What a note about someone is titled by, after their name ("Dad's health"); nothing for a death. */
const aboutTitles: Partial<Record<HardNews['kind'], string>> = {
  illness: 'health',
  job: 'job',
  home: 'home',
};

/** Someone's, as English writes it: "Mum's", "James's", of kin told of as many "parents'". */
const possessive = (who: string) =>
  /\b(?:parents|grandparents|in-laws|folks)$/i.test(who) ? `${who}'` : `${who}'s`;

/** The note's title: whom it is about ("Grandfather Ramón"), else what happened ("Losing my job"). */
export function hardNewsTitle({ kind, about }: HardNews): string {
  const who = about?.replace(/^your\s+/i, '');
  if (!who || kind === 'baby') return hardNewsTitles[kind];
  // Someone told of by a pronoun alone: "His health", "Her job".
  const pronoun = /^(?:him|her)$/i.test(who) ? (who.toLowerCase() === 'him' ? 'His' : 'Her') : null;
  if (pronoun && kind === 'illness') return `${pronoun} health`;
  if (pronoun && kind === 'job') return `${pronoun} job`;
  if (pronoun) return hardNewsTitles[kind];
  const title = `${who.charAt(0).toUpperCase()}${who.slice(1)}`;
  const what = aboutTitles[kind];
  return what ? `${possessive(title)} ${what}` : title;
}

/**
 * Good news: an engagement, a wedding, a birth, a degree, a promotion, a place won on a team, or the owner's joy
 * at it ("we're chuffed"), in a sentence about the owner or theirs.
 */
const goodNews =
  /\b(?:engaged|(?:got|was|were|been|get|gets) (?:picked|selected|chosen)|made the (?:team|squad)|chuffed|thrilled|over the moon|(?:got|getting|get) married|pregnant|expecting (?:a baby|our first|twins)|(?:had|having) (?:a|our|their|her|his) (?:first )?(?:baby|son|daughter|twins)|gave birth|graduated|graduating|promoted|promotion|got the job|passed my \w+|bought (?:a|our|my) (?:first )?(?:house|flat|home))\b/i;

/** Whether a message tells good news of the owner's, so that Lisa is glad of it before anything else. */
export function isGoodNews(message: string): boolean {
  if (hardNewsIn(message)) return false;
  return message
    .replace(/’/g, "'")
    .split(/(?<=[.!?;…])\s+/)
    .some(
      (sentence) =>
        goodNews.test(sentence) &&
        firstPerson.test(sentence) &&
        !undone.test(sentence) &&
        // "me and Sian got married in 2008": a happy day long past is a fact of the owner's, not news.
        !toldAsLongPast(sentence),
    );
}

/** Good news denied or undone ("we never got married", "the promotion fell through"): not good news. */
const undone =
  /\b(?:not|never|no longer|\w+n't|nearly|almost|hoping|hope|wish|called off|cancell?ed|fell through|until)\b/i;

/** A feeling about hard news just told ("nerves I suppose", "I'm shaking", "don't even know why I'm typing"). */
const feeling =
  /\b(?:nerves|nervous|shaking|shaky|scared|frightened|terrified|worried|anxious|numb|in shock|shocked|upset|rattled|overwhelmed|a (?:wreck|mess)|can'?t (?:think|focus|concentrate|stop crying)|(?:don'?t|do not) (?:even )?know (?:why|what)|crying)\b/i;
const feelings = new RegExp(feeling.source, 'gi');
/** Every sentence a feeling and nothing more: "I'm so worried, the surgery is on the 14th" tells the surgery too. */
export const feelingOnly = (said: string) =>
  said
    .replace(/’/g, "'")
    .split(/(?<=[.!?])\s+/)
    .every(
      (sentence) =>
        feeling.test(sentence) &&
        !taggedTerms(sentence.replace(feelings, ' ')).some(
          ({ text, tags }) =>
            /[\p{L}\p{N}]/u.test(text) &&
            (tags.includes('Value') ||
              (tags.includes('Noun') && !tags.includes('Pronoun') && !tags.includes('Possessive'))),
        ),
    );
/**
 * Grief or a hard feeling told on after hard news ("i miss her most at christmas", "the flat is just really quiet");
 * a rough time said of the owner's life ("its been rough"), not of the sea or the weather.
 */
export const grieving = (said: string) =>
  feeling.test(said) ||
  /\b(?:miss(?:es|ed|ing)?|lonely|loneliness|without (?:him|her|them)|(?:too|so|very|really|just|that) quiet|hurts?|heartbroken|gutted|devastated|guilty|struggl\w+|hit (?:me|us|him|her|them) (?:really |so |very )?hard|(?:it'?s|it|that'?s|that|things|life)\s+(?:(?:has|have|is|was|are|were|been|really|so|very|pretty|quite)\s+){0,3}(?:rough|tough)|taking it (?:badly|hard)|not the same|before i remember|can'?t believe)\b/i.test(
    said.replace(/’/g, "'"),
  );

/** Care turned to comfort: where someone ill is cared for at the end. */
const comfortCare = String.raw`(?:a |the )?(?:hospice|palliative care|end[- ]of[- ]life care)`;
/** A home that cares for those who can no longer live at their own. */
const careHome = String.raw`(?:a |the )?(?:care|nursing) home`;
/** A stay that is work, a visit or a respite break, not a move ("to do her shift", "to see Nan", "for respite"). */
const notToStay = String.raw`(?![^.!?;]*\b(?:respite|shifts?|to (?:see|visit|work|do|help)))`;

/**
 * An illness told to have worsened, by the closed class of words for it ("not operable", "spread", "terminal"): it
 * came again ("she's had a second stroke"), someone was moved to care that comforts ("they've moved her to palliative
 * care", "Mum's in a hospice now") or must go into a care home, wanders off at night, or what was lost will not come
 * back ("won't walk again", "might not make it").
 * Not a stroke of luck, a hospice shop or a career in palliative care, nor a wish to get to an event ("might not make
 * it to my graduation").
 */
const worseCue = new RegExp(
  [
    String.raw`(?:not|no longer) (?:operable|treatable|curable)|inoperable|incurable|terminal|spread (?:to|into)`,
    String.raw`(?:got|getting|gone|going) worse|(?:weeks|months) to live|keeping (?:him|her|them) comfortable`,
    String.raw`(?:second|another|third|further) (?:stroke|heart attack|bleed|seizure|tumou?r)\b(?! of\b)`,
    String.raw`(?:moved|moving|transferred|referred|taken|taking|started|putting|put) (?:him|her|them) (?:to|into|onto|on) ${comfortCare}`,
    String.raw`\b(?:he|she|they|${kinCalled.join('|')})(?:'s|'re)?(?: (?:is|are|has been|have been|been|now|being))* (?:in|on|under) ${comfortCare}`,
    String.raw`(?:(?:has|have|had|needs?|needed) to (?:go|move) into|(?:moved|moving|taking|taken|putting|put) (?:him|her|them) (?:in|into)) ${careHome}${notToStay}`,
    String.raw`(?:he|she|they)\b[\w' ]{0,20}? (?:wander(?:s|ed|ing)? (?:off|out|about|around) (?:in|at) (?:the )?night|getting lost\b(?! in (?:a |the )?(?:book|music|film|story|game)))`,
    String.raw`(?:won't|will not|will never|never|can't|cannot|may not|might not|unlikely to) (?:walk|talk|speak|see|drive|come home|live (?:alone|independently)) again(?=\s*(?:[,.;!?]|$|(?:and|but|so)\b))`,
    String.raw`(?:may|might) not (?:wake up|survive|pull through)|not expected to (?:live|survive|recover|make it)`,
    String.raw`(?:may|might) not make it(?=\s*(?:[,.;!?]|$|(?:and|but|so)\b)| (?:through|past|to|till|until) (?:the )?(?:night|weekend|morning|end|christmas|new year|spring|summer|autumn|winter)\b)`,
  ]
    .map((cue) => String.raw`\b(?:${cue})`)
    .join('|'),
  'iu',
);

/** Words that deny or hedge what follows in a clause ("no second stroke", "the risk of a second stroke is low"). */
const notSo =
  /\b(?:no|not|never|without|risk|chance|odds|prevent|stop|avoid|sure|unless|if|case|hope|hoping|worried|scared|afraid|fear)\b|n't\b/i;

/**
 * Whether a message tells an illness worsened: a worsening said as what happened, in a clause that does not deny or
 * hedge it ("Mum's on the mend, no second stroke", "making sure she doesn't have another stroke").
 */
export function toldWorse(said: string): boolean {
  return said
    .replace(/’/g, "'")
    .split(/(?<=[.!?;…])\s+/)
    .some((sentence) => {
      const cue = worseCue.exec(sentence);
      if (!cue) return false;
      const clause =
        sentence
          .slice(0, cue.index)
          .split(/[,;:]|\b(?:but|so|because|and)\b/i)
          .at(-1) ?? '';
      return !notSo.test(clause);
    });
}
