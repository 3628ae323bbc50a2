import nlp from 'compromise';
import { LRUCache } from 'lru-cache';

/** A word as compromise tags it. */
export interface TaggedTerm {
  text: string;
  normal: string;
  tags: string[];
  pre: string;
  post: string;
}

/** A text's words as compromise tags them, in order. */
export function taggedTerms(text: string): TaggedTerm[] {
  return [...tagged.memo(text)];
}

/** Each text tagged once: a reply reads a sentence many ways, and tagging is the dearest of them. */
const tagged = new LRUCache<string, readonly TaggedTerm[]>({
  max: 2_000,
  memoMethod: (text) =>
    (nlp(text).json() as Array<{ terms: TaggedTerm[] }>).flatMap((sentence) => sentence.terms),
});

/** compromise's word list: each word it knows, with its tag ("grew": "PastTense", "happy": "Adjective"). */
export const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } })
  .one.lexicon;

/**
 * Words for a relation, by the relation they name: the ones people write in notes and questions, loanwords a note
 * may keep ("abuela", "Amma", "Mormor") and nursery forms, not a thesaurus. "Partner" and "spouse" name a husband or
 * a wife alike: in a note about one's life, "my partner" is the one they live with (a business partner is rarely
 * written bare). Accents dropped, as `words` drops them ("mãe" → "mae"); no "ma" or "pa", which notes write for a
 * degree and an assistant.
 */
export const kinWords: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({
    father: 'father dad daddy papa appa pai papi tata',
    mother: 'mother mum mom mam mama mamma mammy mommy mummy amma mae mamae',
    parent: 'parent folks',
    husband: 'husband hubby spouse partner fiance',
    wife: 'wife wifey missus spouse partner fiancee',
    son: 'son',
    daughter: 'daughter',
    child: 'child children kid kiddo',
    brother: 'brother bro',
    sister: 'sister sis',
    sibling: 'sibling',
    grandmother:
      'grandmother grandma gran granny grannie nan nana nanna abuela oma nonna vo vovo avo paati mormor farmor babcia yiayia',
    grandfather:
      'grandfather grandpa granddad grandad gramps abuelo opa nonno avo thatha morfar farfar dziadek pappous',
    grandparent: 'grandparent',
    grandson: 'grandson',
    granddaughter: 'granddaughter',
    grandchild: 'grandchild grandchildren grandkid',
    uncle: 'uncle tio zio onkel',
    aunt: 'aunt auntie aunty tia zia tante',
    cousin: 'cousin',
    nephew: 'nephew',
    niece: 'niece',
  }).map(([relation, names]) => [relation, names.split(' ')]),
);

const male = ['father', 'husband', 'son', 'brother', 'grandfather', 'grandson', 'uncle', 'nephew'];
const female = ['mother', 'wife', 'daughter', 'sister', 'grandmother', 'granddaughter', 'aunt', 'niece'];
const wordsOf = (relations: readonly string[]) => relations.flatMap((relation) => kinWords[relation] ?? []);

/** Words for kin "he" stands for, and "she": none that names both ("partner", "spouse", "avo"). */
export const kinByGender = {
  he: wordsOf(male).filter((word) => !wordsOf(female).includes(word)),
  she: wordsOf(female).filter((word) => !wordsOf(male).includes(word)),
} as const;

/**
 * Words a parent or grandparent is called by as a name ("Nonna had a fall", "Tata is 84"), not the formal ones
 * ("Father Brown", "Mother Teresa") nor the shortest, which are also given names ("Mae", "Opa"): the owner's.
 */
export const kinCalledBy = wordsOf(['father', 'mother', 'grandfather', 'grandmother']).filter(
  (word) => word.length >= 4 && !(word in kinWords),
);

/**
 * A relation asked about takes in the ones it is made of ("your parents" is answered by a note about "my mum"), but
 * not the other way: "My parents live in Utrecht" does not say which of them a question about the dad means, and
 * "my brothers" never answers for a sister.
 */
const kinMadeOf: Readonly<Record<string, readonly string[]>> = {
  parent: ['father', 'mother'],
  child: ['son', 'daughter'],
  sibling: ['brother', 'sister'],
  grandparent: ['grandmother', 'grandfather'],
  grandchild: ['grandson', 'granddaughter'],
};

const relationsByWord = new Map<string, string[]>();
for (const [relation, names] of Object.entries(kinWords))
  for (const name of names) relationsByWord.set(name, [...(relationsByWord.get(name) ?? []), relation]);

/** The relations one word names ("dad" → father, "partner" → husband and wife, "grannies" → grandmother). */
export function kinOf(word: string): readonly string[] {
  const lower = word.toLowerCase();
  const singular = /s$/.test(lower) && !relationsByWord.has(lower) ? lower.slice(0, -1) : lower;
  return relationsByWord.get(singular) ?? relationsByWord.get(lower.replace(/ies$/, 'y')) ?? [];
}

/**
 * The relations a text names, step- and in-law ones apart ("my stepdad" names a stepfather, "my mother-in-law" a
 * mother-in-law, neither a father or a mother).
 */
export function kinIn(text: string): Set<string> {
  const tokens =
    text
      // "Married to Gary": a sentence that leaves the owner out, as notes do, is the owner's (`ownerMarriedShorthand`).
      .replace(ownerMarriedShorthand, 'I married to')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Numbers kept: "our eldest, 30 now" says which child is 30, not a child said alone.
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const found = new Set<string>();
  // "My dad's mother" names a grandmother, not a father and a mother: both parent words are used up by it.
  const partOfGrand = new Set<number>();
  tokens.forEach((token, i) => {
    const grand = parentsParent(token, tokens[i + 1], tokens[i + 2]);
    if (!grand) return;
    found.add(grand);
    partOfGrand.add(i).add(i + 2);
  });
  tokens.forEach((token, i) => {
    if (partOfGrand.has(i)) return;
    // "my kid brother", "our baby sister": the child's word says which sibling, not another relative.
    if (/^(?:kid|baby)$/.test(token) && kinOf(tokens[i + 1] ?? '').length > 0) return;
    const stepped = token.startsWith('step') && kinOf(token.slice(4)).length > 0;
    if (token === 'step' && kinOf(tokens[i + 1] ?? '').length > 0) return;
    const step = stepped || tokens[i - 1] === 'step' ? 'step' : '';
    const inLaw = tokens[i + 1] === 'in' && /^laws?$/.test(tokens[i + 2] ?? '') ? '-in-law' : '';
    for (const relation of kinOf(stepped ? token.slice(4) : token)) found.add(`${step}${relation}${inLaw}`);
    for (const relation of kinSaidAround(tokens, i)) found.add(relation);
  });
  return found;
}

/**
 * Relatives a note or a friend names without a kin word: "I'm married to Otieno" names a spouse; "your youngest",
 * "our eldest" with no noun after it, "your little one" and "the baby" a child ("How old is your youngest?"); "your
 * old man" a father or a husband; "my other half" or "my better half" a spouse; "the eldest of us three" a sibling. Not "eldest" alone: among children, it says
 * which one.
 */
function kinSaidAround(tokens: readonly string[], i: number): readonly string[] {
  const [before, token, after] = [tokens[i - 1], tokens[i] ?? '', tokens[i + 1]];
  const someones = (word: string | undefined) => /^(?:my|our|your|his|her|their)$/.test(word ?? '');
  if (token === 'married' && after === 'to') return ownerMarried(tokens, i) ? ['husband', 'wife'] : [];
  if (token === 'man' && before === 'old' && someones(tokens[i - 2])) return ['father', 'husband'];
  // "my fella", not "a fella at work".
  if (/^(?:man|fella)$/.test(token) && someones(before)) return ['husband'];
  if (token === 'half' && /^(?:other|better)$/.test(before ?? '') && someones(tokens[i - 2]))
    return ['husband', 'wife'];
  if (token === 'one' && before === 'little' && someones(tokens[i - 2])) return ['child'];
  // "How's the family?", "How is your family doing?": the family itself, not "the family car" nor "my family's house".
  if (token === 'family' && (someones(before) || before === 'the') && askedAfter.test(after ?? ''))
    return ['family'];
  // "your boy", "our lass", "my little girl": a son or a daughter; not "a boy in my class", "the old girl".
  const ofSomeone = someones(before) || (childSize.test(before ?? '') && someones(tokens[i - 2]));
  if (/^(?:boy|lad)$/.test(token) && ofSomeone) return ['son'];
  if (/^(?:girl|lass)$/.test(token) && ofSomeone) return ['daughter'];
  // Many of them only counted as the owner's ("our two girls", "we have two boys"), the count ending the phrase: not
  // "my girls" (friends, often), "I've got 30 girls in my class", "we had two girls over".
  const counted =
    (counts.test(before ?? '') || /^\d+$/.test(before ?? '')) &&
    (someones(tokens[i - 2]) || ownerHas(tokens, i - 2)) &&
    !/^(?:in|at|on|from|over|round|for|to|of)$/.test(after ?? '');
  if (/^(?:boys|lads)$/.test(token) && counted) return ['son'];
  if (/^(?:girls|lasses)$/.test(token) && counted) return ['daughter'];
  if (token === 'baby' && aboutTheBaby.test(tokens.slice(Math.max(0, i - 1), i + 2).join(' ')))
    return ['child'];
  if (!byAge.test(token)) return [];
  const among = tokens[i + 2] ?? '';
  if (after === 'of' && (/^(?:us|you|\d+)$/.test(among) || counts.test(among)))
    // "My mum was the eldest of six": her siblings, not the owner's.
    return /^(?:us|you)$/.test(among) ||
      !tokens.slice(Math.max(0, i - 4), i).some((word) => kinOf(word).length > 0)
      ? ['sibling']
      : [];
  const nominal = after === undefined || /^(?:is|was|s|does|did|do|has|had|now|who|just)$/.test(after);
  return someones(before) && nominal ? ['child'] : [];
}

/** What may follow someone asked after themselves ("How's the family doing?"): nothing, or how they are. */
const askedAfter = /^(?:|doing|keeping|getting|going|holding|been)$/;

/** "We have", "I've got": the owner's, what follows. */
const ownerHas = (tokens: readonly string[], at: number) =>
  /^(?:have|got)$/.test(tokens[at] ?? '') && /^(?:we|i|ve)$/.test(tokens[at - 1] ?? '');

/** Words before a child's "boy" or "girl" that say which one ("my little girl", "our eldest boy"). */
const childSize = /^(?:little|wee|baby|big|eldest|oldest|youngest)$/;

/** A count said as a word ("the youngest of seven", "their two"): the one list of them. */
export const numberWord = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const counts = new RegExp(`^${numberWord}$`, 'i');
/** One's place by age among siblings or children. */
export const ageWord = '(?:eldest|oldest|youngest)';
export const byAge = new RegExp(`^${ageWord}$`, 'i');

/**
 * "The baby" or "our baby" as a person: not "the baby of the family" (the one saying it) nor "the baby boomers" or
 * "the baby clothes", a word for things after it.
 */
const aboutTheBaby = /\b(?:the|my|our|your) baby\b(?!\s+(?:of\b|\p{L}{3,}s\b))/iu;

/**
 * "Married to Gary (66), he's retired.": opening a sentence (the text's start, after a full stop, or a new line not
 * after a colon), a capitalised name after it, the marriage still on. Not "Married to my job", "Married to the Mob",
 * "Mum: Married to Dad", "My sister Ana, Married to Kunle", "Married to Ana 2001-2015, divorced since."
 */
const ownerMarriedShorthand =
  /(?<=^|[.!?]\s+|(?<!:[ \t]*)\n\s*)Married\s+to(?=\s+(?!(?:Dad|Mum|Mom|Mother|Father|The|My|Our|His|Her|A|An)\b)\p{Lu}\p{Ll})(?![^.!?\n]*(?:\b(?:19|20)\d\d\s*[-–]\s*(?:19|20)?\d\d\b|\bdivorc|\bseparated\b|\bwidow|\buntil\b|\btill\b))/gu;

/** "I'm married to", "I have been married to", "we got married to": not "my sister is married to Kunle". */
function ownerMarried(tokens: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i > 0 && /^(?:m|re|ve|got|have|had|been|am|are)$/.test(tokens[i] ?? '')) i--;
  return /^(?:i|we)$/.test(tokens[i] ?? '');
}

/** "My mum's mother" is a grandmother, "Dad's father" a grandfather. */
function parentsParent(parent: string, s: string | undefined, next = ''): string | undefined {
  const isParent = (word: string) => kinOf(word).some((relation) => kinMadeOf.parent?.includes(relation));
  if (s !== 's' || !isParent(parent) || !isParent(next)) return undefined;
  return kinOf(next).includes('mother') ? 'grandmother' : 'grandfather';
}

/**
 * Whether a text names the relative a question's words for them name ("your dad" and "My father is a carpenter",
 * "your husband" and "my partner Luc", "your parents" and "my mum"). False when the question names no relation.
 */
export function namesKin(asked: string, text: string): boolean {
  const named = kinIn(text);
  return relationsAsked(asked).some((relation) => named.has(relation));
}

/**
 * Whether a text names the relative asked about or the relatives they are one of ("your sister" and "the eldest of
 * us three", "your son" and "the kids"): a note telling of the siblings may tell of the sister, though it never
 * says which one she is.
 */
export function namesKinAmong(asked: string, text: string): boolean {
  const named = kinIn(text);
  return relationsAsked(asked).some(
    (relation) =>
      named.has(relation) ||
      Object.entries(kinMadeOf).some(([group, made]) => made.includes(relation) && named.has(group)),
  );
}

/**
 * A child's children, said of one of the owner's children: "her little boy", "his two kids", "Their two are Zosia
 * and Antek"; not "his two dogs". A sibling's are a nephew's "son" or a niece's "daughter" only: a sister's "kids"
 * may be the class she teaches, and a niece is no one's son.
 */
const theirChildren = (words: string) => [
  new RegExp(
    String.raw`\b(?:his|her|their)\s+(?:(?:\d+|${numberWord})\s+)?(?:(?:little|baby)\s+)?(?:${words})\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:[Hh]is|[Hh]er|[Tt]heir)\s+${numberWord}\s+(?:are|were)\s+\p{Lu}`, 'u'),
];
const childrenSaid = {
  grandchild: theirChildren('boys?|girls?|sons?|daughters?|kids?|children'),
  nephew: theirChildren('boys?|sons?').slice(0, 1),
  niece: theirChildren('girls?|daughters?').slice(0, 1),
};

/** The relatives whose children the ones asked about are: the children's for grandchildren, siblings' for a nephew. */
export function parentsOf(asked: string): string | undefined {
  const kin = childOf(asked);
  return kin && (kin === 'grandchild' ? 'children' : 'siblings');
}

const childOf = (asked: string) =>
  (['grandchild', 'nephew', 'niece'] as const).find((kin) => namesKin(asked, kin));

/**
 * Whether a text said of the parents of the relatives asked about (`parentsOf`) names them: "Their two are Zosia, 9,
 * and Antek, 6." in a note on the children is about "your grandkids", "lives in Toronto with his wife and their son
 * Kofi (3)" in a note on a brother about "your nephew".
 */
export function namesTheirChildren(asked: string, text: string): boolean {
  const kin = childOf(asked);
  return kin !== undefined && childrenSaid[kin].some((said) => said.test(text));
}

/**
 * Which of several siblings or children a text says someone is, by the words for one's age among them: "the baby",
 * "your little one", "my kid brother", "baby of the family" the youngest; "our eldest", "my big sister" the eldest.
 */
export function ageAmongIn(text: string): 'youngest' | 'eldest' | undefined {
  if (
    /\b(?:youngest|little one|(?:little|kid|baby) (?:brother|sister|bro|sis)|baby of (?:the|our|my) family)\b/i.test(
      text,
    ) ||
    aboutTheBaby.test(text)
  )
    return 'youngest';
  if (/\b(?:eldest|oldest|(?:big|older) (?:brother|sister|bro|sis))\b/i.test(text)) return 'eldest';
  return undefined;
}

/** The relations a question's words for a relative name, with the ones a general one is made of. */
function relationsAsked(asked: string): string[] {
  return [...kinIn(asked)].flatMap((relation) => [
    relation,
    ...(relation === 'family' ? closeFamily : (kinMadeOf[relation] ?? [])),
  ]);
}

/**
 * Whom "the family" asked about takes in ("How's the family doing?": the notes on the kids, the wife, the mum): the
 * household and the parents and siblings, not the cousins a family tree would add.
 */
const closeFamily = [
  'husband',
  'wife',
  'parent',
  'father',
  'mother',
  'child',
  'son',
  'daughter',
  'sibling',
  'brother',
  'sister',
];

/**
 * Every word a note may use for the relatives a question asks about ("your mum" → mother, mum, mom, mam…; "your
 * kids" → child, children, son, daughter…), for the keyword search to find a note in its own word for them.
 */
export function kinWordsAsked(asked: string): string[] {
  return [...new Set(relationsAsked(asked).flatMap((relation) => kinWords[relation] ?? []))];
}

/**
 * Ways of saying one thing that a note and a question say differently, each as one word: "What food can't you
 * stand?" and "I hate eggplant" share "hate"; "When's her birthday?" and "She was born on 3 May" share "birth";
 * "What's left to do?" and "still need to do the floor" share "todo". A verb of feeling, of being born or of a task
 * yet to do, not a thesaurus.
 */
const oneMeaning: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:can(?:no|['’])t|couldn['’]t|cannot) (?:(?:you|i|he|she|they|we) )?(?:stand|bear|stomach)\b(?!\s+(?:up|to|for|by|still|on)\b)|\b(?:hat(?:e|es|ed|ing)|dislik(?:e|es|ed|ing)|detest(?:s|ed|ing)?|loath(?:e|es|ed|ing))\b/giu,
    'hate',
  ],
  [/\b(?:born|birthdays?)\b/giu, 'birth'],
  // "What's left to do on the camper?" and "still need to do the floor": what is yet to be done; only with "to do",
  // not "still need to sleep", "still has to take her meds" nor "still got to see the castle".
  [
    /(?:['’]s|\b(?:is|are|anything|nothing|much|still))\s+left\s+to\s+do\b|\bstill\s+(?:(?:need|needs|have|has|got)\s+)?to\s+do\b|\bto-?dos?\b/giu,
    'todo',
  ],
];

/**
 * A text with each way of saying one thing (`oneMeaning`) followed by its one word: the words as written still count
 * ("can't eat" and "I can't stand coriander" share "can't").
 */
export const inOneMeaning = (text: string) =>
  oneMeaning.reduce((said, [ways, word]) => said.replace(ways, (way) => `${way} ${word}`), text);
