import { defineDittoConfig } from '@ditto/vitest-config';

export default defineDittoConfig({ test: { environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'] } });
