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
  return wordsAfterHow(withSpelt(message)).replace(
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

/**
 * "w" after a word and before whom or what it is with, or ending the question, is "with", as in a note's "w/ Sam":
 * "whats wrong w my back", "who do i work w". Not the letter: "what does w stand for", "the w key", "spelt w or
 * wh", "the w in George W Bush", "w/e", "W Yorkshire".
 */
const withWord =
  /(?<=(?<![\p{L}'’])(?!(?:the|a|does|do|is|it|spelt|spelled|letter|say|says|of|or|and)\s)\p{Ll}+\s+)w(?=\s+(?:my|your|ur|his|her|their|our|the|a|an|him|them|me|us|it|you|u|now|still|at|\p{Lu}\p{Ll}+)\b|\s*[?!.]*$)/gu;
const withSpelt = (message: string) => message.replace(withWord, 'with');

/**
 * "How" with a stray "s" before a word of degree is "how": "hows many kids", "how's old is he", "hows long have you".
 * Not "how's work?", "how's your mum?", "hows old Kuba doing", "how's long covid", where it is "how is".
 */
const howOfDegree =
  /\b(how)['’]?s(?=\s+(?:(?:many|much)\b|(?:old|long|far|often|big|tall|soon)\s+(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should|ago|until|till|it|i|you|u|he|she|they|we)\b))/giu;
const wordsAfterHow = (message: string) => message.replace(howOfDegree, '$1');

/**
 * A note's shorthand in full, as the owner says it: "w/ Sam" is "with Sam" (not "w/o", "km/h"), and "&" between
 * words "and" ("Sam & Kat"; not "r&b", "yr 10 & 11"). No chat word: a note's "R", "u-boat" or "Ya Ya" is as written.
 */
export function noteInFull(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}/])([Ww])\/(?=\s)/gu, (_, w: string) => `${w}ith`)
    .replace(/(?<=\p{L})\s+&\s+(?=\p{L})/gu, ' and ');
}

/** Units said in full only right after a number: "6 yrs", "6yrs", "5 yr old", "10 mins" ("hr" is left: "Zone 2 hr"). */
const units: Readonly<Record<string, string>> = {
  yr: 'year',
  yrs: 'years',
  mth: 'month',
  mths: 'months',
  wk: 'week',
  wks: 'weeks',
  hrs: 'hours',
  mins: 'minutes',
};

/** "bro" and "sis" only after a word that makes them a sibling: "my bro", "Younger bro" (not "Bro, chill."). */
const siblings: Readonly<Record<string, string>> = { bro: 'brother', bros: 'brothers', sis: 'sister' };

/** Where a word ends: not inside a longer word, a number, a joined word or a path ("yr-old", "sis/bro"). */
const end = String.raw`(?![\p{L}\p{N}_'’/-])`;
/** Where a word opens: not inside a longer word, a number, a joined word or a path. */
const start = String.raw`(?<![\p{L}\p{N}_'’/.-])`;
/** Each lower-case word: a whole one, not a name's ("Jack + Jill", "M & S") or a number's ("yr 10 & 11", "2 + 2"). */
const lowerWord = String.raw`(?<=${start}\p{Ll}+)`;
const andSign = new RegExp(String.raw`${lowerWord}\s+[&+]\s+(?=\p{Ll}+${end})`, 'gu');
const unitAfterNumber = new RegExp(
  String.raw`${start}(\d+(?:[.,]\d+)?)\s?(yrs?|mths?|wks?|hrs|mins)${end}`,
  'gu',
);
/** Any of the words, in lower case or with a capital: "last" or "Last". */
const anyOf = (words: readonly string[]) =>
  words.map((word) => `[${word.charAt(0)}${word.charAt(0).toUpperCase()}]${word.slice(1)}`).join('|');
const aYear = new RegExp(String.raw`${start}((?:${anyOf(['last', 'this', 'next', 'a'])})\s+)yr${end}`, 'gu');
const sibling = new RegExp(
  String.raw`${start}((?:${anyOf(['my', 'your', 'younger', 'older', 'big', 'little', 'baby', 'twin'])})\s+)(bros?|sis)${end}`,
  'gu',
);
/** "w/" before a word; "w/o" only before a word in lower case but "date" ("the w/o date": the week of). */
const withSign = new RegExp(String.raw`${start}([Ww])\/(?=\s+[\p{L}\p{N}])`, 'gu');
const withoutSign = new RegExp(String.raw`${start}([Ww])\/o(?=\s+(?!date${end})\p{Ll})`, 'gu');
/**
 * Anything a web address, domain, email, @handle or #hashtag: said as written ("ditto.ie/w/sat-sun", "bit.ly/…").
 */
const asWritten = /(\S*(?:\/\/|www\.|@|#|\p{L}\.\p{L}{2})\S*)/u;

/**
 * What a reply says of a note, only its shorthand that can mean nothing else said in full: a unit right after a
 * number ("6 yrs" "6 years", "5 yr old" "5 year old"), "yr" after "last", "this", "next" or "a", "w/" and "w/o" before
 * a word ("w/ Deb" "with Deb"; not "w/e", "the w/o date"), "bro" and "sis" after "my", "younger" and the like, and "&"
 * or "+" between words in lower case ("mam & dad", "mam + dad"; not "Jack & Jill", "C++", "2 + 2"). No day, no
 * "tbh", "b/c" or "approx", and no capital ("Bro Morgannwg", "Yrs, Maura", "FRI"); web addresses, domains, emails,
 * @handles and hashtags as written. Only once nothing more is decided on the text.
 */
export function saidInFull(text: string): string {
  return text
    .split(asWritten)
    .map((part, i) => (i % 2 === 1 ? part : wordsInFull(part)))
    .join('');
}

function wordsInFull(text: string): string {
  return text
    .replace(withoutSign, (_, w: string) => `${w}ithout`)
    .replace(withSign, (_, w: string) => `${w}ith`)
    .replace(andSign, ' and ')
    .replace(unitAfterNumber, (_, number: string, unit: string) => `${number} ${units[unit] ?? unit}`)
    .replace(aYear, (_, before: string) => `${before}year`)
    .replace(sibling, (_, before: string, word: string) => `${before}${siblings[word] ?? word}`);
}
