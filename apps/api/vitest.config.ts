import { defineDittoConfig } from '@ditto/vitest-config';

const globalSetup = ['./src/test-support/pglite-template.global-setup.ts'];
/** Files that mock a module the API imports: they need the API's modules evaluated afresh, not shared. */
const ownModules = ['src/persona/provider.test.ts'];

export default defineDittoConfig({
  test: {
    projects: [
      defineDittoConfig({ test: { name: 'api', exclude: ownModules, globalSetup } }),
      defineDittoConfig({
        test: { name: 'api (own modules)', include: ownModules, isolate: true, globalSetup },
      }),
    ],
  },
});
