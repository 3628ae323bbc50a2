/**
 * Chat shorthand and misspelt question words, written in full: "wat do u do for fun" is "what do you do for fun"
 * to keywords and to the encoder. A closed class of texting forms, not a spelling corrector; words notes write too
 * ("fav", "yrs") are left as typed, for keywords to match as written.
 */
const shorthand: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  wat: 'what',
  wot: 'what',
  wht: 'what',
  waht: 'what',
  whta: 'what',
  whats: "what's",
  wher: 'where',
  whre: 'where',
  wehre: 'where',
  wheres: "where's",
  whered: 'where did',
  hw: 'how',
  hows: "how's",
  whos: "who's",
  whens: "when's",
};

/**
 * Each shorthand word in full: in lower case, or opening a sentence ("R u married?"); with a capital inside one,
 * only before a word in lower case ("Is Ur dog …"), not a name ("U of M", "Ur"). For a question, never a note.
 */
export function inFullWords(message: string): string {
  return message.replace(
    /(?<![\p{L}\p{N}'’])\p{L}+(?![\p{L}\p{N}'’])/gu,
    (word, at: number, text: string) => {
      const full = shorthand[word.toLowerCase()];
      if (full === undefined) return word;
      if (!/^\p{Lu}/u.test(word)) return full;
      if (/(?:^|[.!?])\W*$/u.test(text.slice(0, at))) return full.charAt(0).toUpperCase() + full.slice(1);
      const next = /^\s+(\p{L}+)/u.exec(text.slice(at + word.length))?.[1] ?? '';
      return /^\p{Ll}/u.test(next) && !/^(?:of|and)$/.test(next) ? full : word;
    },
  );
}

/** A note's written shorthand for a word, as said: a unit after a number ("6yrs") as well as on its own. */
const noteWords: Readonly<Record<string, string>> = {
  yr: 'year',
  yrs: 'years',
  mth: 'month',
  mths: 'months',
  wk: 'week',
  wks: 'weeks',
  hr: 'hour',
  hrs: 'hours',
  mins: 'minutes',
  approx: 'about',
  bro: 'brother',
  bros: 'brothers',
  sis: 'sister',
  tbh: 'to be honest',
};

const days: Readonly<Record<string, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  weds: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const day = '(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)';
/** Two days as a span or a pair: "tues-fri", "sat/sun", "mon to thurs", "sat & sun". */
const joined = String.raw`\s*(?:[-–—/&+]|to|till|until|thru|and|or)\s*`;
const spanAfter = new RegExp(String.raw`^${joined}${day}(?![\p{L}\p{N}])`, 'iu');
const spanBefore = new RegExp(String.raw`(?<![\p{L}\p{N}'’])${day}${joined}$`, 'iu');
/** Only a day after it: "every sat", "each mon", "every 3rd sat", "every other sun". */
const dayOnly = /\b(?:every|each|most|other|alternate|\d+(?:st|nd|rd|th))\s+$/iu;
/** A day after it when a time or the clause's end follows: "on sat", "next sun morning", "till fri at 5". */
const dayIfTime = /\b(?:on|this|next|last|from|till|until|by|since)\s+$/iu;
const timeAfter =
  /^(?:\s*(?:$|[,.;:!?)]|\s[-–—]\s)|\s+(?:morning|afternoon|evening|night|lunch|am|pm|at|\d)s?\b)/iu;

/**
 * Whether a day's shorthand is the day: "tues", "thurs", "weds" and "fri" always; "sat", "sun", "mon" and "wed" are
 * words too ("sat down", "the sun", "we wed"), so only in a span of days or after a word only a day follows.
 */
function isDay(word: string, before: string, after: string): boolean {
  if (spanAfter.test(after) || spanBefore.test(before)) return true;
  // "sun-dried", "pro-sat": a word joined to another.
  if (/^-\p{L}/u.test(after) || /\p{L}-$/u.test(before)) return false;
  if (/^(?:tues?|thu(?:rs?)?|weds|fri)$/i.test(word) || dayOnly.test(before)) return true;
  return dayIfTime.test(before) && timeAfter.test(after);
}

/** Whether a word opens its sentence, where a capital is the sentence's and not a name's ("Bro" is a name inside one). */
const opensSentence = (before: string) => /(?:^|[.!?:]\s)[\s"'“‘(]*$/u.test(before);

/**
 * A note's shorthand in full, as the owner says it: "w/ Sam" is "with Sam" (not "w/e", "km/h"), and "&" before a
 * word in lower case "and" ("air & pollen"; not a name's: "Halvorsen & Pike", "R&D", "M & S", "yr 10 & 11"). No chat word: a note's "R", "u-boat" or "Ya Ya" is as
 * written. What reading a note as the owner says it (`saidAsOwner`) sees; a reply says `saidInFull`.
 */
export function noteInFull(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}/])([Ww])\/(?=\s)/gu, (_, w: string) => `${w}ith`)
    .replace(/(?<=\p{L}{2})\s+&\s+(?=\p{Ll}{2})/gu, ' and ');
}

/**
 * What a reply says of a note, its shorthand in words a person says (`noteInFull`, and): "w/o" "without", "b/c"
 * "because", "6 yrs" "6 years", "approx. 30" "about 30", "bro" "brother", "tbh" "to be honest", "tues-fri"
 * "Tuesday-Friday", "mam + dad" "mam and dad" (not "C++", "2 + 2"). Numerals stay as written, and so do web
 * addresses, @handles and hashtags; a capital inside a sentence is a name's ("my mate Bro"), and a word inside another
 * is left whole ("brother"). Only once nothing more is decided on the text.
 */
export function saidInFull(text: string): string {
  return text
    .split(/(\S*(?:\/\/|www\.|@|#)\S*)/u)
    .map((part, i) => (i % 2 === 1 ? part : wordsInFull(noteInFull(part))))
    .join('');
}

function wordsInFull(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}/])([Ww])\/o(?![\p{L}\p{N}/])/gu, (_, w: string) => `${w}ithout`)
    .replace(/(?<![\p{L}\p{N}/])([Bb])\/c(?![\p{L}\p{N}/])/gu, (_, b: string) => `${b}ecause`)
    .replace(/(?<=\p{L}{2})\s+\+\s+(?=\p{L}{2})/gu, ' and ')
    .replace(/(?<![\p{L}\p{N}'’&+])(\p{N}*)(\p{L}+)(\.?)(?![\p{L}\p{N}'’&+])/gu, (whole, ...match) => {
      const [number, word, dot, at, all] = match as [string, string, string, number, string];
      const after = all.slice(at + whole.length);
      const full = said(word, all.slice(0, at) + number, `${dot}${after}`, number !== '');
      // "approx. 30": the dot is the shorthand's.
      const kept = /^approx$/i.test(word) && /^\s/.test(after) ? '' : dot;
      return full === undefined ? whole : `${number}${number && ' '}${full}${kept}`;
    });
}

/** Units said only after a number: "24hr", "1 hr" (not "HR", "the hr team"), and units glued to one ("6yrs"). */
const unit = /^(?:yrs?|mths?|wks?|hrs?|mins)$/;

/** "yr" as a year ("last yr", "a 5 yr old", "yr 9"), not as "your" ("in yr face"). */
const aYear = (before: string, after: string) =>
  /(?:^|\s)(?:\d+(?:st|nd|rd|th)?|a|the|this|that|last|next|per|each|every|one|gap|school)\s*$/i.test(
    before,
  ) || /^\s+\d/.test(after);

/** What a word of a note is said as, or undefined to leave it as written. `after` opens with any dot after it. */
function said(word: string, before: string, after: string, glued: boolean): string | undefined {
  const lower = word.toLowerCase();
  const dayName = days[lower];
  if (dayName) return !glued && isDay(lower, before, after) ? dayName : undefined;
  const full = noteWords[lower];
  if (full === undefined || /\p{L}-$/u.test(before) || (lower === 'yr' && !aYear(before, after)))
    return undefined;
  if ((glued || lower === 'hr') && !(unit.test(lower) && /\p{N}\s*$/u.test(before))) return undefined;
  if (word === lower) return full;
  const opening = /^\p{Lu}\p{Ll}*$/u.test(word) && !glued && opensSentence(before);
  return opening ? `${full.charAt(0).toUpperCase()}${full.slice(1)}` : undefined;
}
