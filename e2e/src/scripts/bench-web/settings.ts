/** What `pnpm bench:web` can be tuned with (env vars), what it waits for, and the goals of issue 16. */

/** The report goes to stdout (the lint rules keep `console` for errors). */
export const out = (line = '') => process.stdout.write(`${line}\n`);

export const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '5', 10);
export const PASSWORD = 'Bench-Pass-2024';
/** The API requests that make the home screen ("home data"). */
export const HOME_DATA = ['GET /profile', 'GET /sharing/personas-shared-with-me', 'GET /persona/profile'];
/** The API counts as settled after this long without a request in flight (as `src/api-log.ts`). */
export const QUIET_MS = 750;
/** BENCH_PROBE=0 skips the dependency probes: hops are then the timing-only upper bound. */
export const PROBE = process.env.BENCH_PROBE !== '0';
export const PROBE_DELAY_MS = 400;
/** At most this many extra sign-ins for the probes. */
export const PROBE_LIMIT = 8;
/** web-vitals' default: interactions shorter than this are not reported as INP (the first input excepted). */
export const INP_THRESHOLD_MS = 40;

export const GOALS = {
  loginLcp: 400,
  loginCls: 0.01,
  loginInp: 100,
  signInMs: 250,
  hops: 2,
  apiRequests: 3,
  duplicates: 0,
};
