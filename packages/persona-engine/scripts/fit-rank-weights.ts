/**
 * Fits `defaultRankWeights`: a softmax over each question's candidate entries (P(entry) ∝ exp(5 · w · signals)),
 * trained by gradient descent to put the expected entry first, on the tuning splits only. Prints the weights fitted
 * on all of them, and hit@3 when each split in turn is left out of the fit and scored with the others' weights: the
 * honest estimate of how the weights do on questions they were not fitted to.
 *
 *   pnpm --filter @ditto/persona-engine exec tsx scripts/fit-rank-weights.ts
 */
import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import { elenaQuestions, type Split } from '../src/fixtures/elena-questions.ts';
import { createKnowledgeIndex, type RankWeights } from '../src/knowledge-index.ts';
import type { SearchHit } from '../src/types.ts';
import { blindSplit } from './splits.ts';

const allSignals = ['lexical', 'similarity'] as const;
/** `--words-only`: fits with the similarity weight held at 0, the baseline the similarity is measured against. */
const signalNames = allSignals.filter((name) => name === 'lexical' || !process.argv.includes('--words-only'));
const signals = (hit: SearchHit) => signalNames.map((name) => hit[name]);
const sharpness = 5;
const steps = 400;
const learningRate = 0.5;
const decay = 0.001;

interface Example {
  split: Split;
  candidates: Array<{ signals: number[]; expected: boolean }>;
}

const index = createKnowledgeIndex(elenaEntries);
const examples: Example[] = elenaQuestions
  .filter((item) => item.split !== blindSplit)
  .map((item) => ({
    split: item.split,
    candidates: index
      .search(item.question, { limit: elenaEntries.length })
      .map((hit) => ({ signals: signals(hit), expected: item.expected.includes(hit.entryId) })),
  }));

const dot = (weights: number[], values: number[]) =>
  weights.reduce((sum, w, i) => sum + w * (values[i] ?? 0), 0);

function fit(training: Example[]): number[] {
  let weights: number[] = signalNames.map((name) => (name === 'lexical' ? 1 : 0));
  for (let step = 0; step < steps; step++) {
    const gradient = weights.map(() => 0);
    for (const { candidates } of training) {
      const exps = candidates.map((candidate) => Math.exp(sharpness * dot(weights, candidate.signals)));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const expectedCount = candidates.filter((candidate) => candidate.expected).length || 1;
      candidates.forEach((candidate, k) => {
        const error = (exps[k] ?? 0) / total - (candidate.expected ? 1 / expectedCount : 0);
        candidate.signals.forEach((value, i) => {
          gradient[i] = (gradient[i] ?? 0) + sharpness * error * value;
        });
      });
    }
    weights = weights.map((w, i) => w - (learningRate * (gradient[i] ?? 0)) / training.length - decay * w);
  }
  return weights;
}

function hitAt3(weights: number[], tested: Example[]): number {
  const hits = tested.filter(({ candidates }) => {
    const ranked = [...candidates].sort((a, b) => dot(weights, b.signals) - dot(weights, a.signals));
    return ranked.slice(0, 3).some((candidate) => candidate.expected);
  });
  return hits.length / tested.length;
}

const fmt = (value: number) => value.toFixed(3);
const splits = [...new Set(examples.map((example) => example.split))];
let held = 0;
for (const split of splits) {
  const tested = examples.filter((example) => example.split === split);
  const score = hitAt3(fit(examples.filter((example) => example.split !== split)), tested);
  held += score * tested.length;
  // biome-ignore lint/suspicious/noConsole: prints figures
  console.log(`left out ${split.padEnd(8)} questions=${tested.length} hit@3=${fmt(score)}`);
}
const weights = fit(examples);
const weightOf = (name: (typeof allSignals)[number]) => Number(fmt(weights[signalNames.indexOf(name)] ?? 0));
const named: RankWeights = { lexical: weightOf('lexical'), similarity: weightOf('similarity') };
// biome-ignore lint/suspicious/noConsole: prints figures
console.log(
  `left-out hit@3 over all tuning questions=${fmt(held / examples.length)}\n` +
    `fitted on all tuning splits: ${JSON.stringify(named)} (hit@3 ${fmt(hitAt3(weights, examples))} on them)`,
);
