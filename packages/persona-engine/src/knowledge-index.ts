import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { type AnswerKind, createAnswerKindTagger, kindBoost, questionKind } from './answer-kinds.ts';
import { EmbeddingMatrix } from './embedding-matrix.ts';
import {
  createDocumentExpander,
  createQueryExpander,
  type ExpandedQuery,
  type ExpansionOptions,
  type QueryConcept,
} from './expand.ts';
import { createSentenceEmbedder } from './sentence-embedding.ts';
import { isStopWord, stem, terms, words } from './text.ts';
import type { KnowledgeEntry, SearchHit } from './types.ts';
import { cosine, defaultWordVectors, type WordVectors } from './word-vectors.ts';
import { defaultWordNet } from './wordnet.ts';

interface Chunk {
  id: string;
  entryId: string;
  title: string;
  text: string;
  implied: string;
}

export interface KnowledgeIndex {
  /** Ranked entries for a question, best first; each with its best paragraph as the snippet. */
  search(query: string, options?: { limit?: number }): SearchHit[];
  /** Adds or replaces an entry. */
  upsert(entry: KnowledgeEntry): void;
  remove(entryId: string): void;
  readonly size: number;
}

export interface KnowledgeIndexOptions {
  /** Query expansion sources; `{ wordNet: false, concepts: false }` gives plain BM25. */
  expansion?: ExpansionOptions;
  /** Reuse one expander across indexes (it caches WordNet lookups). */
  expander?: (query: string) => ExpandedQuery;
  /** Adds implied words (WordNet parents and wholes) to each paragraph; `false` turns it off. */
  documentExpander?: ((text: string) => string) | false;
  /** Word vectors for the meaning-based half of the ranking; `false` ranks by words alone. */
  wordVectors?: WordVectors | false;
  /** How the signals of a paragraph add up to its score (see `defaultRankWeights`). */
  rankWeights?: RankWeights;
}

/** Weights of a paragraph's two signals in its score; each signal is between 0 and 1. */
export interface RankWeights {
  /** The BM25 score with expansion, times coverage and answer kind, relative to the question's best. */
  lexical: number;
  /** Cosine of the question's and the paragraph's sentence embeddings (negative counts as 0). */
  similarity: number;
}

/** Fitted by `scripts/fit-rank-weights.ts` on the tuning questions; the README gives its cross-validated figures. */
export const defaultRankWeights: RankWeights = { lexical: 0.88, similarity: 1.79 };

const snippetLength = 280;
const rerankDepth = 40;
/**
 * Below this cosine, two words that share a stem are different words to the stemmer's mistake ("celebrity" and
 * "celebrate", "universe" and "university": 0.21–0.34), while inflections and derivations stay above it
 * ("glasses" and "glass" 0.64, "designer" and "design" 0.66).
 */
const minSameStemSimilarity = 0.35;

/** Whether a question's word and the paragraph's words behind a shared stem mean the same. */
type SameSense = (questionWord: string, term: string, chunkId: string) => boolean;

/** Paragraphs closest in meaning that join the word-matched candidates. */
const similarDepth = 40;
/** Most search terms one question may expand to: its own words always stay. */
const maxQueryTerms = 40;
/** Looser relatives than this cost more time on large indexes than they bring. */
const minTermWeight = 0.3;
/** Related words found in more than this share of paragraphs are left out of the search... */
const maxTermShare = 0.02;
/** ...once the index is large enough for shares to mean something. */
const minDocumentsForPruning = 1000;
/**
 * Paragraphs the question's own words and their relatives may reach in all, on such an index, the most telling
 * words first: MiniSearch's time grows with the paragraphs the searched words are in (about 1.4 µs each). An own
 * word past its budget ("use", "make": in thousands of paragraphs) is not searched, but still counted in the
 * paragraphs the rarer words found. Chosen on the bench's 10,000 entries (16,885 paragraphs): paragraphs walked
 * per question fell from 1,119 (p95 2,213) to 537 (p95 826), while hit@3 there stayed within noise (0.432 without
 * budgets, 0.438 with these; relatives' budget at 300 drops it to 0.36).
 */
const postingBudget = { own: 400, relatives: 500 };

/** Splits an entry into paragraphs, the unit of retrieval. */
export function chunkEntry(entry: KnowledgeEntry): Chunk[] {
  const paragraphs = entry.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const texts = paragraphs.length > 0 ? paragraphs : [''];
  return texts.map((text, i) => ({
    id: `${entry.id}#${i}`,
    entryId: entry.id,
    title: entry.title,
    text,
    implied: '',
  }));
}

export function toSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= snippetLength) return flat;
  const cut = flat.lastIndexOf(' ', snippetLength - 1);
  return `${flat.slice(0, cut > 0 ? cut : snippetLength - 1)}…`;
}

let sharedExpander: ((query: string) => ExpandedQuery) | undefined;
let sharedDocumentExpander: ((text: string) => string) | undefined;

/** Expanders are shared by default: they cache WordNet lookups across indexes. */
function defaultExpanders() {
  if (!sharedExpander) sharedExpander = createQueryExpander();
  if (!sharedDocumentExpander) sharedDocumentExpander = createDocumentExpander();
  return { query: sharedExpander, document: sharedDocumentExpander };
}
const impliedFieldWeight = 0.45;
const fieldBoosts = { title: 2, text: 1, implied: 0.4 };
const minFocusCredit = 0.4;
/**
 * BM25+ of one use of a word in a paragraph of average length, per unit of rarity, with MiniSearch's parameters
 * (k = 1.2, b = 0.7, δ = 0.5): δ + (k + 1) / (1 + k).
 */
const singleUseBm25 = 0.5 + 1;

/** A paragraph as MiniSearch indexes it: each field holds terms already processed by `text.ts`, space-separated. */
interface IndexedChunk {
  id: string;
  title: string;
  text: string;
  implied: string;
}

/** Terms were normalised, stemmed and stripped of stop words once by `terms()`: MiniSearch only splits them. */
const splitTerms = (text: string): string[] => (text === '' ? [] : text.split(' '));

function createEngine(): MiniSearch<IndexedChunk> {
  return new MiniSearch<IndexedChunk>({
    fields: ['title', 'text', 'implied'],
    tokenize: splitTerms,
    processTerm: (term) => term,
    searchOptions: { boost: fieldBoosts, combineWith: 'OR' },
  });
}

/** A fielded BM25+ index (MiniSearch) over paragraphs of knowledge entries, searched with an expanded query. */
export function createKnowledgeIndex(
  entries: readonly KnowledgeEntry[],
  options: KnowledgeIndexOptions = {},
): KnowledgeIndex {
  const expand =
    options.expander ??
    (options.expansion ? createQueryExpander(options.expansion) : defaultExpanders().query);
  const implied =
    options.documentExpander === false || options.expansion?.wordNet === false
      ? undefined
      : (options.documentExpander ?? defaultExpanders().document);
  const wordNet = options.expansion?.wordNet ?? defaultWordNet();
  const tagKinds = wordNet === false ? undefined : createAnswerKindTagger(wordNet);
  const vectors = options.wordVectors === false ? undefined : (options.wordVectors ?? defaultWordVectors());
  const embed = vectors ? createSentenceEmbedder(vectors) : undefined;
  const rankWeights = options.rankWeights ?? defaultRankWeights;
  /** Sentence embedding of each paragraph with its title, for the meaning-based candidates and score. */
  const chunkEmbeddings = new EmbeddingMatrix(vectors?.dimensions ?? 0);
  /** The words behind each stem of a paragraph, to tell a stemmer's false friends apart. */
  const chunkWordsByStem = new Map<string, Map<string, Set<string>>>();
  const sameSense: SameSense = (questionWord, term, chunkId) => {
    if (!vectors || stem(questionWord) !== term) return true;
    const asked = vectors.vector(questionWord);
    const written = chunkWordsByStem.get(chunkId)?.get(term);
    if (!asked || !written) return true;
    return [...written].some((word) => {
      const vector = vectors.vector(word);
      return word === questionWord || !vector || cosine(asked, vector) >= minSameStemSimilarity;
    });
  };
  /** Kinds of answers each paragraph holds, tagged once at index time. */
  const chunkKinds = new Map<string, Set<AnswerKind>>();
  const engine = createEngine();
  const chunksById = new Map<string, Chunk>();
  const chunkIds = new Map<string, string[]>();
  /** Paragraphs containing each term, per field group, to leave out relatives that are everywhere. */
  const frequency = { text: new Map<string, number>(), implied: new Map<string, number>() };
  const chunkTerms = new Map<string, { text: string[]; implied: string[] }>();
  const count = (counts: Map<string, number>, list: string[], delta: number) => {
    for (const term of list) counts.set(term, (counts.get(term) ?? 0) + delta);
  };

  const upsert = (entry: KnowledgeEntry): void => {
    remove(entry.id);
    const chunks = chunkEntry(entry).map((chunk) =>
      implied ? { ...chunk, implied: implied(`${chunk.title} ${chunk.text}`) } : chunk,
    );
    for (const chunk of chunks) {
      const fields = { title: terms(chunk.title), text: terms(chunk.text), implied: terms(chunk.implied) };
      engine.add({
        id: chunk.id,
        title: fields.title.join(' '),
        text: fields.text.join(' '),
        implied: fields.implied.join(' '),
      });
      chunksById.set(chunk.id, chunk);
      const unique = {
        text: [...new Set([...fields.title, ...fields.text])],
        implied: [...new Set(fields.implied)],
      };
      chunkTerms.set(chunk.id, unique);
      if (tagKinds) chunkKinds.set(chunk.id, tagKinds(chunk.text));
      const embedding = embed?.(`${chunk.title}\n${chunk.text}`);
      if (embedding) chunkEmbeddings.set(chunk.id, embedding);
      if (vectors) chunkWordsByStem.set(chunk.id, wordsByStem(`${chunk.title} ${chunk.text}`));
      count(frequency.text, unique.text, 1);
      count(frequency.implied, unique.implied, 1);
    }
    chunkIds.set(
      entry.id,
      chunks.map((chunk) => chunk.id),
    );
  };
  const remove = (entryId: string): void => {
    for (const id of chunkIds.get(entryId) ?? []) {
      engine.discard(id);
      chunksById.delete(id);
      const unique = chunkTerms.get(id);
      if (unique) {
        count(frequency.text, unique.text, -1);
        count(frequency.implied, unique.implied, -1);
      }
      chunkTerms.delete(id);
      chunkKinds.delete(id);
      chunkEmbeddings.delete(id);
      chunkWordsByStem.delete(id);
    }
    chunkIds.delete(entryId);
  };
  /** Whether a term is in so many paragraphs that it tells them apart no better than a stop word. */
  const tooCommon = (counts: Map<string, number>, term: string) =>
    engine.documentCount >= minDocumentsForPruning &&
    (counts.get(term) ?? 0) > engine.documentCount * maxTermShare;
  /**
   * The terms to search: the question's own words and as many relatives as the posting budgets allow, the most
   * telling first (weight × rarity, as BM25 would count them). Own words past their budget are `deferred`.
   */
  const affordable = (weighted: Array<[term: string, weight: number]>) => {
    const documents = engine.documentCount;
    if (documents < minDocumentsForPruning) return { searched: weighted.map(([term]) => term), deferred: [] };
    const paragraphsWith = (term: string) => frequency.text.get(term) ?? 0;
    const value = ([term, weight]: [string, number]) => weight * idf(documents, paragraphsWith(term));
    const byValue = (list: Array<[string, number]>) => [...list].sort((a, b) => value(b) - value(a));
    const own = byValue(weighted.filter(([, weight]) => weight === 1));
    const relatives = byValue(weighted.filter(([, weight]) => weight < 1));
    const withinBudget = (list: Array<[string, number]>, budget: number, always: number) => {
      let spent = 0;
      const kept: string[] = [];
      const left: string[] = [];
      for (const [term, weight] of list) {
        // An own word is also searched among the implied words.
        const cost = paragraphsWith(term) + (weight === 1 ? (frequency.implied.get(term) ?? 0) : 0);
        if (kept.length >= always && spent + cost > budget) left.push(term);
        else {
          spent += cost;
          kept.push(term);
        }
      }
      return { kept, left };
    };
    // The most telling own word is always searched, so that a question of common words still finds something.
    const ownTerms = withinBudget(own, postingBudget.own, 1);
    return {
      searched: [...ownTerms.kept, ...withinBudget(relatives, postingBudget.relatives, 0).kept],
      deferred: ownTerms.left,
    };
  };
  for (const entry of entries) upsert(entry);

  return {
    get size() {
      return chunkIds.size;
    },
    upsert,
    remove,
    search(query, { limit = 5 } = {}) {
      const expanded = expand(query);
      const matched = expanded.weights.size === 0 ? [] : wordMatches(expanded, query, limit);
      const queryEmbedding = embed?.(query);
      const similar = queryEmbedding ? chunkEmbeddings.closest(queryEmbedding, similarDepth) : [];
      const topLexical = Math.max(0, ...matched.map((match) => match.lexical));
      const signals = new Map<string, { lexical: number; coverage: number }>();
      for (const match of matched) {
        signals.set(match.id, {
          lexical: topLexical > 0 ? match.lexical / topLexical : 0,
          coverage: match.coverage,
        });
      }
      for (const id of similar) if (!signals.has(id)) signals.set(id, { lexical: 0, coverage: 0 });
      const best = new Map<string, SearchHit>();
      for (const [id, { lexical, coverage }] of signals) {
        const chunk = chunksById.get(id);
        if (!chunk) continue;
        const embedding = chunkEmbeddings.get(id);
        const similarity = queryEmbedding && embedding ? Math.max(0, cosine(queryEmbedding, embedding)) : 0;
        const score = rankWeights.lexical * lexical + rankWeights.similarity * similarity;
        const current = best.get(chunk.entryId);
        if (current && current.score >= score) continue;
        best.set(chunk.entryId, {
          entryId: chunk.entryId,
          title: chunk.title,
          snippet: chunk.text,
          score,
          coverage,
          lexical,
          similarity,
        });
      }
      return [...best.values()]
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map((hit) => ({ ...hit, snippet: toSnippet(hit.snippet) }));
    },
  };

  /**
   * A search result as if the `deferred` words had been searched too: they join its matched words and add what BM25
   * would give a single use of each in a paragraph of average length. MiniSearch multiplies a paragraph's score by
   * the number of query words it matches; so does this.
   */
  function withDeferred(result: SearchResult, deferred: string[], boostTerm: (term: string) => number) {
    const unique = chunkTerms.get(result.id);
    if (deferred.length === 0 || !unique) return result;
    const match = { ...result.match };
    let added = 0;
    let sum = result.score / Math.max(1, result.queryTerms.length);
    for (const term of deferred) {
      const field = unique.text.includes(term)
        ? 'text'
        : unique.implied.includes(term)
          ? 'implied'
          : undefined;
      if (!field) continue;
      match[term] = [field];
      added++;
      const paragraphsWith = (field === 'text' ? frequency.text : frequency.implied).get(term) ?? 0;
      sum += boostTerm(term) * fieldBoosts[field] * singleUseBm25 * idf(engine.documentCount, paragraphsWith);
    }
    return added === 0 ? result : { ...result, match, score: sum * (result.queryTerms.length + added) };
  }

  /** Paragraphs that match the question's words (and their relatives), with BM25 score and coverage. */
  function wordMatches(expanded: ExpandedQuery, query: string, limit: number) {
    const { searched, deferred } = affordable(
      [...expanded.weights]
        .filter(
          ([term, weight]) => weight === 1 || (weight >= minTermWeight && !tooCommon(frequency.text, term)),
        )
        .sort((a, b) => b[1] - a[1])
        .slice(0, maxQueryTerms),
    );
    // The question's own words, those of its phrases ("little sister") included, but not its framing words.
    const said = new Set(expanded.concepts.filter((concept) => !concept.framing).flatMap(originalTerms));
    const originals = searched.filter((term) => said.has(term) && !tooCommon(frequency.implied, term));
    const boostTerm = (term: string) => expanded.weights.get(term) ?? 1;
    // Implied words only meet the question's own words: relatives of relatives would match nearly everything.
    // Implied first: MiniSearch's OR keeps the later query's match info for a term found by both, and a word
    // the paragraph really says must count fully.
    const weighted: Query = {
      combineWith: 'OR',
      queries: [
        { queries: [originals.join(' ')], fields: ['implied'], boostTerm },
        { queries: [searched.join(' ')], fields: ['title', 'text'], boostTerm },
      ],
    };
    // Coverage re-ranks at most by a factor of 3, so the best raw candidates are enough to look at.
    const candidates = engine
      .search(weighted)
      .slice(0, Math.max(limit * 4, rerankDepth))
      .map((result) => withDeferred(result, deferred, boostTerm));
    const coverageOf = coverageFor(expanded, sameSense);
    const wanted = questionKind(query);
    return candidates.map((result) => {
      const coverage = coverageOf(result.match, result.id);
      const lexical = result.score * (0.5 + coverage) * kindBoost(wanted, chunkKinds.get(result.id));
      return { id: result.id, lexical, coverage };
    });
  }
}

/**
 * How much of the question's meaningful concepts a paragraph matches: each concept counts with the weight of its
 * best matched term, so a word of the question counts fully and a loose relative only in part.
 */
function coverageFor(
  expanded: ExpandedQuery,
  sameSense: SameSense,
): (match: SearchResult['match'], chunkId: string) => number {
  const meaningful = expanded.concepts.filter((concept) => !concept.framing);
  const counted = meaningful.length > 0 ? meaningful : expanded.concepts;
  const importance = counted.reduce((sum, concept) => sum + concept.importance, 0);
  // A word the question says itself is evidence for its own concept only ("ride" must not cover "motorbike").
  const ownWords = new Map(expanded.concepts.map((concept) => [concept, new Set(originalTerms(concept))]));
  const said = new Set([...ownWords.values()].flatMap((own) => [...own]));

  return (match, chunkId) => {
    if (counted.length === 0) return 0;
    const matched = Object.keys(match);
    const best = (concept: QueryConcept): number => {
      const own = ownWords.get(concept);
      // A phrase of the question ("first job") counts by the share of its words matched: "first" alone is half.
      const phrase = concept.word.includes(' ') && own && own.size > 1 ? own : undefined;
      let credit = 0;
      let phraseCredit = 0;
      for (const term of matched) {
        if (said.has(term) && !own?.has(term)) continue;
        if (!sameSense(concept.word, term, chunkId)) continue;
        const fields = match[term] ?? [];
        const found = fields.length === 1 && fields[0] === 'implied' ? impliedFieldWeight : 1;
        if (phrase?.has(term)) phraseCredit += found / phrase.size;
        else credit = Math.max(credit, found * (concept.terms.get(term) ?? 0));
      }
      return Math.max(credit, phraseCredit);
    };
    let total = 0;
    for (const concept of counted) total += concept.importance * best(concept);
    const coverage = total / importance;
    // Missing what the question asks for ("What *car*...") halves the coverage, whatever else matches.
    return expanded.focus && best(expanded.focus) < minFocusCredit ? coverage / 2 : coverage;
  };
}

/** BM25's inverse document frequency, as MiniSearch counts it. */
function idf(documents: number, paragraphsWith: number): number {
  return Math.log(1 + (documents - paragraphsWith + 0.5) / (paragraphsWith + 0.5));
}

function wordsByStem(text: string): Map<string, Set<string>> {
  const byStem = new Map<string, Set<string>>();
  for (const word of words(text)) {
    if (isStopWord(word)) continue;
    const term = stem(word);
    byStem.set(term, (byStem.get(term) ?? new Set()).add(word));
  }
  return byStem;
}

function originalTerms(concept: QueryConcept): string[] {
  return [...concept.terms].filter(([, weight]) => weight >= 0.7).map(([term]) => term);
}
