import { afterEach } from 'vitest';

// Screen tests against the real API run in Node (`@vitest-environment node`) with a happy-dom document,
// which must exist before Testing Library loads.
if (typeof document === 'undefined') await import('./src/test/node-dom.ts');
const { cleanup } = await import('@testing-library/react');

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
