import { kinIn, taggedTerms } from './language.ts';
import { noteInFull } from './shorthand.ts';

/**
 * A to-do, not a fact: "don't forget …", "remember to …", "call the dentist tomorrow", "book it by friday!".
 */
const toDo =
  /^\W*(?:don['’]?t|do\s+not|remember|please|pls|make\s+sure)\b|\b(?:tomorrow|tonight|asap|by\s+(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b|!\s*$/i;
/**
 * A note of things to do or hoped for ("To do", "Reminders", "Shopping list", "Plans", "Next year"): its lines are
 * instructions or plans, not what the owner does.
 */
const toDoTitle = (title: string) =>
  /\b(?:to-?\s?dos?|reminders?|tasks?|checklist|list|plans?|goals?|ideas|wishes)\b/i.test(title) ||
  taggedTerms(title).some(({ tags }) => tags.includes('Date'));

/** A note titled for someone else ("My sister Kat", "Sam", "Mum"): a line with no subject is theirs. */
export const aboutSomeoneElse = (title: string) =>
  kinIn(title).size > 0 || taggedTerms(title).some(({ tags }) => tags.includes('Person'));

/** Whether a line with no subject in a note so titled is the owner's: not a note on someone else or of to-dos. */
export const ownersLines = (title: string) => !toDoTitle(title) && !aboutSomeoneElse(title);

/**
 * A first clause that is no subjectless one: it has its subject ("Last August we spent …", "love it, he says"), or
 * heads what follows ("Knee: torn meniscus", "Lambing season = no sleep").
 */
const notSubjectless = /^[^,;.—–()]*?(?:\b(?:i|we|he|she|they)\b|[:=])/iu;

/**
 * The subject a clause with no subject has in the owner's notes: the owner's ("teach chemistry at …" is "I teach
 * chemistry at …", "saving for a house deposit" is "I'm saving for …"). Only a verb in its plain form or in "-ing"
 * opening the sentence, read after "I" (the tagger reads an opening "live" as an adjective); not one said of someone
 * else ("teaches piano", "sleeps 20hrs a day"), a past ("married to Gary", "grew up in …", left as written), a noun
 * ("head of year 9", "Type 2 diabetes", "Bar Pietro on …"), a to-do, nor any line of a note on
 * someone else or of a list of things to do.
 */
export function ownersSubject(text: string, title: string): 'I' | "I'm" | undefined {
  if (toDo.test(text) || !ownersLines(title)) return undefined;
  const clause = /^\s*(?:[-*•]\s+)?(\p{Ll}[\p{L}'’-]*|\p{Lu}\p{Ll}*)(.*)$/su.exec(text);
  if (!clause || notSubjectless.test(clause[0])) return undefined;
  const first = verb0(clause[1]);
  const second = /^\s+([\p{L}'’-]+)/u.exec(clause[2] ?? '')?.[1]?.toLowerCase();
  // One word ("Swimming"), or a thing doing something ("Lease runs until …", "Rent due on the 1st"): not the owner.
  if (second === undefined || nounFirst(first, second, clause[2] ?? '')) return undefined;
  // "Buy milk", "Visit grandma on Sunday": an errand, unless a habit or a state says it is what the owner does.
  if (!first.endsWith('ing') && !habit.test(text) && !stateVerb.test(first)) return undefined;
  const opening = `${first}${clause[2]}`;
  // "dog walks at 7", "back pain since 2019": a noun as written, though after "I" the tagger reads a verb.
  if (taggedTerms(opening)[0]?.tags.includes('Noun')) return undefined;
  const [, verb = [], next] = taggedTerms(`I ${opening}`).map(({ tags }) => tags);
  if (!verb.includes('Verb') || !nounLike(clause[1] ?? '', next, clause[2] ?? '')) return undefined;
  if (verb.includes('Gerund')) return "I'm";
  return verb.includes('Infinitive') ? 'I' : undefined;
}

/** A copula or "due" after the opening word, or a verb said of it ("Garden needs", "Train leaves"). */
function nounFirst(first: string, second: string, rest: string): boolean {
  if (/^(?:is|are|was|were|isn['’]?t|aren['’]?t|due|has|hasn['’]?t|does|doesn['’]?t)$/.test(second))
    return true;
  if (!/[^s]s$/.test(second)) return false;
  const said = taggedTerms(`The ${first}${rest}`)[2]?.tags ?? [];
  return said.includes('Verb') || said.includes('PresentTense');
}

/** A sign of habit: "every tues", "most mornings", "twice a week", "3x a week", "on Sundays", "since 2019". */
const habit =
  /\b(?:every|each|most|daily|weekly|monthly|nightly|usually|always|often|twice|once|since|\d+\s*(?:x|times)|(?:a|per)\s+(?:day|week|month|year|fortnight)|(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thur?s?|fri|sat(?:ur)?|sun)(?:day)?s|weekends)\b/i;

/**
 * Verbs of what one does for a living, where one lives, or a lasting state, that say so with the words after them
 * ("teach chemistry at …", "live w/ Sam", "have asthma", "love r&b"); not an errand ("buy", "pay", "visit").
 */
const stateVerb =
  /^(?:live|work|teach|study|play|lecture|tutor|practi[sc]e|nurse|manage|lead|run|own|rent|drive|coach|volunteer|have|love|like|hate|adore|enjoy|support|speak|belong)$/;

/**
 * Whether the word after the opening one leaves it a verb: not a verb of its own ("Sam says"), a number ("Type 2
 * diabetes") or, after a capital, a name ("Bar Pietro").
 */
function nounLike(first: string, next: readonly string[] | undefined, rest: string): boolean {
  const theirVerb =
    next?.includes('Verb') && !['Particle', 'Gerund', 'Infinitive'].some((tag) => next.includes(tag));
  return !theirVerb && !/^\s+\d/.test(rest) && !(/^\p{Lu}/u.test(first) && /^\s+\p{Lu}/u.test(rest));
}

const verb0 = (word = '') => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * A sentence of the owner's note as they would say it aloud: the subject a clause leaves out restored
 * (`ownersSubject`), and a note's shorthand read in full ("w/ Sam" is "with Sam", `noteInFull`). No word of the fact changes.
 */
export function saidAsOwner(text: string, title: string): string {
  const full = noteInFull(text);
  const subject = ownersSubject(text, title);
  if (subject === undefined) return full;
  return full.replace(
    /^(\s*(?:[-*•]\s+)?)(\p{L})/u,
    (_, mark: string, first: string) => `${mark}${subject} ${first.toLowerCase()}`,
  );
}
