import { kinIn, kinOf, lexicon, type TaggedTerm, taggedTerms } from './language.ts';
import { escapeRegExp, isName, isStopWord, terms, words } from './retrieval/text.ts';

/**
 * What kind of fact a question asks for, when its words say so: "How old is Ingrid?" wants a number, "When did
 * you move?" a time, "Where …?" a place, "Who …?" or "What is X called?" a name. Most questions ("What do you love
 * about …?") say nothing of the kind, and give undefined.
 */
export type AskedFor = 'number' | 'time' | 'place' | 'name' | 'work';

/** The end of a question, and "job wise" said after it ("What's Darek up to now, job wise?"). */
const jobWise = String.raw`(?:,?\s*(?:job|work)[- ]?wise)?\s*[?.!]*\s*$`;

/** Someone's personal best asked: "whats my parkrun pb", "what's her personal best?", "what's your best time?". */
const askedBest =
  /\bwhat(?:['’]?s|\s+is|\s+was)\s+(?:my|your|ur|his|her|their|our|\S+['’]s)\s+(?:\S+\s+){0,2}(?:pb|personal\s+best|best\s+time)(?:\s+(?:again|now|rn|for\s+\S+(?:\s+\S+)?))?\s*[?.!]*\s*$/i;

/**
 * A best as notes write one: a measure ("42 mins", "100kg", "5.2 km"), or a time ("27:41", "1:52:10") said to be a
 * best; not "5:40 alarm".
 */
const bestSaid = (said: string) =>
  /\b\d+(?:\.\d+)?\s*(?:kg|kgs|lbs?|km|mins?|minutes|secs?|seconds)\b/i.test(said) ||
  (/\b\d{1,2}:\d\d(?::\d\d)?\b/.test(said) && /\b(?:pb|personal\s+best|best)\b/i.test(said));

/** "What was the score?": a number that is a score. */
const askedScore = /\bscore\b/i;
/**
 * "What grade did you get in your degree?", "What mark did she get?": a result got, not "What grade is Pilar in?";
 * "what grade" alone is the kind asked, no thing a note must name (`thingAskedAbout`).
 */
const askedGrade =
  /\bwhat\s+(?:grade|class|classification)s?(?:\s+(?:did|do|does|have|has)\s+\S+\s+(?:get|got)\b|$)|\bwhat\s+(?:mark|result)s?\s+(?:did|do|does|have|has)\s+\S+\s+(?:get|got)\s+(?:in|for|on)\s+(?:\S+\s+){0,2}(?:degree|exams?|finals|course|a-?levels?|gcses?|test|dissertation|masters|maths|english|history|science)\b/i;
/** A result: "a 2:1", "first-class", "a distinction", "got an A", "straight A*s", "82%". */
const grade =
  /\b(?:got|get|with|passed|achieved|a)\s+(?:an?\s+)?(?:[1-3][:.][12]|first|1st)\b(?![\d:])|\b(?:first|1st|upper\s+second|lower\s+second|third)[-\s]class\s+(?:degree|honours)\b|\b(?:with|a|got|passed)\s+(?:an?\s+)?(?:distinction|merit)\b|\b(?:distinction|merit)\s+in\b|\b(?:[Gg]ot|[Gg]et|[Ss]traight)\s+(?:an?\s+)?[A-F][*+]?s?\b|\b(?:got|scored|passed\s+with)\s+\d{1,3}\s*%/i;

const patterns: ReadonlyArray<[AskedFor, RegExp | ((question: string) => boolean)]> = [
  ['number', /\bhow (old|many|much|long|far|tall|big|often)\b|\bwhat age\b|\bat what age\b/i],
  ['number', askedScore],
  // "whats my parkrun pb", "what's your best time for the 10k?": a time or a count, as a score is; not "my pb sandwich".
  ['number', askedBest],
  ['number', askedGrade],
  ['number', (question) => askedMoney.test(question)],
  // "What night is bin day?" wants a weekday, as "what day" does.
  [
    'time',
    /^\s*(when|since when)\b|\b(what|which) (year|month|day|date|decade|season|time|night|evening|morning|afternoon|weekend)s?\b/i,
  ],
  [
    'place',
    /^\s*where\b|\b(what|which) (city|town|country|village|place|street|county|state|island|region)\b/i,
  ],
  [
    'name',
    /^\s*(who|whom|whose)\b|\bwhat(?:'s| is| was| are| were) (?:\S+ ){1,4}(name|called)\b|\bnamed?\b/i,
  ],
  // What someone does for a living: "What does your missus do (for work)?", "What did your dad used to do?",
  // "What's your brother's job?", "What was his grandad's trade?", "What does she do now, job wise?"; not "What do you
  // do at weekends?", "What did you two do?" (no one else's job), "How did you feel about the job?", nor a trade that
  // is no one's living ("What did you trade for it?", "What was your best trade?", "What trade did the Lakers make?").
  [
    'work',
    new RegExp(
      String.raw`\bwhat(?:['’]s| do| does| did) (?!(?:\S+ )*?(?:you|u|we|i)\b)(?:\S+ ){1,4}?do(?: again| now(?:adays)?| these days)?${jobWise}|\bdo for (?:a living|work|money|a job)\b|\b(?:your|their|his|her|\S+['’]s) (?:\S+ )?job\b|\bwhat(?:['’]s| is| was)? (?:\S+ ){0,3}job\b|\b(?:occupation|profession)\b|\bwhat(?:['’]s| is| was) (?:your|their|his|her|\S+['’]s)(?: \S+['’]s)? trade(?: now(?:adays)?| then| before)?[?.!\s]*$|\b(?:what|which) trade (?:is|was|does|did) (?:\S+ ){1,3}(?:in|do)[?.!\s]*$|\b(?:job|work)[- ]?wise\s*[?.!]*\s*$`,
      'i',
    ),
  ],
  ['work', personUpTo],
];

export function askedFor(question: string): AskedFor | undefined {
  return patterns.find(([, pattern]) =>
    typeof pattern === 'function' ? pattern(question) : pattern.test(question),
  )?.[0];
}

const upToSubject = new RegExp(
  String.raw`\bwhat(?:['’]s| is) ((?:\S+ ){1,3})up to(?: these days| now(?:adays)?)?${jobWise}`,
  'i',
);

/**
 * "What's your dad up to these days?", "What is Yewande up to?": what a person is up to is their work; not what
 * a thing is up to ("What's the dog up to?", "What is the temperature up to?"), nor the one asked ("… you up to?").
 */
function personUpTo(question: string): boolean {
  const subject = upToSubject.exec(question)?.[1];
  if (subject === undefined || /^(?:you|u)\b/i.test(subject)) return false;
  return taggedTerms(subject).some(
    ({ text, normal, tags }) =>
      /^(?:he|she)$/.test(normal) ||
      kinIn(normal).size > 0 ||
      anyone(normal.replace(/['’]s$/, '')) ||
      tags.includes('Person') ||
      /^\p{Lu}/u.test(text),
  );
}

/**
 * How well a sentence holds a fact of the kind asked that the question does not already name: 1 for a word tagged
 * as that kind ("Ingrid is nine" for "How old is Ingrid?", "Alasdair Gow" for "Who conducts …?"), 0.5 for a proper
 * noun the tagger cannot place (a school, a café), 0 for none. Read with compromise's tags. `post`: the sentence opens
 * the owner's note on work, asked of the owner's work (`holdsWork`).
 */
export function holdsAskedFor(
  sentence: string,
  kind: AskedFor,
  question: string,
  { cased = true, post = false }: { cased?: boolean; post?: boolean } = {},
): number {
  const asked = new Set(words(question));
  const ageNow = askedAgeNow.test(question);
  const aged = ageNow ? sentence.replace(ageThen, '') : sentence;
  const dated = askedAge.test(question) ? aged.replace(yearThen, '') : aged;
  // "How much have you saved so far?": a running total, which a sum paid by the month ("£250/month") does not give.
  const said = kind === 'number' && askedRunningTotal(question) ? dated.replace(rateSum, '') : dated;
  if (
    kind === 'name' &&
    (aloneAsName(said) ||
      namesWhoDoes(said, question) ||
      namesKinAsked(said, question) ||
      namesThingAsked(said, question))
  )
    return 1;
  if (kind === 'work') return holdsWork(said, asked, post) ? 1 : 0;
  // A name is written with a capital: "named after amber" names a colour, not a person (unless `cased` is false:
  // a title read as a sentence, its capital dropped).
  // An age is a count of years, not an ordinal or a share ("a third-floor flat" for "How old is Callum?").
  // Nor is a count of people or things ("Two kids w/ Dana", "3 bedrooms"): a number before a plural noun that is no
  // unit of time.
  const notAnAge = ({ tags }: TaggedTerm, i: number, all: readonly TaggedTerm[]) =>
    (ageNow && (tags.includes('Ordinal') || tags.includes('Fraction'))) ||
    (askedAge.test(question) && tags.includes('Value') && counts(all[i + 1]));
  // A person's name ("What was your dad's name?") is not a place's: "we lived in Gibraltar" does not name him.
  const personNamed = kind === 'name' && personAskedAbout(question) !== undefined;
  const aPlace = ({ tags }: TaggedTerm) =>
    personNamed && !tags.includes('Person') && placeTags.some((tag) => tags.includes(tag));
  const tagged = taggedTerms(said)
    .map(inDigits)
    .filter(
      (term, i, all) =>
        !asked.has(words(term.text)[0] ?? '') &&
        (kind !== 'name' || !cased || /^\p{Lu}/u.test(term.text)) &&
        !notAnAge(term, i, all) &&
        !aPlace(term) &&
        !(kind === 'time' && stretch(all, i)) &&
        !(kind === 'time' && askedOnce.test(question) && /^(?:every|each)$/.test(all[i - 1]?.normal ?? '')),
    );
  // "What year …?" wants a year ("in 2004", "'04", "the 90s"), not "junior year" nor a month.
  if (kind === 'time' && askedYear.test(question)) return writtenYear.test(said) ? 1 : 0;
  const measure = measureAsked(question);
  if (kind === 'number' && measure) return countsIn(tagged, measure) ? 1 : 0;
  if (kind === 'number' && askedScore.test(question)) return score.test(said) ? 1 : 0;
  if (kind === 'number' && askedBest.test(question)) return bestSaid(said) ? 1 : 0;
  if (kind === 'number' && askedGrade.test(question)) return grade.test(said) ? 1 : 0;
  // A year is judged by its neighbours as written, the question's own words too ("bus 2012" for "When does your bus …").
  if (kind === 'time' && (tagged.some(atAnAge) || taggedTerms(said).some(aYear))) return 1;
  if (kind === 'place' && placedName(taggedTerms(said), asked)) return 1;
  const tags = new Set(tagged.flatMap((term) => term.tags));
  const money = askedMoney.test(question);
  const wanted = kind === 'number' && money ? moneyTags : tagsFor[kind];
  if ([...wanted].some((tag) => tags.has(tag))) return 1;
  // A rate is read in the whole sentence: its "a month" may be the question's words.
  const sum = () => tagged.some(({ text }) => writtenSum.test(text)) || taggedTerms(said).some(atARate);
  if (kind === 'number' && money && sum()) return 1;
  const [opening] = taggedTerms(said);
  if (kind === 'place' && opensOnUnknownName(opening) && !asked.has(words(opening?.text ?? '')[0] ?? ''))
    return 0.5;
  return kind !== 'number' && tags.has('ProperNoun') ? 0.5 : 0;
}

/**
 * A sentence opening on a word written as a name that the lexicon does not know ("Krommerijn pool, Tuesdays …"):
 * the tagger does not call it a proper noun at a sentence's start, yet it names something, maybe the place asked.
 * Not a relative ("Mum taught me …") nor a word it knows ("Swimming", "Grew").
 */
const opensOnUnknownName = (first: TaggedTerm | undefined) =>
  first !== undefined &&
  /^\p{Lu}/u.test(first.text) &&
  first.tags.includes('Noun') &&
  !['Pronoun', 'Date', 'Value', 'Gerund', 'Verb'].some((tag) => first.tags.includes(tag)) &&
  lexicon[first.normal] === undefined &&
  kinIn(first.normal).size === 0;

/** A plural noun a number counts ("kids", "bedrooms"), not a unit of time an age is given in ("years", "months"). */
const counts = (next: TaggedTerm | undefined) =>
  next?.tags.includes('Plural') === true &&
  !next.tags.includes('Duration') &&
  !next.tags.includes('Unit') &&
  !/^(?:yrs?|years?|months?|mos?|weeks?|wks?|days?)$/.test(next.normal);

const placeTags = ['Place', 'Country', 'City', 'Region', 'Address'];

/** A number written in digits is a value, though the tagger reads "Zofia 9" in a list as one name. */
const inDigits = (term: TaggedTerm): TaggedTerm =>
  /^\d{1,3}$/.test(term.text) && !term.tags.includes('Value')
    ? { ...term, tags: [...term.tags, 'Value'] }
    : term;

/** "what days am i off", "Which night is volleyball?": days of the week are asked. */
const askedDays =
  /\b(?:what|which)\s+(?:days?|nights?|evenings?)(?=\s+(?:is|are|am|was|were|do|does|did|off|free)\b)/i;
/**
 * The word a question for days of the week names its kind by ("days" of "what days am i off"): what is asked, not a
 * word the answer shares ("8-9 patients a day" says no day of the week).
 */
export const dayWordsAsked = (question: string): string[] =>
  terms(askedDays.exec(question)?.[0].replace(/^\S+\s+/, '') ?? '');
/** "What year did you …?", "Which year was it?": a year is asked, not a season or a school year. */
const askedYear = /\b(?:what|which) year\b/i;
/** A year as notes write one: "2004", "'04", "the 90s", "1990s". */
const writtenYear = /\b(?:1[5-9]|20)\d\d\b|['’]\d\d\b|\b(?:19|20)?\d0['’]?s\b/;

/**
 * "been together 6 yrs", "for 4 years": a stretch of time counted, which says how long, not when. Not one from now
 * ("in 2 weeks", "within 10 days"), nor one back ("6 years ago", "2 years back").
 */
const stretch = (tagged: readonly TaggedTerm[], i: number) =>
  tagged[i]?.tags.includes('Duration') === true &&
  tagged[i - 1]?.tags.includes('Value') === true &&
  !/^(?:in|within)$/.test(tagged[i - 2]?.normal ?? '') &&
  !/^(?:ago|back|later)$/.test(tagged[i + 1]?.normal ?? '');

/**
 * A question for when a thing happened once ("When did your dad die?", "… first meet?"): a repeat ("every day",
 * "each March") says how often, not when. A habit asked, now or past ("When do you climb?", "When did you swim for
 * the club?"), is said by one.
 */
const askedOnce =
  /^\s*when\s+(?:did|was|were)\b.*\b(?:die|died|pass(?:ed)? away|meet|met|start|started|begin|move|moved|marry|married|born|graduate|leave|quit|retire|propose|get engaged|split|first|last)\b/i;

/** "Retire at 63", "married at 24": an age answers when, as a date does; not "at 3 Elm Street". */
const atAnAge = ({ normal }: TaggedTerm, i: number, tagged: readonly TaggedTerm[]) =>
  normal === 'at' && tagged[i + 1]?.tags.includes('Value') === true && !tagged[i + 2]?.tags.includes('Noun');

/**
 * A year the tagger leaves a bare number ("summer 2028, fingers crossed", "2019 we moved", "late 2015"): a time, as a
 * date is; not a count of things ("2000 steps", "1500 miles"), a sum or score ("£2019", "cost 2000", "Scored 1950",
 * "about 2000") nor a thing's number ("Room 2012").
 */
const aYear = ({ text, tags, post }: TaggedTerm, i: number, tagged: readonly TaggedTerm[]) => {
  const [before, after] = [tagged[i - 1], tagged[i + 1]];
  const counted = post.trim() === '' && ['Noun', 'Unit'].some((tag) => after?.tags.includes(tag));
  return (
    /^(?:19|20)\d\d$/.test(text) &&
    !tags.includes('Money') &&
    !(counted && !after?.tags.includes('Pronoun')) &&
    !(
      ['Singular', 'Adjective', 'Verb'].some((tag) => before?.tags.includes(tag)) &&
      !season.test(before?.normal ?? '')
    ) &&
    !approximately.test(before?.normal ?? '')
  );
};
const season = /^(?:spring|summer|autumn|fall|winter|early|late|mid)$/;
const approximately = /^(?:about|around|over|under|nearly|almost|roughly)$/;

/**
 * "at TU Delft", "at Moray House": a name the tagger cannot place, after "at", is a place not yet asked (an
 * institution, mostly). Not after "in", which the tagger reads well for towns and would let any district answer.
 * Not a feast or a language ("at Christmas", "good at French"), nor "at" after an adjective or a verb it ends
 * ("laughed at Brexit"): no place.
 */
const placedName = (tagged: readonly TaggedTerm[], asked: ReadonlySet<string>) =>
  tagged.some(({ normal }, i) => {
    const next = tagged[i + 1];
    const tags = next?.tags ?? [];
    return (
      normal === 'at' &&
      !asked.has(words(next?.text ?? '')[0] ?? '') &&
      (tags.includes('ProperNoun') || tags.includes('Acronym')) &&
      !['Date', 'Person', 'Demonym', 'Language'].some((tag) => tags.includes(tag)) &&
      !feast.test(next?.normal ?? '') &&
      !atWithoutPlace(tagged[i - 1])
    );
  });

/** Feasts the tagger does not know as times: "at Christmas" is when, not where. */
const feast =
  /^(?:christmas|xmas|easter|hogmanay|halloween|diwali|eid|hanukkah|passover|ramadan|thanksgiving)$/;

/** "good at", "laughed at", "looking at": an "at" that takes what is judged or looked at, not a place. */
const atWithoutPlace = (before: TaggedTerm | undefined) =>
  before !== undefined &&
  (before.tags.includes('Adjective') ||
    /^(?:laugh|look|stare|smil|glanc|grin|frown|wink|point|aim|shout|yell|scoff|marvel)/.test(before.normal));

/**
 * Whether a sentence names, with a capital, whoever does what a "who" question asks ("Joost makes the dough" for
 * "Who makes the dough?"): the tagger may not know the name that opens a sentence.
 */
function namesWhoDoes(sentence: string, question: string): boolean {
  const [who, verb] = taggedTerms(question);
  // "Who makes …?", not "Who do you …?", whose verb comes later.
  if (who?.normal !== 'who' || !verb?.tags.includes('Verb') || auxiliary.test(verb.normal)) return false;
  const done = terms(verb.normal)[0];
  if (done === undefined) return false;
  const asked = new Set(words(question));
  const tagged = taggedTerms(sentence);
  return tagged.some(({ normal }, i) => {
    const doer = tagged[i - 1];
    return (
      i > 0 &&
      terms(normal)[0] === done &&
      doer !== undefined &&
      /^\p{Lu}/u.test(doer.text) &&
      namesSomeone(doer) &&
      !asked.has(doer.normal)
    );
  });
}

/**
 * A capitalised word that may name someone: a name ("Siobhan"), a relative ("Mum"), or a word the lexicon does not
 * know ("Joost"); not a word it knows as something else ("Nobody", "Everyone", "Usually", "Honestly").
 */
const namesSomeone = ({ normal, tags }: TaggedTerm) =>
  tags.includes('Person') ||
  tags.includes('ProperNoun') ||
  kinIn(normal).size > 0 ||
  (lexicon[normal] === undefined && !tags.includes('Adverb') && !tags.includes('Pronoun'));

/**
 * Whether a sentence is one capitalised word the lexicon does not know ("Bursztyn." opening a note on a cat): a
 * name, though the tagger cannot place it.
 */
export function aloneAsName(sentence: string): boolean {
  const word = /^\s*(\p{Lu}[\p{L}'’-]*)[.!]?\s*$/u.exec(sentence)?.[1];
  return word !== undefined && lexicon[word.toLowerCase()] === undefined;
}

/**
 * "Mum's Adaeze, she's a nurse", "Dad is Kieran, drives buses" for "What's your mum's name?": the relative asked
 * about, then "'s" or "is" and a word written as a name ending its clause, names them, however little the tagger
 * knows the name. Not "Mum's Ford Fiesta" (a thing of hers) nor another relative's name.
 */
export function namesKinAsked(sentence: string, question: string): boolean {
  const asked = kinIn(question);
  const [, named, name = ''] =
    /^\W*(?:[Mm]y\s+)?(\p{L}+)(?:['’]s|\s+is)\s+(\p{Lu}[\p{L}'’-]*)(?=\s*(?:[,.;!(]|$))/u.exec(sentence) ??
    [];
  // "Mum's Adaeze", not "Mum's Welsh" nor "Mum is Catholic": a name the lexicon does not know as another word.
  const tags = taggedTerms(name)[0]?.tags ?? [];
  const aName =
    tags.includes('Person') ||
    (lexicon[name.toLowerCase()] === undefined &&
      !tags.some((tag) => ['Demonym', 'Adjective'].includes(tag)));
  return named !== undefined && aName && [...kinIn(named)].some((relation) => asked.has(relation));
}

/**
 * "Pickle is our dog", "our dog is Pickle", "our cat, Miso", "My dog Pickle is 5", "We have a dog called Pickle",
 * "Pickle, our dog, is 5", "Our dogs are Pickle and Biscuit", "Pepper = our dog." for "What's your dog's name?" ("…dogs name", "What is
 * your cat called?", "the name of your dog", "what do you call your dog"): a word written as a name and said to be
 * the thing asked names it, though the lexicon knows it as another word ("pickle"). Not "This is our dog", "our dog
 * is Spanish", "Our dog was rescued", nor another thing ("Sam is our dog walker", "Saturday is the dog park day").
 */
export function namesThingAsked(sentence: string, question: string): boolean {
  const [, thing] =
    /\b(?:my|your|ur|our|the)\s+(\p{L}+?)(?:['’]?s)?\s+(?:name|called)\b/iu.exec(question) ??
    /\bname\s+of\s+(?:my|your|ur|our|the)\s+(\p{L}+)/iu.exec(question) ??
    /\b(?:call|name)d?\s+(?:my|your|ur|our|the)\s+(\p{L}+)/iu.exec(question) ??
    [];
  if (thing === undefined || isStopWord(thing.toLowerCase())) return false;
  const it = String.raw`(?:my|our|the|a|an)\s+(?:[\p{L}-]+\s+){0,3}${escapeRegExp(thing)}s?\b(?!['’])`;
  // Nothing more of the thing after it: "our dog." or "our dog, 5 yr old", not "our dog walker".
  const ends = String.raw`(?=\s*(?:[,.;:!?()—–-]|$)|\s+(?:and|who|that|which|with|from|since)\b)`;
  const name = String.raw`([\p{L}][\p{L}'’-]*)`;
  const [, first] =
    new RegExp(
      String.raw`^\W*${name}(?:(?:\s+(?:is|was)|['’]s|,)\s+${it}${ends}|\s*=\s+${it}\s*[.!]?\s*$)`,
      'iu',
    ).exec(sentence) ?? [];
  const [, after] =
    new RegExp(
      String.raw`\b${it}(?:\s+(?:is|was|are|were)(?:\s+called)?|\s+called|\s+named|,)?\s+${name}`,
      'iu',
    ).exec(sentence) ?? [];
  return [first, after].some((word) => word !== undefined && thingsName(word));
}

/** A word written as a name (`isName`), no pronoun, determiner, adjective, verb, adverb, day or place. */
const thingsName = (word: string) =>
  isName(word) &&
  !taggedTerms(word)[0]?.tags.some((tag) =>
    ['Demonym', 'Adjective', 'Pronoun', 'Determiner', 'Verb', 'Adverb', 'Date', 'Place'].includes(tag),
  );

/**
 * A question for someone's age now ("How old is Callum?") is not answered by their age, or anyone's, at a time
 * gone by ("…when Callum was twelve", "…when I was four", "He was 25 then"), nor by the year of something they did
 * ("He came to England in 1975"); a birth year is an answer.
 */
const askedAgeNow = /\bhow old (is|are)\b/i;
/** Nor is an age then ("How old was your dad when he passed?") the year it happened ("Dad died in 2019"). */
const askedAge = /\bhow old\b/i;
const yearThen = /(?<!\bborn\s)\b(?:in|since|from|until|by)\s+(?:\p{L}+\s+)?\d{4}\b/giu;
const ageThen =
  /\b(?:(?:when|since|until)\s+(?:\S+\s+){1,3}?)?(?:was|were)\s+(?!born\b)(?:about\s+)?[\p{L}\p{N}-]+/giu;

/**
 * A question for a measure wants a number with its unit: "How long …?" a stretch of time ("for 6 yrs", "since
 * May") or the year it began ("moved in 2015"), not the "3" of "year 3"; "How tall/heavy …?" or "How much does the
 * dog weigh?" a height or a weight ("22kg"), not the dog's age in "border collie, 5". Not "How far did you get?".
 */
function measureAsked(question: string): 'Duration' | 'Unit' | undefined {
  if (/\bhow long\b/i.test(question)) return 'Duration';
  return /\bhow (?:tall|heavy)\b|\bhow much\b.*\bweigh/i.test(question) ? 'Unit' : undefined;
}

/** Units the tagger knows only in American spelling ("meters"), or not at all ("stone"). */
const britishUnit = /^(?:(?:kilo|centi|milli)?metres?|stones?|kilos?)$/;

/** "How long is the span?" may want metres, not hours: a stretch of time is also measured in any unit. */
function countsIn(tagged: readonly TaggedTerm[], unit: 'Duration' | 'Unit'): boolean {
  const units = unit === 'Duration' ? ['Duration', 'Unit'] : ['Unit'];
  const measures = (term: TaggedTerm | undefined) =>
    units.some((one) => term?.tags.includes(one)) || britishUnit.test(term?.normal ?? '');
  return tagged.some(
    ({ tags, normal }, i) =>
      (tags.includes('Value') && measures(tagged[i + 1])) ||
      (unit === 'Duration' && (normal === 'since' || /^(?:19|20)\d\d$/.test(normal))),
  );
}

/** A question for a score wants one ("won 3-1", "2 to nil"), not the year or the date of the match. */
const score = /\b\d{1,2}\s*(?:[-–]|to)\s*(?:\d{1,2}|nil)\b/i;

/**
 * A question for a sum of money ("How much did the loft cost?", "… set you back?"), or a price asked without "how
 * much" ("What do you charge a day?", "What are you paying on the mortgage?"), is not answered by a year,
 * a count or a score. The price verb ends the question, or only a time or what was paid for follows it: not "What
 * did you pay attention to?", "What did the council charge him with?". "Put away" is money saved asked of no
 * other thing ("How much have you put away for the flat?") or beside a word for savings; not "How much food did
 * you put away?", "How much of your stuff …". Nor "How much time do you spend …".
 */
export const askedMoney =
  /\bhow much (?:do|does|did|will|would) (?:(?:my|your|ur|his|her|their|our) \S+|(?!(?:it|this|that|these|those|one|each|everything|anything|the|a|an)\b)[^\s?]+) make(?: (?:an?|per|each|every) (?:hour|day|week|month|year))?(?: (?:now|rn|right now|these days|nowadays|at the moment))?\s*[?.!]*\s*$|\bhow much\b(?!\s+time\b).*\b(pay|paid|pays|cost|costs|charge[sd]?|charging|earn[s]?|earned|money|fee|spen[dt]|saved?|raised?|put aside|put away(?=.*\b(?:savings?|pension|isa|lisa|deposit|bank)\b)|price|worth|set (?:\S+ )?back)\b|\bhow much (?:have|has|had|do|does|did|will|would|can|could)\s+\S+(?:\s+\S+)?\s+put away(?:\s+(?:for|each|every|a|per|so far|in|into)\b|\s*[?.!]*\s*$)|\bwhat (?:do|does|did|are|is|was|were) (?:\S+ ){1,3}?(?:charg|earn|pay)(?:e|es|s|ing)?(?: (?:an?|per|each|every) (?:hour|day|week|month|year)| now(?:adays)?| these days| (?:for|on)\b.*)?\s*[?.!]*\s*$/i;
const moneyTags: ReadonlySet<string> = new Set(['Money', 'Currency']);

/**
 * A sum as notes write one that the tagger does not read as money: a currency sign before a rate ("$1,150/mo"), or
 * thousands as "k" ("bought it for 189k").
 */
const writtenSum = /^[$£€¥₹]\d|^\d[\d,.]*k$/iu;

/**
 * A running total asked ("so far", "to date"), not a sum paid by the month, nor a whole price ("in total",
 * "altogether": "How much does the gym cost altogether?" is answered by "£35 a month"), nor one for a period ("a
 * month", "each week").
 */
const askedRunningTotal = (question: string) =>
  /\b(?:so far|to date)\b/i.test(question) &&
  !/\b(?:an?|per|each|every)\s+(?:day|week|month|year)\b|\b(?:daily|weekly|monthly|yearly|annually)\b/i.test(
    question,
  );
/** A sum paid by the week or the month: "£250/month", "600 a month", "$40 per week"; not "£1,500 a year ago". */
const rateSum =
  /[$£€¥₹]?\d[\d,.]*k?\s*(?:\/\s*(?:mo|month|wk|week|yr|year)\b|(?:a|an|per|each|every)\s+(?:month|week|year|day)\b(?!\s+ago\b))/giu;

/** A figure paid by the week or the month ("780 a month", "900 per week"): a sum, asked how much one pays. */
const atARate = (_: TaggedTerm, i: number, tagged: readonly TaggedTerm[]) =>
  tagged[i]?.tags.includes('Value') === true &&
  /^(?:a|an|per)$/.test(tagged[i + 1]?.normal ?? '') &&
  tagged[i + 2]?.tags.includes('Duration') === true;

/** Running a place of business ("runs a bike shop", "runs the café on the pier"): a trade. */
const business =
  /\bruns?\s+(?:an?|the|his|her|their|my|our)\s+(?:[\p{L}-]+\s+){0,2}(?:shop|business|company|firm|caf[eé]|pub|bar|restaurant|salon|garage|farm|practice|agency|studio|bakery|hotel|nursery|gym|stall|clinic|charity)\b/iu;

/**
 * Whether a sentence says what someone does: a trade the tagger knows ("pharmacist", "civil servant", not a
 * relative), "is a …" ("he's a paramedic"), "works as/at/for …", "does marketing", "runs her own business", or a
 * trade once held or none now ("ex-fisherman", "retired", not "ex-husband"), or one listed after an age ("…, 36, nurse at
 * Kenyatta hospital"); `post`, a sentence opening the owner's note on work, also a post in a word the tagger does not
 * know (`postHeading`). Not a relative ("the wife"), a friend, nor a word for any person ("our wee man").
 */
export function holdsWork(sentence: string, asked: ReadonlySet<string> = new Set(), post = false): boolean {
  const tagged = taggedTerms(sentence);
  const once = /\bex-(\p{L}+)|\bretired\b/iu.exec(sentence);
  if (once && kinOf(once[1] ?? '').length === 0) return true;
  // "runs her own plumbing business" or "runs a bike shop", not "runs a bath"; a trade listed after an age ("Njeri,
  // 36, nurse at …").
  if (
    /\b(?:runs?\s+(?:his|her|their|my|our)\s+own|owns?\s+(?:an?|the|his|her|their|my|our))\b/iu.test(
      sentence,
    ) ||
    business.test(sentence)
  )
    return true;
  if (doneForEmployer(tagged)) return true;
  const listed =
    /\d,\s*(?:\p{Ll}+\s+){0,2}(\p{Ll}+)\s+(?:at|for)\s/u.exec(sentence)?.[1] ?? headedTrade(tagged, post);
  const listedTags = listed === undefined ? [] : (taggedTerms(listed)[0]?.tags ?? []);
  if (listed && (!listedTags.includes('Verb') || listedTags.includes('Infinitive'))) return true;
  return tagged.some(({ normal, tags }, i) => {
    const next = tagged[i + 1];
    // One person's trade, not the company they keep ("with 4 mates").
    // The tagger also calls "my" and "best" (of "my best mate") actors.
    if (tags.includes('Actor'))
      return (
        !['Plural', 'Pronoun', 'Possessive'].some((tag) => tags.includes(tag)) &&
        !/Adjective|Comparative|Superlative/.test(String(lexicon[normal] ?? '')) &&
        !asked.has(normal) &&
        kinIn(normal).size === 0 &&
        !anyone(normal)
      );
    if (tags.includes('Copula')) return tradeAfterBe(tagged, i);
    // "works as a …", "works nights at a bakery".
    if (/^work(?:s|ed|ing)?$/.test(normal))
      return tagged.slice(i + 1, i + 4).some((term) => /^(?:as|at|for|in)$/.test(term.normal));
    // "does marketing", "does accounts" (the tagger's verb), not "does love it", "does not", "does the school run"
    // nor a pastime said with its time ("does yoga on Sundays").
    if (/^(?:does|did)$/.test(normal))
      return (
        next !== undefined &&
        !['Infinitive', 'Adverb', 'Pronoun', 'Negative', 'Determiner'].some((tag) =>
          next.tags.includes(tag),
        ) &&
        /^\p{L}/u.test(next.normal) &&
        !tagged.slice(i + 2).some((term) => term.tags.includes('Date'))
      );
    return false;
  });
}

/**
 * A trade written as a note's heading, its person left out: "Dental nurse at a practice in Sketty.", "Site manager
 * for Balfour Beatty." Two words before "at"/"for" and a place or a firm, not a time ("Sunday lunch at Mum's"), an
 * owner ("My sister at …") nor a relative; the second word names a role ("nurse", "manager"), not a pastime or a do
 * ("Swimming lessons at the leisure centre", "Birthday party at the Crown").
 */
export function headedTrade(tagged: readonly TaggedTerm[], post = false): string | undefined {
  if (post && postHeading(tagged)) return tagged[0]?.normal;
  const [first, trade] = tagged;
  if (!first || !trade || placeAfter(tagged, 2) === undefined) return undefined;
  const none = ['Date', 'Determiner', 'Possessive', 'Pronoun', 'Value'];
  if ([first, trade].some(({ tags }) => none.some((tag) => tags.includes(tag)))) return undefined;
  if (!namesRole(trade) || kinIn(trade.normal).size > 0 || anyone(trade.normal)) return undefined;
  return trade.normal;
}

/**
 * What "at"/"for" at `i` of a heading is followed by: "the …", "a"/"an …" or a name ("Balfour Beatty"); undefined
 * for no "at"/"for" there or anything else after it ("desk at 8").
 */
function placeAfter(tagged: readonly TaggedTerm[], i: number): 'the' | 'a' | 'name' | undefined {
  const after = tagged[i + 1];
  if (!/^(?:at|for)$/.test(tagged[i]?.normal ?? '') || !after) return undefined;
  if (after.normal === 'the') return 'the';
  if (/^an?$/.test(after.normal)) return 'a';
  return /^\p{Lu}/u.test(after.text) ? 'name' : undefined;
}

/**
 * The post a note on work opens on, in one word the tagger does not know ("physio at a sports clinic in Cork", "QA at
 * a fintech in Westlands", "Locum for Cork City Council"): a singular noun before "at a/an", "for a/an" or a name,
 * its clause saying nothing of it. Not "at the …", where a line of logistics says where a thing is ("standup at the
 * office", "payday at the end of the month"), a time anywhere ("offsite at a hotel in March", "physio at a clinic on
 * Tuesday"), a word it knows ("Lunch at a café", "Training at HQ"), a plural ("Drinks at the Crown"), a name nor a
 * thing said of ("Canteen at a hospital is grim").
 */
function postHeading(tagged: readonly TaggedTerm[]): boolean {
  const [post] = tagged;
  const place = placeAfter(tagged, 1);
  if (!post || place === undefined || place === 'the') return false;
  if (saysOfIt(tagged) || tagged.some(({ tags }) => tags.includes('Date'))) return false;
  const none = ['Plural', 'Person', 'ProperNoun', 'Date', 'Value', 'Pronoun'];
  return (
    lexicon[post.normal] === undefined &&
    post.tags.includes('Noun') &&
    !none.some((tag) => post.tags.includes(tag)) &&
    kinIn(post.normal).size === 0
  );
}

/** Whether a sentence opens on a post in one word (`postHeading`): "Physio at a sports clinic in Cork." */
export const opensOnPost = (sentence: string) => postHeading(taggedTerms(sentence));

/** Whether a first clause says something of its opening word ("Canteen at the back is grim", "… keeps dropping"). */
function saysOfIt(tagged: readonly TaggedTerm[]): boolean {
  const end = tagged.findIndex(({ post }) => /[,;.!?:–—]/.test(post));
  return tagged
    .slice(0, end < 0 ? undefined : end + 1)
    .some(
      ({ tags }) =>
        tags.includes('Copula') ||
        (tags.includes('Verb') && !tags.includes('Infinitive') && !tags.includes('Gerund')),
    );
}

/** A word for someone's role: one the tagger knows as an actor, or a doer's ending ("welder", "florist"). */
const namesRole = ({ normal, tags }: TaggedTerm) =>
  tags.includes('Actor') || /(?:er|ist|ian|or|nurse|chef|clerk|vet|cook)$/.test(normal);

/** A word for any person, or a friend: no trade. */
const anyone = (word: string) => /^(?:friend|mate|partner|man|woman|guy|lad|boy|girl|kid|person)$/.test(word);

/**
 * "is a nurse", "'s now a civil servant": a noun after "a", of a person (not "that was a …"), not a time ("a long
 * day") nor, after an adjective, a noun the tagger does not know as a trade ("a right laugh"), unless it names a
 * role at a place or a firm ("a structural engineer at Hallam Byrne"; not "a keen runner", "a good listener").
 */
function tradeAfterBe(tagged: readonly TaggedTerm[], i: number): boolean {
  const subject = (tagged[i - 1]?.normal ?? '').replace(/['’]s$/, '');
  if (/^(?:that|it|this|there|which|what)$/.test(subject)) return false;
  let at = i + 1;
  while (/^(?:now|still|also|\p{L}+ly)$/u.test(tagged[at]?.normal ?? '')) at++;
  // "the librarian at Beaumont Leys school" only at a place named (`employed`): not "the treasurer for the PTA".
  const the = tagged[at]?.normal === 'the';
  if (!the && !/^an?$/.test(tagged[at]?.normal ?? '')) return false;
  const phrase = tagged.slice(at + 1, at + 4);
  const head = phrase.findIndex(({ tags }) => !tags.includes('Adjective'));
  const noun = phrase[head];
  if (!noun?.tags.includes('Noun') || ['Date', 'Duration', 'Value'].some((tag) => noun.tags.includes(tag)))
    return false;
  // At a place or a firm: "at a consultancy", "for Monzo"; not "for my age".
  const [by, place] = tagged.slice(at + head + 2, at + head + 4);
  const employed = () =>
    namesRole(noun) &&
    /^(?:at|for)$/.test(by?.normal ?? '') &&
    (/^(?:an?|the)$/.test(place?.normal ?? '') || /^\p{Lu}/u.test(place?.text ?? ''));
  return (
    (the
      ? employed() && by?.normal === 'at' && /^\p{Lu}/u.test(place?.text ?? '')
      : head === 0 || noun.tags.includes('Actor') || employed()) &&
    kinIn(noun.normal).size === 0 &&
    !anyone(noun.normal)
  );
}

/**
 * A verb and its object done for an employer by name: "drove the 42 bus for Lothian Buses", "cleaned offices for
 * Tesco". Not for a person ("bought flowers for Mum", "for Mrs Hale"), nor a feast ("flew home for Easter").
 */
function doneForEmployer(tagged: readonly TaggedTerm[]): boolean {
  return tagged.some(({ normal }, i) => {
    if (normal !== 'for') return false;
    const named = (k: number) => {
      const tags = tagged[k]?.tags ?? [];
      return tags.includes('ProperNoun') && !tags.includes('Person') && !tags.includes('Actor');
    };
    const next = tagged[i + 1]?.tags ?? [];
    // A firm's name of two words or more: one alone may be a feast or a place ("for Easter").
    const employer =
      next.includes('Organization') || next.includes('Acronym') || (named(i + 1) && named(i + 2));
    const before = tagged.slice(Math.max(0, i - 4), i);
    return employer && before.some(({ tags: verb }) => verb.includes('Verb') && !verb.includes('Copula'));
  });
}

const tagsFor: Record<Exclude<AskedFor, 'work'>, ReadonlySet<string>> = {
  number: new Set(['Value', 'Duration', 'Fraction', 'Percent', 'Money']),
  time: new Set(['Date', 'Year', 'Month', 'WeekDay', 'Duration', 'Holiday', 'Time']),
  place: new Set(['Place', 'Country', 'City', 'Region', 'Address']),
  name: new Set(['Person', 'FirstName', 'LastName', 'Organization']),
};

const auxiliary = /^(is|are|was|were|do|does|did|has|have|had|can|could|will|would)$/;

/**
 * Words between "what/which" and the thing asked about ("What's the name of your …"). A "thing to" do names no kind
 * of thing a note could leave unmentioned ("What's your favourite thing to play?"); "sort of things" does.
 */
const leading = new Set(
  'is are was were the a an your my his her their our its this that these those favourite favorite kind sort type of name names other'.split(
    ' ',
  ),
);

/**
 * The thing a "what/which" question asks about, unless it is the kind of fact asked for ("What time …?", "Which
 * city …?"): the sentences' tags judge those (`holdsAskedFor`), and a note rarely says "time" beside "6:40".
 */
export function thingAskedAbout(question: string): string | undefined {
  const thing = thingNamedIn(question);
  // A word for the kind of fact asked ("What year …?", "What was his grandad's trade?") names no thing.
  // Only "trade" itself: the thing asked of a job ("What hours does your wife's job have?") is still a thing.
  const kindWord =
    askedFor(`what ${thing}`) !== undefined || (thing === 'trade' && askedFor(question) === 'work');
  return thing !== undefined && kindWord ? undefined : thing;
}

/**
 * The thing a "what/which" question asks about ("Which hotel did you stay at?" → "hotel", "What's your favourite
 * podcast?" → "podcast", "What's the name of the café where …" → "café", "What's Luana's husband called?" →
 * "husband", "What's your signature dish?" → "dish"), or what "how many/much" counts ("How many pupils …" →
 * "pupils"). None when a verb comes first ("What did you study?"). A note that never mentions it cannot say which.
 */
function thingNamedIn(question: string): string | undefined {
  const tokens = taggedTerms(question);
  const first = (tokens[0]?.normal ?? '').replace(/['’]s$/, '');
  const counts = first === 'how' && /^(many|much)$/.test(tokens[1]?.normal ?? '');
  if (!/^(what|which|whose)$/.test(first) && !counts) return undefined;
  const rest = tokens.slice(counts ? 2 : 1).filter(({ normal }) => normal !== '');
  let thing: string | undefined;
  for (const [i, { normal, tags }] of rest.entries()) {
    const word = normal.replace(/['’]s$/, '');
    const thingTo =
      /^things?$/.test(word) && rest[i + 1]?.normal === 'to' && rest[i + 2]?.tags.includes('Verb');
    if (leading.has(word) || thingTo || normal !== word || tags.includes('Value')) continue;
    // "What subject does …": the word before the auxiliary is the thing, whatever the tagger made of it.
    if (i === 0 && auxiliary.test(rest[1]?.normal ?? '')) return word;
    if (!tags.includes('Noun') || tags.includes('Pronoun')) break;
    thing = word;
  }
  return thing;
}

/** The nouns and gerunds of a question, stemmed as the index stems them ("Have you ever been skiing?" → "ski"). */
/** A clause ending a question that says when, by the owner's or someone's age then: "when you were a kid". */
const whenClause = /\s+(?:when|while)\s+(?:you|u|i|we|he|she|they)\s+(?:was|were)\b.*$/i;

export function focusTermsOf(question: string): string[] {
  // "hoping to retire": the verb a gerund leads to is asked about too. "going to see" says a future, not a going
  // ("going to the gym" is one).
  const future = (all: readonly TaggedTerm[], i: number) =>
    all[i]?.normal === 'going' && all[i + 1]?.normal === 'to' && all[i + 2]?.tags.includes('Verb') === true;
  const ledTo = (all: readonly TaggedTerm[], i: number) =>
    all[i - 1]?.normal === 'to' && all[i - 2]?.tags.includes('Gerund') === true && !future(all, i - 2);
  // "…when you were a kid": a clause saying when, its nouns no thing asked about.
  return taggedTerms(question.replace(whenClause, ''))
    .filter(
      ({ tags }, i, all) =>
        (tags.includes('Noun') || tags.includes('Gerund') || ledTo(all, i)) &&
        !tags.includes('Pronoun') &&
        !future(all, i),
    )
    .flatMap(({ normal }) => terms(normal));
}

/**
 * The person a question asks about, by relation or by name: the subject after its auxiliary, as the tagger knows
 * people (an actor noun or a proper noun): "What does your wife do?" → "wife", "How old is Ingrid?" → "ingrid".
 * A sentence about someone else (the sister's job) does not answer it.
 */
export function personAskedAbout(question: string): string | undefined {
  const tokens = taggedTerms(question);
  if (!tokens[0]?.tags.includes('QuestionWord')) return undefined;
  const at = tokens.findIndex(
    ({ normal, tags }, i) => i > 0 && i <= 3 && (auxiliary.test(normal) || tags.includes('Copula')),
  );
  if (at < 0) return undefined;
  // The first person of the subject's phrase: "your best friend" → "friend" ("best" is an adjective the tagger
  // took for a noun), "your wife's name" → "wife".
  const subject = tokens.slice(at + 1);
  for (const [i, { normal, tags }] of subject.entries()) {
    const adjective = /Adjective|Comparative|Superlative/.test(String(lexicon[normal] ?? ''));
    // "your" before a word the tagger does not know as a person ("your man") is no person itself.
    const person =
      !possessivePronoun.test(normal) &&
      (tags.includes('Actor') || tags.includes('ProperNoun') || kinIn(normal).size > 0);
    // "your friend Emre", "your boss Dr Henao": a note may call them by their name alone; a relative it calls in the
    // lexicon's words.
    const name = subject.slice(i + 1).find(({ normal: word }) => !honorific.test(word));
    if (person && !adjective && kinIn(normal).size === 0 && name && /^\p{Lu}/u.test(name.text))
      return name.normal.replace(/['’]s$/, '');
    if (person && !adjective) return normal.replace(/['’]s$/, '');
    if (nominal(subject, i, tokens[at]?.normal ?? '')) return normal;
    // "your little one": a child, whom the kin lexicon knows by the words before it.
    if (normal === 'one' && subject.slice(0, i).some(({ tags: before }) => before.includes('Possessive')))
      return normal;
    // "your other half": a spouse, whom the kin lexicon knows by the words before it; not "your other half of …".
    const said = subject.slice(0, i + 1).map((term) => term.normal);
    // "your other half's name" too.
    const half = normal.replace(/['’]s$/, '') === 'half';
    if (half && subject[i + 1]?.normal !== 'of' && kinIn(said.join(' ').replace(/['’]s$/, '')).size > 0)
      return 'half';
    // "your fishing buddy": a word before a person names a kind of them.
    const next = subject[i + 1]?.tags ?? [];
    const beforePerson = next.includes('Actor') || next.includes('Person');
    const modifier = ['Possessive', 'Adjective', 'Determiner'].some((tag) => tags.includes(tag));
    if (!adjective && !modifier && !beforePerson) break;
  }
  return undefined;
}

const possessivePronoun = /^(?:my|your|his|her|its|our|their)$/;

/** Titles written before a name ("Dr Henao"), which are not the name. */
const honorific = /^(?:mr|mrs|ms|dr|dra|prof|sr|sra|mme)\.?$/i;

/**
 * Whether a comparative or superlative after a possessive stands for a person ("How old is your eldest?", "What
 * does your youngest do?"): nothing follows it, or, after "do"/"does"/"did", the main verb does (the tagger often
 * reads a bare "do" as a noun, so the lexicon decides).
 */
function nominal(subject: readonly TaggedTerm[], i: number, auxiliaryVerb: string): boolean {
  const term = subject[i];
  if (!term?.tags.some((tag) => tag === 'Comparative' || tag === 'Superlative')) return false;
  if (!subject[i - 1]?.tags.includes('Possessive')) return false;
  const next = subject[i + 1];
  if (next === undefined) return true;
  return /^(do|does|did)$/.test(auxiliaryVerb) && /Infinitive/.test(String(lexicon[next.normal] ?? ''));
}

/**
 * The names a question gives (people, places, things by their own name: "What does Bisi do?" → "bisi"), stemmed as
 * the index stems them: words compromise knows as people's names, or written with a capital after the first word.
 */
export function namesIn(question: string): string[] {
  return taggedTerms(question)
    .filter(
      ({ text, tags }, i) =>
        !tags.includes('Pronoun') &&
        !tags.includes('QuestionWord') &&
        (tags.includes('Person') || (i > 0 && /^\p{Lu}/u.test(text))),
    )
    .flatMap(({ normal }) => terms(normal.replace(/['’]s$/, '')));
}

/**
 * The verb a "what/which <thing>" question asks the thing of, as the index stems it: the word after the auxiliary's
 * subject ("What instrument does Yaw play?" → "plai", "What veg are you growing …?" → "grow"). The tagger often
 * reads a bare verb at a question's end as a noun ("play"), so its place decides, not its tag.
 */
export function verbAskedOf(question: string): string | undefined {
  // A question for a kind of fact as well ("What year group …": a time) is judged by the sentences' tags.
  if (thingAskedAbout(question) === undefined || askedFor(question) !== undefined) return undefined;
  const tokens = taggedTerms(question);
  const at = tokens.findIndex(
    ({ normal, tags }, i) => i > 1 && (auxiliary.test(normal) || tags.includes('Copula')),
  );
  if (at < 0) return undefined;
  let i = at + 1;
  const is = (tag: string) => tokens[i]?.tags.includes(tag) === true;
  // The subject: a pronoun, a name ("Hannah Smith"), or a noun after its determiners ("your little brother Tom").
  // A name is as written: the tagger reads "Tomasz play" as a first and a last name.
  const capital = () => /^\p{Lu}/u.test(tokens[i]?.text ?? '');
  if (is('Pronoun') && !is('Possessive')) i++;
  else {
    while (is('Possessive') || is('Determiner') || is('Adjective')) i++;
    if (!capital()) i++;
    while (capital()) i++;
  }
  // "What songs does Tunde's band play?": "he plays bass" may be the owner's doing, not the band's.
  if (tokens.slice(at + 1, i).some(({ text }) => /\p{L}['’]s$/u.test(text))) return undefined;
  while (is('Adverb')) i++;
  const verb = tokens[i];
  if (!verb || verb.tags.includes('Preposition') || verb.tags.includes('Pronoun')) return undefined;
  return terms(verb.normal)[0];
}

/**
 * Whether a sentence says what the question asks the thing of as the object of its verb: "What subject does his
 * wife teach?" and "She teaches geography at a school", "What instrument does Yaw play?" and "He plays bass …".
 * The object is a noun the question does not give, right after the verb (its determiners and adjectives aside).
 */
export function holdsObjectOf(sentence: string, question: string): boolean {
  const verb = verbAskedOf(question);
  if (verb === undefined) return false;
  const asked = new Set(terms(question));
  const tokens = taggedTerms(sentence);
  const isObject = (object: TaggedTerm | undefined) => {
    if (!object?.tags.includes('Noun') || object.tags.includes('Pronoun')) return false;
    const term = terms(object.normal)[0];
    return term !== undefined && !asked.has(term);
  };
  const has = (k: number, ...tags: string[]) => tags.some((tag) => tokens[k]?.tags.includes(tag));
  // A note's sentence, or a clause after a comma, may open on the verb, its subject left out ("Play flanker for …",
  // "…, plays goalie for …"): the tagger reads a noun there.
  return tokens.some(({ normal, tags }, i) => {
    const opensClause = i === 0 || (tokens[i - 1]?.post ?? '').includes(',');
    if ((!tags.includes('Verb') && !opensClause) || terms(normal)[0] !== verb) return false;
    let j = i + 1;
    while (has(j, 'Determiner', 'Adjective', 'Possessive', 'Adverb')) j++;
    if (isObject(tokens[j])) return true;
    // The object before a relative clause: "salty liquorice, which my mum posts over".
    let k = i - 1;
    while (has(k, 'Adverb')) k--;
    if (has(k, 'Pronoun') && !has(k, 'Possessive')) k--;
    else if (has(k, 'Noun')) {
      k--;
      while (has(k, 'Possessive', 'Determiner', 'Adjective')) k--;
    } else return false;
    if (/^(which|that)$/.test(tokens[k]?.normal ?? '')) k--;
    return isObject(tokens[k]);
  });
}

/**
 * Whether a text speaks of the thing asked only as one of its kind, never by its name: "a café on the Nieuwe
 * Binnenweg" or "Rob, who runs a bike shop" for "What's the name of the café …?", "What's Rob's bike shop called?".
 * The note knows of it and not what it is called: a near miss. Not "a café called Chispa", "a café, Chispa,", nor
 * "Chispa, a café …", nor "the café" (which may be named before).
 */
export function leavesUnnamed(text: string, thing: string): boolean {
  const tagged = taggedTerms(text);
  const [asked] = terms(thing);
  const mentions = tagged.flatMap(({ normal }, i) => (terms(normal)[0] === asked ? [i] : []));
  return mentions.length > 0 && mentions.every((i) => oneOfItsKind(tagged, i));
}

/** A question for what kind of thing something is: "What kind of motorcycle …?", "What make of car …?". */
export const askedKindOf = (question: string) =>
  /\b(?:what|which) (?:kind|kinds|type|types|sort|sorts|make|model|brand|breed) of\b/i.test(question);

/**
 * Whether a text speaks of the thing only bare, never saying what kind it is: "has a motorcycle he keeps fixing"
 * for "What kind of motorcycle does he have?" (a near miss). Not "an old Triumph motorcycle" (a word before it says
 * which), "our dog Biscuit is a beagle" (a name after it, or "is …"), nor a text that never mentions it.
 */
export function leavesKindUnsaid(text: string, thing: string): boolean {
  const tagged = taggedTerms(text);
  const [asked] = terms(thing);
  const mentions = tagged.flatMap(({ normal }, i) => (terms(normal)[0] === asked ? [i] : []));
  const bare = (i: number) => {
    const before = tagged[i - 1];
    const after = tagged[i + 1];
    const determined =
      before === undefined ||
      ['Determiner', 'Possessive'].some((tag) => before.tags.includes(tag)) ||
      /^(?:an?|the|my|our|his|her|their|its|your)$/.test(before.normal);
    const describedAfter =
      after !== undefined &&
      (/^\p{Lu}/u.test(after.text) ||
        ((after.tags.includes('Copula') || /^(?:is|was)$/.test(after.normal)) &&
          /^(?:an?)$/.test(tagged[i + 2]?.normal ?? '')) ||
        /^(?:called|named)$/.test(after.normal) ||
        /['’]s$/.test(tagged[i]?.text ?? '') ||
        /[:(-]/.test(tagged[i]?.post ?? ''));
    return determined && !describedAfter;
  };
  return mentions.length > 0 && mentions.every(bare);
}

/**
 * "a bike shop": the thing at `i` after "a"/"an" and at most two words, no name given it before, nor after in its
 * own phrase ("a repair shop on Stockport Road called Kofi's Connect").
 */
function oneOfItsKind(tagged: readonly TaggedTerm[], i: number): boolean {
  const article = tagged.slice(Math.max(0, i - 3), i).findLastIndex(({ normal }) => /^an?$/.test(normal));
  if (article < 0) return false;
  const at = Math.max(0, i - 3) + article;
  const between = tagged.slice(at + 1, i);
  const named = (term: TaggedTerm | undefined) => term !== undefined && /^\p{Lu}/u.test(term.text);
  if (between.some(named) || /[,(]/.test(tagged[at - 1]?.post ?? '')) return false;
  if (/[,(:]/.test(tagged[i]?.post ?? '') && named(tagged[i + 1])) return false;
  if (namedAfter(tagged, i)) return false;
  return !phraseAfter(tagged, i).some(({ normal }) => /^(?:called|named|known)$/.test(normal));
}

/**
 * Whether the thing at `i` is named later in its sentence after a colon ("A café I love: Chispa."), or by the next
 * sentence ("I run a café on the quay. It is called Chispa.").
 */
function namedAfter(tagged: readonly TaggedTerm[], i: number): boolean {
  const after = tagged
    .slice(i + 1)
    .map(({ pre, text, post }) => `${pre}${text}${post}`)
    .join('');
  const [own = '', next = ''] = after.split(/(?<=[.!?])\s+/);
  return /:\s*\p{Lu}/u.test(own) || /^it(?:['’]s| is| was) called\b|\bnamed \p{Lu}/iu.test(next);
}

/** The words after the one at `i` up to the next verb or mark that ends its phrase, the verb included. */
function phraseAfter(tagged: readonly TaggedTerm[], i: number): TaggedTerm[] {
  const end = tagged.findIndex(
    ({ tags, post }, j) => j > i && (tags.includes('Verb') || /[,;:.!?]/.test(post)),
  );
  return tagged.slice(i + 1, end < 0 ? tagged.length : end + 1);
}

/**
 * The thing a "When is …?" question asks the time of: "When's Nia's birthday?" → "birthday", "When was your
 * wedding?" → "wedding". Not a person ("When is your brother back?"), nor a time itself ("When's bin day?").
 */
export function thingTimed(question: string): string | undefined {
  const tokens = taggedTerms(question);
  if (!/^when\b/.test(tokens[0]?.normal ?? '') || !tokens[1]?.tags.includes('Copula')) return undefined;
  let thing: string | undefined;
  let afterSomeone = false;
  for (const { normal, tags } of tokens.slice(2)) {
    if (!['Noun', 'Determiner', 'Adjective'].some((tag) => tags.includes(tag))) break;
    const owner = tags.includes('Possessive');
    const someone =
      owner ||
      kinIn(normal).size > 0 ||
      ['Pronoun', 'Person', 'ProperNoun', 'Actor'].some((tag) => tags.includes(tag));
    // "When is your brother back?": a word after the person, not theirs, says something of them.
    if (!someone && afterSomeone) break;
    if (tags.includes('Noun') && !someone) thing = normal;
    afterSomeone = someone && !owner;
  }
  return thing !== undefined && askedFor(`what ${thing}`) === undefined ? thing : undefined;
}
