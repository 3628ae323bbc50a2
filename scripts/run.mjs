#!/usr/bin/env node
// The README's two commands, on a machine with only Node and npm:
//   npm start  -> install, build, start identity provider + API + web (data in .data/)
//   npm test   -> install, lint, then typecheck and every package's tests, then the e2e journeys in Chromium,
//                 then the pack check and the web size budget
// The API's load checks (fuzz, soak, fault drills) are scripts of their own; CI runs short versions after the tests.
// Plain Node on purpose: nothing is installed yet when this runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const PNPM_VERSION = '12.21.0';
const API_PACKAGE = '@ditto/api';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };

function say(line) {
  process.stdout.write(`\n[ditto] ${line}\n`);
}

function installedPnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The pnpm to use: the installed one if it is the pinned version, else install it, else run it through npx. */
function ensurePnpm() {
  if (installedPnpmVersion() === PNPM_VERSION) return ['pnpm'];
  say(`Installing pnpm ${PNPM_VERSION} with npm...`);
  const global = spawnSync('npm', ['install', '--global', '--allow-scripts=pnpm', `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
    env,
  });
  if (global.status === 0 && installedPnpmVersion() === PNPM_VERSION) return ['pnpm'];
  say('A global install was not possible here; using pnpm through npx instead.');
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function run(pnpm, args, extraEnv = {}) {
  const [command, ...prefix] = pnpm;
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.status !== 0) {
    say(`Failed: pnpm ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };

/** Counts the closing lines of Vitest (`Tests  3 failed | 40 passed (43)`) and Playwright (`32 passed (1.0m)`). */
function countResults(line) {
  const plain = stripVTControlCharacters(line);
  const vitest = /^\s*(?:\S+:\s+)?Tests\s+(.*)\(\d+\)\s*$/.exec(plain);
  const playwright = /^\s*(?:\S+:\s+)?(\d+) (passed|failed|skipped|flaky)( \(.*\))?\s*$/.exec(plain);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) counts[kind] += Number(n);
  } else if (playwright) {
    const kind = playwright[2] === 'flaky' ? 'passed' : playwright[2];
    counts[kind] += Number(playwright[1]);
  }
}

function printCounts() {
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  process.stdout.write(`\nTotal: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
}

/** Commands of `runCounted` still running: a lane that fails, or Ctrl-C, stops them rather than leave them running. */
const running = new Set();
let stopping = false;

/**
 * Stops the commands still running and waits until they have ended (10 s at most), so that none is left writing to
 * the run's temp folders once they are removed.
 */
function stopRunning(signal) {
  stopping = true;
  const ended = [...running].map((child) => {
    const closed = new Promise((resolve) => child.once('close', resolve));
    child.kill(signal);
    return closed;
  });
  return Promise.race([Promise.all(ended), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
}

/** Like `run`, but shows the output as it comes and counts the test results in it. */
function runCounted(pnpm, args) {
  const [command, ...prefix] = pnpm;
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    running.add(child);
    let pending = '';
    // Whole lines: the two lanes' output must not cut into each other, and results are counted from closing lines.
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
      for (const line of lines) countResults(line);
    });
    child.on('close', async (code) => {
      running.delete(child);
      if (pending) process.stdout.write(`${pending}\n`);
      countResults(pending);
      if (stopping) return; // the run is being stopped; what stops it exits
      if (code !== 0) {
        say(`Failed: pnpm ${args.join(' ')}`);
        printCounts();
        await stopRunning('SIGINT');
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** How long each step of a run took, printed at its end: where the time of `npm test` goes. */
const stepTimes = [];
const laneTimes = [];

async function step(title, work) {
  say(title);
  const started = performance.now();
  await work();
  stepTimes.push([title, (performance.now() - started) / 1000], ...laneTimes.splice(0));
}

/** Like `step`, for a lane of a step run side by side with others: its time is listed under the step's. */
async function lane(title, work) {
  const started = performance.now();
  await work();
  laneTimes.push([`  ${title}`, (performance.now() - started) / 1000]);
}

function printStepTimes() {
  const width = Math.max(...stepTimes.map(([title]) => title.length));
  for (const [title, secs] of stepTimes)
    process.stdout.write(`  ${title.padEnd(width)}  ${secs.toFixed(1).padStart(6)} s\n`);
}

/**
 * A temp dir of the run's own in RAM: Linux's /dev/shm, when there is one with room and TMPDIR is not set already.
 * The suites open about a hundred PGlite databases, each a copy of a 39 MB template that is then written and fsynced:
 * a copy takes 34 ms there against about 950 ms on this kind of disk, and the API's suite 97 s against 131 s.
 */
function ramTempDir() {
  if (process.env.TMPDIR) return undefined;
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < 4 * 1024 ** 3) return undefined;
    return mkdtempSync('/dev/shm/ditto-test-');
  } catch {
    return undefined;
  }
}

/** Removes a folder of the run when `npm test` exits, however it ends. */
function removeOnExit(dir) {
  process.on('exit', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // A process of the run still writing there: the folder is the run's own, and temp folders are cleared at boot.
    }
  });
}

/** Ctrl-C or a kill stops the test commands first, then exits (through `removeOnExit`'s handlers) as signals do. */
function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => stopRunning(signal).then(() => process.exit(128 + constants.signals[signal])));
}

async function test(pnpm) {
  const started = performance.now();
  stopOnSignals();
  const tempDir = ramTempDir();
  if (tempDir) {
    env.TMPDIR = tempDir;
    removeOnExit(tempDir);
  }
  // The suites of this run share one set of PGlite templates (apps/api/src/test-support/pglite-template.ts).
  env.DITTO_TEST_PGLITE_TEMPLATES = mkdtempSync(join(tempDir ?? tmpdir(), 'ditto-pglite-templates-'));
  if (!tempDir) removeOnExit(env.DITTO_TEST_PGLITE_TEMPLATES);
  await step('Lint and format check (Biome)', () => run(pnpm, ['exec', 'biome', 'ci', '.']));
  // Two lanes, one per core, sharing one queue of work. The API's suite is the longest (Postgres makes it longer
  // still), so it starts at once in the first lane; the second takes the queue longest first, and the first lane
  // joins it when the API is done. Fixed lanes left one core idle for a minute or more whenever the API's suite ran
  // shorter or longer than everything else together.
  const turbo = (...args) => ['exec', 'turbo', 'run', ...args, '--output-logs=new-only'];
  const queue = [
    turbo('test', '--filter=@ditto/web'),
    turbo('test', '--filter=@ditto/persona-engine'),
    turbo('typecheck', '--concurrency=1'),
    turbo(
      'test',
      `--filter=!${API_PACKAGE}`,
      '--filter=!@ditto/web',
      '--filter=!@ditto/persona-engine',
      '--concurrency=1',
    ),
  ];
  const takeQueue = async () => {
    for (let args = queue.shift(); args; args = queue.shift()) await runCounted(pnpm, args);
  };
  await step('Typecheck and unit/integration tests of every package', () =>
    Promise.all([
      lane("the API's tests, then the shared queue", async () => {
        await runCounted(pnpm, turbo('test', `--filter=${API_PACKAGE}`));
        await takeQueue();
      }),
      lane("the shared queue: typechecks, the other packages' tests", takeQueue),
    ]),
  );
  // After the unit step, not beside it: side by side (tried) the two slowed each other more than they overlapped on
  // two cores (802 s against 334 s + 372 s run alone, the same hour), and tests timed out.
  await step('End-to-end journeys in Chromium (builds the web app and the API first)', () =>
    runCounted(pnpm, ['exec', 'turbo', 'run', 'e2e', '--output-logs=full']),
  );
  await step('Auth and API client from their packed tarballs, in a project outside the workspace', () =>
    run(pnpm, ['run', 'test:pack']),
  );
  await step('Web size budget: the first load of each route', () =>
    run(pnpm, ['--filter', '@ditto/web', 'size']),
  );
  say(`All checks passed in ${seconds(started)}:`);
  printStepTimes();
  printCounts();
}

function start(pnpm) {
  say('Building the web app and the API');
  run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@ditto/dev-stack...', '--output-logs=errors-only']);
  say('Starting Ditto (Ctrl-C stops everything)');
  const [command, ...prefix] = pnpm;
  const child = spawn(command, [...prefix, '--silent', '--filter', '@ditto/dev-stack', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, DITTO_DATA_DIR: process.env.DITTO_DATA_DIR ?? join(root, '.data') },
  });
  // Ctrl-C reaches the whole process group; wait for the stack to stop cleanly instead of dying first.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  // A stack killed by a signal it did not ask for (e.g. out of memory) must not look like a clean stop.
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
  );
}

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  process.stderr.write('Usage: node scripts/run.mjs start|test\n');
  process.exit(2);
}
let pnpm;
await step('Installing pnpm (when missing) and the dependencies', () => {
  pnpm = ensurePnpm();
  run(pnpm, ['install', '--frozen-lockfile']);
});
if (mode === 'test') await test(pnpm);
else start(pnpm);
