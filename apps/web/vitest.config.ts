import { defineDittoConfig } from '@ditto/vitest-config';

export default defineDittoConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./src/test/identity.global-setup.ts', './src/test/database.global-setup.ts'],
  },
});
