/**
 * The web app's size budget (`pnpm --filter @ditto/web size`, after `build`): what each route's first load fetches,
 * gzipped, read from Vite's manifest. /login's JavaScript must stay within the budget, or this exits 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** /login's JavaScript, gzipped: 0.6 of a heavyweight peer (an Amplify Authenticator app, 218 KB). */
const LOGIN_JS_BUDGET_KB = Number(process.env.LOGIN_JS_BUDGET_KB ?? 130);

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: run `pnpm --filter @ditto/web build` first');

/** The files a chunk loads before it runs: itself, its CSS and its static imports, transitively. */
function firstLoad(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const print = (line) => process.stdout.write(`${line}\n`);

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipped.get(file);
}

function totals(files) {
  const sum = (kind) =>
    files.filter((file) => file.endsWith(kind)).reduce((kb, file) => kb + gzipKb(file), 0);
  return { js: sum('.js'), css: sum('.css') };
}

const routeKey = (name) => Object.keys(manifest).find((key) => key.endsWith(`src/routes/${name}.tsx`));
const publicRoutes = ['signup', 'forgot-password', 'password-reset', 'confirm-account'];
const signedInRoutes = [
  'home',
  'my-knowledge',
  'ditto',
  'lisa',
  'sharing',
  'shared-persona',
  'settings',
  'elevenlabs',
  'admin',
  'admin-user',
];
const layout = routeKey('authed-layout');

const rows = [['login (entry)', firstLoad([entryKey])]];
for (const name of publicRoutes) rows.push([name, firstLoad([entryKey, routeKey(name)])]);
for (const name of signedInRoutes) rows.push([name, firstLoad([entryKey, layout, routeKey(name)])]);

print('First load of each route, gzip KB');
print(`${'route'.padEnd(16)} ${'JS'.padStart(7)} ${'CSS'.padStart(6)}  files`);
for (const [name, files] of rows) {
  const { js, css } = totals(files);
  print(`${name.padEnd(16)} ${js.toFixed(1).padStart(7)} ${css.toFixed(1).padStart(6)}  ${files.length}`);
}

const login = firstLoad([entryKey]);
print('\n/login, per file (gzip KB)');
for (const file of login.sort((a, b) => gzipKb(b) - gzipKb(a))) {
  print(`  ${gzipKb(file).toFixed(1).padStart(6)}  ${file}`);
}
const loginJs = totals(login).js;
print(`\n/login JS ${loginJs.toFixed(1)} KB gzip; budget ${LOGIN_JS_BUDGET_KB} KB`);
if (loginJs > LOGIN_JS_BUDGET_KB) {
  console.error(`/login's JavaScript is over budget by ${(loginJs - LOGIN_JS_BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
