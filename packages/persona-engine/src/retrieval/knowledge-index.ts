import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from '../types.ts';
import { type Chunk, chunkEntry, toSnippet } from './chunks.ts';
import { encoderModel, type Vector } from './encoder.ts';
import { terms } from './text.ts';
import { VectorStore } from './vector-store.ts';

/** A ranked retrieval result: one entry, with the paragraph that matched best as its snippet. */
export interface SearchHit {
  entryId: string;
  title: string;
  snippet: string;
  /** The fused score the ranking uses: `semantic + lexicalWeight × lexical`. */
  score: number;
  /** Best cosine between the question and a paragraph of the entry; null without embeddings (keywords only). */
  semantic: number | null;
  /** BM25 of the entry's best paragraph relative to the question's best match (0..1). */
  lexical: number;
  /** Share (0..1) of the question's content words that the matched paragraph contains. */
  coverage: number;
}

export interface SearchOptions {
  limit?: number;
  /** The question's embedding; without it the search is by keywords alone. */
  questionVector?: Vector;
}

export interface KnowledgeIndex {
  /** Ranked entries for a question, best first. */
  search(question: string, options?: SearchOptions): SearchHit[];
  /** Adds or replaces an entry; `vectors` are its paragraphs' embeddings, in order (none yet: keywords only). */
  upsert(entry: KnowledgeEntry, vectors?: readonly Vector[] | null): void;
  remove(entryId: string): void;
  /** Entries in the index. */
  readonly size: number;
  /** Entries searchable by keywords only, because their embedding is missing. */
  readonly pending: number;
}

/**
 * Weight of the keyword signal beside the encoder's cosine. Fitted with `pnpm eval --sweep` on the tuning sets:
 * names, places and years are where words beat meaning.
 */
export const lexicalWeight = 0.15;

interface IndexedChunk {
  id: string;
  title: string;
  text: string;
}

const chunkId = (entryId: string, index: number) => `${entryId}#${index}`;

/**
 * Hybrid retrieval over the owner's paragraphs: BM25 (MiniSearch) and the sentence encoder's cosine, fused per entry.
 * Updates are incremental: an upsert touches only that entry.
 */
export function createKnowledgeIndex(
  entries: ReadonlyArray<KnowledgeEntry & { vectors?: readonly Vector[] | null }> = [],
  options: { lexicalWeight?: number } = {},
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
  const vectors = new VectorStore(encoderModel.dimensions);
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
      lexical.add({ id, title: chunk.title, text: chunk.text });
      chunkTerms.set(id, new Set(terms(`${chunk.title} ${chunk.text}`)));
    }
    // Vectors of another paragraphing (the entry changed since they were computed) would point at the wrong text.
    if (entryVectors && entryVectors.length === parts.length) vectors.set(entry.id, entryVectors);
  };

  for (const entry of entries) upsert(entry, entry.vectors);

  const search = (question: string, options: SearchOptions = {}): SearchHit[] => {
    const limit = options.limit ?? 5;
    const questionTerms = [...new Set(terms(question))];
    type Candidate = { semantic: number; paragraph: number; bm25: number; lexicalParagraph: number };
    const candidates = new Map<string, Candidate>();
    const candidate = (entryId: string): Candidate => {
      let found = candidates.get(entryId);
      if (!found) {
        found = { semantic: 0, paragraph: -1, bm25: 0, lexicalParagraph: -1 };
        candidates.set(entryId, found);
      }
      return found;
    };
    if (options.questionVector) {
      for (const [entryId, best] of vectors.bestPerEntry(options.questionVector)) {
        Object.assign(candidate(entryId), { semantic: Math.max(0, best.cosine), paragraph: best.paragraph });
      }
    }
    let bestBm25 = 0;
    if (questionTerms.length > 0) {
      for (const result of lexical.search(question)) {
        const [entryId = '', index = '0'] = String(result.id).split(/#(?=\d+$)/);
        const found = candidate(entryId);
        if (result.score > found.bm25)
          Object.assign(found, { bm25: result.score, lexicalParagraph: Number(index) });
        bestBm25 = Math.max(bestBm25, result.score);
      }
    }
    // Score every candidate cheaply, then build snippets and coverage for the few that are returned.
    const ranked = [...candidates]
      .map(([entryId, found]) => ({
        entryId,
        found,
        lexical: bestBm25 > 0 ? found.bm25 / bestBm25 : 0,
        score: found.semantic + weight * (bestBm25 > 0 ? found.bm25 / bestBm25 : 0),
      }))
      .sort((a, b) => b.score - a.score || a.entryId.localeCompare(b.entryId))
      .slice(0, limit);
    return ranked.flatMap(({ entryId, found, lexical: lexicalScore, score }): SearchHit[] => {
      const parts = chunks.get(entryId);
      const paragraph = parts?.[found.paragraph >= 0 ? found.paragraph : Math.max(0, found.lexicalParagraph)];
      if (!paragraph) return [];
      const words = chunkTerms.get(chunkId(entryId, paragraph.index));
      const covered = questionTerms.filter((term) => words?.has(term)).length;
      return [
        {
          entryId,
          title: titles.get(entryId) ?? '',
          snippet: toSnippet(paragraph.text || paragraph.title),
          score,
          semantic: options.questionVector && vectors.has(entryId) ? found.semantic : null,
          lexical: lexicalScore,
          coverage: questionTerms.length > 0 ? covered / questionTerms.length : 0,
        },
      ];
    });
  };

  return {
    search,
    upsert,
    remove,
    get size() {
      return chunks.size;
    },
    get pending() {
      let missing = 0;
      for (const entryId of chunks.keys()) if (!vectors.has(entryId)) missing++;
      return missing;
    },
  };
}
