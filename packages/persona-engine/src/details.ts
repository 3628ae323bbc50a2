import nlp from 'compromise';
import { escapeRegExp } from './retrieval/text.ts';

/** A detail of an answer worth a follow-up, as Lisa says it back, and what it names. */
export interface Detail {
  /** "your husband Bernard", "the Kumano Kodo", "St. Mary's hospital". */
  spoken: string;
  kind: 'person' | 'place' | 'thing';
}

type Term = {
  text: string;
  normal: string;
  tags: string[];
  post: string;
  switch?: string;
  offset?: { start: number };
};

/** Words with a capital that name nobody: the owner, and Lisa herself. */
const notNames = new Set(['i', "i'm", "i've", "i'd", "i'll", 'lisa']);
/** Capitalised, but a time or an amount rather than a name ("March", "Monday", "1986"). */
const notNameTags = ['Abbreviation', 'Date', 'Month', 'WeekDay', 'Value', 'Pronoun'];

/**
 * The first noun phrase of an answer that holds a name ("my husband Bernard" → "your husband Bernard", "the Kumano
 * Kodo"), split at prepositions ("St. Mary's hospital in Leeds" → "St. Mary's hospital"); null when the answer
 * names nothing. The phrases and names come from compromise's part-of-speech tagger, so "St." does not end a
 * sentence and "March" is no name.
 */
export function detailOf(answer: string): Detail | null {
  const phrases = nlp(answer).nouns().json({ offset: true }) as Array<{ terms: Term[] }>;
  // Someone who types all in lower case gets their names back with a capital ("leeds" → "Leeds").
  const capitalise = answer === answer.toLowerCase();
  for (const terms of phrases.flatMap((phrase) =>
    splitAtPrepositions(beforeTime(namedOnly(phrase.terms, answer)))
      .flatMap(atSentenceEnds)
      .map(withoutPointer)
      .map(possessor),
  )) {
    if (terms.length > 5 || !terms.some(isName) || isOwnName(answer, terms)) continue;
    const words = terms.map((term) => wordOf(term, capitalise));
    const [first = '', ...rest] = words;
    const spoken = [spokenBack(first), ...rest].join(' ');
    return { spoken, kind: kindOf(terms.at(-1)) };
  }
  return null;
}

/** "I'm Ahmed", "my name is Ahmed": the owner's own name is no detail to ask them about. */
function isOwnName(answer: string, terms: Term[]): boolean {
  const phrase = terms.map((term) => escapeRegExp(term.text)).join('\\W+');
  return new RegExp(`\\b(?:i'?m|i am|my name is|call me)\\s+${phrase}`, 'i').test(answer);
}

/** The phrase's first word as Lisa says it back: "my" and "our" become "your"; "The", "Her" lose their capital. */
function spokenBack(first: string): string {
  if (/^(my|our)$/i.test(first)) return 'your';
  return /^(the|a|an|his|her|their|its)$/i.test(first) ? first.toLowerCase() : first;
}

/**
 * A name takes no pointing word: "that aroha", "its Nadine" (for "it's Nadine") name Aroha and Nadine; said back
 * with it, the follow-up reads garbled ("Tell me what its Nadine is like").
 */
function withoutPointer(terms: Term[]): Term[] {
  const [first, next] = terms;
  return first && next && /^(?:this|that|these|those|its)$/i.test(first.text) && isName(next)
    ? terms.slice(1)
    : terms;
}

/**
 * Someone of the owner's whose thing it is, not the thing: "my friend jess's sofa" names "my friend jess", who can
 * be asked about; a name with its own possessive ("my local Sainsbury's", "my Levi's"), someone of theirs ("Jess's
 * brother Sam") or their business ("my dad Frank's bakery") stays.
 */
function possessor(terms: Term[]): Term[] {
  if (!/^(?:my|our)$/i.test(terms[0]?.text ?? '')) return terms;
  const at = terms.findIndex((term, i) => i > 0 && isName(term) && /['’]s$/i.test(term.text));
  const owner = terms[at];
  if (!owner || !terms.slice(1, at).some((term) => isRelation(term.text))) return terms;
  const thing = terms.slice(at + 1);
  if (thing.some(isName) || thing.some((term) => business.test(term.text.replace(/[.,;:!?]+$/, ''))))
    return terms;
  const name = { ...owner, text: owner.text.replace(/['’]s$/i, ''), tags: [...owner.tags, 'Person'] };
  return [...terms.slice(0, at), name];
}

/** A place of work or trade: someone's is where the owner goes or works, told of as the place. */
const business =
  /^(?:bakery|shop|store|business|firm|company|restaurant|caf[eé]|pub|bar|salon|garage|farm|practice|surgery|office|takeaway|hotel|studio|workshop|factory|centre|center|gym|clinic|chippy|butchers?|stall)$/i;

/** The phrase up to a time in it: "my friend Nuria last summer" → "my friend Nuria". */
function beforeTime(terms: Term[]): Term[] {
  const at = terms.findIndex(
    (term, i) =>
      term.tags.includes('Date') || (i > 0 && /^(?:last|next|this|every|each)$/i.test(term.normal)),
  );
  return at < 0 ? terms : terms.slice(0, at);
}

/**
 * A phrase never goes on past a sentence's end: "even jan. Keeps me sane" is a month, then a sentence of its own,
 * however the parser joined them.
 */
function atSentenceEnds(terms: Term[]): Term[][] {
  const parts: Term[][] = [[]];
  for (const term of terms) {
    parts.at(-1)?.push(term);
    if (/[.!?]/.test(term.post) && !term.tags.includes('Abbreviation')) parts.push([]);
  }
  return parts.filter((part) => part.length > 0);
}

/** After a word of time, a word that is a month as well as a name is the month ("all year round even jan"). */
const beforeAMonth =
  /\b(?:even|in|since|till|til|until|from|by|every|last|next|this|early|late|mid|of|through|before|after|over|during|to)\s+$/i;

/**
 * Names as the owner wrote them: a word that is a month as well as a name, after a word of time ("even jan", "since
 * feb"), and a word capitalised only for opening its sentence that is another part of speech in lower case ("Keeps
 * me sane") are no names; "my friend Jan", "met jan at uni", "Priya, we met…" still are. They end the phrase there.
 */
function namedOnly(terms: Term[], answer: string): Term[] {
  const at = terms.findIndex((term) => {
    const start = term.offset?.start;
    if (start === undefined || !term.tags.includes('ProperNoun')) return false;
    const before = answer.slice(0, start);
    if (term.switch?.includes('Date') && beforeAMonth.test(before)) return true;
    if (!/(?:^|[.!?]\s+)$/.test(before) || term.tags.includes('FirstName')) return false;
    const plain = (nlp(term.normal).json() as Array<{ terms: Term[] }>)[0]?.terms[0]?.tags ?? [];
    return ['Verb', 'Adverb', 'Adjective', 'Conjunction', 'Determiner'].some((tag) => plain.includes(tag));
  });
  return at < 0 ? terms : terms.slice(0, at);
}

function splitAtPrepositions(terms: Term[]): Term[][] {
  const parts: Term[][] = [[]];
  for (const term of terms) {
    if (term.tags.includes('Preposition')) parts.push([]);
    else parts.at(-1)?.push(term);
  }
  return parts.filter((part) => part.length > 0);
}

function isName(term: Term): boolean {
  return (
    term.tags.includes('ProperNoun') &&
    !notNameTags.some((tag) => term.tags.includes(tag)) &&
    !notNames.has(term.normal)
  );
}

/** The word as written (someone's name, or any name if asked, capitalised), an abbreviation with its full stop if it had one. */
function wordOf(term: Term, capitalise: boolean): string {
  const word =
    (capitalise || (term.tags.includes('Person') && !relations.test(term.text))) && isName(term)
      ? term.text.charAt(0).toUpperCase() + term.text.slice(1)
      : term.text;
  return term.tags.includes('Abbreviation') && term.post.trimStart().startsWith('.') ? `${word}.` : word;
}

/** What the phrase names, from its last word: "your parents Jim" a person, "St. Mary's hospital" a thing. */
function kindOf(head: Term | undefined): Detail['kind'] {
  if (head?.tags.includes('Person')) return 'person';
  if (head?.tags.includes('Place')) return 'place';
  return 'thing';
}

/** Nouns for works a person reads, watches or listens to. */
const workNouns =
  /\b(?:read|reading|reread\w*|watch\w*|listen\w*|books?|novels?|films?|movies?|songs?|albums?|poems?|plays?|shows?|series|operas?|pieces?|suites?|symphon(?:y|ies)|concertos?|paintings?|stories|story|games?|records?|tracks?|podcasts?|musicals?)\b/i;
const capitalised = "\\p{Lu}[\\p{L}'’-]*";
const titleWords = `${capitalised}(?:\\s+(?:${capitalised}|of|the|and|in|a|an|to))*`;
/** "Nada by Carmen Laforet", "Dune by Frank Herbert". */
const byAuthor = new RegExp(`(${titleWords})\\s+by\\s+\\p{Lu}`, 'u');
/**
 * A title the answer opens with, in any language's small words ("Gracias a la Vida by Violeta Parra"), said
 * without a verb or a person of the owner's ("I was raised by Nan" is none; "The song would be Anak by…" names
 * Anak).
 */
const byAuthorFirst =
  /^(?!(?:I|My|We|Our)\b)(\p{Lu}(?:(?!\b(?:I|[Mm]y|[Ww]e|was|were|is|are|be|got|been)\b)[^.,;:!?])*?)\s+by\s+\p{Lu}/u;
/** "Carmen Laforet's Nada", "the film Amélie", "“Blue”"; not a verb after its subject ("we play Uno"). */
const titled = new RegExp(
  `(?:${capitalised}['’]s\\s+|(?<!\\b(?:I|[Ww]e|[Yy]ou|[Tt]hey|[Hh]e|[Ss]he)\\s+)\\b(?:book|novel|film|movie|song|album|poem|play|show|series|opera)\\s+|[“"*])(${titleWords})`,
  'u',
);

/** Whether an answer speaks of reading, watching or listening to something, or of a book, film, song… */
export function mentionsWork(answer: string): boolean {
  return workNouns.test(answer);
}

/** The title of a book, film, song or other work an answer names, or null. */
export function workIn(answer: string): string | null {
  const found =
    byAuthorFirst.exec(answer)?.[1] ??
    byAuthor.exec(answer)?.[1] ??
    (mentionsWork(answer) ? titled.exec(answer)?.[1] : undefined);
  const title = found?.replace(/(?:\s+(?:of|the|and|in|a|an|to))+$/i, '').trim();
  // "I play D in a rec league": the verb "play", and a letter, are no work's title.
  return title && !/^(?:I|My|The|A|An|\p{L})$/u.test(title) ? title : null;
}

/** Words for the people in a life: kinship and social relations, a closed class of English. */
const relations =
  /^(?:friends?|mates?|pals?|partners?|husbands?|wife|wives|boyfriends?|girlfriends?|fianc[ée]e?s?|spouses?|mums?|moms?|mothers?|dads?|fathers?|parents?|brothers?|sisters?|siblings?|sons?|daughters?|child|children|kids?|grand\w+|gran|granny|nan|grandad|aunts?|auntie|uncles?|cousins?|nieces?|nephews?|colleagues?|boss|neighbou?rs?|flatmates?|roommates?|classmates?|teachers?|mentors?|coach)$/i;

/** Whether a word names someone in a life ("daughter", "friend"). */
export const isRelation = (word: string) => relations.test(word);

/**
 * The relation the sentence naming `name` gives them ("My best friend is Nuria" → "friend"), if any: who they are
 * to the owner was said.
 */
export function relationBeside(name: string, answer: string): string | null {
  return relationsIn(answer)(name);
}

/** `relationBeside` for any name in `answer`, parsed once however many names are asked about. */
export function relationsIn(answer: string): (name: string) => string | null {
  const sentences = nlp(answer).json() as Array<{ text: string; terms: Term[] }>;
  return (name) => relationOf(sentences.find((s) => s.text.includes(name))?.terms ?? []);
}

function relationOf(terms: Term[]): string | null {
  // "my friend", "my best friend".
  const owners = (i: number) =>
    terms.slice(Math.max(0, i - 2), i).some((term) => /^(?:my|our)$/i.test(term.normal));
  return terms.find((term, i) => relations.test(term.normal) && owners(i))?.normal ?? null;
}

/** Kin: met at birth, not at a climbing wall. */
export const isKinWord = (word: string) =>
  relations.test(word) &&
  !/^(?:friends?|mates?|pals?|partners?|husbands?|wife|wives|boyfriends?|girlfriends?|fianc\S*|spouses?|colleagues?|boss|neighbou?rs?|flatmates?|roommates?|classmates?|teachers?|mentors?|coach)$/i.test(
    word,
  );

/** Whether a detail as Lisa says it back is someone of the owner's ("your grandson Callum"). */
export const isKin = (spoken: string) =>
  /^your\s+(?:\p{L}+\s+)?/u.test(spoken) && spoken.split(/\s+/).some((word) => relations.test(word));

/**
 * Whether `name` is someone's, by the sentence it is in: one that also names a relation (a friend, a sister),
 * speaks of meeting, or says "he" or "she".
 */
export function isSomeone(name: string, answer: string): boolean {
  const sentences = nlp(answer).json() as Array<{ text: string; terms: Term[] }>;
  const sentence = sentences.find((s) => s.text.includes(name));
  return (sentence?.terms ?? []).some(
    (term) => relations.test(term.normal) || /^(?:he|she|him|her|met)$/i.test(term.normal),
  );
}
