import type { KnowledgeEntry } from '@ditto/contract';
import MiniSearch from 'minisearch';
import { kinWordsAsked } from '../language.ts';
import { type Chunk, chunkEntry, passageOf } from './chunks.ts';
import { encoderModel, type Vector } from './encoder.ts';
import { seasonsDated } from './seasons.ts';
import { terms, toSnippet } from './text.ts';
import { type RowCosines, type SharedVectors, VectorStore } from './vector-store.ts';

/** A ranked retrieval result: one entry, with the paragraph that matched best as its snippet. */
export interface SearchHit {
  entryId: string;
  title: string;
  /** The paragraph that matched best, shortened: what a citation shows. */
  snippet: string;
  /** What a reply says of the entry: the best paragraph and the next closest to the question (`passageOf`). */
  passage: string;
  /** The fused score the ranking uses: `semantic + lexicalWeight × lexical`. */
  score: number;
  /** Best cosine between the question and a paragraph of the entry; null without embeddings (keywords only). */
  semantic: number | null;
  /** BM25 of the entry's best paragraph relative to the question's best match (0..1). */
  lexical: number;
  /** Share (0..1) of the question's content words that the matched paragraph contains. */
  coverage: number;
  /** The entry's paragraphs, whose sentences a reply picks from. */
  paragraphs: readonly Chunk[];
  /** How close each paragraph is to the question: its cosine, or its share of the question's words without vectors. */
  closeness: readonly number[];
}

export interface SearchOptions {
  limit?: number;
  /** The question's embedding; without it the search is by keywords alone. */
  questionVector?: Vector;
  /**
   * The scan of `sharedVectors` with `questionVector`, done in the encoder's thread (`SentenceEncoder.embedAndScan`);
   * done again here when the index changed since.
   */
  questionScan?: RowCosines;
}

export interface KnowledgeIndex {
  /** Ranked entries for a question, best first. */
  search(question: string, options?: SearchOptions): SearchHit[];
  /** Adds or replaces an entry; `vectors` are its paragraphs' embeddings, in order (none yet: keywords only). */
  upsert(entry: KnowledgeEntry, vectors?: readonly Vector[] | null): void;
  remove(entryId: string): void;
  /** The paragraph vectors in shared memory, for a scan in the encoder's thread (`SearchOptions.questionScan`). */
  readonly sharedVectors: SharedVectors;
  /** Entries in the index. */
  readonly size: number;
}

/**
 * Weight of the keyword signal beside the encoder's cosine. Fitted with `pnpm eval --sweep` on the tuning sets:
 * names, places and years are where words beat meaning.
 */
export const lexicalWeight = 0.15;

/**
 * Relevance of a passage found by keywords alone, per share of the question's words it holds: 60% of them reach the
 * answer bar, 50% the hedge bar (`replyThresholds`).
 */
export const keywordOnlyScale = 0.7;

/**
 * Weight of a note's other word for a relative asked about, beside the question's own words (1). Chosen on the tuning
 * sets: at 0.25 it finds "my mother" for "your mum" (hybrid hit@1 up on D, A and B) and costs no answer; at 0.5 the
 * other word outweighs the question's and B lost one.
 */
const kinTermWeight = 0.25;

interface IndexedChunk {
  id: string;
  title: string;
  text: string;
}

const chunkId = (entryId: string, index: number) => `${entryId}#${index}`;

/**
 * Hybrid retrieval over the owner's paragraphs: BM25 (MiniSearch) and the sentence encoder's cosine, fused per entry.
 * Updates are incremental: an upsert touches only that entry. `dimensions`: of the encoder whose vectors the index
 * holds (USE Lite's by default).
 */
export function createKnowledgeIndex(
  entries: ReadonlyArray<KnowledgeEntry & { vectors?: readonly Vector[] | null }> = [],
  options: { lexicalWeight?: number; dimensions?: number } = {},
): KnowledgeIndex {
  const weight = options.lexicalWeight ?? lexicalWeight;
  const lexical = new MiniSearch<IndexedChunk>({
    fields: ['title', 'text'],
    storeFields: [],
    // `terms` normalises, drops stop words and stems once; MiniSearch keeps its output as is.
    tokenize: terms,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 1.5 }, combineWith: 'OR', tokenize: terms, processTerm: (term) => term },
  });
  const vectors = new VectorStore(options.dimensions ?? encoderModel.dimensions);
  const chunks = new Map<string, Chunk[]>();
  const titles = new Map<string, string>();
  const chunkTerms = new Map<string, Set<string>>();

  const remove = (entryId: string) => {
    for (const chunk of chunks.get(entryId) ?? []) {
      lexical.discard(chunkId(entryId, chunk.index));
      chunkTerms.delete(chunkId(entryId, chunk.index));
    }
    chunks.delete(entryId);
    titles.delete(entryId);
    vectors.delete(entryId);
  };

  const upsert = (entry: KnowledgeEntry, entryVectors?: readonly Vector[] | null) => {
    remove(entry.id);
    const parts = chunkEntry(entry);
    chunks.set(entry.id, parts);
    titles.set(entry.id, entry.title);
    for (const chunk of parts) {
      const id = chunkId(entry.id, chunk.index);
      const subject = chunk.heading ? `${chunk.title} ${chunk.heading}` : chunk.title;
      // "july 2025" is searched for as "the summer 2025" too.
      const dated = seasonsDated(chunk.text).join(' ');
      lexical.add({ id, title: subject, text: dated ? `${chunk.text} ${dated}` : chunk.text });
      chunkTerms.set(id, new Set(terms(`${subject} ${chunk.text} ${dated}`)));
    }
    // Vectors of another paragraphing (the entry changed since they were computed) would point at the wrong text.
    if (entryVectors && entryVectors.length === parts.length) vectors.set(entry.id, entryVectors);
  };

  for (const entry of entries) upsert(entry, entry.vectors);

  const search = (question: string, options: SearchOptions = {}): SearchHit[] => {
    const limit = options.limit ?? 5;
    const questionTerms = [...new Set(terms(question))];
    const lexicalHits = keywordMatches(question, questionTerms);
    const top = new TopScores(limit);
    /** Share of the question's content words in one of an entry's paragraphs. */
    const shareIn = (entryId: string, paragraph: number) => {
      const words = chunkTerms.get(chunkId(entryId, paragraph));
      return questionTerms.filter((term) => words?.has(term)).length / Math.max(1, questionTerms.length);
    };
    const semanticOf = new Map<string, { cosine: number; paragraph: number }>();
    if (options.questionVector) {
      const { entryIds, cosine, paragraph } = vectors.scan(options.questionVector, options.questionScan);
      for (let row = 0; row < entryIds.length; row++) {
        const entryId = entryIds[row];
        if (entryId === undefined) continue;
        const meaning = Math.max(0, cosine[row] as number);
        const score = meaning + weight * (lexicalHits.get(entryId)?.lexical ?? 0);
        if (top.accepts(score)) {
          top.add(entryId, score);
          semanticOf.set(entryId, { cosine: meaning, paragraph: paragraph[row] as number });
        }
      }
    }
    // Entries found by their words alone: no question vector, or the entry has none yet. One written seconds ago
    // is not embedded yet: its share of the question's words stands in for the cosine it lacks, on the same scale
    // as `relevanceOf` judges it, so it is not outranked by every embedded entry meanwhile.
    for (const [entryId, match] of lexicalHits) {
      if (!options.questionVector) top.add(entryId, weight * match.lexical);
      else if (!vectors.has(entryId))
        top.add(entryId, keywordOnlyScale * shareIn(entryId, match.paragraph) + weight * match.lexical);
    }
    // Snippets and coverage only for the few hits returned.
    return top.ranked().flatMap(({ entryId, score }): SearchHit[] => {
      const semantic = semanticOf.get(entryId);
      const match = lexicalHits.get(entryId);
      const parts = chunks.get(entryId) ?? [];
      const paragraph = parts[semantic?.paragraph ?? match?.paragraph ?? 0];
      if (!paragraph) return [];
      const coverageOf = (chunk: Chunk) => shareIn(entryId, chunk.index);
      const closeness =
        semantic && options.questionVector
          ? vectors.cosines(entryId, options.questionVector)
          : parts.map(coverageOf);
      return [
        {
          entryId,
          title: titles.get(entryId) ?? '',
          snippet: toSnippet(paragraph.text || paragraph.title),
          passage: passageOf(parts, closeness, paragraph.index),
          score,
          semantic: semantic ? semantic.cosine : null,
          lexical: match?.lexical ?? 0,
          coverage: coverageOf(paragraph),
          paragraphs: parts,
          closeness,
        },
      ];
    });
  };

  /** Each entry's best paragraph by BM25, scaled so that the question's best match is 1. */
  const keywordMatches = (question: string, questionTerms: readonly string[]) => {
    const matches = new Map<string, { lexical: number; paragraph: number }>();
    if (questionTerms.length === 0) return matches;
    // A relative asked about in one word ("your mum") is found in a note's other word for them ("my mother").
    const kin = new Set(
      terms(kinWordsAsked(question).join(' ')).filter((term) => !questionTerms.includes(term)),
    );
    const results = lexical.search(kin.size > 0 ? `${question} ${[...kin].join(' ')}` : question, {
      boostTerm: (term) => (kin.has(term) ? kinTermWeight : 1),
    });
    const best = results[0]?.score ?? 0;
    for (const result of results) {
      const [entryId = '', index = '0'] = String(result.id).split(/#(?=\d+$)/);
      // Results come best first: an entry's first result is its best paragraph.
      if (!matches.has(entryId))
        matches.set(entryId, { lexical: result.score / best, paragraph: Number(index) });
    }
    return matches;
  };

  return {
    search,
    upsert,
    remove,
    get sharedVectors() {
      return vectors.shared;
    },
    get size() {
      return chunks.size;
    },
  };
}

/** The `limit` best scores seen, kept sorted (ties by entry id, for stable results). */
class TopScores {
  private readonly items: { entryId: string; score: number }[] = [];
  constructor(private readonly limit: number) {}

  accepts(score: number): boolean {
    return this.items.length < this.limit || score >= (this.items.at(-1)?.score ?? Number.NEGATIVE_INFINITY);
  }

  add(entryId: string, score: number): void {
    if (!this.accepts(score)) return;
    const at = this.items.findIndex(
      (item) => score > item.score || (score === item.score && entryId < item.entryId),
    );
    this.items.splice(at < 0 ? this.items.length : at, 0, { entryId, score });
    if (this.items.length > this.limit) this.items.pop();
  }

  ranked(): readonly { entryId: string; score: number }[] {
    return this.items;
  }
}
