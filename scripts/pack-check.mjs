#!/usr/bin/env node
// Proves that @ditto/auth and @ditto/api-client work outside this workspace, from their tarballs alone:
//   1. builds (through turbo) and packs them, and @ditto/contract (a dependency of api-client), into a temp dir;
//   2. installs the three tarballs with npm into a scratch project in another temp dir (third-party dependencies
//      come from the registry or npm's cache; React is not installed);
//   3. runs pack-check/consumer.mjs there (real calls against local HTTP servers; @ditto/auth loads without React)
//      and type-checks pack-check/consumer.ts against the shipped .d.ts, with NodeNext and Bundler resolution.
// Run with `pnpm test:pack` (npm test runs it too). Plain Node on purpose, like run.mjs.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'scripts', 'pack-check');
const packages = ['contract', 'auth', 'api-client'];
const started = performance.now();

function say(line) {
  process.stdout.write(`[pack-check] ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

/** The pnpm running this script (pnpm sets npm_execpath for its scripts), else the one on PATH. */
function pnpmCommand() {
  const execpath = process.env.npm_execpath;
  if (!execpath || !basename(execpath).toLowerCase().startsWith('pnpm')) return ['pnpm'];
  return /\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : [execpath];
}

/** The environment without what pnpm passes to its scripts, so that the nested npm behaves as a consumer's would. */
function consumerEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(npm_(?!config_)|pnpm_)/i.test(key) || key.toLowerCase() === 'npm_config_user_agent')
      delete env[key];
  }
  return env;
}

/** Runs a command; its output is shown only when it fails. */
function exec(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

const temp = mkdtempSync(join(tmpdir(), 'ditto-pack-check-'));
try {
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  // Through turbo: `npm test` has built them already for the e2e step, and its cache hands the same files back.
  // Their dist/ goes first, so a cache hit cannot leave a stale file of an earlier build in a tarball.
  for (const name of packages) rmSync(join(root, 'packages', name, 'dist'), { recursive: true, force: true });
  const filters = packages.map((name) => `--filter=@ditto/${name}`);
  await exec(pnpm, [...pnpmArgs, 'exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
  });
  say('built');

  const tarballs = join(temp, 'tarballs');
  mkdirSync(tarballs);
  await Promise.all(
    packages.map((name) =>
      exec(pnpm, [...pnpmArgs, 'pack', '--pack-destination', tarballs], {
        cwd: join(root, 'packages', name),
      }),
    ),
  );
  const files = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
  if (files.length !== packages.length) throw new Error(`expected ${packages.length} tarballs, got ${files}`);
  say(`packed ${files.join(', ')}`);

  const project = join(temp, 'consumer');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'ditto-pack-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  for (const file of ['consumer.mjs', 'consumer.ts', 'tsconfig.json']) {
    cpSync(join(fixtures, file), join(project, file));
  }
  const env = consumerEnv();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await exec(
    npm,
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      ...files.map((file) => join(tarballs, file)),
    ],
    { cwd: project, env, shell: process.platform === 'win32' },
  );
  say('installed the tarballs with npm');

  process.stdout.write(await exec(process.execPath, ['consumer.mjs'], { cwd: project, env }));
  say('ran the consumer');

  const typescript = createRequire(join(root, 'package.json')).resolve('typescript/package.json');
  const tsc = [join(dirname(typescript), 'bin', 'tsc'), '-p', 'tsconfig.json'];
  await exec(process.execPath, tsc, { cwd: project, env });
  await exec(process.execPath, [...tsc, '--module', 'ESNext', '--moduleResolution', 'Bundler'], {
    cwd: project,
    env,
  });
  say('type-checked the consumer against the shipped .d.ts (NodeNext and Bundler resolution)');
  say('passed');
} catch (error) {
  console.error(`[pack-check] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
