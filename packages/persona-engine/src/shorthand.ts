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

/**
 * A note's shorthand in full, as the owner says it: "w/ Sam" is "with Sam" (not "w/o", "km/h"), and "&" between
 * words "and" ("Sam & Kat"; not "r&b", "yr 10 & 11"). No chat word: a note's "R", "u-boat" or "Ya Ya" is as written.
 */
export function noteInFull(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}/])([Ww])\/(?=\s)/gu, (_, w: string) => `${w}ith`)
    .replace(/(?<=\p{L})\s+&\s+(?=\p{L})/gu, ' and ');
}
