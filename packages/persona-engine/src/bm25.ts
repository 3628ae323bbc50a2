/**
 * A small fielded BM25+ index over already-processed terms, scored like MiniSearch (k 1.2, b 0.7, d 0.5, a
 * document's score multiplied by how many distinct query terms it matches) but returning only the best `limit`
 * documents: building a result object for each of the thousands of paragraphs a common word matches was most of
 * a search's time over 10,000 entries.
 */
export interface Bm25Index {
  /** Adds a document: its processed terms, one list per field (in the order of the field boosts). */
  add(id: string, fields: readonly (readonly string[])[]): void;
  remove(id: string): void;
  readonly documentCount: number;
  /** Documents containing the term in a field. */
  documentFrequency(term: string, field: number): number;
  /** Best documents for weighted terms, each searched in the given fields; `match` maps term -> fields. */
  search(queries: readonly TermQuery[], limit: number): ScoredDocument[];
}

export interface TermQuery {
  /** Term -> weight (1 for a word of the question, less for a relative). */
  terms: ReadonlyMap<string, number>;
  fields: readonly number[];
}

export interface ScoredDocument {
  id: string;
  score: number;
  match: Map<string, number[]>;
}

const params = { k: 1.2, b: 0.7, d: 0.5 };

export function createBm25Index(fieldBoosts: readonly number[]): Bm25Index {
  /** term -> per field: document number -> term frequency (a field's map only once the term is in it). */
  const postings = new Map<string, Array<Map<number, number> | undefined>>();
  const ids: Array<string | undefined> = [];
  const lengths: number[][] = [];
  const termsOf: string[][] = [];
  const numberOf = new Map<string, number>();
  const totalLength = fieldBoosts.map(() => 0);
  /** Document numbers freed by removals, reused so the score arrays stay as small as the index. */
  const free: number[] = [];
  /** Per-document scratch space for one search, kept between searches (cleared after each) to spare the GC. */
  let scores = new Float64Array(0);
  let quality = new Uint16Array(0);
  let lastTerm = new Int32Array(0);
  const scratchFor = (size: number) => {
    if (scores.length >= size) return;
    const capacity = Math.max(size, scores.length * 2);
    scores = new Float64Array(capacity);
    quality = new Uint16Array(capacity);
    lastTerm = new Int32Array(capacity).fill(-1);
  };

  const add = (id: string, fields: readonly (readonly string[])[]) => {
    remove(id);
    const doc = free.pop() ?? ids.length;
    ids[doc] = id;
    numberOf.set(id, doc);
    lengths[doc] = fieldBoosts.map((_, field) => fields[field]?.length ?? 0);
    const unique = new Set<string>();
    fieldBoosts.forEach((_, field) => {
      const list = fields[field] ?? [];
      totalLength[field] = (totalLength[field] ?? 0) + list.length;
      for (const term of list) {
        unique.add(term);
        let perField = postings.get(term);
        if (!perField) {
          perField = [];
          postings.set(term, perField);
        }
        let docs = perField[field];
        if (!docs) {
          docs = new Map<number, number>();
          perField[field] = docs;
        }
        docs.set(doc, (docs.get(doc) ?? 0) + 1);
      }
    });
    termsOf[doc] = [...unique];
  };

  const remove = (id: string) => {
    const doc = numberOf.get(id);
    if (doc === undefined) return;
    for (const term of termsOf[doc] ?? []) {
      const perField = postings.get(term);
      for (const docs of perField ?? []) docs?.delete(doc);
      if (perField?.every((docs) => !docs || docs.size === 0)) postings.delete(term);
    }
    lengths[doc]?.forEach((length, field) => {
      totalLength[field] = (totalLength[field] ?? 0) - length;
    });
    ids[doc] = undefined;
    termsOf[doc] = [];
    numberOf.delete(id);
    free.push(doc);
  };

  const search = (queries: readonly TermQuery[], limit: number): ScoredDocument[] => {
    const count = numberOf.size;
    if (count === 0) return [];
    // Each term once, with every field it is searched in and its weight there.
    const plan = new Map<string, Array<[field: number, weight: number]>>();
    for (const query of queries) {
      for (const [term, weight] of query.terms) {
        const parts = plan.get(term) ?? [];
        for (const field of query.fields) parts.push([field, weight * (fieldBoosts[field] ?? 1)]);
        plan.set(term, parts);
      }
    }
    scratchFor(ids.length);
    const touched: number[] = [];
    let termNumber = 0;
    for (const [term, parts] of plan) {
      const perField = postings.get(term);
      termNumber++;
      if (!perField) continue;
      for (const [field, weight] of parts) {
        const docs = perField[field];
        if (!docs || docs.size === 0) continue;
        const idf = Math.log(1 + (count - docs.size + 0.5) / (docs.size + 0.5));
        const average = (totalLength[field] ?? 0) / count || 1;
        for (const [doc, frequency] of docs) {
          const length = lengths[doc]?.[field] ?? 0;
          const saturation =
            (frequency * (params.k + 1)) /
            (frequency + params.k * (1 - params.b + (params.b * length) / average));
          if (quality[doc] === 0) touched.push(doc);
          if (lastTerm[doc] !== termNumber) {
            lastTerm[doc] = termNumber;
            quality[doc] = (quality[doc] ?? 0) + 1;
          }
          scores[doc] = (scores[doc] ?? 0) + weight * idf * (params.d + saturation);
        }
      }
    }
    for (const doc of touched) scores[doc] = (scores[doc] ?? 0) * (quality[doc] ?? 0);
    const best = touched.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0)).slice(0, limit);
    const results = best.map((doc) => {
      const match = new Map<string, number[]>();
      for (const [term, parts] of plan) {
        const perField = postings.get(term);
        const fields = [...new Set(parts.map(([field]) => field))].filter((field) =>
          perField?.[field]?.has(doc),
        );
        if (fields.length > 0) match.set(term, fields);
      }
      return { id: ids[doc] ?? '', score: scores[doc] ?? 0, match };
    });
    for (const doc of touched) {
      scores[doc] = 0;
      quality[doc] = 0;
      lastTerm[doc] = -1;
    }
    return results;
  };

  return {
    add,
    remove,
    get documentCount() {
      return numberOf.size;
    },
    documentFrequency: (term, field) => postings.get(term)?.[field]?.size ?? 0,
    search,
  };
}
