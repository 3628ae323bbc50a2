import { defineDittoConfig } from '@ditto/vitest-config';

export default defineDittoConfig({
  test: { globalSetup: ['./src/test-support/pglite-template.global-setup.ts'] },
});
