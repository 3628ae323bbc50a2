// Plain JavaScript on purpose: Vite loads config files with Node, which cannot import TypeScript from node_modules.
import { defineConfig, mergeConfig } from 'vitest/config';

/** Conditions that make workspace packages resolve to their TypeScript sources. */
export const sourceConditions = ['source'];

const base = defineConfig({
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [...sourceConditions, 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * The shared Vitest configuration, merged with a package's own settings.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function defineDittoConfig(overrides = {}) {
  return mergeConfig(base, overrides);
}
