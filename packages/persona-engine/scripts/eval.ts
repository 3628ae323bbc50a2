/**
 * Retrieval and reply-policy figures in process, on Elena's fixtures and on tuning sets in the persona-eval format.
 * Never give it a blind set: blind sets are scored once, through the API, with `../shared/persona-eval`.
 *
 *   pnpm --filter @ditto/persona-engine eval [tuning-set.json ...] [--sweep] [--ablation] [--verbose]
 *
 * Prints, per dataset, hit@1 / hit@3 / MRR for keywords alone, the encoder alone and the hybrid; then how the reply
 * policy answers (confident, hedge, "I don't know"). `--sweep` prints the grids the defaults were chosen from;
 * `--ablation` what each remaining rule earns (reporting only: run it on blind sets once, at the end of a round).
 */

import { addressedToOwner } from '../src/persona.ts';
import { embeddingTexts } from '../src/retrieval/chunks.ts';
import type { Vector } from '../src/retrieval/encoder.ts';
import { createKnowledgeIndex, lexicalWeight, type SearchHit } from '../src/retrieval/knowledge-index.ts';
import { createSentenceEncoder } from '../src/retrieval/local-encoder.ts';
import {
  type GroundingOptions,
  groundingOf,
  relevanceOf,
  replyThresholds,
} from '../src/retrieval/reply-policy.ts';
import { type Dataset, elenaDataset, readDataset } from './datasets.ts';

const args = process.argv.slice(2);
const encoder = createSentenceEncoder();
const datasets = [elenaDataset, ...args.filter((arg) => !arg.startsWith('-')).map(readDataset)];
const fmt = (value: number) => (Number.isNaN(value) ? '  -  ' : value.toFixed(3));
// biome-ignore lint/suspicious/noConsole: prints figures
const print = (line: string) => console.log(line);

interface Prepared {
  dataset: Dataset;
  entries: Array<Dataset['entries'][number] & { vectors: Vector[] }>;
  vectors: Map<string, Vector>;
}

async function prepare(dataset: Dataset): Promise<Prepared> {
  const entries = [];
  for (const entry of dataset.entries)
    entries.push({ ...entry, vectors: await encoder.embed(embeddingTexts(entry)) });
  const questions = [
    ...dataset.questions.map((item) => item.q),
    ...dataset.unanswerable.map((item) => item.q),
  ];
  // Each question as asked, and as retrieval reads it when the owner's first name is known.
  const asked = [...new Set([...questions, ...questions.map((q) => addressedToOwner(q, dataset.firstName))])];
  const vectors = new Map((await encoder.embed(asked)).map((vector, i) => [asked[i] ?? '', vector]));
  return { dataset, entries, vectors };
}

type Mode = 'keywords' | 'encoder' | 'hybrid';

function searcher(
  { entries, vectors, dataset }: Prepared,
  mode: Mode,
  weight = lexicalWeight,
  byName = false,
) {
  const index = createKnowledgeIndex(entries, { lexicalWeight: mode === 'encoder' ? 0 : weight });
  return (asked: string, limit = 10): SearchHit[] => {
    const q = byName ? addressedToOwner(asked, dataset.firstName) : asked;
    return index.search(q, { limit, ...(mode === 'keywords' ? {} : { questionVector: vectors.get(q) }) });
  };
}

function ranking(prepared: Prepared, search: (q: string) => SearchHit[]) {
  const { questions } = prepared.dataset;
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const item of questions) {
    const hits = search(item.q);
    const rank = hits.findIndex((hit) => item.expectKeys.includes(hit.entryId));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    else
      misses.push(`miss: ${item.q} -> ${hits.slice(0, 3).map((hit) => hit.entryId)} want ${item.expectKeys}`);
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = questions.length;
  return { hit1: hit1 / n, hit3: hit3 / n, mrr: reciprocal / n, misses };
}

/** The reply policy as the eval counts it: a confident answer must cite an expected entry. */
function policy(
  prepared: Prepared,
  thresholds = replyThresholds,
  rules: GroundingOptions = {},
  byName = false,
) {
  const search = searcher(prepared, 'hybrid', lexicalWeight, byName);
  const { questions, unanswerable } = prepared.dataset;
  const kinds = { answer: 0, hedge: 0, unknown: 0 };
  let confident = 0;
  let cited = 0;
  const wrong: string[] = [];
  for (const item of questions) {
    const grounding = groundingOf(search(item.q, 4), { ...rules, thresholds });
    kinds[grounding.kind]++;
    if (grounding.hits.some((hit) => item.expectKeys.includes(hit.entryId))) cited++;
    if (grounding.kind === 'answer' && grounding.hits.some((hit) => item.expectKeys.includes(hit.entryId)))
      confident++;
    else
      wrong.push(
        `${grounding.kind} (${fmt(grounding.hits[0] ? relevanceOf(grounding.hits[0]) : 0)}): ${item.q}`,
      );
  }
  let declined = 0;
  let absent = 0;
  let absentPlain = 0;
  for (const item of unanswerable) {
    const grounding = groundingOf(search(item.q, 4), { ...rules, thresholds });
    if (grounding.kind !== 'answer') declined++;
    else
      wrong.push(
        `answered (${fmt(grounding.hits[0] ? relevanceOf(grounding.hits[0]) : 0)}) ${item.kind}: ${item.q}`,
      );
    if (item.kind === 'absent') {
      absent++;
      if (grounding.kind === 'unknown') absentPlain++;
    }
  }
  const n = questions.length;
  return {
    confident: confident / n,
    cited: cited / n,
    hedged: kinds.hedge / n,
    refused: kinds.unknown / n,
    declined: declined / unanswerable.length,
    absentPlain: absent > 0 ? absentPlain / absent : Number.NaN,
    wrong,
  };
}

const prepared = [];
for (const dataset of datasets) prepared.push(await prepare(dataset));
const verbose = args.includes('--verbose');

for (const p of prepared) {
  const { dataset } = p;
  print(
    `\n${dataset.name}: ${dataset.entries.length} entries, ${dataset.questions.length} answerable, ` +
      `${dataset.unanswerable.length} unanswerable`,
  );
  for (const mode of ['keywords', 'encoder', 'hybrid'] as const) {
    const r = ranking(p, searcher(p, mode));
    print(`  ${mode.padEnd(8)}  hit@1 ${fmt(r.hit1)}  hit@3 ${fmt(r.hit3)}  MRR ${fmt(r.mrr)}`);
    if (verbose && mode === 'hybrid') for (const miss of r.misses) print(`    ${miss}`);
  }
  const f = policy(p);
  print(
    `  replies   cites an expected entry ${fmt(f.cited)}  confident ${fmt(f.confident)}  hedged ${fmt(f.hedged)}  "I don't know" ${fmt(f.refused)} | ` +
      `unanswerable declined ${fmt(f.declined)}, absent plain ${fmt(f.absentPlain)}`,
  );
  if (verbose) for (const line of f.wrong) print(`    ${line}`);
}

if (args.includes('--sweep')) {
  print('\nKeyword weight: hit@3/MRR per dataset');
  for (const weight of [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5]) {
    const cells = prepared.map((p) => ranking(p, searcher(p, 'hybrid', weight)));
    print(`  ${weight.toFixed(2)}  ${cells.map((r) => `${fmt(r.hit3)}/${fmt(r.mrr)}`).join('  ')}`);
  }
  print('\nThresholds answer hedge: confident/declined/absent plain per dataset');
  for (const answer of [0.35, 0.4, 0.45, 0.5, 0.55]) {
    for (const hedge of [0.25, 0.3, 0.35, 0.4]) {
      if (hedge > answer) continue;
      const cells = prepared.map((p) => policy(p, { answer, hedge }));
      print(
        `  ${fmt(answer)} ${fmt(hedge)}  ${cells.map((f) => `${fmt(f.confident)}/${fmt(f.declined)}/${fmt(f.absentPlain)}`).join('  ')}`,
      );
    }
  }
}

if (args.includes('--ablation')) {
  print(
    '\nAblation: cites an expected entry / confident / unanswerable declined / absent plain, per dataset',
  );
  const rows: Array<[string, (p: Prepared) => ReturnType<typeof policy>]> = [
    ['engine', (p) => policy(p)],
    ['without the keyword share in relevance', (p) => policy(p, replyThresholds, { coverageWeight: 0 })],
    ['citing the best entry only', (p) => policy(p, replyThresholds, { maxCitations: 1 })],
    ['citing runners-up within 70% of the best', (p) => policy(p, replyThresholds, { closeToBest: 0.7 })],
    ["reading the owner's first name as 'you'", (p) => policy(p, replyThresholds, {}, true)],
  ];
  for (const [name, figures] of rows) {
    const cells = prepared
      .map(figures)
      .map((f) => [f.cited, f.confident, f.declined, f.absentPlain].map(fmt).join('/'));
    print(`  ${name.padEnd(42)} ${cells.join('  ')}`);
  }
}
