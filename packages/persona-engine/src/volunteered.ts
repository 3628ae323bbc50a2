import { namesIn, personAskedAbout } from './asked-for.ts';
import { speaksOfIllness } from './care.ts';
import { kinIn, taggedTerms } from './language.ts';

/** Words of health, a closed class of any owner's ("meds", "doctor", "diagnosed"), not of one person's notes. */
const health =
  /\b(?:health\w*|ill|illness|sick|unwell|medic\w*|meds|medicines?|pills?|doctors?|gp|hospitals?|diabet\w*|diagnos\w*|treatments?|surgery|operations?|injur\w*|symptoms?|prescri\w*|insulin|physio\w*|asthma|allerg\w*|inhalers?|epilep\w*|migraines?|arthritis|depress\w*|anxiety|therap\w+|psycholog\w+|psychiatr\w+)\b/i;
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

/** Words by which a note says it is meant to be known: "no secret", "happy to tell anyone". */
const meantToBeKnown =
  /\b(?:no secret|not a secret|(?:happy|glad) to (?:share|tell|talk)|(?:tell|ask) anyone|everyone knows)\b/i;
/** Someone's own money, asked of them or said in their voice: not a bridge's price. */
const ofSomeone = /\b(?:I|I['’]\w+|me|my|mine|we|our|you|your|she|her|he|his|they|their)\b/i;
/** What one charges is asked to be paid: a price meant for anyone. */
const charged = /\bcharg(?:e|es|ed|ing)\b/i;
/** Where care is given is where many work ("my team at the hospital"): no one's health by itself. */
const careGivers = /\b(?:doctors?|gp|hospitals?|clinics?)\b/gi;

/**
 * Whether a friend asking of the owner's money or health would hear it from notes not plainly meant to be known:
 * "How much has she saved?" and "I've saved about £12,000". A friend gets a kind refusal instead; a sum not
 * someone's own ("The footbridge cost £2.1 million") or what the owner charges is told.
 */
export function keepsPrivate(
  question: string,
  notes: readonly { title: string; text: string; said: string }[],
): boolean {
  const asked = sidesAsked(question.replace(careGivers, ''));
  return notes.some((note) => {
    if (meantToBeKnown.test(note.text)) return false;
    const told = sidesTold(note, note.said.replace(careGivers, ''));
    const own = !charged.test(question) && (ofSomeone.test(question) || ofSomeone.test(note.said));
    return (asked.has('money') && told.has('money') && own) || (asked.has('health') && told.has('health'));
  });
}
