import { type Chain, chainOf, chainText, type Waiters } from './chain.ts';
import { median } from './median.ts';
import type { Run } from './run.ts';
import { GOALS, INP_THRESHOLD_MS, out, QUIET_MS } from './settings.ts';
import { describe, fromClick, type SignIn } from './sign-in.ts';

type Format = (value: number | undefined) => string;

/** One line of the summary: the median over the runs, each run's value, and the goal when there is one. */
interface Row {
  label: string;
  value: number | undefined;
  format: Format;
  goal: string;
  /** `undefined`: no goal, or no value for a goal that only counts values. */
  met: boolean | undefined;
  perRun: string;
}

interface Goal {
  text: string;
  ok: (value: number) => boolean;
  /** Whether a missing value meets the goal (no INP reported: every interaction was fast). */
  missing?: boolean;
}

const ms: Format = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const cls: Format = (value) => (value === undefined ? '–' : value.toFixed(3));
const count: Format = (value) => (value === undefined ? '–' : String(value));
const inp: Format = (value) =>
  value === undefined ? `< ${INP_THRESHOLD_MS} ms (no slow interaction)` : ms(value);
const atMost = (limit: number, unit = ''): Goal => ({ text: `≤ ${limit}${unit}`, ok: (v) => v <= limit });
const exactly = (expected: number): Goal => ({ text: `= ${expected}`, ok: (v) => v === expected });

function summaryRows(runs: Run[], chains: Map<Run, Chain>): Row[] {
  const rows: Row[] = [];
  const add = (label: string, pick: (run: Run) => number | undefined, format: Format, goal?: Goal) => {
    const value = median(runs.map(pick));
    const met = goal ? (value === undefined ? goal.missing : goal.ok(value)) : undefined;
    const perRun = runs.map((run) => format(pick(run))).join(', ');
    rows.push({ label, value, format, goal: goal?.text ?? '(no goal)', met, perRun });
  };
  const inpGoal = { ...atMost(GOALS.loginInp, ' ms'), missing: true };

  add('/login LCP', (run) => run.login.lcp?.value, ms, atMost(GOALS.loginLcp, ' ms'));
  add('/login CLS', (run) => run.login.cls?.value, cls, atMost(GOALS.loginCls));
  add('/login INP (typing)', (run) => run.login.inp?.value, inp, inpGoal);
  add('/login INP (+ Sign in click)', (run) => run.inpWithSignIn, inp, inpGoal);
  add('/ LCP', (run) => run.home.lcp?.value, ms);
  add('/ CLS', (run) => run.home.cls?.value, cls);
  add('sign-in → home data', (run) => run.signIn.homeDataMs, ms, atMost(GOALS.signInMs, ' ms'));
  add('hops (sequential waves)', (run) => chains.get(run)?.hops, count, atMost(GOALS.hops));
  add('  timing-only hops', (run) => chainOf(run.signIn, new Map()).hops, count);
  add(
    '  round trips incl. preflights',
    (run) => {
      const chain = chains.get(run);
      return chain && chain.hops + chain.preflights;
    },
    count,
  );
  add('longest idle gap', (run) => run.signIn.idleGapMs, ms);
  add('API requests at sign-in', (run) => run.signIn.apiRequests.length, count, exactly(GOALS.apiRequests));
  add('duplicate API requests', (run) => run.signIn.duplicates, count, exactly(GOALS.duplicates));
  return rows;
}

/** Which elements run 1's LCP, largest shift and INP were about. */
function printTargets(first: Run): void {
  const where = (v?: { target?: string }) => v?.target ?? '?';
  out();
  out(`  run 1: /login LCP element ${where(first.login.lcp)}; / LCP element ${where(first.home.lcp)}`);
  if (first.login.cls?.target) out(`  run 1: /login largest shift ${first.login.cls.target}`);
  if (first.home.cls?.target) out(`  run 1: / largest shift ${first.home.cls.target}`);
  if (first.login.inp)
    out(`  run 1: /login INP interaction ${first.login.inp.type} on ${where(first.login.inp)}`);
}

/** The medians beside the goals (MET / MISS), each run's critical chain, and the verdict line. */
export function report(runs: Run[], waiters: Waiters): void {
  const chains = new Map(runs.map((run) => [run, chainOf(run.signIn, waiters)]));
  const rows = summaryRows(runs, chains);

  out(`Medians over ${runs.length} run(s) (per run in brackets):`);
  const width = Math.max(...rows.map((row) => row.label.length));
  for (const { label, value, format, goal, met, perRun } of rows) {
    const verdict = met === undefined ? '    ' : met ? 'MET ' : 'MISS';
    out(
      `  ${verdict}  ${label.padEnd(width)}  ${format(value).padStart(9)}   goal ${goal.padEnd(9)}  [${perRun}]`,
    );
  }
  const first = runs[0];
  if (first) printTargets(first);
  out();
  out('Critical chain per run (ms from the click):');
  runs.forEach((run, i) => {
    const chain = chains.get(run);
    if (chain)
      out(
        `  run ${i + 1}: ${chainText(run.signIn, chain)}${chain.verified ? '' : ' (not every link probed)'}`,
      );
  });
  out();
  out(
    'hops: requests in sequence on the critical path to the last home-data response (a CORS preflight counts',
  );
  out(
    'inside its request), links confirmed by the probes; timing-only: the upper bound from start/end times alone.',
  );
  out(
    'Idle gap: the longest time between the click and the last home-data response with no request in flight.',
  );
  const judged = rows.filter((row) => row.met !== undefined);
  const missed = judged.filter((row) => row.met === false).map((row) => row.label);
  out();
  out(
    missed.length === 0
      ? `All ${judged.length} goals met.`
      : `${judged.length - missed.length} of ${judged.length} goals met; missed: ${missed.join('; ')}.`,
  );
}

/** Run 1's requests from the click on, with their waves, the critical chain and the idle gap. */
export function printRequestTable(signIn: SignIn, chain: Chain): void {
  const rel = fromClick(signIn.click);
  const onChain = new Set(chain.chain);
  out('Requests of run 1, ms from the click on "Sign in" (* home data, > on the critical chain):');
  out(
    `  ${'start'.padStart(6)} ${'end'.padStart(6)} ${'dur'.padStart(5)}  wave  ${'type'.padEnd(10)} ${'method'.padEnd(7)} status  request`,
  );
  for (const req of signIn.window) {
    const mark = `${onChain.has(req) ? '>' : ' '}${signIn.homeData.has(req) ? '*' : ' '}`;
    const dur = req.end === undefined ? '…' : (req.end - req.start).toFixed(0);
    const wave = chain.wave.get(req.preflightOf ?? req);
    const status = req.failed ? 'fail' : String(req.status ?? '…');
    out(
      `${mark}${rel(req.start).padStart(6)} ${rel(req.end).padStart(6)} ${dur.padStart(5)}  ${String(wave ?? '-').padStart(4)}  ` +
        `${req.type.padEnd(10)} ${req.method.padEnd(7)} ${status.padEnd(6)}  ${describe(req, signIn.origins)}`,
    );
  }
  out(
    `  critical chain: ${chain.hops} hops${chain.verified ? '' : ' (not every link confirmed by a probe)'}, ` +
      `${chain.hops + chain.preflights} round trips counting ${chain.preflights} CORS preflights: ${chainText(signIn, chain)}`,
  );
  out(
    `  longest idle gap: ${signIn.idleGapMs.toFixed(0)} ms (${rel(signIn.idleGapAt[0])}–${rel(signIn.idleGapAt[1])})`,
  );
  out(`  API requests until the API was quiet for ${QUIET_MS} ms: ${signIn.apiRequests.join(', ')}`);
  out();
}
