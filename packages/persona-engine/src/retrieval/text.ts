import nlp from 'compromise';
import { stemmer } from 'stemmer';
import { lexicon } from '../language.ts';

/**
 * English function words: they carry no topic, and a question made only of them ("How are you?") asks about nothing
 * in the owner's knowledge. The usual IR stop list, not tuned to any data.
 */
const stopWords = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each either else ever every few for from ' +
    'further get gets getting got had has have having he her here hers herself him himself his how i if in into ' +
    'is it its itself just me mine more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up upon us very was we were what when where which while ' +
    'who whom whose why will with would you your yours yourself yourselves yes yeah oh hey hi hello please tell ' +
    'thanks thank ok okay let s t don doesn didn isn aren wasn weren won wouldn im ive youre d ll re ve m'
  ).split(' '),
);

/** Lower case, accents removed ("Valparaíso" -> "valparaiso"), possessives and apostrophes dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
}

/** Words of a text in order, normalized. */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const isStopWord = (word: string): boolean => stopWords.has(word);

/** A word written as a name: capitalised, and not a word that opens sentences ("And", "The", "When"). */
export const isName = (word: string) => /^\p{Lu}/u.test(word) && !isStopWord(words(word)[0] ?? '');

/** Indexed terms of a text: content words, irregular verbs in their base form, Porter-stemmed. */
export function terms(text: string): string[] {
  const said = words(text);
  const timed = pbTimed.test(text);
  // A runner's "PB 27:41" is their best and their PB: "what's your best time?" and "whats my parkrun pb" both ask it.
  return said
    .flatMap((word, i) => (word === 'pb' && timed ? ['pb', 'best'] : [word]))
    .filter((word) => !isStopWord(word))
    .map((word) => stemmer(baseForm(sameWord.get(word) ?? cardinal(word))));
}

/**
 * A "pb" with a time or a measure after it ("PB 1:52", "pb of 22 mins", "pb 100kg"): a runner's PB is their best
 * time, but "pb toast", "pb 2 tbsp on toast" and "pb 12:30 lunch" are peanut butter.
 */
const pbTimed =
  /\bpb\s+(?:(?:of|is|was|now)\s+)?(?:\d{1,2}:\d\d(?::\d\d)?(?!\s*(?:am|pm|lunch|breakfast|brunch|dinner|tea)\b)|\d+(?:\.\d+)?\s*(?:kg|kgs|lbs?|km|k|mi|miles?|mins?|minutes|secs?|seconds|s)\b)/i;

/** An ordinal in digits as its number: "our 10th anniversary" is the "10 year anniversary" of a note. */
const cardinal = (word: string) => word.replace(/^(\d+)(?:st|nd|rd|th)$/, '$1');

/**
 * Words and abbreviations a note and a question write differently for one thing: "your oldest" is "our eldest",
 * "your master's" "the MSc", "your moggy" "the cat", "the couch" "our sofa", "your favourite" "fav" (and "your best
 * time" a runner's "PB 1:52", `pbTimed`). Everyday words the encoder does not hear as one, not a thesaurus.
 */
const sameWord = new Map([
  ['oldest', 'eldest'],
  ...['moggy', 'moggie', 'moggies', 'kitty'].map((word) => [word, 'cat'] as const),
  ...['couch', 'couches', 'settee', 'settees'].map((word) => [word, 'sofa'] as const),
  ...['lefty', 'leftie', 'lefties', 'southpaw'].map((word) => [word, 'left'] as const),
  ...['godfather', 'godmother', 'godmum', 'goddad'].map((word) => [word, 'godparent'] as const),
  ['motor', 'car'],
  ...['fav', 'fave', 'favs', 'faves', 'favorite', 'favorites'].map((word) => [word, 'favourite'] as const),
  ...['msc', 'mba', 'meng', 'mphil', 'mres'].map((abbreviation) => [abbreviation, 'master'] as const),
  ['bsc', 'bachelor'],
  ['phd', 'doctorate'],
]);

const baseForms = new Map<string, string>();

/**
 * An irregular past form as its infinitive ("grew" → "grow", "met" → "meet"): the stemmer only strips suffixes, so
 * "Where did you grow up?" never matched "the house where I grew up". Regular forms are left to the stemmer.
 */
function baseForm(word: string): string {
  const tag = lexicon[word];
  if (tag === undefined || word.endsWith('ed') || !/PastTense|Participle/.test(String(tag))) return word;
  let base = baseForms.get(word);
  if (base === undefined) {
    base = words(nlp(word).verbs().toInfinitive().text())[0] ?? word;
    baseForms.set(word, base);
  }
  return base;
}

/**
 * The first `length` UTF-16 units of `text`, less a trailing high surrogate: a cut through an emoji (or any
 * character outside the BMP) would leave half of it, which Postgres refuses to store.
 */
export function sliceWhole(text: string, length: number): string {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** How long a citation's snippet is. */
const snippetLength = 280;

/**
 * `text` on one line, cut at a word to at most `length` characters with "…". Not at a word that leaves less than half:
 * "I love https://…" would keep only "I love".
 */
export function toSnippet(text: string, length = snippetLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.lastIndexOf(' ', length - 1);
  return `${sliceWhole(flat, cut > length / 2 ? cut : length - 1)}…`;
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
