import { type Detail, detailOf } from './details.ts';
import { escapeRegExp, isStopWord, words } from './retrieval/text.ts';

/**
 * Lisa's follow-ups on what was just said: how she words them, and how she finds one in a message of hers (her
 * messages are stored as she wrote them, so the text is all a later turn has).
 */

const moreAboutThat = 'Is there more you would like to tell me about that?';
/** The question a follow-up asks about its detail, by what the detail names. */
const aboutDetail: Record<Detail['kind'], string> = {
  person: 'What would you like me to know about them?',
  place: 'What is it like there?',
  thing: 'What else should I know about it?',
};
const followUpPattern = new RegExp(
  `You mentioned ((?:(?!You mentioned ).)+?)\\. (?:${Object.values(aboutDetail).map(escapeRegExp).join('|')}|What else should I know about \\1\\?)`,
);

/** Words that, first in a reply, refer back to what Lisa just asked about ("She is a paediatrician."). */
const referringBack = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'there']);

/** Whether a reply starts by referring back to what Lisa just asked about. */
export function refersBack(words: readonly string[]): boolean {
  return referringBack.has(words[0] ?? '');
}

/** The follow-up a message of Lisa's asked, or null. */
export function followUpAsked(content: string): { title: string | null; names: string[] } | null {
  if (content.includes(moreAboutThat)) return { title: null, names: [] };
  const spoken = followUpPattern.exec(content)?.[1];
  if (!spoken) return null;
  const title = spoken.replace(/^your\b/, 'my');
  return { title: title.charAt(0).toUpperCase() + title.slice(1), names: namesIn(spoken) };
}

/** The names in a detail as Lisa says it back ("your husband Bernard" → "bernard"). */
function namesIn(spoken: string): string[] {
  return spoken
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .flatMap((word) => words(word)) // "Bernard's" → "bernard"
    .filter((word) => word.length > 2 && !isStopWord(word));
}

/**
 * A follow-up on what was just said, asked beside the next question so that the interview still moves on: on a
 * detail the answer names ("You mentioned your sister Ana."), else on the answer as a whole; whenever her last
 * message did not follow up, so every other answer at least gets a reaction.
 */
export function followUpOn(answer: string, lastSaid: string): string | null {
  if (isReaction(lastSaid)) return null;
  const detail = detailOf(answer);
  if (!detail) return moreAboutThat;
  // A short name is said again ("What else should I know about Priya?"): the tagger may not know it for a person.
  const about =
    detail.kind === 'thing' && detail.spoken.split(' ').length <= 3 ? `about ${detail.spoken}?` : '';
  return `You mentioned ${detail.spoken}. ${about ? `What else should I know ${about}` : aboutDetail[detail.kind]}`;
}

/** The follow-up question a message of Lisa's asks (on a detail of the answer before), or null. */
export function followUpIn(content: string): string | null {
  return followUpPattern.exec(content)?.[0] ?? (content.includes(moreAboutThat) ? moreAboutThat : null);
}

/** Whether a message of Lisa's reacted to the answer before it (also "Staying with <topic>:", as she once did). */
export function isReaction(content: string): boolean {
  return followUpIn(content) !== null || /(^|\s)Staying with [^:]+: /.test(content);
}
