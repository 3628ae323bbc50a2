import nlp from 'compromise';
import { lexicon } from './language.ts';

const name = String.raw`\p{Lu}[\p{L}'’-]+`;
/**
 * "My name is Kwame", "my name's Kwame", "call me Kwame", "everyone calls me Teja", "I go by Teja", "known as Teja",
 * "I'm Priya Raman-Okafor," (a full name: two words, then the clause ends).
 */
const saysName = [
  String.raw`\b[Mm]y (?:nick)?name(?:['’]s| is)\s+(${name})`,
  String.raw`\b(?:[Cc]alls? me|I['’]m called|I am called|[Ii] go by|known as)\s+(${name})`,
  String.raw`\b(?:I['’]m|I am)\s+(${name})\s+${name}(?=\s*(?:[,.;:!]|$))`,
].map((pattern) => new RegExp(pattern, 'gu'));

/**
 * The names the owner's notes give them, first found first, for questions that ask about them by name: friends ask
 * "Where was Kwame born?" or "How did Teja and Marko meet?" while the notes say "I". From "My name is …", "everyone
 * calls me …", "I'm <first> <last>", or a note about the name ("My name": "Kwame is the Akan name for …"). A word
 * the tagger reads as a people or a place ("I'm British Indian") is not a name.
 */
export function ownerNamesIn(entries: ReadonlyArray<{ title: string; content: string }>): string[] {
  const found = entries.flatMap(({ title, content }) => [
    ...saysName.flatMap((pattern) => [...content.matchAll(pattern)].map((match) => match[1] ?? '')),
    aboutTheName(title, content) ?? '',
  ]);
  return [...new Set(found.filter((candidate) => candidate !== '' && isName(candidate)))];
}

/** A note titled for the owner's name that opens with it: "My name" / "Kwame is the Akan name for …". */
function aboutTheName(title: string, content: string): string | undefined {
  if (!/^\s*(my|about my)\s+(first\s+)?name\s*$/i.test(title)) return undefined;
  return new RegExp(String.raw`^\s*(${name})\s+(?:is|was|means)\b`, 'u').exec(content)?.[1];
}

/** Whether a capitalised word can be someone's name ("Teodor"), not a word of another kind ("Fine", "British"). */
export function isName(word: string): boolean {
  // A word compromise knows as anything but a name ("happy", "will") is not one.
  const known = lexicon[word.toLowerCase()];
  if (known !== undefined && !/Name|Person/.test(String(known))) return false;
  return !nlp(`I am ${word}.`).match(word).has('(#Demonym|#Place|#Adjective|#Verb|#Value|#Pronoun)');
}
