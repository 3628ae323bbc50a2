import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/** Web vitals as the page reports them, kept on `window.__bench` by the init script. */
export interface Vitals {
  lcp?: { value: number; target?: string };
  cls?: { value: number; target?: string };
  inp?: { value: number; target?: string; type?: string };
  /** Epoch ms (the page's clock) of the first click after `armed` was set. */
  click?: number;
  armed: boolean;
}

declare global {
  interface Window {
    __bench: Vitals;
  }
}

/**
 * web-vitals' attribution build (IIFE, global `webVitals`) followed by the registration, as one script: the order
 * of several init scripts is not defined by Playwright. Init scripts run before the page's own (and are not
 * subject to its CSP).
 */
export function vitalsInitScript(): string {
  const require = createRequire(import.meta.url);
  // The package exports no `./package.json`; its main entry lives in dist/ next to the IIFE builds.
  const iife = join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js');
  const register = `
    window.__bench = { armed: false };
    const opts = { reportAllChanges: true };
    webVitals.onLCP((m) => { window.__bench.lcp = { value: m.value, target: m.attribution.target }; }, opts);
    webVitals.onCLS((m) => { window.__bench.cls = { value: m.value, target: m.attribution.largestShiftTarget }; }, opts);
    webVitals.onINP((m) => {
      window.__bench.inp = { value: m.value, target: m.attribution.interactionTarget, type: m.attribution.interactionType };
    }, opts);
    addEventListener('click', (event) => {
      if (window.__bench.armed && window.__bench.click === undefined)
        window.__bench.click = performance.timeOrigin + event.timeStamp;
    }, true);
  `;
  return `${readFileSync(iife, 'utf8')}\n;(() => {${register}})();`;
}

export async function readVitals(page: Page): Promise<Vitals> {
  // Event-timing and paint entries are delivered after the next frames.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  return page.evaluate(() => structuredClone(window.__bench));
}
