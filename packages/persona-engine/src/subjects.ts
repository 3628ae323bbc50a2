import { hardNewsIn, toldAsLongPast } from './care.ts';
import { detailOf } from './details.ts';
import { taggedTerms } from './language.ts';
import { contentWords } from './listening.ts';
import { terms } from './retrieval/text.ts';
import { isFragment } from './titles.ts';
import { readMessage, turnAway } from './utterance.ts';

/** At most this many notes are made of one message: more parts than that stay with the last. */
export const maxSubjects = 3;

/**
 * A clause that says it turns to something else: "by the way", "btw", "oh and", "and also", "anyway", "on another
 * note", "in other news", "apart from that". Discourse markers, a closed class of English, not words of any topic.
 * Not "also" alone: it adds to the same subject as often as not ("My mum is a nurse. Also my dad…").
 */
const turnMarker = new RegExp(
  String.raw`^(?:(?:oh|ah),?\s+and\b|and\s+also\b|btw\b|by the way\b|anyway\b|anyhow\b|on (?:an|a different|another) note\b|in other news\b|(?:apart|aside) from that\b|other than that\b|besides that\b|(?:(?:and|also)\s+)?(?:${turnAway})\b)[,:]?\s*`,
  'i',
);

/** Inside a sentence, a turn marker after a comma or a dash opens a clause of its own ("…, btw my …"). */
const turnInside =
  /\s*(?:,|—|–| - )\s*(?=(?:(?:oh|ah),?\s+and|and\s+also|btw|by the way|anyway|on (?:an|a different|another) note|in other news)\b)/gi;

/**
 * A sentence that tells news as news ("Found out…", "Just heard…", "Turns out…", "Bad news:"): a report of something
 * new, whatever it is about.
 */
const newsMarker =
  /^(?:(?:i|we)\s+)?(?:just\s+)?(?:found out|heard|learn(?:ed|t)|turns out|guess what|(?:big|sad|bad|good|some) news)\b/i;

/**
 * A clause opening on a word that points back ("It…", "That…", "She…", "So…"): it goes on with what came before,
 * whatever else it says.
 */
const pointsBack =
  /^(?:and\s+|but\s+)?(?:it|it's|its|that|that's|this|these|those|there|then|so|which|he|she|he's|she's|they|they're|them|him|her|his|their|same|both)\b/i;

/** "(and) the other one…": one more of the owner's, not the one told of before. */
const otherOne = /^(?:and\s+)?the\s+other\s+(?:one|ones|two)\b/i;

/** The owner's own children or pets: "the other one" after them is one more of theirs, a subject of its own. */
const ownAtHome =
  /\b(?:my|our)\s+(?:(?:eldest|oldest|youngest|little|baby|twin)\s+)?(?:daughters?|sons?|kids?|children|girls?|boys?|twins?|dogs?|cats?|pets?)\b/i;

/** "Also" opening a sentence: it adds, to the same subject or to another one. */
const alsoMarker = /^also\b[,:]?\s*/i;

/** "Also I…": the owner, added after someone else. */
const alsoOwner = /^also\W+i\b/i;

/**
 * Someone of the owner's: "my (older) sister", "our cousin Liam", kin and the people around one, a closed class of
 * English nouns of relation, not words of any conversation.
 */
const relation = String.raw`(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:mum|mom|mam|mother|dad|father|parents?|brothers?|sisters?|sons?|daughters?|kids?|children|husband|wife|partner|fianc[ée]e?|boyfriend|girlfriend|flatmates?|housemates?|roommates?|grand\w+|uncles?|aunts?|aunties?|cousins?|nieces?|nephews?|in-laws?|friends?|mates?|neighbou?rs?|colleagues?|boss|family|twins?|step\w+|godmother|godfather|godson|goddaughter)\b`;
const personOfOwner = new RegExp(
  String.raw`\b${relation}|\b(?:Mum|Mom|Dad|Nan|Nana|Gran|Granny|Grandma|Grandad|Grandpa)\b|\b(?:he|she|him|his|her|hers)\b`,
  'iu',
);
/**
 * "The rest goes on my two boys": the time or money left besides the subject before, spent on someone of the
 * owner's, is another subject. "The rest went to my brother" is the rest of the same thing, given: one telling.
 */
const restOfIt = new RegExp(
  String.raw`^(?:and\s+)?the\s+rest(?:\s+of\s+(?:my|the)\s+\w+)?\s+(?:goes|gets\s+spent|is\s+spent)\s+on\s+(?:${relation}|(?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:boys?|girls?|lads?|lasses?)\b)`,
  'iu',
);
/** A sentence opening on someone of the owner's ("my older sister Noor…"). */
const opensOnSomeone = new RegExp(`^${relation}`, 'iu');

/** A part needs this many content words of its own to be a note: "Anyway, thanks!" is not one. */
const minWords = 3;

interface Part {
  text: string;
  /** It opens by saying it turns to something else. */
  turns: boolean;
  /** It opens on "Also" and someone of the owner's ("Also my brother Per…", "also Paolo…"). */
  alsoSomeone: boolean;
}

/**
 * The subjects a message tells of, each as the text of one note, in the order told: one part (the whole message)
 * unless a sentence clearly turns to another subject. A sentence turns when it says so ("btw", "oh and", "on
 * another note") or when it tells hard news the sentences before do not; and only when it does not point back
 * ("she…", "that…"), shares no content word with what came before, and both sides say enough (three content words)
 * to be notes of their own. Unsure, it keeps one part: a wrong split is worse than none.
 */
export function subjectsOf(said: string): string[] {
  const parts = clausesOf(said);
  const groups: Part[][] = [];
  for (const part of parts) {
    const current = groups.at(-1);
    if (current && !turnsFrom(current, part)) current.push(part);
    else groups.push([part]);
  }
  // "The swimming, like I said! Other than that we've got a greyhound…": too short to be a note, what opens the
  // message is part of what follows it, which may still turn to something else after.
  const short = (group: readonly Part[]) =>
    contentWords(readMessage(textOf(group)).content).length < minWords;
  // Only before a part said to turn ("Also totally different thing but…"): news after it may be the same story.
  const [opening, next, third] = groups;
  if (opening && next && third?.[0]?.turns && short(opening)) groups.splice(0, 2, [...opening, ...next]);
  // A group too short to be a note on its own, once thanks, a goodbye or a remark about the talk are set apart
  // ("Got to go, early start. Bye!"): no split at all.
  if (groups.length < 2 || groups.some(short)) return [said.trim()];
  const kept = groups.slice(0, maxSubjects - 1);
  const last = groups.slice(maxSubjects - 1).flat();
  return [...kept, ...(last.length > 0 ? [last] : [])].map(textOf);
}

/** The message's sentences, and the clauses in them a turn marker opens. */
function clausesOf(said: string): Part[] {
  return said
    .trim()
    .split(/(?<=[.!?…;])\s+/)
    .flatMap((sentence) => sentence.replace(turnInside, '\n').split('\n'))
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => ({
      text,
      turns: turnMarker.test(text),
      alsoSomeone: alsoMarker.test(text) && opensOnPerson(text.replace(alsoMarker, '')),
    }));
}

/** "my sister Noor…", or a person by name ("Paolo just got his results"): someone the sentence is about. */
function opensOnPerson(text: string): boolean {
  const named = detailOf(text);
  return opensOnSomeone.test(text) || (named?.kind === 'person' && text.startsWith(named.spoken));
}

function turnsFrom(group: readonly Part[], part: Part): boolean {
  const rest = part.text.replace(turnMarker, '').replace(alsoMarker, '');
  if (pointsBack.test(rest) || contentWords(rest).length < minWords) return false;
  const before = new Set(terms(textOf(group)));
  const shared = terms(rest).filter((term) => before.has(term));
  // "…tea, NHK news. oh and i have diabetes, so no sweets with the tea": after a turn marker, one word said again
  // past the part's subject does not make it the same subject; in its subject it does ("Oh and my sister…").
  // "…i ride a old colnago. also my dad died last october, … riding is how i cope": news told after "also" too,
  // unless placed long ago ("also my grandad died when I was eight, he taught me to paint": part of the story).
  const marked = part.turns || alsoMarker.test(part.text);
  const restNews = hardNewsIn(rest);
  const newsAfter = marked && restNews?.news === true && !toldAsLongPast(rest);
  const sameSubject =
    (part.turns || newsAfter) && shared.length === 1
      ? terms(subjectOf(rest)).some((term) => before.has(term))
      : shared.length > 0;
  if (sameSubject) return false;
  // "…on saturdays. also i moved out after we separated": hard news said to be one more thing is its own subject;
  // "also my gran died when I was six, she taught me to knit" shares the knitting, and is no news.
  if (marked && restNews?.news === true && !group.some((earlier) => hardNewsIn(earlier.text) !== null))
    return true;
  if (part.turns || newsMarker.test(rest) || restOfIt.test(rest)) return true;
  // "…stubborn like her mum. and the other one at home is lola, my old spaniel": someone else of theirs, named.
  // Only of the owner's own at home: "two nurses on the ward. The other one, Sarah, …" goes on with the same.
  if (
    otherOne.test(rest) &&
    detailOf(rest)?.kind === 'person' &&
    (/\bat home\b/i.test(rest) || group.some((earlier) => ownAtHome.test(earlier.text)))
  )
    return true;
  // "Also my sister Noor…" after a part naming no one of the owner's (a book, a festival): a person of their own.
  // After someone of theirs ("My mum is a midwife. Also my dad…"), one more of the same answer.
  if (part.alsoSomeone && !group.some((earlier) => personOfOwner.test(earlier.text))) return true;
  // "…my flatmate Aoife, we met in college. Also I play camogie": the owner's own doing, sharing no word with
  // what came before ("Amazing Grace, every time. also i take the bus to church"), is a subject of its own.
  if (alsoOwner.test(part.text)) return true;
  // Hard news told as news after a clause of something else: "We repainted the kitchen at the weekend. My dad has
  // cancer." Not after a phrase alone ("Rough day at work. My dad…"): that may be the news's own mood.
  return (
    restNews !== null &&
    // Told in passing in the story ("…My dad died when I was six."), it is part of it.
    // Read as the owner's words: a lead-in before it ("no wait. …") is no part of the story.
    hardNewsIn(readMessage(`${textOf(group)} ${rest}`).content)?.news === true &&
    !group.some((earlier) => hardNewsIn(earlier.text) !== null) &&
    !group.every((earlier) => isFragment(earlier.text))
  );
}

/** What a clause is about: its words before its first verb ("chidi my brother" of "chidi my brother is at uni"). */
function subjectOf(clause: string): string {
  const tagged = taggedTerms(clause);
  const verb = tagged.findIndex((term) => term.tags.includes('Verb'));
  return tagged
    .slice(0, verb < 0 ? tagged.length : verb)
    .map((term) => term.text)
    .join(' ');
}

/** A note's text: its clauses as told, each turn marker kept where it stands inside the note. */
function textOf(group: readonly Part[]): string {
  const [first, ...rest] = group;
  if (!first) return '';
  // The marker or "and" that opened the part is dropped, its first letter raised: "Btw my sister…" → "My sister…".
  const opening = capital(
    first.text
      .replace(turnMarker, '')
      // "big news, yumi is pregnant": the announcement says nothing the news does not.
      .replace(/^(?:also\W+)?(?:(?:big|great|good|sad|bad|some)\s+)?news\s*[,:—–-]\s*(?=\S)/i, '')
      .replace(first.alsoSomeone ? alsoMarker : /^$/, '')
      .replace(/^(?:and|but)\s+/i, ''),
  );
  return [opening, ...rest.map((part) => part.text)].join(' ');
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
