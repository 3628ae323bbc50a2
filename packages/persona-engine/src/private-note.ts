/**
 * Whether a note's own words say it is not to be shared: the default of its `private` flag when the owner did not
 * choose (issue 33). Only a request for secrecy counts, never a topic: "private school", "private property",
 * "secret recipe", "nobody knows me better" or a debt told plainly stay shared, and the owner can mark any note
 * private themselves. A sentence-level rule was tried and withdrawn (it withheld "tickets £5 on the door"); a note is
 * kept whole or shared whole.
 */
export function saysPrivate(note: { title: string; content: string }): boolean {
  // "dont share this", "havent told anyone": the apostrophe left out, as many type.
  const text = note.content.replace(/[‘’]/g, "'").replace(/\b(don|mustn|haven|shouldn)t\b/gi, "$1't");
  return (
    labelled(note.title.replace(/^\s*(?:my|our)\s+/i, '')) ||
    labelled(text) ||
    labelledAtEnd(text) ||
    secrecyAsked.test(text)
  );
}

/** A title or note that opens with "Private", "Secret" or "Confidential" as a label: "Private!!", "Secret: …". */
function labelled(text: string): boolean {
  return /^[\s(["'*_#]*(?:private|secret|confidential)\b[\s)\]"'*_]*(?:[!:.\-–—]|$)/i.test(text);
}

/** A note that ends with the label: "… Private." or "… (private)". */
function labelledAtEnd(text: string): boolean {
  return (
    /\((?:private|secret|confidential)\)/i.test(text) ||
    /(?:^|[.!?\n]\s*)(?:private|secret|confidential)\s*[.!]*\s*$/i.test(text)
  );
}

// The end of what is asked ("Don't tell.", "… between us, but"): the request is the whole clause, not a topic.
const END = String.raw`(?=\s*(?:[.!?,;:)\-–—]|$|\bbut\b|\byet\b))`;

/**
 * Asking for secrecy in so many words: "keep this between us", "don't tell anyone", "Nobody knows.", "it's
 * confidential", "between you and me", "I haven't told my husband yet", "Mum mustn't find out". Whom it is kept
 * from is a word for anyone or, only where the clause ends there, a person ("don't tell my husband."): "Don't tell
 * Dad jokes", "never tell Google your birthday", "I never tell people my age" are no secret.
 */
const secrecyAsked = new RegExp(
  [
    String.raw`\bkeep (?:this|it|that) (?:between (?:us|ourselves|you and me)|to (?:yourself|yourselves|myself|ourselves)|secret|private|quiet|under (?:wraps|your hat))\b`,
    String.raw`\b(?:stays|stay|is|'s|remains) between (?:us|ourselves|you and me)\b`,
    String.raw`\bbetween you and me\b`,
    String.raw`\bhush[- ]hush\b`,
    String.raw`\bmum's the word\b`,
    // "Nobody knows.", "no one knows yet", "nobody knows about it", "no one must know": not "nobody knows me better".
    String.raw`\b(?:nobody|no one|no-one)(?: else)? (?:knows|must know|can know|should know)(?: (?:about (?:it|this|that)|yet))?${END}`,
    String.raw`\b(?:nobody|no one|no-one)(?: else)? knows about (?:the|my|our)\b`,
    String.raw`\bonly [A-Z][a-z]+ knows${END}`,
    String.raw`\b(?:this|it|that)(?: is|'s) (?:strictly |totally |completely )?(?:confidential|private|a secret|our secret|my secret)${END}`,
    String.raw`\b(?:strictly confidential|for my eyes only)\b`,
    String.raw`\b(?:don't|do not|never) share (?:this|it|that)\b`,
    String.raw`\b(?:don't|do not) share${END}`,
    String.raw`\b(?:don't|do not|mustn't|must not|please don't) tell(?: (?:anyone|anybody|a soul|a single soul|no one))?${END}`,
    String.raw`\b(?:don't|do not|mustn't|must not) tell (?:anyone|anybody|a soul|a single soul)\b`,
    String.raw`\b(?:don't|do not|mustn't|must not) tell (?:mum|mom|dad|him|her|them|(?:my|our) \w+)${END}`,
    String.raw`\b(?:don't|do not) let (?:anyone|anybody|mum|mom|dad|him|her|them|(?:my|our) \w+) know\b`,
    String.raw`\b(?:haven't|have not|'ve not|'ve never|have never|never) told (?:anyone|anybody|a soul|a single soul)\b(?![^.!?]*\buntil\b)`,
    String.raw`\b(?:haven't|have not|'ve not|not) told (?:anyone|anybody|mum|mom|dad|him|her|them|(?:my|our) \w+) yet\b`,
    String.raw`\bnot telling (?:anyone|anybody|people)(?: yet)?\b`,
    String.raw`\b(?:mustn't|must not|can't|cannot|shouldn't|must never) find out\b`,
  ].join('|'),
  'i',
);
