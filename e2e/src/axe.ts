import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core's source, evaluated in the page (@axe-core/playwright declares Node 22). Evaluated through the
 * DevTools protocol rather than added as a <script>: the app's content security policy refuses inline scripts,
 * and the journeys keep that policy on.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a journey. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements, with their HTML when short. */
  nodes: string[];
}

interface AxeWindow {
  axe: {
    run(
      context: Document,
      options: object,
    ): Promise<{
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; html: string }[];
      }[];
    }>;
  };
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now; returns serious and critical findings. */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}`),
    }));
  });
  return violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact));
}

/** One readable block per screen: what is wrong, how bad, and where. */
export function formatViolations(screen: string, violations: readonly A11yViolation[]): string {
  const lines = violations.flatMap((violation) => [
    `  [${violation.impact}] ${violation.id}: ${violation.help}`,
    ...violation.nodes.map((node) => `      ${node}`),
  ]);
  return [`${screen}:`, ...lines].join('\n');
}

/**
 * Waits for the page's finite CSS transitions and animations (e.g. colours easing after a switch to dark mode), so
 * axe measures the colours the user ends up seeing rather than a frame in between. Endless ones (spinners) are left.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
