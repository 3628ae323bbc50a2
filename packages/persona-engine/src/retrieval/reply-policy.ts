import type { SearchHit } from './knowledge-index.ts';

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
/** Keywords alone: a passage holding 60% of the question's words answers, 50% hedges (as the answer/hedge bars). */
const keywordOnlyScale = 0.7;

/**
 * Bars on `relevanceOf` the best passage must clear to be offered as a hedge or given as an answer. Fitted with
 * `pnpm eval --sweep` on the tuning sets (never the blind ones): the hedge bar keeps absent topics out, the answer
 * bar keeps most answerable questions confident. A related passage that does not hold the asked fact (a "near miss")
 * scores like an answer, so the offline policy cannot tell them apart; a language model, when configured, judges it.
 */
export const replyThresholds = { answer: 0.4, hedge: 0.35 };

/** How many entries a reply may cite, and how close to the best one (fused score) the others must be. */
const maxCitations = 3;
const closeToBest = 0.7;

export type Grounding =
  /** A passage answers: reply from it, cited. */
  | { kind: 'answer'; hits: SearchHit[] }
  /** The closest passage is related but may not answer: say so, and cite it. */
  | { kind: 'hedge'; hits: SearchHit[] }
  /** Nothing relevant: a plain "I don't know", no citation. */
  | { kind: 'unknown'; hits: [] };

export interface GroundingOptions {
  thresholds?: { answer: number; hedge: number };
  /** For ablations: the weight of the keyword share in `relevanceOf`, and how many entries an answer cites. */
  coverageWeight?: number;
  maxCitations?: number;
}

/** Decides the reply's kind from ranked hits (best first), and which entries it cites. */
export function groundingOf(hits: readonly SearchHit[], options: GroundingOptions = {}): Grounding {
  const { answer, hedge } = options.thresholds ?? replyThresholds;
  const relevance = (hit: SearchHit) => relevanceOf(hit, options.coverageWeight);
  const [best] = hits;
  if (!best || relevance(best) < hedge) return { kind: 'unknown', hits: [] };
  if (relevance(best) < answer) return { kind: 'hedge', hits: [best] };
  // Questions often span two notes, and a ranking is not always right first: near-equal runners-up are cited too.
  const close = hits
    .slice(1, options.maxCitations ?? maxCitations)
    .filter((hit) => hit.score >= best.score * closeToBest && relevance(hit) >= hedge);
  return { kind: 'answer', hits: [best, ...close] };
}
