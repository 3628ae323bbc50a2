import type { KnowledgeIndex } from './knowledge-index.ts';
import type { SearchHit } from './types.ts';

/**
 * Coverage the best entry must exceed before Ditto answers from it: more than half of the question. An entry that
 * speaks of one of two things asked ("music" of "a music festival") is a near miss, not an answer. Chosen with
 * `pnpm eval --calibrate` as the threshold with the highest "I don't know" rate on unanswerable questions for the
 * fewest refused answerable ones.
 */
export const defaultMinCoverage = 0.5;

export interface GroundingOptions {
  /** How many entries may ground one reply. */
  limit?: number;
  /** Share of the question's concepts the best entry must cover more than before Ditto answers from it. */
  minCoverage?: number;
}

/**
 * The entries a reply may rely on. Empty when the best match leaves too much of the question uncovered: then
 * Ditto says it does not know instead of answering from a loosely related entry.
 */
export function groundingFor(
  index: KnowledgeIndex,
  question: string,
  options: GroundingOptions = {},
): SearchHit[] {
  const { limit = 3, minCoverage = defaultMinCoverage } = options;
  const hits = index.search(question, { limit: 3 });
  const topScore = hits[0]?.score ?? 0;
  // An entry grounds the reply when it covers enough of the question and ranks near the best one.
  return hits.filter((hit) => hit.coverage > minCoverage && hit.score >= topScore * 0.3).slice(0, limit);
}
