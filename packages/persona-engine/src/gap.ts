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
const auxiliaries = 'is|are|was|were|do|does|did|can|could|will|would|should|has|have|had';
const auxiliary = new RegExp(`^(?:${auxiliaries})$`);
const firstPersonBe: Record<string, string> = { are: 'am', were: 'was' };

/**
 * What a question asks, said as the gap a hedge names: "What does Jonas do for work?" → "what Jonas does for
 * work", "How old are your kids?" → "how old my kids are", "Do you ski?" → "whether I ski". The owner speaks, so
 * "you" becomes "I". A question that does not open with a question word or an auxiliary gives undefined.
 */
export function gapOf(question: string): string | undefined {
  // "How many kids have you got and how old are they?": each question turned round ("… and how old they are"), when
  // both are questions; not "Who do you admire and why?" nor "… between what you wanted and what you got?".
  const [, first = '', and, second = ''] =
    /^(.*?)(,?\s+(?:and|or)\s+)((?:what|which|where|when|who|how|why)\b.*)$/i.exec(question.trim()) ?? [];
  const [one, other] = and && inverted(first) && inverted(second) ? [gapOf(first), gapOf(second)] : [];
  if (one && other) return `${one}${and}${other}`;
  const tokens = question
    .trim()
    // "you guys", "you two": the owner and someone, said as "we" ("which hotel we stayed at").
    .replace(/\b(you|u) (guys|two|both|all)\b/gi, 'we')
    // "What's the missus do?" as "What does …", "What's your mum's job?" as "What is …".
    .replace(/^(what|who|where|when|how|which)['’]s(?=(?:\s+(?!to\b)\S+){1,3}\s+do\b)/i, '$1 does')
    .replace(/^(what|who|where|when|how|which)['’]s\b/i, '$1 is')
    .replace(/[?!.\s]+$/, '')
    .split(/\s+/);
  const opening = tokens[0]?.toLowerCase() ?? '';
  const yesOrNo = auxiliary.test(opening);
  if (!yesOrNo && !questionWord.test(opening)) return undefined;
  // "what kind of motorcycle does …": "kind of" lengthens the question word's phrase by two.
  const phrase =
    /^(?:kind|kinds|type|types|sort|sorts|make|model|brand|breed)$/i.test(tokens[1] ?? '') &&
    /^of$/i.test(tokens[2] ?? '')
      ? 5
      : 3;
  const at = yesOrNo
    ? 0
    : tokens.findIndex((token, i) => i > 0 && i <= phrase && auxiliary.test(token.toLowerCase()));
  if (at < 0) return undefined;
  const aux = (tokens[at] ?? '').toLowerCase();
  const wh = yesOrNo ? 'whether' : [opening, ...tokens.slice(1, at)].join(' ');
  const rest = tokens.slice(at + 1);
  if (rest.length === 0) return undefined;
  const ownerIsSubject = /^(you|u)$/i.test(rest[0] ?? '');
  const subject = rest.map((word, i) =>
    i === 0 && ownerIsSubject ? 'I' : firstPerson(word, rest[i - 1], rest.slice(i + 1)),
  );
  const clause = subject.join(' ');
  // "How many kids are at your school?": the subject is in the question word's phrase, the verb stays before the rest.
  if (!yesOrNo && nlp(subject[0] ?? '').has('#Preposition')) return `${wh} ${aux} ${clause}`;
  // "What's happening with the kitchen?", "What's new with your sister?": the question word is the subject.
  if (!yesOrNo && /^(?:is|are|was|were)$/.test(aux) && predicateFirst(subject))
    return `${wh} ${aux} ${clause}`;
  if (aux === 'do') return `${wh} ${clause}`;
  if (aux === 'did') return `${wh} ${nlp(clause).verbs().toPastTense().all().text()}`;
  if (aux === 'does') return `${wh} ${thirdPerson(subject)}`;
  // "where I am from", "whether I have ever been to Japan".
  if (ownerIsSubject) return `${wh} I ${firstPersonBe[aux] ?? aux} ${subject.slice(1).join(' ')}`.trim();
  // "where he is based": a pronoun is the whole subject.
  if (/^(he|she|it|we|they)$/i.test(subject[0] ?? '') && subject.length > 1)
    return [wh, subject[0], aux, ...subject.slice(1)].join(' ');
  // Before the first participle or preposition after the subject ("what my nephews are called"); else at the end
  // of a short one ("how old Ingrid is"), after the first noun of a yes-or-no question ("whether my sister is
  // married"). Past a clause of its own, or in a long question without one, it is unclear.
  // A gerund before a noun names a kind of it ("my dad's printing business"), not a verb.
  const verb = subject.findIndex(
    (word, i) =>
      i > 0 &&
      (subordinator.test(word) ||
        /^like$/i.test(word) ||
        nlp(word).has('(#PastTense|#Participle|#Preposition)') ||
        // "my wedding" is a noun.
        (nlp(word).has('#Gerund') &&
          !determiner.test(subject[i - 1] ?? '') &&
          !nlp(subject[i + 1] ?? '').has('#Noun')) ||
        progressive(subject, i)),
  );
  // "the ship I worked on": a clause of its own inside the subject; the verb asked about ends the gap ("what the
  // first car I bought was"), not the clause's ("what the first car I was bought").
  const ownClause = subject.findIndex((word, i) => i > 0 && /^(I|we|he|she|they)$/i.test(word));
  if (!yesOrNo && ownClause > 0 && verb > ownClause) return [wh, ...subject, aux].join(' ');
  const clear = verb > 0 && !subordinator.test(subject[verb] ?? '');
  if (!yesOrNo && !clear && subject.length <= 3) return withVerbBeforeAdverbs(wh, subject, aux);
  if (!yesOrNo && !clear) return undefined;
  const noun = determiner.test(subject[0] ?? '') ? 2 : 1;
  const split = yesOrNo && !clear ? noun : verb;
  return [wh, ...subject.slice(0, split), aux, ...subject.slice(split)].join(' ');
}

const determiner = /^(my|our|the|a|an|his|her|their|its)$/i;

/** A verb in "-ing" or an adjective before a preposition right after "is": the predicate, no subject between. */
const predicateFirst = ([first = '', next = '']: readonly string[]) => {
  const word = nlp(first);
  return word.has('#Gerund') || (word.has('#Adjective') && nlp(next).has('#Preposition'));
};

/** A question of its own: a question word, perhaps a word of its phrase, then a verb ("how old are they"). */
const invertedQuestion = new RegExp(
  String.raw`^(?:what|which|where|when|who|whom|whose|why|how)(?:['’]s\b|(?:\s+(?!(?:i|you|we|he|she|it|they)\b)\S+){0,2}\s+(?:${auxiliaries})\b)`,
  'i',
);
const inverted = (question: string) =>
  invertedQuestion.test(question) || auxiliary.test(question.split(/\s+/)[0]?.toLowerCase() ?? '');

/**
 * Whether a word in "-ing" after the subject's noun is its verb, though the tagger reads it as a noun: "where my
 * eldest living from September" is "where my eldest is living from …"; not "my wedding", nor "my fishing buddy".
 */
function progressive(subject: readonly string[], i: number): boolean {
  const next = subject[i + 1];
  return (
    /\p{L}{2,}ing$/iu.test(subject[i] ?? '') &&
    !determiner.test(subject[i - 1] ?? '') &&
    next !== undefined &&
    !nlp(next).has('#Noun')
  );
}

/** The tagger reads "now" as a conjunction and "there" as a noun at a clause's end. */
const isAdverb = (word: string) =>
  /^(now|then|there|here|today|still)$/i.test(word) || nlp(word).has('#Adverb');

/** A short clause with its verb last, before the adverbs that end it: "how old my dad is now". */
function withVerbBeforeAdverbs(wh: string, subject: readonly string[], aux: string): string {
  let end = subject.length;
  while (end > 1 && isAdverb(subject[end - 1] ?? '')) end--;
  return [wh, ...subject.slice(0, end), aux, ...subject.slice(end)].join(' ');
}

/**
 * The clause with its verb in the third person singular ("my dad keep busy" → "my dad keeps busy"): the first verb
 * the tagger finds, else the word after the subject's noun.
 */
function thirdPerson(subject: readonly string[]): string {
  // Not a gerund: in "Oisín play in hurling" the tagger reads "play" as a noun and "hurling" as the verb.
  const found = nlp(subject.join(' ')).verbs().not('#Gerund').first().text().split(' ')[0];
  // "What does your brother do, and …": the verb's word without the comma after it.
  const at = found
    ? subject.findIndex((word) => word.replace(/[,;:]$/, '') === found)
    : determiner.test(subject[0] ?? '')
      ? 2
      : 1;
  const [, verb, mark = ''] = /^(.*?)([,;:]?)$/.exec(subject[at] ?? '') ?? [];
  if (!verb || at < 0) return subject.join(' ');
  return [...subject.slice(0, at), `${inflected(verb)}${mark}`, ...subject.slice(at + 1)].join(' ');
}

function inflected(verb: string): string {
  if (/^(have|be)$/i.test(verb)) return verb.toLowerCase() === 'have' ? 'has' : 'is';
  if (/(s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * "your" → "my"; "you" → "I" as the subject of a clause ("when you worked", "the ship you worked on", "something
 * you ever make": adverbs before its verb), else "me"; "of you" → "of us" ("the two of you").
 */
function firstPerson(word: string, before: string | undefined, following: readonly string[]): string {
  if (partnerShorthand.test(word) && /^(your|my|his|her)$/i.test(before ?? '')) return word.toLowerCase();
  if (!/^(you|u)$/i.test(word)) return secondToFirst[word.toLowerCase()] ?? word;
  const after = following.find((next) => !nlp(next).has('#Adverb'));
  if (subordinator.test(before ?? '') || (after !== undefined && nlp(after).has('#Verb'))) return 'I';
  return /^of$/i.test(before ?? '') ? 'us' : 'me';
}

/**
 * "BF", "GF's": texting shorthand for a partner, which the owner writes in lower case, not a name; a partner's only
 * after "your", "my", "his", "her" ("Is your bread GF?" is gluten-free, kept as asked).
 */
export const partnerShorthand = /^(?:bf|gf)(?:['’]s)?$/i;

const subordinator = /^(when|where|while|if|because|that|since|before|after|as|and|until|whether|who)$/i;
