/**
 * Whether a note's own words say it is not to be shared: the default of its `private` flag when the owner did not
 * choose (issue 33). Only a request for secrecy counts, never a topic: "private school", "secret ingredient" or a
 * debt told plainly stay shared, and the owner can mark any note private themselves. A sentence-level rule was
 * tried and withdrawn (it withheld "tickets £5 on the door"); a note is kept whole or shared whole.
 */
export function saysPrivate(note: { title: string; content: string }): boolean {
  const text = note.content.replace(/[‘’]/g, "'");
  return labelled(note.title) || labelled(text) || secrecyAsked.test(text) || toldNoOne(text);
}

/** A title or note that opens with "Private", "Secret" or "Confidential" as a label: "Private!!", "Secret: …". */
function labelled(text: string): boolean {
  return /^[\s(["'*_#]*(?:private|secret|confidential)\b[\s)\]"'*_]*(?:[!:.\-–—]|$)/i.test(text);
}

/**
 * Asking for secrecy in so many words: "keep this between us", "nobody knows (about it)", "it's confidential",
 * "between you and me", "off the record", "don't share this". "Nobody knows why …" is ignorance, not a secret.
 */
const secrecyAsked = new RegExp(
  [
    String.raw`\bkeep (?:this|it|that) (?:between (?:us|ourselves|you and me)|to (?:yourself|myself|ourselves)|secret|private|under wraps)\b`,
    String.raw`\bbetween you and me\b`,
    String.raw`\b(?:nobody|no one|no-one)(?: else)? knows\b(?! (?:why|where|how|what|when|who|whether|if|for sure|exactly)\b)`,
    String.raw`\b(?:this|it|that)(?: is|'s) (?:strictly |totally |completely )?(?:confidential|private|a secret|our secret|my secret|between us)\b`,
    String.raw`\b(?:strictly confidential|off the record|for my eyes only|in confidence)\b`,
    String.raw`\b(?:don't|do not|never) share (?:this|it|that)\b`,
  ].join('|'),
  'i',
);

/**
 * Keeping it from people: "DON'T TELL ANYONE", "don't let Mum know", "I haven't told my husband", "I've never told a
 * soul". Only when told whom, and whom is someone: "never tell a lie" and "don't tell me" are no secret. "I told
 * nobody at first but everyone knows now" is past: the secret is out.
 */
function toldNoOne(text: string): boolean {
  const keptFrom =
    /\b(?:don't|do not|never|mustn't|must not|haven't|have not|'ve not|'ve never) (?:(?:tell|told|mention(?:ed)? (?:it|this|that) to) (\S+(?: \S+)?)|let (\S+(?: \S+)?) know)/gi;
  return [...text.matchAll(keptFrom)].some(([, told, letKnow]) => isSomeone(told ?? letKnow ?? ''));
}

/** "anyone", "a soul", "my husband", "Dad", "PRIYA": someone to keep a thing from; not "me", "a lie", "the truth". */
function isSomeone(words: string): boolean {
  const [first = ''] = words.split(' ');
  if (/^(?:anyone|anybody|everyone|people|him|her|them|my|our|his|their)\b/i.test(first)) return true;
  if (/^a soul\b/i.test(words)) return true;
  // Someone by name: a capital, not a word that opens a sentence ("I", "A", "The").
  return /^[A-Z][A-Za-z]+\b/.test(first) && !/^(?:I|A|The|It|This|That|Me|You|Us)\b/i.test(first);
}
