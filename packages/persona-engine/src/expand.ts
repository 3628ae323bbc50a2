import { conceptGroups } from './concepts.ts';
import { isFramingWord, isStopWord, lemmaCandidates, stem, words } from './text.ts';
import { defaultWordNet, type PartOfSpeech, type WordNet } from './wordnet.ts';

/** One meaningful word of a question and the indexed terms that stand for it. */
export interface QueryConcept {
  word: string;
  /** Framing words ("favourite", "like") are searched but do not decide whether something relevant is known. */
  framing: boolean;
  /** How much the concept counts when judging coverage: things (nouns) count more than actions. */
  importance: number;
  terms: Map<string, number>;
  /** Index of the concept's first word in the question. */
  position: number;
}

export interface ExpandedQuery {
  concepts: QueryConcept[];
  /** Every indexed term to search with its weight (the best weight any concept gives it). */
  weights: Map<string, number>;
  /**
   * What kind of answer the question wants: the thing named right after "what" or "which" ("What *car* do you
   * drive?"). An entry that does not speak of it does not answer the question.
   */
  focus?: QueryConcept;
}

export interface ExpansionOptions {
  /** WordNet synonyms and broader terms; `false` turns them off. */
  wordNet?: WordNet | false;
  /** Curated concept groups; `false` turns them off. */
  concepts?: string[] | false;
}

const weights = { original: 1, concept: 0.6, synonym: 0.45, broader: 0.25 };
/** Parents closer to WordNet's root than this are too general to imply ("person", "organism"). */
const impliedMinDepth = 5;

interface ConceptTable {
  /** Groups a single word or phrase (words stemmed, joined by spaces) belongs to. */
  groupsOf: Map<string, number[]>;
  /** Members of each group as stemmed phrases. */
  members: string[][];
  longestPhrase: number;
}

/** Words after which comes a thing ("your *dog*"), so only the noun senses of a word apply. */
const determiners = new Set('a an the your my his her our their any some this that'.split(' '));

/** Ordinals and similar modifiers: "your *first* kiss" is about the kiss. */
const modifiers = new Set('first last second third next previous latest recent old new'.split(' '));

/** Words after which a question names what someone does ("do you *play*", "can you *ski*"). */
const actionCues = new Set('you i we they he she can could would will should'.split(' '));

const focusSkips = new Set(['is', 'was', 'are', 'were', 'the', 'your', 'my', 'a', 'an', 'of']);

/** Position of the word naming the kind of answer wanted ("What is your favourite *colour*?"), or -1. */
function focusPosition(all: string[]): number {
  const wh = all.findIndex((word) => word === 'what' || word === 'which');
  if (wh === -1) return -1;
  let at = wh + 1;
  while (at < all.length && (focusSkips.has(all[at] ?? '') || isFramingWord(all[at] ?? ''))) at++;
  return at < all.length ? at : -1;
}

/** People a question can be about: family, partners, friends and others close to the owner. */
const peopleStems = new Set(
  (
    'mother father parent parents brother sister sibling siblings grandmother grandfather grandparent son daughter ' +
    'child children nephew niece cousin aunt uncle husband wife partner boyfriend girlfriend fiance fiancee friend ' +
    'boss colleague neighbour neighbor teacher'
  )
    .split(' ')
    .map((word) => stem(word)),
);

const phraseKey = (phrase: string): string => words(phrase).map(stem).join(' ');

function buildConceptTable(lines: string[]): ConceptTable {
  const groupsOf = new Map<string, number[]>();
  const members: string[][] = [];
  let longestPhrase = 1;
  const keysOf = (list: string) => [
    ...new Set(
      list
        .split(',')
        .map(phraseKey)
        .filter((key) => key !== ''),
    ),
  ];
  const addGroup = (keys: string[], linked: string[]) => {
    const group = members.length;
    members.push(linked);
    for (const key of keys) {
      longestPhrase = Math.max(longestPhrase, key.split(' ').length);
      groupsOf.set(key, [...(groupsOf.get(key) ?? []), group]);
    }
  };
  for (const line of lines) {
    // "hub => kinds": the hub words relate to every kind, each kind only to the hub ("job" ~ "nurse", but
    // "nurse" is not "teacher").
    const [hub = '', kinds] = line.split('=>');
    const hubKeys = keysOf(hub);
    if (kinds === undefined) {
      addGroup(hubKeys, hubKeys);
      continue;
    }
    const kindKeys = keysOf(kinds);
    addGroup(hubKeys, [...hubKeys, ...kindKeys]);
    for (const kind of kindKeys) addGroup([kind], [kind, ...hubKeys]);
  }
  return { groupsOf, members, longestPhrase };
}

function addTerm(terms: Map<string, number>, phrase: string, weight: number): void {
  // A phrase stands for the concept as a whole, so its words share the weight.
  const parts = phrase
    .split(' ')
    .filter((part) => part.length > 1 && !isStopWord(part) && !/^\d+$/.test(part));
  for (const part of parts) {
    const share = weight / Math.sqrt(parts.length);
    terms.set(part, Math.max(terms.get(part) ?? 0, share));
  }
}

/** Turns a question into weighted search terms: its own words, then related words from WordNet and concepts. */
export function createQueryExpander(options: ExpansionOptions = {}): (query: string) => ExpandedQuery {
  const wordNet = options.wordNet === undefined ? defaultWordNet() : options.wordNet;
  const table = options.concepts === false ? undefined : buildConceptTable(options.concepts ?? conceptGroups);
  const relatedCache = new Map<string, Map<string, number>>();
  const importanceOf = (word: string): number => {
    // A question about "your father" is about him: an entry about someone else does not answer it.
    if (peopleStems.has(stem(word))) return 2;
    if (!wordNet) return 1;
    const nounForms = [word, word.replace(/(es|s)$/, ''), word.replace(/ies$/, 'y')];
    const isNoun = nounForms.some((form) => wordNet.isNoun(form));
    const known = lemmaCandidates(word).filter((candidate) => wordNet.has(candidate));
    // A quality asked about tells the answer apart ("Do you like *spicy* food?" is not answered by any food).
    const isQuality = known.length > 0 && known.every((candidate) => wordNet.isAdjective(candidate));
    // Words WordNet does not know (names, places) are what a question is about; actions ("do you drive") less so.
    return isNoun || isQuality || known.length === 0 ? 1 : 0.3;
  };

  const wordNetTerms = (word: string, pos: PartOfSpeech | undefined): Map<string, number> => {
    const related = new Map<string, number>();
    if (!wordNet) return related;
    const lemma = lemmaCandidates(word).find((candidate) => wordNet.has(candidate));
    if (!lemma) return related;
    const found = wordNet.relations(lemma, { allowProper: lemma === word, ...(pos ? { pos } : {}) });
    for (const synonym of found.synonyms.slice(0, 12)) addTerm(related, phraseKey(synonym), weights.synonym);
    for (const parent of found.broader.slice(0, 6)) addTerm(related, phraseKey(parent), weights.broader);
    for (const part of found.parts.slice(0, 80)) addTerm(related, phraseKey(part), weights.synonym);
    for (const kin of found.derived.slice(0, 6)) addTerm(related, phraseKey(kin), weights.synonym);
    return related;
  };

  const relatedTerms = (word: string, pos: PartOfSpeech | undefined): Map<string, number> => {
    const cacheKey = `${word}/${pos ?? ''}`;
    const cached = relatedCache.get(cacheKey);
    if (cached) return cached;
    const related = wordNetTerms(word, pos);
    const groups = new Set(lemmaCandidates(word).flatMap((form) => table?.groupsOf.get(stem(form)) ?? []));
    for (const group of groups) {
      for (const member of table?.members[group] ?? []) addTerm(related, member, weights.concept);
    }
    relatedCache.set(cacheKey, related);
    return related;
  };

  return (query) => {
    const all = words(query);
    const concepts: QueryConcept[] = [];
    const used = new Set<number>();
    // Multi-word phrases of the concept table first ("grow up", "work from home").
    for (let size = table?.longestPhrase ?? 1; size >= 2; size--) {
      for (let start = 0; start + size <= all.length; start++) {
        const span = all.slice(start, start + size);
        const key = span.map(stem).join(' ');
        const groups = table?.groupsOf.get(key);
        if (!groups || span.some((_, i) => used.has(start + i))) continue;
        for (let i = start; i < start + size; i++) used.add(i);
        const terms = new Map<string, number>();
        addTerm(terms, key, weights.original);
        for (const group of groups) {
          for (const member of table?.members[group] ?? []) addTerm(terms, member, weights.concept);
        }
        // A person named by a phrase ("little sister") counts as much as one named by a word.
        const importance = span.some((part) => peopleStems.has(stem(part))) ? 2 : 1;
        concepts.push({ word: span.join(' '), framing: false, importance, terms, position: start });
      }
    }
    all.forEach((word, position) => {
      if (used.has(position) || isStopWord(word)) return;
      // Right after "you" or "I" comes what someone does, which weighs less than what it is about.
      const isAction = actionCues.has(all[position - 1] ?? '');
      // Framing words are not expanded: "favourite" would otherwise pull in "pet" and "darling".
      const framing = isFramingWord(word);
      const previous = all[position - 1] ?? '';
      const pos = determiners.has(previous) ? 'noun' : isAction ? 'verb' : undefined;
      const terms = framing ? new Map<string, number>() : new Map(relatedTerms(word, pos));
      terms.set(stem(word), weights.original);
      const base = modifiers.has(word) ? 0.3 : importanceOf(word);
      const importance = isAction ? Math.min(0.3, base) : base;
      concepts.push({ word, framing, importance, terms, position });
    });
    const focusAt = focusPosition(all);
    const merged = new Map<string, number>();
    for (const concept of concepts) {
      for (const [term, weight] of concept.terms) merged.set(term, Math.max(merged.get(term) ?? 0, weight));
    }
    const focus = concepts.find((concept) => concept.position === focusAt);
    return { concepts, weights: merged, ...(focus ? { focus } : {}) };
  };
}

/**
 * Words a paragraph implies without saying them: the parents of its words ("greyhound" -> "dog") and the wholes
 * they belong to ("Valparaíso" -> "Chile"). Indexed in a separate, lightly boosted field.
 */
export function createDocumentExpander(wordNet: WordNet = defaultWordNet()): (text: string) => string {
  const cache = new Map<string, string[]>();
  const impliedBy = (word: string): string[] => {
    const cached = cache.get(word);
    if (cached) return cached;
    const lemma = lemmaCandidates(word).find((candidate) => wordNet.has(candidate));
    const implied = lemma
      ? (() => {
          const { broader, wholes } = wordNet.relations(lemma, {
            depth: 2,
            nounsOnly: true,
            minParentDepth: impliedMinDepth,
          });
          // Derived forms of the word's first senses ("camper" -> camp, "allergic" -> allergy) let a question
          // phrased with another part of speech meet it.
          const { derived } = wordNet.relations(lemma, { allowProper: false });
          return [...broader.slice(0, 8), ...wholes.slice(0, 3), ...derived.slice(0, 6)];
        })()
      : [];
    cache.set(word, implied);
    return implied;
  };
  return (text) => {
    const unique = new Set(words(text).filter((word) => !isStopWord(word) && word.length > 2));
    return [...[...unique].flatMap(impliedBy), ...kinshipImplied(text)].join(' ');
  };
}

const ageGap =
  /\b(\d+|a few|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) years? (older|younger)\b/i;

/**
 * Kin a paragraph describes without naming the relation: "Tomás is three years older than me. He is…" is how people
 * write about a brother or sister. An age gap implies a sibling, and the pronoun which one, unless the paragraph
 * names a relation itself ("my boss is ten years older"), which is then searchable as it is.
 */
function kinshipImplied(text: string): string[] {
  if (!ageGap.test(text) || words(text).some((word) => peopleStems.has(stem(word)))) return [];
  const he = /\b(he|him|his)\b/i.test(text);
  const she = /\b(she|her|hers)\b/i.test(text);
  return ['sibling', ...(he && !she ? ['brother'] : []), ...(she && !he ? ['sister'] : [])];
}
