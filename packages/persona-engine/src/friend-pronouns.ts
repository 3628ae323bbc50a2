import { isRelation } from './details.ts';
import { byAge, kinOf, lexicon, taggedTerms } from './language.ts';
import { isName } from './owner-name.ts';

/** A person's pronoun in the third person, with a clitic ("she's", "they'd"). */
export const pronoun =
  /\b(she|her|hers|herself|he|him|his|himself|they|them|their|theirs|themselves)(?:['’](s|d|ll|re|ve))?\b/gi;
/** The friend speaks to the owner: a "she" beside "you" is someone else ("what do you think of her?"). */
const spokenTo = /\b(?:you|your|yours|yourself|yourselves|u|ur|ya)\b/i;
/** The earlier messages of the chat that may have named whom a pronoun means: the last exchange and a half. */
const earlierTurns = 3;

type Gender = 'she' | 'he';

/**
 * A friend's question about the owner of a shared Ditto in the third person, read as the owner's own "you" question
 * ("where's she from?" → "where are you from?", "how old are his kids?" → "how old are your kids?", "she lives in
 * galway?" → "you live in galway?"). Only when it is clearly the owner, since a confident answer about someone else
 * is worse than "I don't know": a "she" or "he" is the owner's only while the question has named no one else before
 * it (a person, even a name in lower case the tagger does not know, a relative, a role, an animal: "where's Sam from?
 * is she Irish?", "what kind of dog is he?"), while the `earlier` messages of the chat (the friend's and Ditto's)
 * name no one it may mean ("younger bro Cathal… moved to Boston", then "what does he do?"), and in a question that
 * says no "you" and speaks of one person by pronoun ("did she meet him at work?", "does she get on with her?").
 * "They" is never the owner's: it is as often things or people. `names` are the owner's, who is no one else.
 */
export function ownerPronounsAsYou(
  message: string,
  names: readonly string[] = [],
  earlier: readonly string[] = [],
): string {
  const found = [...message.matchAll(pronoun)];
  if (found.length === 0 || spokenTo.test(message)) return message;
  const persons = new Set(found.map((match) => personOf(match[1] ?? '')));
  const [person] = persons;
  if (persons.size > 1 || person === undefined || person === 'they') return message;
  const terms = located(message);
  // "does she get on with her?": two women.
  const objects = found.filter((match) => isObject(match, terms));
  if (objects.length > 0 && objects.length < found.length) return message;
  const owner = new Set(names.map((name) => name.toLowerCase()));
  const other = (term: Term, i: number, all: readonly Term[]) =>
    !owner.has(term.text.toLowerCase()) && isSomeone(term, all.slice(0, i));
  if (
    earlier
      .slice(-earlierTurns)
      .some((text) =>
        located(text).some((term, i, all) => other(term, i, all) && mayBe(term, person, all.slice(0, i))),
      )
  )
    return message;
  const someone = terms.find((term, i) => other(term, i, terms));
  const before = someone?.start ?? message.length;
  const edits: { at: number; end: number; text: string }[] = [];
  for (const match of found) {
    const at = match.index;
    const [said, word = '', clitic = ''] = match;
    const end = at + said.length;
    // "that's her": who is shown, not the owner asked about.
    if (at >= before || /\b(?:that|this|it)(?:['’]s|\s+is|\s+was)\s+$/i.test(message.slice(0, at))) continue;
    const next = terms.find((term) => term.start >= end);
    edits.push({ at, end, text: asYou(word, clitic, message.slice(end), next?.tags ?? []) });
    // "she lives" → "you live": the verb after a subject, past an adverb ("she usually goes").
    if (clitic !== '' || !/^(?:she|he)$/i.test(word)) continue;
    const verb = terms.find((term) => term.start >= end && !term.tags.includes('Adverb'));
    if (verb && verb.start < before && thirdPerson(verb))
      edits.push({ at: verb.start, end: verb.start + verb.text.length, text: baseOf(verb.text) });
  }
  const said = edits
    .sort((a, b) => b.at - a.at)
    .reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.end), message);
  return agreeing(said);
}

/**
 * The owner's follow-up about someone by pronoun, read with whom it means: "what's her number?" after "when is my
 * mum's birthday?" is "what's my mum's number?", "is he nice?" after "who's coming?" / "Her boyfriend Josh." "is Josh
 * nice?". The one it means is the one person of its gender the last question (`earlier`'s second last message)
 * names, or, when it names no one or only the other gender, the last reply: the owner asks on about whom they just
 * asked. Only when a word makes every one named there plain as a woman or a man (a kin word, a name the tagger
 * knows, a name after its relation): "my manager", "Oluwaseun", "the dog" leave it as asked, as do a follow-up that
 * names someone itself ("does Sam like her?"), "they", and two of that gender ("Kwame and his son Kofi").
 */
export function pronounsAsNamed(message: string, earlier: readonly string[]): string {
  const found = [...message.matchAll(pronoun)];
  const persons = new Set(found.map((match) => personOf(match[1] ?? '')));
  const [person] = persons;
  if (persons.size !== 1 || person === undefined || person === 'they') return message;
  const terms = located(message);
  // "does Sam like her?", "when did dad die and what got him?" name someone themselves; "how old is his son?" asks
  // of the son of whom "his" means.
  const of = (before: readonly Term[]) => /^(?:his|her)$/i.test(determinerOf(before)?.text ?? '');
  const names = (term: Term, i: number) =>
    (isSomeone(term, terms.slice(0, i)) || kinOf(term.text).length > 0) && !of(terms.slice(0, i));
  if (terms.some(names)) return message;
  const [question = '', reply = ''] = earlier.slice(-2);
  // The question's one person of this gender, or, when it names no one or only the other gender, the reply's.
  const asked = namedIn(question);
  const named = asked.every((one) => one.gender !== undefined && one.gender !== person)
    ? namedIn(reply)
    : asked;
  // Unsure of anyone's gender (a name the tagger does not know, "my manager"), or a thing ("the dog"): as asked.
  if (named.some((one) => one.gender === undefined)) return message;
  const [who, ...others] = named.filter((one) => one.gender === person);
  if (who === undefined || others.length > 0) return message;
  return message.replace(pronoun, (said: string, word: string, clitic = '', at: number) => {
    const lower = word.toLowerCase();
    if (/self$/.test(lower)) return said;
    const next = terms.find((term) => term.start >= at + said.length);
    const owned = /^(?:his|hers)$/.test(lower) || (lower === 'her' && owns(next?.tags ?? []));
    return `${who.text}${owned ? "'s" : clitic === '' ? '' : `'${clitic}`}`;
  });
}

/**
 * The people a text names, each as it names them ("Gill Rutherford", "my best mate", "Priya" of "Priya's"), with
 * their gender when a word makes it plain ("my mum", "Tomasz", "boyfriend Josh"); a thing ("the dog") has none.
 */
function namedIn(text: string): { text: string; gender?: Gender }[] {
  const terms = located(text);
  const spans: { start: number; end: number; last: number; gender?: Gender }[] = [];
  for (const [i, term] of terms.entries()) {
    const before = terms.slice(0, i);
    const span = spans.at(-1);
    const end = term.start + term.text.replace(/['’]s$/, '').length;
    const gender = genderKnown(term, before);
    // "Gill Rutherford", "my best mate": one person in two words.
    const joins = span?.last === i - 1 && !/['’]s$/.test(terms[i - 1]?.text ?? '');
    if (span && joins && term.tags.includes('Noun') && !term.tags.includes('Pronoun')) {
      // "her boyfriend Josh": the name is whom it means.
      const named = term.tags.includes('ProperNoun') && !terms[i - 1]?.tags.includes('ProperNoun');
      Object.assign(span, {
        ...(named && { start: term.start }),
        end,
        last: i,
        gender: gender ?? span.gender,
      });
      continue;
    }
    if (!isSomeone(term, before)) continue;
    // "my nephew", "the dog": with its determiner.
    const start = (term.tags.includes('ProperNoun') ? term : (determinerOf(before) ?? term)).start;
    spans.push({ start, end, last: i, ...(gender && { gender }) });
  }
  return spans.map(({ start, end, gender }) => ({ text: text.slice(start, end), ...(gender && { gender }) }));
}

/** A person's gender as a word makes it plain: a kin word, a name the tagger knows, a name after its relation. */
function genderKnown({ text, tags }: Term, before: readonly Term[]): Gender | undefined {
  const word = text.replace(/['’]s$/, '');
  if (tags.includes('Plural') || animal.test(word.toLowerCase())) return undefined;
  return (
    genderOf(word, tags) ??
    (tags.includes('ProperNoun') && before.length > 0 ? genderOf(before.at(-1)?.text ?? '', []) : undefined)
  );
}

/** "the", "a", "that", "my", "her" or a possessive ("Sam's") before a noun, past its adjectives ("her big sister"). */
function determinerOf(before: readonly Term[]): Term | undefined {
  const word = before.findLast((term) => !term.tags.includes('Adjective'));
  return word &&
    (word.tags.some((tag) => /^(?:Determiner|Possessive)$/.test(tag)) || /['’]s$/.test(word.text))
    ? word
    : undefined;
}

const personOf = (word: string) => {
  const lower = word.toLowerCase();
  return /^(?:she|her|hers|herself)$/.test(lower)
    ? 'she'
    : /^(?:they|them|their)/.test(lower)
      ? 'they'
      : 'he';
};

/** "him", or "her" that owns nothing ("with her", not "her mam"). */
function isObject(match: RegExpMatchArray, terms: readonly Term[]): boolean {
  const lower = (match[1] ?? '').toLowerCase();
  if (lower === 'him') return true;
  if (lower !== 'her') return false;
  const next = terms.find((term) => term.start >= (match.index ?? 0) + match[0].length);
  return !owns(next?.tags ?? []);
}

const owns = (nextTags: readonly string[]) =>
  nextTags.some((tag) => /^(?:Noun|Adjective|Value)$/.test(tag)) && !nextTags.includes('Pronoun');

/** "her cat" is the owner's cat ("your"), "about her" the owner ("you"). */
function asYou(word: string, clitic: string, after: string, nextTags: readonly string[]): string {
  const lower = word.toLowerCase();
  const you = /^(?:his|their)$/.test(lower)
    ? 'your'
    : /^(?:hers|theirs)$/.test(lower)
      ? 'yours'
      : /self$|selves$/.test(lower)
        ? 'yourself'
        : lower === 'her' && owns(nextTags)
          ? 'your'
          : 'you';
  const contracted =
    clitic === ''
      ? ''
      : clitic === 's'
        ? /^\s+(?:got|been|had)\b/i.test(after)
          ? "'ve"
          : "'re"
        : `'${clitic}`;
  const cased = /^\p{Lu}/u.test(word) ? you.charAt(0).toUpperCase() + you.slice(1) : you;
  return cased + contracted;
}

/** A present-tense verb said of one ("lives", "goes"); "is", "has", "does" and "was" agree apart (`agreeing`). */
const thirdPerson = ({ text, tags }: Term) =>
  tags.includes('PresentTense') &&
  !tags.includes('Infinitive') &&
  /^\p{Ll}+s$/u.test(text) &&
  !/^(?:is|has|does|was)$/.test(text);

/** "lives" → "live", "goes" → "go", "watches" → "watch", "tries" → "try". */
function baseOf(verb: string): string {
  if (/^\p{L}{3,}ies$/u.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** "is you" → "are you", "where's you" → "where are you", "does you" → "do you", "you has" → "you have". */
function agreeing(text: string): string {
  const plural: Record<string, string> = {
    does: 'do',
    is: 'are',
    was: 'were',
    has: 'have',
    "'s": ' are',
    '’s': ' are',
  };
  const agree = (verb: string) => {
    const said = plural[verb.toLowerCase()] ?? verb;
    return /^\p{Lu}/u.test(verb) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  };
  return text
    .replace(/(\b(?:does|is|was|has)|['’]s)(?=(?:n['’]?t)?\s+you\b)/gi, agree)
    .replace(/(?<=\byou\s+)(?:does|is|was|has)(?=n['’]t\b|\b)/gi, agree);
}

interface Term {
  text: string;
  start: number;
  tags: string[];
}

/** A text's tagged words (tagged once: `taggedTerms`), each with where it starts. */
function located(text: string): Term[] {
  let from = 0;
  return taggedTerms(text).map(({ text: word, tags }) => {
    const at = text.indexOf(word, from);
    const start = at < 0 ? from : at;
    from = start + word.length;
    return { text: word, start, tags };
  });
}

/**
 * A person named: by a name ("niamh", "Priya": a name the tagger knows, or one written with a capital that is no
 * place), by a word the tagger does not know where a question says who it asks about ("what does ruairí do?", "how
 * old is cathal?"), as one person, a relative or one of a kind of people after a determiner ("the missus", "a
 * teacher", "the vet", "Sam's mum", "the eldest"), or an animal ("the new puppy", "what kind of dog"). Not a thing
 * ("what sport"), nor people counted or in general ("how many kids has he got?").
 */
function isSomeone({ text, tags }: Term, before: readonly Term[]): boolean {
  if (tags.includes('Pronoun') || text === '') return false;
  if (tags.includes('Person')) return true;
  const lower = text.toLowerCase();
  if (animal.test(lower)) return true;
  if (
    tags.includes('Actor') ||
    isRelation(text) ||
    kinOf(text).length > 0 ||
    byAge.test(text) ||
    role.test(lower) ||
    gendered.has(lower)
  )
    return determined(before);
  if (asksOf(text, tags, before)) return true;
  return tags.includes('ProperNoun') && !tags.includes('Place') && !placed(before) && isName(text);
}

/** The subject of a question, a word the tagger knows nothing of: a name ("what does ruairí do?", "is bran …"). */
function asksOf(text: string, tags: readonly string[], before: readonly Term[]): boolean {
  const last = before.at(-1);
  return (
    last !== undefined &&
    /^(?:does|did|is|was|has|had|do|can|could|will|would|should)$/i.test(last.text) &&
    tags.includes('Noun') &&
    !tags.some((tag) => /^(?:Plural|Place|Value|Date|Determiner|Adjective|Verb)$/.test(tag)) &&
    /^\p{L}+$/u.test(text) &&
    lexicon[text.toLowerCase()] === undefined
  );
}

/** Whether someone named may be the one `person` means: not one of the other gender, nor many. */
function mayBe({ text, tags }: Term, person: Gender, before: readonly Term[]): boolean {
  if (tags.includes('Plural')) return false;
  const gender =
    genderOf(text, tags) ??
    // A name after the relation it is ("wife Priya", "younger bro Cathal").
    (tags.includes('ProperNoun') && before.length > 0 ? genderOf(before.at(-1)?.text ?? '', []) : undefined);
  return (gender === undefined || gender === person) && (!tags.includes('ProperNoun') || !placed(before));
}

function genderOf(text: string, tags: readonly string[]): Gender | undefined {
  const lower = text.toLowerCase();
  if (tags.includes('FemaleName') || gendered.get(lower) === 'she') return 'she';
  if (tags.includes('MaleName') || gendered.get(lower) === 'he') return 'he';
  return genderOfKin(kinOf(text));
}

const female = /^(?:mother|wife|daughter|sister|grandmother|granddaughter|aunt|niece)$/;
const male = /^(?:father|husband|son|brother|grandfather|grandson|uncle|nephew)$/;
function genderOfKin(relations: readonly string[]): Gender | undefined {
  if (relations.length === 0) return undefined;
  if (relations.every((relation) => female.test(relation))) return 'she';
  if (relations.every((relation) => male.test(relation))) return 'he';
  return undefined;
}

/** Words for one person of a gender that the relative words leave out. */
const gendered = new Map<string, Gender>([
  ...'girlfriend gf fiancée lass woman girl lady'.split(' ').map((word) => [word, 'she'] as const),
  ...'boyfriend bf fella lad man guy boy'.split(' ').map((word) => [word, 'he'] as const),
]);

/** People by what they do for someone, which the tagger may not know as people ("the vet"). */
const role =
  /^(?:vet|doctor|gp|physio|boss|landlord|landlady|neighbour|neighbor|coach|manager|teacher|nurse|dentist|friend|mate|pal|buddy|colleague|flatmate|housemate|roommate|ex)$/;
/** One animal a "he" or "she" may mean. */
const animal =
  /^(?:dog|doggy|puppy|pup|cat|kitten|kitty|horse|pony|rabbit|bunny|hamster|parrot|budgie|lurcher|terrier|collie|spaniel|labrador|greyhound|retriever|poodle|pet)$/;

/** After "in", "to", "from": a place ("moved to Boston", "out Oranmore way", "at Beaumont Leys school"). */
const placed = (before: readonly Term[]) =>
  /^(?:in|at|to|from|near|out|around|round|of|outside|into)$/i.test(
    before.findLast((term) => !term.tags.includes('ProperNoun'))?.text ?? '',
  );

/** After a determiner or a possessive, with adjectives between (`determinerOf`). */
const determined = (before: readonly Term[]) => determinerOf(before) !== undefined;
