import { isStopWord, lemmaCandidates, normalize } from './text.ts';
import type { WordNet } from './wordnet.ts';

/** The kind of answer a question asks for, and the kinds of answers a paragraph holds. */
export type AnswerKind = 'place' | 'time' | 'person' | 'quantity' | 'reason' | 'name';

/** Question openings and the kind of answer they want ("how old" wants a number, "where" a place). */
const questionCues: Array<[RegExp, AnswerKind]> = [
  [/\b(what|which) (year|month|day|date|time|season)\b|\bsince when\b|\bhow long ago\b/, 'time'],
  [/\bhow (many|much|old|long|often|tall|far|big)\b/, 'quantity'],
  [/\bwhere\b/, 'place'],
  [/\bwhen\b/, 'time'],
  [/\b(who|whom)\b/, 'person'],
  [/\bwhy\b/, 'reason'],
];

/** The kind of answer a question wants, when its wording says so. */
export function questionKind(question: string): AnswerKind | undefined {
  const text = normalize(question);
  return questionCues.find(([cue]) => cue.test(text))?.[1];
}

/** WordNet lexicographer classes that hold each kind of answer. */
const kindOfClass: Record<string, AnswerKind> = {
  'noun.location': 'place',
  'noun.person': 'person',
  'noun.motive': 'reason',
};

const numberWords = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
    'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million dozen half ' +
    'twice once'
  ).split(' '),
);
/** Words that place a statement in time without a date ("since", "last summer"). */
const timeWords = new Set(
  'since ago ever spring summer autumn fall winter until later earlier recently'.split(' '),
);
/** Words that introduce a cause or a purpose. */
const reasonWords = new Set('because reason due so why therefore'.split(' '));

/**
 * Tags a paragraph with the kinds of answers it holds, from the WordNet class of each word's most common noun
 * sense, numbers and years, cause words, and capitalised names WordNet does not know (people or places).
 */
export function createAnswerKindTagger(wordNet: WordNet): (text: string) => Set<AnswerKind> {
  const cache = new Map<string, AnswerKind | undefined>();
  const kindOfWord = (word: string): AnswerKind | undefined => {
    if (cache.has(word)) return cache.get(word);
    const lemma = lemmaCandidates(word).find((candidate) => wordNet.isNoun(candidate));
    const nounClass = lemma ? wordNet.nounClass(lemma) : undefined;
    const kind = nounClass ? kindOfClass[nounClass] : undefined;
    cache.set(word, kind);
    return kind;
  };
  const timeClass = (word: string): boolean =>
    lemmaCandidates(word).some(
      (candidate) => wordNet.isNoun(candidate) && wordNet.nounClass(candidate) === 'noun.time',
    );
  return (text) => {
    const kinds = new Set<AnswerKind>();
    // Sentence starts are capitalised anyway, so only later capitals hint at a name.
    const tokens = text.match(/[\p{L}\p{N}]+|[.!?]/gu) ?? [];
    tokens.forEach((token, i) => {
      const word = normalize(token);
      if (/^\d+$/.test(word)) {
        kinds.add('quantity');
        if (/^(1[89]|20)\d\d$/.test(word)) kinds.add('time');
        return;
      }
      if (numberWords.has(word)) kinds.add('quantity');
      if (timeWords.has(word)) kinds.add('time');
      if (reasonWords.has(word)) kinds.add('reason');
      if (isStopWord(word) || word.length < 3) return;
      const kind = kindOfWord(word);
      if (kind) kinds.add(kind);
      const capitalised = /^\p{Lu}/u.test(token) && i > 0 && !/[.!?]/.test(tokens[i - 1] ?? '.');
      // Named days and months ("Sunday", "April", "Christmas"): a general "time" or "year" is no date.
      if (capitalised && timeClass(word)) kinds.add('time');
      if (capitalised && !kind && !lemmaCandidates(word).some((candidate) => wordNet.has(candidate))) {
        kinds.add('name');
      }
    });
    return kinds;
  };
}

/** How much a paragraph's score grows when it holds the kind of answer the question wants. */
export function kindBoost(wanted: AnswerKind | undefined, held: Set<AnswerKind> | undefined): number {
  if (!wanted || !held) return 1;
  if (held.has(wanted)) return 1 + kindWeights.match;
  // An unknown capitalised word may well be the person or place asked about.
  if ((wanted === 'person' || wanted === 'place') && held.has('name')) return 1 + kindWeights.name;
  return 1;
}

export const kindWeights = { match: 0.3, name: 0.15 };
