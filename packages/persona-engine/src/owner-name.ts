import nlp from 'compromise';

const name = String.raw`\p{Lu}[\p{L}'’-]+`;
/** "My name is Kwame", "my name's Kwame", "call me Kwame", "I'm Priya Raman-Okafor" (a full name: two words). */
const saysName = [
  new RegExp(String.raw`\b[Mm]y name(?:['’]s| is)\s+(${name})`, 'u'),
  new RegExp(String.raw`\b(?:[Cc]all me|I['’]m called|I am called)\s+(${name})`, 'u'),
  new RegExp(String.raw`\b(?:I['’]m|I am)\s+(${name})\s+${name}(?=\s*(?:[,.;:!]|$))`, 'u'),
];

/**
 * The owner's first name as their notes give it, for an account without a display name: friends ask "Where was
 * Kwame born?" while the notes say "I". From "My name is …", "I'm <first> <last>", or a note about the name
 * ("My name": "Kwame is the Akan name for …"). A word the tagger reads as a people or a place ("I'm British Indian")
 * is not a name.
 */
export function ownerNameIn(entries: ReadonlyArray<{ title: string; content: string }>): string | undefined {
  for (const { title, content } of entries) {
    const found = [
      ...saysName.map((pattern) => pattern.exec(content)?.[1]),
      aboutTheName(title, content),
    ].find((candidate) => candidate !== undefined && isName(candidate));
    if (found) return found;
  }
  return undefined;
}

/** A note titled for the owner's name that opens with it: "My name" / "Kwame is the Akan name for …". */
function aboutTheName(title: string, content: string): string | undefined {
  if (!/^\s*(my|about my)\s+(first\s+)?name\s*$/i.test(title)) return undefined;
  return new RegExp(String.raw`^\s*(${name})\s+(?:is|was|means)\b`, 'u').exec(content)?.[1];
}

/** compromise's word list: a word it knows as anything but a name ("happy", "will") is not one. */
const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

function isName(word: string): boolean {
  const known = lexicon[word.toLowerCase()];
  if (known !== undefined && !/Name|Person/.test(known)) return false;
  return !nlp(`I am ${word}.`).match(word).has('(#Demonym|#Place|#Adjective|#Verb|#Value|#Pronoun)');
}
