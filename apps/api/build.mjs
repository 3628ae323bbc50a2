// Bundles the server into dist/main.js: our workspace packages (TypeScript sources) go into the bundle,
// third-party packages stay external and load from node_modules (PGlite needs its own files beside it).
// Usage: node build.mjs [outfile]; the outfile must stay inside this package so node_modules resolve.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const thirdParty = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@ditto/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: process.argv[2] ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: [...thirdParty, ...thirdParty.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
