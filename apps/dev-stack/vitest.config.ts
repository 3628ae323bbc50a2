import { defineDittoConfig } from '@ditto/vitest-config';

// The API's PGlite templates, made once for the run: each test stack's database starts as a copy.
export default defineDittoConfig({ test: { globalSetup: ['./src/test/database.global-setup.ts'] } });
