import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { chainOf } from './bench-web/chain.ts';
import { probeDependencies } from './bench-web/probes.ts';
import { printRequestTable, report } from './bench-web/report.ts';
import { type Run, runOnce } from './bench-web/run.ts';
import { out, PROBE, RUNS } from './bench-web/settings.ts';
import { type BenchStack, ensureWebBuild, startBenchStack } from './bench-web/stack.ts';
import { vitalsInitScript } from './bench-web/vitals.ts';

/**
 * `pnpm bench:web` (issue 16, "Two hops"): web vitals of /login and /, and the network from the click on
 * "Sign in" to the home data, in Debian's Chromium against the local stack serving apps/web/dist.
 *
 * Each of BENCH_RUNS (default 5) runs uses a fresh browser context (empty cache, no session) and a new user, so
 * every run is a first sign-in of that user:
 *   1. /login: LCP and CLS after load, INP after clicking into and typing in the form (real input events);
 *   2. sign-in: every request (identity provider, API, CORS preflights, JS/CSS chunks) recorded through the
 *      DevTools protocol from the click until the three home-data responses have ended, then until the API has
 *      been quiet for a moment (to catch late duplicates);
 *   3. `/` loaded again, signed in: LCP and CLS.
 * It prints the first run's request table and the medians beside the goals. Exit code 0 whatever the numbers
 * (a benchmark, not a test); 1 only when it could not measure.
 *
 * The parts live in ./bench-web/: settings and goals, the vitals script, the DevTools network log, the sign-in
 * timeline and its critical chain, one run, the dependency probes, the report, and the stack.
 */

/** The measured runs, then the probes (unless BENCH_PROBE=0), then the report. */
async function measure(browser: Browser, bench: BenchStack): Promise<void> {
  const { origins } = bench;
  const initScript = vitalsInitScript();
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++)
    runs.push(await runOnce(browser, initScript, origins, await bench.newUser('bench', i)));
  let probes = 0;
  const waiters = PROBE
    ? await probeDependencies(runs, origins, async (hold) =>
        runOnce(browser, initScript, origins, await bench.newUser('probe', ++probes), hold),
      )
    : new Map();
  const first = runs[0];
  if (first) printRequestTable(first.signIn, chainOf(first.signIn, waiters));
  report(runs, waiters);
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be a positive integer, got ${process.env.BENCH_RUNS}.`);
  const browserPath = findChromium();
  if (!browserPath.found) throw new Error(browserPath.reason);

  const { dist, builtAt } = ensureWebBuild();
  out(
    `Measuring the production build in ${dist} (built ${builtAt}; rebuild with \`pnpm --filter @ditto/web build\` after changing the app).`,
  );
  out(
    `Chromium ${browserPath.path}, headless, 1280×800, ${RUNS} run(s), each a fresh context and a new user.`,
  );
  out();

  const bench = await startBenchStack(dist);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: browserPath.path,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    await measure(browser, bench);
  } finally {
    await browser?.close();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:web could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
