import { keywordOnlyScale, type SearchHit } from './knowledge-index.ts';

/**
 * How sure retrieval is that a passage is about the question, on an absolute scale (the fused ranking score is
 * relative to the best keyword match and cannot say "nothing here"): the encoder's cosine plus a share of the
 * question's words the passage contains. A passage searched by keywords alone (not embedded yet, or the encoder
 * is down) is judged by that share only, mapped onto the same scale.
 */
export function relevanceOf(hit: Pick<SearchHit, 'semantic' | 'coverage'>, weight = coverageWeight): number {
  return hit.semantic === null ? keywordOnlyScale * hit.coverage : hit.semantic + weight * hit.coverage;
}

const coverageWeight = 0.2;

/**
 * Bars on `relevanceOf` the best passage must clear to be offered as a hedge or given as an answer. Fitted with
 * `pnpm eval --sweep` on the tuning sets (never the blind ones): the hedge bar keeps absent topics out, the answer
 * bar keeps most answerable questions confident. A related passage that does not hold the asked fact (a "near miss")
 * scores like an answer, so the offline policy cannot tell them apart; a language model, when configured, judges it.
 */
export const replyThresholds = { answer: 0.4, hedge: 0.35, fact: 0.3 };

/**
 * How many entries a reply may cite, and how close to the best one (fused score) the others must be to be cited,
 * or to be said too. A ranking is not always right first and questions often span two notes, so an answer or a
 * hedge cites the close runners-up: on the tuning sets this put the right entry among the citations 0.02–0.08 more
 * often than citing only the runners-up an answer says, and changed no reply's kind.
 */
const maxCitations = 3;
const closeToBest = 0.5;
const closeToSay = 0.7;

export type Grounding =
  /** A passage answers: reply from the quoted passages, cite them all. */
  | { kind: 'answer'; hits: SearchHit[]; quoted: SearchHit[] }
  /**
   * The closest passage is related but may not answer: say so, quote it, and cite the close ones. A weak one (below
   * the hedge bar, above the `fact` bar) is worth saying only when its sentences hold the kind of fact asked ("How
   * old is Ingrid?": "Ingrid is nine").
   */
  | { kind: 'hedge'; hits: SearchHit[]; quoted: SearchHit[]; weak?: true }
  /** Nothing relevant: a plain "I don't know", no citation. */
  | { kind: 'unknown'; hits: []; quoted: [] };

export interface GroundingOptions {
  thresholds?: { answer: number; hedge: number; fact?: number };
  /** For ablations: the weight of the keyword share in `relevanceOf`, how many entries a reply cites, how close. */
  coverageWeight?: number;
  maxCitations?: number;
  closeToBest?: number;
}

/** Decides the reply's kind from ranked hits (best first), which entries it cites and whose words it says. */
export function groundingOf(hits: readonly SearchHit[], options: GroundingOptions = {}): Grounding {
  const { answer, hedge, fact = hedge } = options.thresholds ?? replyThresholds;
  const relevance = (hit: SearchHit) => relevanceOf(hit, options.coverageWeight);
  const [best] = hits;
  if (!best || relevance(best) < Math.min(fact, hedge)) return { kind: 'unknown', hits: [], quoted: [] };
  const ratio = options.closeToBest ?? closeToBest;
  const cited = [
    best,
    ...hits.slice(1, options.maxCitations ?? maxCitations).filter((hit) => hit.score >= best.score * ratio),
  ];
  if (relevance(best) < hedge) return { kind: 'hedge', hits: cited, quoted: [best], weak: true };
  if (relevance(best) < answer) return { kind: 'hedge', hits: cited, quoted: [best] };
  // Only near-equal runners-up, relevant in their own right, are worth saying; the others are cited as related notes.
  const said = (hit: SearchHit) =>
    hit === best || (hit.score >= best.score * closeToSay && relevance(hit) >= hedge);
  return { kind: 'answer', hits: cited, quoted: cited.filter(said) };
}
