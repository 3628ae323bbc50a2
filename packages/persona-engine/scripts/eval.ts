import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import {
  elenaQuestions,
  elenaUnanswerable,
  type Split as QuestionSplit,
} from '../src/fixtures/elena-questions.ts';
import { groundingFor } from '../src/grounding.ts';
import { createKnowledgeIndex, type KnowledgeIndex } from '../src/knowledge-index.ts';
import { replyAsPersona } from '../src/persona.ts';
import { createEmbeddedProvider } from '../src/providers/embedded.ts';
import { collect } from '../src/providers/types.ts';
import { extractProfile } from '../src/training.ts';
import { blindSplit } from './splits.ts';

const provider = createEmbeddedProvider();
const profile = extractProfile(elenaEntries, new Date('2026-01-06T00:00:00.000Z'));

/** Whether Ditto's reply is a plain "I don't know". */
async function saysIDontKnow(index: KnowledgeIndex, message: string): Promise<boolean> {
  const reply = replyAsPersona({
    profile,
    index,
    history: [],
    message,
    provider,
  });
  const text = await collect(reply.stream);
  return text.startsWith("I don't know") && reply.citations.length === 0;
}

type Split = QuestionSplit | 'all';
const splits: Split[] = [...new Set(elenaQuestions.map((item) => item.split)), 'all'];
const inSplit = (split: Split) => (item: { split: string }) => split === 'all' || item.split === split;

function retrievalFigures(index: KnowledgeIndex, split: Split) {
  const questions = elenaQuestions.filter(inSplit(split));
  let hit1 = 0;
  let hit3 = 0;
  let reciprocalRanks = 0;
  const misses: string[] = [];
  for (const { question, expected } of questions) {
    const ids = index.search(question, { limit: 10 }).map((hit) => hit.entryId);
    const rank = ids.findIndex((id) => expected.includes(id));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    else misses.push(`${question} -> got ${ids.slice(0, 3).join(',')} want ${expected.join('|')}`);
    if (rank >= 0) reciprocalRanks += 1 / (rank + 1);
  }
  const n = questions.length;
  return {
    n,
    hit1: hit1 / n,
    hit3: hit3 / n,
    mrr: reciprocalRanks / n,
    misses,
  };
}

async function unknownFigures(index: KnowledgeIndex, split: Split) {
  const unanswerable = elenaUnanswerable.filter(inSplit(split));
  const answerable = elenaQuestions.filter(inSplit(split));
  const answered: typeof unanswerable = [];
  for (const item of unanswerable) if (!(await saysIDontKnow(index, item.question))) answered.push(item);
  const refused: typeof answerable = [];
  for (const item of answerable) if (await saysIDontKnow(index, item.question)) refused.push(item);
  return {
    n: unanswerable.length,
    unknownRate: 1 - answered.length / unanswerable.length,
    falseUnknownRate: refused.length / answerable.length,
    wronglyAnswered: answered.map(({ question }) => question),
    wronglyRefused: refused.map(({ question }) => question),
  };
}

const fmt = (value: number) => value.toFixed(3);
const verbose = process.argv.includes('--verbose');
/** `--tuning` shows only the questions used for tuning (dev and earlier holdouts), never the newest holdout. */
const tuningOnly = process.argv.includes('--tuning');

/**
 * `--calibrate`: for several coverage thresholds, the "I don't know" rate and the share of answerable questions
 * refused, on the tuning splits only (never the newest holdout): how the frozen threshold was chosen.
 */
function calibrate(index: KnowledgeIndex): void {
  const tuning = (item: { split: string }) => item.split !== blindSplit;
  const answerable = elenaQuestions.filter(tuning);
  const unanswerable = elenaUnanswerable.filter(tuning);
  for (const minCoverage of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
    const refuses = ({ question }: { question: string }) =>
      groundingFor(index, question, { minCoverage }).length === 0;
    // biome-ignore lint/suspicious/noConsole: prints figures
    console.log(
      `minCoverage=${minCoverage.toFixed(2)} "I don't know" rate=${fmt(unanswerable.filter(refuses).length / unanswerable.length)} ` +
        `answerable refused=${fmt(answerable.filter(refuses).length / answerable.length)}`,
    );
  }
}

if (process.argv.includes('--calibrate')) {
  calibrate(createKnowledgeIndex(elenaEntries));
  process.exit(0);
}

const indexes: Array<[string, KnowledgeIndex]> = [
  [
    'plain BM25',
    createKnowledgeIndex(elenaEntries, {
      expansion: { wordNet: false, concepts: false },
      wordVectors: false,
    }),
  ],
  ['words only', createKnowledgeIndex(elenaEntries, { wordVectors: false })],
  ['engine', createKnowledgeIndex(elenaEntries)],
];
for (const [name, index] of indexes) {
  for (const split of splits) {
    if (tuningOnly && (split === blindSplit || split === 'all')) continue;
    const r = retrievalFigures(index, split);
    const u = await unknownFigures(index, split);
    // biome-ignore lint/suspicious/noConsole: prints figures
    console.log(
      `${name.padEnd(10)} ${split.padEnd(8)} questions=${r.n} hit@1=${fmt(r.hit1)} hit@3=${fmt(r.hit3)} ` +
        `MRR=${fmt(r.mrr)} | unanswerable=${u.n} "I don't know" rate=${fmt(u.unknownRate)} ` +
        `| answerable refused=${fmt(u.falseUnknownRate)}`,
    );
    if (verbose) {
      // biome-ignore lint/suspicious/noConsole: prints figures
      console.log(
        [
          ...r.misses,
          ...u.wronglyAnswered.map((q) => `answered: ${q}`),
          ...u.wronglyRefused.map((q) => `refused: ${q}`),
        ]
          .map((l) => `   ${l}`)
          .join('\n'),
      );
    }
  }
}
