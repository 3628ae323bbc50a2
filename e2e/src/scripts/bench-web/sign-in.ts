import type { Req } from './network.ts';
import { HOME_DATA } from './settings.ts';

// One sign-in's request timeline: from the click on "Sign in" to the last home-data response.

export interface Origins {
  web: string;
  api: URL;
  identity: string;
}

const apiBasePath = (origins: Origins) => origins.api.pathname.replace(/\/$/, '');
export const isApi = (req: Req, origins: Origins) => {
  const url = new URL(req.url);
  return url.origin === origins.api.origin && url.pathname.startsWith(apiBasePath(origins));
};
/** An API request proper, its CORS preflight left out. */
export const isApiCall = (req: Req, origins: Origins) => req.type !== 'Preflight' && isApi(req, origins);
export const apiKey = (req: Req, origins: Origins) =>
  `${req.method} ${new URL(req.url).pathname.slice(apiBasePath(origins).length)}`;

export function describe(req: Req, origins: Origins): string {
  const url = new URL(req.url);
  if (url.origin === origins.identity) return `identity ${req.op ?? url.pathname}`;
  if (isApi(req, origins)) return `API ${url.pathname.slice(apiBasePath(origins).length)}${url.search}`;
  if (url.origin === origins.web) return `${url.pathname}${url.search}`;
  return req.url.length > 60 ? `${req.url.slice(0, 57)}…` : req.url;
}

/** A request's identity across runs (chunk names only change with a new build). */
export const keyOf = (req: Req, origins: Origins) => `${req.method} ${describe(req, origins)}`;

/** Formats epoch ms as ms from the click (`…` for a request still in flight). */
export const fromClick = (click: number) => (t: number | undefined) =>
  t === undefined ? '…' : (t - click).toFixed(0);

export interface SignIn {
  click: number;
  /** Click → end of the last home-data response, ms. */
  homeDataMs: number;
  /** The home-data response that ended last. */
  last: Req;
  homeData: Set<Req>;
  /** Requests (preflights left out) that start at or after the click and end by `last`'s end: the hop graph. */
  candidates: Req[];
  /** Every request in flight at some point between the click and `last`'s end, by start. */
  window: Req[];
  idleGapMs: number;
  idleGapAt: [number, number];
  /** API requests (`METHOD /path`) from the click until the API was quiet. */
  apiRequests: string[];
  duplicates: number;
  /** Every request from the click on, preflights included. */
  after: Req[];
  origins: Origins;
}

/**
 * Idle gap: the longest stretch between the click and E (`end`, the last home-data response) with no request at
 * all in flight: main-thread work such as evaluating a chunk, the SDK's computations, rendering, or timers.
 */
function longestIdleGap(window: Req[], click: number, end: number): Pick<SignIn, 'idleGapMs' | 'idleGapAt'> {
  let idleGapMs = 0;
  let idleGapAt: [number, number] = [click, click];
  let busyUntil = click;
  for (const req of window) {
    if (req.start - busyUntil > idleGapMs) {
      idleGapMs = req.start - busyUntil;
      idleGapAt = [busyUntil, req.start];
    }
    busyUntil = Math.max(busyUntil, req.end ?? end);
  }
  return { idleGapMs, idleGapAt };
}

export function analyseSignIn(requests: Req[], click: number, origins: Origins): SignIn {
  const after = requests.filter((req) => req.start >= click);
  const api = after.filter((req) => isApiCall(req, origins));
  const homeData = new Set<Req>();
  for (const key of HOME_DATA) {
    const first = api.find((req) => apiKey(req, origins) === key);
    if (!first?.end) throw new Error(`No finished ${key} after the click on "Sign in".`);
    homeData.add(first);
  }
  const last = [...homeData].reduce((a, b) => ((b.end ?? 0) > (a.end ?? 0) ? b : a));
  const end = last.end ?? 0;
  const candidates = after
    .filter((req) => req.type !== 'Preflight' && req.end !== undefined && req.end <= end)
    .sort((a, b) => a.start - b.start);
  const window = requests
    .filter((req) => req.start <= end && (req.end ?? Number.POSITIVE_INFINITY) >= click)
    .sort((a, b) => a.start - b.start);
  const apiRequests = api.map((req) => apiKey(req, origins));
  return {
    click,
    homeDataMs: end - click,
    last,
    homeData,
    candidates,
    window,
    ...longestIdleGap(window, click, end),
    apiRequests,
    duplicates: apiRequests.length - new Set(apiRequests).size,
    after,
    origins,
  };
}
