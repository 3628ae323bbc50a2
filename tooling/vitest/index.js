// Plain JavaScript on purpose: Vite loads config files with Node, which cannot import TypeScript from node_modules.
import { defineConfig, mergeConfig } from 'vitest/config';

/** Conditions that make workspace packages resolve to their TypeScript sources. */
export const sourceConditions = ['source'];

const base = defineConfig({
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [...sourceConditions, 'node', 'development|production'] } },
  test: {
    // The files of a worker share its modules (and test environment): evaluating them again for every file took most
    // of a run (ui 40 s → 5 s, web 155 s → 87 s, API 278 s → 216 s). Each test still gets restored mocks, env and
    // globals; a file that mocks a module the others import runs in a project with `isolate: true` (see apps/api).
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // A safety net for a hang, not a speed check: integration tests start real servers on a shared two-core machine,
    // where two suites run at once and a 5-second test has taken four times as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * The shared Vitest configuration, merged with a package's own settings.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function defineDittoConfig(overrides = {}) {
  const config = mergeConfig(base, overrides);
  // Set here rather than in `base`: merging would add a package's own `include` to it instead of replacing it.
  config.test.include = overrides.test?.include ?? ['src/**/*.test.{ts,tsx}'];
  return config;
}
