/**
 * Retrieval and reply-policy figures in process, on Elena's fixtures and on tuning sets in the persona-eval format.
 * Never give it a blind set: blind sets are scored once, through the API, with `../shared/persona-eval`.
 *
 *   pnpm --filter @ditto/persona-engine eval [tuning-set.json ...] [--sweep] [--sweep-runner-up] [--ablation] [--verbose]
 *
 * Prints, per dataset, hit@1 / hit@3 / MRR for keywords alone, the encoder alone and the hybrid; then how the reply
 * policy answers (confident, hedge, "I don't know"). `--sweep` prints the grids the defaults were chosen from;
 * `--ablation` what each remaining rule earns (reporting only: run it on blind sets once, at the end of a round).
 */

import type { Message } from '@ditto/contract';
import type { AnswerOptions } from '../src/answer.ts';
import { ownerNamesIn } from '../src/owner-name.ts';
import { addressedToOwner, replyAsPersona } from '../src/persona.ts';
import { createEmbeddedProvider } from '../src/providers/embedded.ts';
import { collect } from '../src/providers/types.ts';
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
  thresholds: NonNullable<GroundingOptions['thresholds']> = replyThresholds,
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

/** Not-knowing phrases as the shared persona-eval tool reads them (its patterns, shortened to the ones Ditto says). */
const notKnowing = /\b(don'?t know|not sure|haven'?t (written|told|been told))\b/i;
const hasTerm = (text: string, term: string) => {
  const fold = (value: string) =>
    value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’]/g, "'").toLowerCase();
  const escaped = fold(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(fold(text));
};
const cachedEmbed = new Map<string, Vector>();
const embed = async (texts: readonly string[]) => {
  const missing = texts.filter((text) => !cachedEmbed.has(text));
  const vectors = missing.length > 0 ? await encoder.embed(missing) : [];
  for (const [i, text] of missing.entries()) cachedEmbed.set(text, vectors[i] as Vector);
  return texts.map((text) => cachedEmbed.get(text) as Vector);
};
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)] ?? Number.NaN;

/** The earlier messages of a chat the API reads (`HISTORY_MESSAGES` in apps/api persona-turn). */
const historyMessages = 20;
const said = (role: Message['role'], content: string): Message => ({
  id: `m${content.length}`,
  role,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
});

/** Asks as the API answers persona-eval's fresh accounts. */
function asker(p: Prepared, rules: GroundingOptions = {}, answer: AnswerOptions = {}, walk = false) {
  const index = createKnowledgeIndex(p.entries);
  const profile = {
    summary: '',
    topics: [],
    facts: [],
    style: '',
    sourceCount: 1,
    extractedAt: '2026-01-01T00:00:00.000Z',
  };
  // As the API answers persona-eval's fresh accounts, which have no display name: the names the notes give.
  // A walk's display name comes first, as the API reads it.
  const [named, ...aliases] = [
    ...new Set([...(p.dataset.displayName ? [p.dataset.displayName] : []), ...ownerNamesIn(p.entries)]),
  ];
  // persona-eval asks through POST /persona/messages, the owner's own chat, a fresh one for each question; a walk's
  // owner asks in their own chat, and its friend in the chat the owner shared with them, one question after another.
  const friendChat: Message[] = [];
  const ownerChat: Message[] = [];
  const ask = async (q: string, byFriend = false) => {
    const chat = byFriend ? friendChat : walk ? ownerChat : [];
    const history = chat.slice(-historyMessages);
    const asked = addressedToOwner(
      q,
      named,
      aliases,
      byFriend,
      history.map((said) => said.content),
    );
    const messageVector = p.vectors.get(asked) ?? (await embed([asked]))[0];
    const reply = await replyAsPersona({
      ...(named ? { ownerName: named, ownerAliases: aliases } : {}),
      profile,
      index,
      history,
      askedByOwner: !byFriend,
      message: q,
      provider: createEmbeddedProvider(),
      embed,
      answer,
      grounding: rules,
      ...(messageVector ? { messageVector } : {}),
    });
    const text = await collect(reply.stream);
    chat.push(said('user', q), said('assistant', text));
    return { text, cited: reply.citations.map((c) => c.entryId), kind: reply.kind };
  };
  return ask;
}

/** Offline replies scored as the persona-eval tool scores them through the API (figures match it to ±0.01). */
async function replyFigures(p: Prepared, rules: GroundingOptions = {}, answer: AnswerOptions = {}) {
  const ask = asker(p, rules, answer);
  let recall = 0,
    confident = 0,
    falseAbstain = 0,
    hit3 = 0,
    precisionSum = 0,
    precisionN = 0;
  const lengths: number[] = [];
  const lines: string[] = [];
  for (const item of p.dataset.questions) {
    const r = await ask(item.q);
    const said = item.expectAny.some((term) => hasTerm(r.text, term));
    const abstains = notKnowing.test(r.text);
    if (said) recall++;
    if (said && !abstains) confident++;
    if (abstains && !said) falseAbstain++;
    const rank = r.cited.findIndex((id) => item.expectKeys.includes(id));
    if (rank >= 0 && rank < 3) hit3++;
    if (r.cited.length > 0) {
      precisionN++;
      precisionSum += r.cited.filter((id) => item.expectKeys.includes(id)).length / r.cited.length;
    }
    if (!(abstains && r.cited.length === 0)) lengths.push(r.text.split(/\s+/).filter(Boolean).length);
    if (!said || abstains)
      lines.push(
        `${said ? 'hedged' : abstains ? 'REFUSED' : 'missed'} [${r.kind}${item.expectKeys.includes(r.cited[0] ?? '') ? ' right-note' : ''}] ${item.q} -> ${r.text} (want ${item.expectAny.join('|')})`,
      );
  }
  const kinds: Record<string, { n: number; good: number }> = {};
  for (const item of p.dataset.unanswerable) {
    const r = await ask(item.q);
    const k = kinds[item.kind] ?? { n: 0, good: 0 };
    kinds[item.kind] = k;
    k.n++;
    const good =
      item.kind === 'near-miss' ? notKnowing.test(r.text) : notKnowing.test(r.text) && r.cited.length === 0;
    if (good) k.good++;
    else lines.push(`answered ${item.kind} [${r.kind}] ${item.q} -> ${r.text}`);
  }
  const n = p.dataset.questions.length;
  return {
    recall: recall / n,
    confident: confident / n,
    falseAbstain: falseAbstain / n,
    hit3: hit3 / n,
    precision: precisionSum / Math.max(1, precisionN),
    p50: quantile(lengths, 0.5),
    p90: quantile(lengths, 0.9),
    absent: (kinds.absent?.good ?? 0) / Math.max(1, kinds.absent?.n ?? 0),
    nearMiss: (kinds['near-miss']?.good ?? 0) / Math.max(1, kinds['near-miss']?.n ?? 0),
    lines,
  };
}
const replyRow = (f: Awaited<ReturnType<typeof replyFigures>>) =>
  `recall ${fmt(f.recall)} confident ${fmt(f.confident)} false-abst ${fmt(f.falseAbstain)} words ${f.p50}/${f.p90} ` +
  `precision ${fmt(f.precision)} hit@3 ${fmt(f.hit3)} | absent plain ${fmt(f.absent)} near-miss ${fmt(f.nearMiss)}`;

const prepared = [];
for (const dataset of datasets) prepared.push(await prepare(dataset));
const verbose = args.includes('--verbose');

for (const p of prepared) {
  const { dataset } = p;
  if (dataset.walk) {
    print(`\n${dataset.name}: ${dataset.entries.length} notes, ${dataset.walk.length} questions`);
    const ask = asker(p, {}, {}, true);
    for (const item of dataset.walk) {
      const r = await ask(item.q, item.asker === 'friend');
      print(`  ${item.kind} [${r.kind} ${r.cited.join(',')}] ${item.q}\n      -> ${r.text}`);
    }
    continue;
  }
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
  if (dataset.questions.some((item) => item.expectAny.length > 0)) {
    const r = await replyFigures(p);
    print(`  said      ${replyRow(r)}`);
    if (verbose) for (const line of r.lines) print(`    ${line}`);
  }
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

if (args.includes('--sweep-sentences')) {
  print('\nSentences said: reply figures per dataset');
  const grid: AnswerOptions[] = [];
  for (const count of [1, 2, 3])
    for (const words of [40, 45, 50])
      for (const paragraphWeight of [0, 0.5])
        grid.push({ sentences: { count, closeTo: 0, words }, sentenceCoverage: 0.3, paragraphWeight });
  for (const answer of grid) {
    const cells = [];
    for (const p of prepared.slice(1)) cells.push(await replyFigures(p, {}, answer));
    print(`  ${JSON.stringify(answer)}`);
    for (const cell of cells) print(`      ${replyRow(cell)}`);
  }
}

if (args.includes('--sweep-runner-up')) {
  print(
    "\nRunner-up's best sentence (closeTo of the best's relevance, words in all): reply figures per dataset",
  );
  const grid: AnswerOptions[] = [{ runnerUp: { closeTo: 2, words: 50 } }];
  for (const closeTo of [0.95, 0.9, 0.85, 0.8])
    for (const words of [45, 50]) grid.push({ runnerUp: { closeTo, words } });
  for (const answer of grid) {
    const cells = [];
    for (const p of prepared.slice(1)) cells.push(await replyFigures(p, {}, answer));
    print(`  ${JSON.stringify(answer)}`);
    for (const cell of cells) print(`      ${replyRow(cell)}`);
  }
}

if (args.includes('--sweep-thresholds')) {
  print('\nReply thresholds (answer, hedge): reply figures per dataset');
  const bars: Array<[number, number]> = [
    [0.4, 0.35],
    [0.4, 0.32],
    [0.4, 0.3],
    [0.37, 0.32],
    [0.45, 0.35],
  ];
  for (const [answer, hedge] of bars) {
    const cells = [];
    for (const p of prepared.slice(1)) cells.push(await replyFigures(p, { thresholds: { answer, hedge } }));
    print(`  ${fmt(answer)} ${fmt(hedge)}`);
    for (const cell of cells) print(`      ${replyRow(cell)}`);
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
