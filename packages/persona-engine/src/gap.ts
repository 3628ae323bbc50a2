import nlp from 'compromise';

const secondToFirst: Record<string, string> = {
  you: 'me',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  yourselves: 'ourselves',
  u: 'me',
};
const questionWord = /^(what|which|where|when|who|whom|whose|why|how)$/;
const auxiliary = /^(is|are|was|were|do|does|did|can|could|will|would|should|has|have|had)$/;
const firstPersonBe: Record<string, string> = { are: 'am', were: 'was' };

/**
 * What a question asks, said as the gap a hedge names: "What does Jonas do for work?" → "what Jonas does for
 * work", "How old are your kids?" → "how old my kids are", "Do you ski?" → "whether I ski". The owner speaks, so
 * "you" becomes "I". A question that does not open with a question word or an auxiliary gives undefined.
 */
export function gapOf(question: string): string | undefined {
  const tokens = question
    .trim()
    .replace(/[?!.\s]+$/, '')
    .split(/\s+/);
  const first = tokens[0]?.toLowerCase() ?? '';
  const yesOrNo = auxiliary.test(first);
  if (!yesOrNo && !questionWord.test(first)) return undefined;
  const at = yesOrNo
    ? 0
    : tokens.findIndex((token, i) => i > 0 && i <= 3 && auxiliary.test(token.toLowerCase()));
  if (at < 0) return undefined;
  const aux = (tokens[at] ?? '').toLowerCase();
  const wh = yesOrNo ? 'whether' : [first, ...tokens.slice(1, at)].join(' ');
  const rest = tokens.slice(at + 1);
  if (rest.length === 0) return undefined;
  const ownerIsSubject = /^(you|u)$/i.test(rest[0] ?? '');
  const subject = ownerIsSubject ? ['I', ...rest.slice(1).map(firstPerson)] : rest.map(firstPerson);
  const clause = subject.join(' ');
  if (aux === 'do') return `${wh} ${clause}`;
  if (aux === 'did') return `${wh} ${nlp(clause).verbs().toPastTense().all().text()}`;
  if (aux === 'does') return `${wh} ${thirdPerson(clause)}`;
  // "where I am from"; "how old Ingrid is"; else the verb follows the subject's first noun ("whether my sister is").
  if (ownerIsSubject) return `${wh} I ${firstPersonBe[aux] ?? aux} ${subject.slice(1).join(' ')}`.trim();
  if (!yesOrNo && subject.length <= 3) return `${wh} ${clause} ${aux}`;
  const noun = determiner.test(subject[0] ?? '') ? 2 : 1;
  return [wh, ...subject.slice(0, noun), aux, ...subject.slice(noun)].join(' ');
}

const determiner = /^(my|our|the|a|an|his|her|their|its)$/i;

/** The clause with its first verb in the third person singular ("my dad keep busy" → "my dad keeps busy"). */
function thirdPerson(clause: string): string {
  const doc = nlp(clause);
  const verb = doc.verbs().first().text();
  const inflected = verb && nlp(verb).verbs().toPresentTense().text();
  return inflected ? clause.replace(new RegExp(`\\b${verb}\\b`), inflected) : clause;
}

function firstPerson(word: string): string {
  return secondToFirst[word.toLowerCase()] ?? word;
}
