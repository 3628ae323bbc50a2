import nlp from 'compromise';
import { untilTime } from './care.ts';
import { toSnippet } from './retrieval/text.ts';

type Term = { text: string; normal: string; tags: string[]; pre: string; post: string };

/** Tags of words that name no subject: pronouns, times, amounts. */
const noSubjectTags = ['Pronoun', 'Date', 'Duration', 'Value', 'Month', 'WeekDay'];
/** Determiners and possessives a title does without ("my grandfather Ramón" → "Grandfather Ramón"). */
const leadingWords = /^(?:my|our|the|a|an|his|her|their|its|your|this|that|these|those|some|any)$/i;

/**
 * A title naming what a message is about, from compromise's noun phrases: the first that names someone
 * ("Grandfather Ramón"), else the first that names something ("Carmen Laforet's Nada"), else the first noun phrase with one joined to it by
 * "and" ("Kindness and keeping your word"); null when it names nothing.
 */
export function subjectTitle(text: string): string | null {
  const phrases = (nlp(text).nouns().json() as Array<{ terms: Term[] }>)
    .map((phrase) => ({ terms: cleaned(phrase.terms), all: phrase.terms }))
    .filter((phrase) => phrase.terms.length > 0);
  const named =
    phrases.find((phrase) => phrase.terms.some(isPerson)) ??
    phrases.find((phrase) => phrase.terms.some(isNamed));
  if (named) return asTitle(spoken(named.terms));
  const [first, second] = phrases;
  if (!first) return null;
  const terms = allTerms(text);
  const joined = second && joinedByAnd(terms, first.all, second.all);
  const secondText = second ? withGerund(terms, second.all, spoken(second.terms)) : '';
  return asTitle(joined ? `${spoken(first.terms)} and ${secondText}` : spoken(first.terms));
}

/** The phrase without pronouns, times and amounts, and without the determiner it opens with. */
function cleaned(terms: Term[]): Term[] {
  const kept = untilTime(terms).filter((term) => !noSubjectTags.some((tag) => term.tags.includes(tag)));
  while (kept.length > 0 && leadingWords.test(kept[0]?.normal ?? '')) kept.shift();
  return kept;
}

function isPerson(term: Term): boolean {
  return term.tags.includes('Person') || term.tags.includes('Actor');
}

function isNamed(term: Term): boolean {
  return ['ProperNoun', 'Person', 'Place', 'Organization'].some((tag) => term.tags.includes(tag));
}

function spoken(terms: Term[]): string {
  return terms
    .map((term, i) => `${term.text}${i < terms.length - 1 ? term.post.replace(/[^'’\s]/g, '') : ''}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function allTerms(text: string): Term[] {
  return (nlp(text).json() as Array<{ terms: Term[] }>).flatMap((sentence) => sentence.terms);
}

const indexOf = (terms: Term[], term: Term | undefined) =>
  terms.findIndex((t) => t.text === term?.text && t.post === term?.post);

/** Whether the second phrase is joined to the first by "and". */
function joinedByAnd(terms: Term[], first: Term[], second: Term[]): boolean {
  const from = indexOf(terms, first.at(-1));
  const to = indexOf(terms, second[0]);
  if (from < 0 || to <= from) return false;
  // "kindness matters most, and keeping your word": "and" just before the phrase or the verb that governs it.
  return terms
    .slice(from + 1, to)
    .slice(-2)
    .some((term) => term.normal === 'and');
}

/** The phrase with the verb in -ing that governs it ("keeping your word"). */
function withGerund(terms: Term[], phrase: Term[], text: string): string {
  const at = indexOf(terms, phrase[0]);
  const before = terms[at - 1];
  if (!before || !/ing$/i.test(before.text) || before.tags.includes('Noun')) return text;
  return `${before.text.toLowerCase()} ${phrase.map((term) => term.text).join(' ')}`.replace(/[.,!?]+$/, '');
}

function asTitle(text: string): string {
  const clean = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’)]+$/gu, '');
  return toSnippet(`${clean.charAt(0).toUpperCase()}${clean.slice(1)}`, 60);
}
