import type { Page, Request } from '@playwright/test';

/** How long the API must be quiet before the page's loads (background preloads included) count as done. */
const QUIET_MS = 750;

/** Every request the page sends to the product API, as `METHOD /path` (query left out), in order. */
export interface ApiLog {
  /** The requests recorded since the last `take()`, which starts a fresh list. */
  take(): string[];
  /** Resolves once no API request has been in flight for a moment. */
  settled(): Promise<void>;
}

/**
 * Records the page's requests to the API origin from the browser's own network events, so the journeys see
 * exactly what the app asks for (the identity provider and static files are other origins and left out).
 */
export function recordApiRequests(page: Page, apiUrl: string): ApiLog {
  const api = new URL(apiUrl);
  const basePath = api.pathname.replace(/\/$/, '');
  const inFlight = new Set<Request>();
  let seen: string[] = [];
  let lastActivity = Date.now();
  const isApi = (request: Request) => {
    const url = new URL(request.url());
    return url.origin === api.origin && url.pathname.startsWith(basePath);
  };
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
    seen.push(`${request.method()} ${new URL(request.url()).pathname.slice(basePath.length)}`);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    async settled() {
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    },
  };
}
