/** The figures of a run: a table per route, the totals, the failures grouped, the errors the API logged. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeList } from '@ditto/contract';
import { percentile } from '../harness.ts';
import { CONCURRENCY, SEED, TIMEOUT_MS } from './config.ts';
import type { RunResult } from './run.ts';
import type { ServerErrors } from './server.ts';
import type { Failure, RouteStats, Tally } from './tally.ts';

export type ReportInput = {
  result: RunResult;
  setupMs: number;
  /** When the script started, for the total time. */
  startedAt: number;
  /** Why the API process ended, if it did. */
  exited: string | undefined;
  /** Where failures.json goes. */
  tempDir: string;
  logPath: string;
  errors: ServerErrors;
};

type Totals = Pick<
  RouteStats,
  'requests' | 'valid' | 'valid2xx' | 'serverErrors' | 'hangs' | 'connectionErrors' | 'earlyCloses'
>;

const pad = (text: string | number, width: number) => String(text).padStart(width);

function totalsOf(tally: Tally): Totals {
  const totals: Totals = {
    requests: 0,
    valid: 0,
    valid2xx: 0,
    serverErrors: 0,
    hangs: 0,
    connectionErrors: 0,
    earlyCloses: 0,
  };
  for (const route of routeList) {
    const stats = tally.routeStats(route.name);
    for (const key of Object.keys(totals) as Array<keyof Totals>) totals[key] += stats[key];
  }
  return totals;
}

/** Statuses the contract does not list for the route are starred. */
function routeLine(route: (typeof routeList)[number], s: RouteStats): string {
  const declared = new Set(Object.keys(route.responses).map(Number));
  const statuses = [...s.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}${declared.has(status) ? '' : '*'}:${count}`)
    .concat(s.earlyCloses > 0 ? [`closed-early:${s.earlyCloses}`] : [])
    .join(' ');
  return (
    `${`${route.method.toUpperCase()} ${route.path}`.padEnd(54)}${pad(s.requests, 6)}${pad(s.valid, 7)}${pad(s.valid2xx, 7)}` +
    `${pad(s.serverErrors, 6)}${pad(s.hangs, 6)}${pad(s.connectionErrors, 6)}${pad(s.maxMs.toFixed(0), 8)}  ${statuses}`
  );
}

function tableLines(tally: Tally, requests: number): string[] {
  return [
    `Fuzz of the API: seed ${SEED} (FUZZ_SEED=${SEED}), ${requests} requests, ${CONCURRENCY} in flight, ` +
      `hang = no full answer in ${TIMEOUT_MS} ms, Node ${process.version}`,
    '',
    `${'route'.padEnd(54)}${pad('reqs', 6)}${pad('valid', 7)}${pad('v-2xx', 7)}${pad('≥500', 6)}${pad('hang', 6)}${pad('conn', 6)}${pad('max ms', 8)}  statuses`,
    ...routeList.map((route) => routeLine(route, tally.routeStats(route.name))),
    '(valid: schema-valid requests; v-2xx: of those, answered 2xx; * a status the contract does not list for the route,',
    ' e.g. 404 for a path parameter that is not one path segment, or 405-like 404s for another method;',
    ' closed-early: the connection closed while a body over the size limit was being sent, the API alive after)',
    '',
    `requests by kind: ${[...tally.byLabel.entries()]
      .sort(([, a], [, b]) => b.requests - a.requests)
      .map(
        ([name, value]) => `${name} ${value.requests}${value.failures ? ` (${value.failures} failed)` : ''}`,
      )
      .join(', ')}`,
    '',
  ];
}

function summary(input: ReportInput, totals: Totals, crashes: number): string[] {
  const { result, setupMs, startedAt, exited } = input;
  const { tally, runMs } = result;
  const sorted = [...tally.durations].sort((a, b) => a - b);
  const ms = (p: number) => (sorted.length > 0 ? percentile(sorted, p) : 0).toFixed(0);
  const { streamErrors, healthFailures } = tally;
  return [
    `setup ${(setupMs / 1000).toFixed(1)} s; run ${(runMs / 1000).toFixed(1)} s (${((totals.requests / runMs) * 1000).toFixed(0)} req/s); ` +
      `total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    `latency:             p50 ${ms(50)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms`,
    `requests sent:       ${totals.requests} over ${routeList.length} routes (${totals.valid} schema-valid, ${totals.valid2xx} of them 2xx)`,
    `responses ≥ 500:     ${totals.serverErrors + streamErrors}${streamErrors ? ` (${streamErrors} as internal_error events in a 200 stream)` : ''}`,
    `hangs:               ${totals.hangs}`,
    `oversized bodies cut off by the API (alive after): ${totals.earlyCloses}`,
    `crashes:             ${crashes} (process exit: ${exited ? 1 : 0}, connection errors: ${totals.connectionErrors}, /health failures: ${healthFailures})`,
    ...(exited ? [`  ${exited}: the run stopped there.`] : []),
  ];
}

/** All failures go to `failures.json`; the report shows two of each route and kind. */
async function failureLines(failures: readonly Failure[], tempDir: string): Promise<string[]> {
  if (failures.length === 0) return [];
  const failuresPath = path.join(tempDir, 'failures.json');
  await writeFile(failuresPath, JSON.stringify(failures, null, 2));
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.route}: ${failure.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [
    '',
    `Failures (${failures.length}, in ${groups.size} groups; two examples each; all in ${failuresPath}; ` +
      `replay one with FUZZ_SEED=${SEED} FUZZ_CASES=<case>):`,
  ];
  for (const [key, group] of groups) {
    lines.push(`  ${key} ×${group.length}`);
    for (const failure of group.slice(0, 2)) {
      lines.push(
        `    case ${failure.index} [${failure.label}]: ${failure.result}`,
        `      ${failure.request}`,
      );
    }
  }
  return lines;
}

function loggedErrorLines(errors: ServerErrors): string[] {
  if (errors.blocks.size === 0) return [];
  const blocks = [...errors.blocks.values()].slice(0, 10);
  return [
    '',
    `Errors the API logged (${errors.blocks.size} distinct):`,
    ...blocks.map(({ text, count }) => `  ×${count} ${text}`),
  ];
}

/** Prints the report to stdout; true when the run failed (a response ≥ 500, a hang or a crash). */
export async function printReport(input: ReportInput): Promise<boolean> {
  const { tally } = input.result;
  const totals = totalsOf(tally);
  const crashes = (input.exited ? 1 : 0) + totals.connectionErrors + tally.healthFailures;
  const failed = totals.serverErrors + tally.streamErrors > 0 || totals.hangs > 0 || crashes > 0;
  const lines = [
    ...tableLines(tally, input.result.requests),
    ...summary(input, totals, crashes),
    ...(await failureLines(tally.failures, input.tempDir)),
    ...loggedErrorLines(input.errors),
    ...(failed ? ['', `The API's full log: ${input.logPath}`] : []),
    '',
    failed ? 'FAILED' : 'OK: no response ≥ 500, no hang, no crash',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return failed;
}
