import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import HTMLElementConfigContentModelEnum from 'happy-dom/lib/config/HTMLElementConfigContentModelEnum.js';
import { afterEach } from 'vitest';

// happy-dom 21 does not know <search>, HTML's search landmark that every current browser knows: React would warn
// that the tag is unrecognized. As in a browser, it is a plain HTMLElement.
HTMLElementConfig.search ??= {
  className: 'HTMLElement',
  contentModel: HTMLElementConfigContentModelEnum.anyDescendants,
};

// Screen tests against the real API run in Node (`@vitest-environment node`) with a happy-dom document,
// which must exist before Testing Library loads.
if (typeof document === 'undefined') await import('./src/test/node-dom.ts');
const { cleanup } = await import('@testing-library/react');
const { settleTestServices } = await import('./src/test/settle.ts');

// Vitest globals are off, so Testing Library cannot register its own cleanup. The loads a test's app started
// finish before the next test: a late answer or logged failure would otherwise land there.
afterEach(async () => {
  cleanup();
  await settleTestServices();
});
