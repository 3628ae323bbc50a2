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

/** A sum of money: "£3,200", "$40", "€1.5m", "20 quid", "5 grand" (not "a 10k run", "lost 10 pounds"). */
const sum = /[£$€]\s?\d|\b\d[\d,.]*\s?(?:grand|quid|bucks|euros?|dollars?)\b/i;
/**
 * Something kept from someone: another's not knowing of it ("a card Priya doesn't know about", "the kids don't know
 * yet"), a telling forbidden ("don't tell Mum", "so nobody tell him"), or a secret ("it's a secret", "secretly").
 * Not the owner's own not knowing ("I don't know about that"), not knowing how or what, a habit of not telling ("I
 * don't tell jokes"), nor a secret of a recipe or a game ("the secret to good bread", "Secret Santa").
 */
const kept = new RegExp(
  [
    String.raw`(?:\bdoes|(?:\bthey|\bpeople|\bchildren|\p{L}s)\s+do)(?:n['’]?t|\s+not)\s+know(?:\s+about)?(?:\s+(?:it|this|that|yet))?\s*(?:[-–—.,;:!?)]|$)`,
    String.raw`(?:^|[.,;:!(-]\s*|\b(?:so|but|and|please|just)\s+)(?:do(?:n['’]?t|\s+not)|nobody|no\s+one|never)\s+tell\b`,
    String.raw`\bsecret(?:ly|s)?\b(?!\s+(?:to|santa|ingredient|garden|history|recipe|weapon|of)\b)`,
  ].join('|'),
  'iu',
);

/**
 * Whether a sentence of the owner's is theirs alone, never said to a friend: a sum of money, or something kept from
 * someone. The sharing screen promises friends a chat with Ditto, not a reading of the owner's knowledge.
 */
export const keptFromFriends = (sentence: string) => sum.test(sentence) || kept.test(sentence);
