import { namesIn, personAskedAbout } from './asked-for.ts';
import { speaksOfIllness } from './care.ts';
import { kinIn, taggedTerms } from './language.ts';

/** Words of health, a closed class of any owner's ("meds", "doctor", "diagnosed"), not of one person's notes. */
const health =
  /\b(?:health\w*|ill|illness|sick|unwell|medic\w*|meds|medicines?|pills?|doctors?|gp|hospitals?|diabet\w*|diagnos\w*|treatments?|therapy|surgery|operations?|injur\w*|symptoms?|prescri\w*|insulin|physio\w*)\b/i;
/** Words of money: what is earned, owed, saved or paid. */
const money =
  /\b(?:money|costs?|paid|pay|pays|paying|price|spend|spent|savings?|saving|afford\w*|earn\w*|salary|wages?|income|debts?|owe|owed|owing|loans?|mortgage|rent|bills?|budget|funds?|financ\w*|how much)\b|[$£€]/i;

/** A private side of life the owner may not mean a friend to hear of in passing. */
type Side = 'health' | 'money' | 'family';

/** The private sides a question asks about: "are you on any meds?" health, "how is your mum?" family. */
function sidesAsked(question: string): Set<Side> {
  const sides = new Set<Side>();
  if (speaksOfIllness(question) || health.test(question)) sides.add('health');
  if (money.test(question)) sides.add('money');
  if (kinIn(question).size > 0 || personAskedAbout(question) !== undefined || namesIn(question).length > 0)
    sides.add('family');
  return sides;
}

/**
 * The private sides a hedge would tell of: health when the note speaks of an illness or is titled for health
 * ("health stuff"), or its sentences said do; money when they name a sum or a debt; family when they name a
 * relative.
 */
function sidesTold(note: { title: string; text: string }, said: string): Set<Side> {
  const sides = new Set<Side>();
  if (speaksOfIllness(`${note.title}. ${note.text}`) || health.test(note.title) || health.test(said))
    sides.add('health');
  if (money.test(said) || taggedTerms(said).some(({ tags }) => tags.includes('Money'))) sides.add('money');
  if (kinIn(said).size > 0) sides.add('family');
  return sides;
}

/**
 * Whether a hedge would volunteer the owner's health, money or family to someone who asked about none of it: "How
 * are your mornings?" and "I walk the dog most mornings to keep my numbers down" from a note on diabetes. A friend
 * hears a plain "I don't know" instead; the owner, who wrote it, hears the hedge.
 */
export function volunteersPrivate(
  question: string,
  notes: readonly { title: string; text: string; said: string }[],
): boolean {
  const asked = sidesAsked(question);
  return notes.some((note) => [...sidesTold(note, note.said)].some((side) => !asked.has(side)));
}
