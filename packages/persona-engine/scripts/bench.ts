import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import { elenaQuestions, elenaUnanswerable } from '../src/fixtures/elena-questions.ts';
import { createKnowledgeIndex } from '../src/knowledge-index.ts';
import { trainPersona } from '../src/training.ts';
import { syntheticEntries } from './synthetic-corpus.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;
// biome-ignore lint/suspicious/noConsole: prints figures
const print = (line: string) => console.log(line);

/** The machine's load: wall-clock figures on a shared machine mean little without it. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
print(`load average (1, 5, 15 min) at start: ${load()}`);

/** `--words-only`: without word vectors, to see what the meaning-based half of the ranking costs. */
const indexOptions = process.argv.includes('--words-only') ? { wordVectors: false as const } : {};
const corpus = [...elenaEntries, ...syntheticEntries(10_000 - elenaEntries.length)];
const questions = [...elenaQuestions, ...elenaUnanswerable].map((q) => q.question);

// Wall-clock figures include waiting for a core when the machine is busy; CPU time is this process's own work.
// Warm-up: loads WordNet once and fills the expansion caches, as a long-running server would have.
createKnowledgeIndex(elenaEntries, indexOptions).search(questions[0] ?? 'hello');

let started = performance.now();
const index = createKnowledgeIndex(corpus, indexOptions);
print(`index build, ${corpus.length} entries: ${ms(performance.now() - started)}`);

for (const question of questions) index.search(question);
const timings: number[] = [];
const cpuTimings: number[] = [];
const byQuestion = new Map<string, number[]>();
for (let round = 0; round < 10; round++) {
  for (const question of questions) {
    // Each search in its own turn of the event loop, as each request is in a server: V8 runs its scheduled
    // garbage-collection steps between turns, not inside the next search.
    await new Promise((resolve) => setImmediate(resolve));
    const cpu = process.cpuUsage();
    started = performance.now();
    index.search(question, { limit: 5 });
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuTimings.push((used.user + used.system) / 1000);
    timings.push(elapsed);
    byQuestion.set(question, [...(byQuestion.get(question) ?? []), elapsed]);
  }
}
if (process.argv.includes('--slowest')) {
  const medians = [...byQuestion].map(([q, t]) => [q, t.sort((a, b) => a - b)[5] ?? 0] as const);
  for (const [q, t] of medians.sort((a, b) => b[1] - a[1]).slice(0, 8)) print(`  ${ms(t)}  ${q}`);
}
timings.sort((a, b) => a - b);
cpuTimings.sort((a, b) => a - b);
print(
  `retrieval over ${corpus.length} entries (${timings.length} queries): p50 ${ms(percentile(timings, 0.5))}, ` +
    `p95 ${ms(percentile(timings, 0.95))}, max ${ms(timings.at(-1) ?? 0)} (wall clock); CPU time p50 ` +
    `${ms(percentile(cpuTimings, 0.5))}, p95 ${ms(percentile(cpuTimings, 0.95))}`,
);

// Same questions, but the owner's 45 entries are among 9,955 other notes: how well retrieval holds up at scale.
const found = elenaQuestions.filter(({ question, expected }) =>
  index.search(question, { limit: 3 }).some((hit) => expected.includes(hit.entryId)),
);
print(
  `hit@3 of the ${elenaQuestions.length} answerable questions among ${corpus.length} entries: ${(found.length / elenaQuestions.length).toFixed(3)}`,
);

const thousand = corpus.slice(0, 1000);
started = performance.now();
await trainPersona(thousand);
const trainMs = performance.now() - started;
started = performance.now();
createKnowledgeIndex(thousand, indexOptions);
print(`training, 1,000 entries: profile ${ms(trainMs)} + index ${ms(performance.now() - started)}`);
print(`load average at end: ${load()}`);
