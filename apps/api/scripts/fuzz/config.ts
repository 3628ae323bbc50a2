/** The run's settings: `--quick` and the `FUZZ_*` variables described in `scripts/fuzz.ts`. */

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!(Number.isInteger(value) && value > 0)) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const quick = process.argv.includes('--quick');
export const RUNS = positiveInt('FUZZ_RUNS', quick ? 1_000 : 10_000);
export const CONCURRENCY = positiveInt('FUZZ_CONCURRENCY', 4);
// A hang is a request the product's own client would give up on: its timeout is 30 s (the spec's API timeout). At
// 10 s, a reply to a long message at four in flight passed on one two-core machine and failed on a slower one.
export const TIMEOUT_MS = positiveInt('FUZZ_TIMEOUT_MS', 30_000);
/** The quick run (CI) sends the same requests every time; the full run explores with a new seed each time. */
const QUICK_SEED = 20_251_125;
export const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED) | 0
  : quick
    ? QUICK_SEED
    : (Math.random() * 2 ** 31) | 0;
export const VERBOSE = process.env.FUZZ_VERBOSE === '1';
export const ONLY = process.env.FUZZ_CASES?.split(',').map((item) => Number(item.trim()));
export const HEALTH_EVERY_MS = 2_000;
/** Access tokens last an hour: a long run signs in again well before. */
export const TOKEN_REFRESH_MS = 20 * 60_000;
