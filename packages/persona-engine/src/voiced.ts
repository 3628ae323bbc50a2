import { kinIn, kinOf } from './language.ts';
import { aboutSomeoneElse } from './own-clause.ts';
import { unknownOrName } from './retrieval/sentences.ts';
import { escapeRegExp } from './retrieval/text.ts';

/**
 * A line of a list giving a person by name and age, a relation before the name or beside it: "- Zosia 8",
 * "Agnieszka (wife) 39", "mum Halina 71, still in Gdansk", "My son Milo, 9 (3rd grade …)", "Anika (15)",
 * "Zosia, age 8", "Zosia 8yo", "Jo-Anne 8".
 */
const personAged =
  /^\s*(?:[-*•]\s+)?(?:(?:[Mm]y|[Oo]ur)\s+)?(?:(\p{L}+)\s+)?(\p{Lu}(?:[\p{L}'’-]*\p{Ll})?)\s*(?:\((\p{Ll}+)\)\s*)?(?:[-–:,(]\s*)?(?:aged?\s+)?(\d{1,2})(?:\s*(?:yo|y\/o)\b)?\)?(?=\s*(?:[,.;(]|$|yrs?\b|years?\b))(.*)$/u;

/** Words of a note's title for people: "family", "my lot", "the kids", "Mum". */
const peopleTitle = /\b(?:family|fam|famil\w*|lot|people|household|birthdays?|ages?)\b/i;

/** A question about people's ages: "how old", "age" (relations are `kinIn`'s). */
const peopleQuestion = /\bhow\s+old\b|\bages?\b/i;

/**
 * Whether a note's relations are the owner's: not in a note on one person ("Mum", "Sam"), whose "brother Jim" is
 * theirs (`aboutSomeoneElse`); a note on the owner's children ("kid stuff", "the kids") is the owner's.
 */
const ownersRelations = (title: string) => {
  const kin = [...kinIn(title)];
  return !aboutSomeoneElse(title) || (kin.length > 0 && kin.every((relation) => relation === 'child'));
};

/**
 * Whether a line of a list is about people: a relation in the line, the note's title or the question, or the question
 * asks an age. Never from the lexicon alone: "- Maths 9" in a note of grades, "- Zosia 8" in one of shoe sizes.
 */
const aboutPeople = (relation: string | undefined, title: string, question: string | undefined) =>
  relation !== undefined ||
  kinIn(title).size > 0 ||
  peopleTitle.test(title) ||
  question === undefined ||
  kinIn(question).size > 0 ||
  peopleQuestion.test(question);

/**
 * A line of a list of people as the owner says it: "Zosia 8" is "Zosia is 8", "Agnieszka (wife) 39" is "My wife
 * Agnieszka is 39". Judges read the bare line as a scrap of the note, not an answer. Only a name and an age are
 * joined so, in a note or for a question about people (`aboutPeople`; no question: any such line, as a citation
 * reads a reply): every word of the line is kept, and any other line, or one of two people ("Kuba 12, Zosia 8"), is
 * left as written. A name the lexicon knows as a word ("Rose", "Will") only when the question names it.
 */
export function voicedLine(text: string, title: string, question?: string): string {
  const [, before, name = '', aside, age = '', rest = ''] = personAged.exec(text) ?? [];
  const relation = before ?? aside;
  if (!name) return text;
  const asked =
    question !== undefined && new RegExp(String.raw`(?<!^\W*)\b${escapeRegExp(name)}\b`, 'u').test(question);
  if (!unknownOrName(name) && !asked) return text;
  if (before !== undefined && kinOf(before).length === 0) return text;
  if (aside !== undefined && kinOf(aside).length === 0) return text;
  if (!aboutPeople(relation, title, question)) return text;
  // Both or neither: "Kuba 12, Zosia 8" is not "Kuba is 12, Zosia 8".
  if (/[,;]\s*(?:\p{L}+\s+)?\p{Lu}\p{Ll}+\s*(?:\(\p{Ll}+\)\s*)?[-–:,(]?\s*\d/u.test(rest)) return text;
  const who = relation
    ? `${ownersRelations(title) ? 'my' : ''} ${relation.toLowerCase()} ${name}`.trim()
    : name;
  const said = `${who} is ${age}${rest.replace(/^\s*\)/, '')}`.trim();
  const ended = /[.!?…]["'”’)]*$/u.test(said) ? said : `${said}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}

/**
 * Each line of a text voiced (`voicedLine`), and a list line after its header ("my lot:\n- Kuba 12", or "My lot:
 * Kuba 12." as a snippet reads it): a header and a line read as one sentence.
 */
export const voicedLines = (text: string, title: string) =>
  text
    .split('\n')
    .map((line) => {
      const [, header = '', rest = line] = /^([^:]{1,40}:\s+)(.+)$/su.exec(line) ?? [];
      return `${header}${voicedLine(rest, title)}`;
    })
    .join('\n');
