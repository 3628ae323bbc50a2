import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startStack, webDistDir } from '@ditto/dev-stack';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';

/**
 * `pnpm bench:web` (issue 16, "Two hops"): web vitals of /login and /, and the network from the click on
 * "Sign in" to the home data, in Debian's Chromium against the local stack serving apps/web/dist.
 *
 * Each of BENCH_RUNS (default 5) runs uses a fresh browser context (empty cache, no session) and a new user, so
 * every run is a first sign-in of that user:
 *   1. /login: LCP and CLS after load, INP after clicking into and typing in the form (real input events);
 *   2. sign-in: every request (identity provider, API, CORS preflights, JS/CSS chunks) recorded through the
 *      DevTools protocol from the click until the three home-data responses have ended, then until the API has
 *      been quiet for a moment (to catch late duplicates);
 *   3. `/` loaded again, signed in: LCP and CLS.
 * It prints the first run's request table and the medians beside the goals. Exit code 0 whatever the numbers
 * (a benchmark, not a test); 1 only when it could not measure.
 */

/** The report goes to stdout (the lint rules keep `console` for errors). */
const out = (line = '') => process.stdout.write(`${line}\n`);

const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '5', 10);
const PASSWORD = 'Bench-Pass-2024';
/** The API requests that make the home screen ("home data"). */
const HOME_DATA = ['GET /profile', 'GET /sharing/personas-shared-with-me', 'GET /persona/profile'];
/** The API counts as settled after this long without a request in flight (as `src/api-log.ts`). */
const QUIET_MS = 750;
/** BENCH_PROBE=0 skips the dependency probes: hops are then the timing-only upper bound. */
const PROBE = process.env.BENCH_PROBE !== '0';
const PROBE_DELAY_MS = 400;
/** At most this many extra sign-ins for the probes. */
const PROBE_LIMIT = 8;
/** web-vitals' default: interactions shorter than this are not reported as INP (the first input excepted). */
const INP_THRESHOLD_MS = 40;

const GOALS = {
  loginLcp: 400,
  loginCls: 0.01,
  loginInp: 100,
  signInMs: 250,
  hops: 2,
  apiRequests: 3,
  duplicates: 0,
};

// ---------------------------------------------------------------------------------------------------------------
// Web vitals in the page

interface Vitals {
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
function vitalsInitScript(): string {
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

async function readVitals(page: Page): Promise<Vitals> {
  // Event-timing and paint entries are delivered after the next frames.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  return page.evaluate(() => structuredClone(window.__bench));
}

// ---------------------------------------------------------------------------------------------------------------
// Network, from the DevTools protocol (Playwright's own events leave CORS preflights out)

interface Req {
  id: string;
  method: string;
  url: string;
  /** Document, Script, Stylesheet, Fetch, Preflight, … */
  type: string;
  /** The `X-Amz-Target` operation of an identity-provider call. */
  op?: string;
  /** Epoch ms. */
  start: number;
  end?: number;
  status?: number;
  failed?: string;
  /** A CORS preflight: the request it clears (Chromium reports it inside that request's own interval). */
  preflightOf?: Req;
}

interface NetLog {
  all: Req[];
  stop(): Promise<void>;
}

interface CdpRequest {
  requestId: string;
  timestamp: number;
  wallTime: number;
  type?: string;
  initiator?: { type: string; requestId?: string };
  request: { url: string; method: string; headers: Record<string, string> };
  redirectResponse?: { status: number };
}

async function recordNetwork(cdp: CDPSession): Promise<NetLog> {
  const all: Req[] = [];
  const open = new Map<string, Req>();
  const latest = new Map<string, Req>();
  const orphans = new Map<string, Req[]>();
  // Wall clock minus the protocol's monotonic clock (seconds), taken at each request's start.
  const offsets = new Map<string, number>();
  const epoch = (id: string, timestamp: number) => ((offsets.get(id) ?? 0) + timestamp) * 1000;
  const close = (id: string, timestamp: number, patch: Partial<Req> = {}) => {
    const req = open.get(id);
    if (!req) return;
    Object.assign(req, patch, { end: epoch(id, timestamp) });
    open.delete(id);
  };
  cdp.on('Network.requestWillBeSent', (event: CdpRequest) => {
    // A redirect ends the previous hop under the same id.
    if (event.redirectResponse)
      close(event.requestId, event.timestamp, { status: event.redirectResponse.status });
    offsets.set(event.requestId, event.wallTime - event.timestamp);
    const headers = Object.fromEntries(
      Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const target = headers['x-amz-target'];
    const preflight = event.initiator?.type === 'preflight';
    const req: Req = {
      id: event.requestId,
      method: event.request.method,
      url: event.request.url,
      type: preflight ? 'Preflight' : (event.type ?? 'Other'),
      start: event.wallTime * 1000,
      ...(target ? { op: target.split('.').pop() ?? target } : {}),
    };
    // A preflight names the request it clears, whose own event may come before or after it.
    const parentId = event.initiator?.requestId;
    if (preflight && parentId) {
      const parent = latest.get(parentId);
      if (parent) req.preflightOf = parent;
      else orphans.set(parentId, [...(orphans.get(parentId) ?? []), req]);
    } else {
      for (const orphan of orphans.get(event.requestId) ?? []) orphan.preflightOf = req;
      orphans.delete(event.requestId);
      latest.set(event.requestId, req);
    }
    all.push(req);
    open.set(event.requestId, req);
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; response: { status: number } }) => {
    const req = open.get(event.requestId);
    if (req) req.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) =>
    close(event.requestId, event.timestamp),
  );
  cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number; errorText: string }) =>
    close(event.requestId, event.timestamp, { failed: event.errorText }),
  );
  await cdp.send('Network.enable');
  return { all, stop: () => cdp.send('Network.disable').then(() => undefined) };
}

// ---------------------------------------------------------------------------------------------------------------
// Analysis of one sign-in

interface Origins {
  web: string;
  api: URL;
  identity: string;
}

const isApi = (req: Req, origins: Origins) => {
  const url = new URL(req.url);
  return url.origin === origins.api.origin && url.pathname.startsWith(apiBasePath(origins));
};
const apiBasePath = (origins: Origins) => origins.api.pathname.replace(/\/$/, '');
const apiKey = (req: Req, origins: Origins) =>
  `${req.method} ${new URL(req.url).pathname.slice(apiBasePath(origins).length)}`;

function describe(req: Req, origins: Origins): string {
  const url = new URL(req.url);
  if (url.origin === origins.identity) return `identity ${req.op ?? url.pathname}`;
  if (isApi(req, origins)) return `API ${url.pathname.slice(apiBasePath(origins).length)}${url.search}`;
  if (url.origin === origins.web) return `${url.pathname}${url.search}`;
  return req.url.length > 60 ? `${req.url.slice(0, 57)}…` : req.url;
}

/** A request's identity across runs (chunk names only change with a new build). */
const keyOf = (req: Req, origins: Origins) => `${req.method} ${describe(req, origins)}`;

interface SignIn {
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
 * What the dependency probes found: for each probed request (key), the keys of the requests whose start moved
 * when it was held back, i.e. the requests that wait for it (directly or not).
 */
type Waiters = Map<string, Set<string>>;

interface Chain {
  hops: number;
  chain: Req[];
  wave: Map<Req, number>;
  /** Preflights of the requests on the chain: each one more round trip inside its request. */
  preflights: number;
  /** Every link of the chain was confirmed by a probe. */
  verified: boolean;
}

/**
 * Hops, defined on the requests that start at or after the click on "Sign in" and end no later than the last
 * home-data response (E); JS/CSS chunks, identity-provider and API calls alike.
 *
 * A request r *could depend on* q when q ended before r started (q.end ≤ r.start). wave(r) = 1 + the largest
 * wave(q) over the q that r could depend on (1 when there is none): the length of the longest chain of strictly
 * sequential requests ending in r. hops = wave of the last home-data response. On timing alone this is an upper
 * bound (`timing-only hops`): a request that merely happened to end earlier, such as a GetUser running beside the
 * API calls, counts as awaited. Requests that run side by side never add a hop.
 *
 * `hops` proper drops the links the dependency probes refute: after the measured runs, each request on a critical
 * chain (the last one excepted) is held back by PROBE_DELAY_MS in one more sign-in (DevTools' Fetch interception);
 * the requests whose start moves by at least half that delay wait for it, and a link q → r stays only if r is
 * among them. Chains are recomputed and probed again until every link is confirmed (or PROBE_LIMIT is reached).
 *
 * A CORS preflight is not a request of its own here: Chromium starts the request it clears first, so the
 * preflight lies inside that request's interval (and takes its wave); the chain's preflights are counted apart as
 * the extra round trips they are.
 *
 * Idle gap: the longest stretch between the click and E with no request at all in flight: main-thread work such
 * as evaluating a chunk, the SDK's computations, rendering, or timers.
 */
function chainOf(signIn: SignIn, waiters: Waiters): Chain {
  const { candidates, last, origins } = signIn;
  const linked = (q: Req, r: Req) => {
    if ((q.end ?? Number.POSITIVE_INFINITY) > r.start) return false;
    const waiting = waiters.get(keyOf(q, origins));
    return !waiting || waiting.has(keyOf(r, origins));
  };
  const wave = new Map<Req, number>();
  const previous = new Map<Req, Req | undefined>();
  for (const r of candidates) {
    let best: Req | undefined;
    for (const q of candidates) {
      if (q === r || !wave.has(q) || !linked(q, r)) continue;
      const [qw, bw] = [wave.get(q) ?? 0, best ? (wave.get(best) ?? 0) : 0];
      if (!best || qw > bw || (qw === bw && (q.end ?? 0) > (best.end ?? 0))) best = q;
    }
    wave.set(r, best ? (wave.get(best) ?? 0) + 1 : 1);
    previous.set(r, best);
  }
  const chain: Req[] = [];
  for (let at: Req | undefined = last; at; at = previous.get(at)) chain.unshift(at);
  const onChain = new Set(chain);
  return {
    hops: wave.get(last) ?? 0,
    chain,
    wave,
    preflights: signIn.after.filter((req) => req.preflightOf && onChain.has(req.preflightOf)).length,
    verified: chain.slice(0, -1).every((req) => waiters.has(keyOf(req, origins))),
  };
}

function analyseSignIn(requests: Req[], click: number, origins: Origins): SignIn {
  const after = requests.filter((req) => req.start >= click);
  const api = after.filter((req) => req.type !== 'Preflight' && isApi(req, origins));
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

  const apiRequests = api.map((req) => apiKey(req, origins));
  return {
    click,
    homeDataMs: end - click,
    last,
    homeData,
    candidates,
    window,
    idleGapMs,
    idleGapAt,
    apiRequests,
    duplicates: apiRequests.length - new Set(apiRequests).size,
    after,
    origins,
  };
}

/** The critical chain as `request [start–end] → …`, times relative to the click. */
function chainText(signIn: SignIn, chain: Chain): string {
  const rel = (t: number | undefined) => (t === undefined ? '…' : (t - signIn.click).toFixed(0));
  return chain.chain
    .map((req) => `${describe(req, signIn.origins)} [${rel(req.start)}–${rel(req.end)}]`)
    .join(' → ');
}

function printRequestTable(signIn: SignIn, chain: Chain): void {
  const rel = (t: number | undefined) => (t === undefined ? '…' : (t - signIn.click).toFixed(0));
  const onChain = new Set(chain.chain);
  out('Requests of run 1, ms from the click on "Sign in" (* home data, > on the critical chain):');
  out(
    `  ${'start'.padStart(6)} ${'end'.padStart(6)} ${'dur'.padStart(5)}  wave  ${'type'.padEnd(10)} ${'method'.padEnd(7)} status  request`,
  );
  for (const req of signIn.window) {
    const mark = `${onChain.has(req) ? '>' : ' '}${signIn.homeData.has(req) ? '*' : ' '}`;
    const dur = req.end === undefined ? '…' : (req.end - req.start).toFixed(0);
    const wave = chain.wave.get(req.preflightOf ?? req);
    const status = req.failed ? 'fail' : String(req.status ?? '…');
    out(
      `${mark}${rel(req.start).padStart(6)} ${rel(req.end).padStart(6)} ${dur.padStart(5)}  ${String(wave ?? '-').padStart(4)}  ` +
        `${req.type.padEnd(10)} ${req.method.padEnd(7)} ${status.padEnd(6)}  ${describe(req, signIn.origins)}`,
    );
  }
  out(
    `  critical chain: ${chain.hops} hops${chain.verified ? '' : ' (not every link confirmed by a probe)'}, ` +
      `${chain.hops + chain.preflights} round trips counting ${chain.preflights} CORS preflights: ${chainText(signIn, chain)}`,
  );
  out(
    `  longest idle gap: ${signIn.idleGapMs.toFixed(0)} ms (${rel(signIn.idleGapAt[0])}–${rel(signIn.idleGapAt[1])})`,
  );
  out(`  API requests until the API was quiet for ${QUIET_MS} ms: ${signIn.apiRequests.join(', ')}`);
  out();
}

// ---------------------------------------------------------------------------------------------------------------
// One run

interface Run {
  login: Vitals;
  /** INP of /login including the click on "Sign in" (read once home data has arrived). */
  inpWithSignIn?: number;
  signIn: SignIn;
  home: Vitals;
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function apiQuiet(net: NetLog, origins: Origins, since: number): Promise<void> {
  let lastActivity = Date.now();
  let seen = 0;
  await waitFor(
    'the API to be quiet',
    () => {
      const api = net.all.filter((req) => req.start >= since && isApi(req, origins));
      if (api.length !== seen || api.some((req) => req.end === undefined)) {
        seen = api.length;
        lastActivity = Date.now();
      }
      return Date.now() - lastActivity >= QUIET_MS;
    },
    30_000,
  );
}

/** A request to hold back in a dependency probe: its URL and, for the identity provider, its operation. */
interface Hold {
  url: string;
  op?: string;
}

/**
 * Holds back (from now on) every request to `hold.url` (with that `X-Amz-Target` operation, when given) by
 * `delayMs` before it leaves the browser; other requests the pattern catches go on at once.
 */
async function holdBack(cdp: CDPSession, hold: Hold, delayMs: number): Promise<void> {
  cdp.on(
    'Fetch.requestPaused',
    (event: { requestId: string; request: { headers: Record<string, string> } }) => {
      const target = Object.entries(event.request.headers).find(
        ([name]) => name.toLowerCase() === 'x-amz-target',
      );
      const match = !hold.op || target?.[1].split('.').pop() === hold.op;
      setTimeout(
        () => void cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {}),
        match ? delayMs : 0,
      );
    },
  );
  const urlPattern = hold.url.replace(/[*?\\]/g, (c) => `\\${c}`);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Request' }] });
}

async function runOnce(
  browser: Browser,
  initScript: string,
  origins: Origins,
  user: { email: string; password: string; name: string },
  probe?: Hold,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: initScript });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const net = await recordNetwork(cdp);

    // 1. /login: load, then interact (click + typed keys are real input events for INP).
    await page.goto(`${origins.web}/login`, { waitUntil: 'networkidle' });
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await signInButton.waitFor();
    await page.getByLabel('Email').click();
    await page.keyboard.type(user.email);
    await page.getByLabel(/^Password/).click();
    await page.keyboard.type(user.password);
    const login = await readVitals(page);

    // 2. Sign in.
    if (probe) await holdBack(cdp, probe, PROBE_DELAY_MS);
    await page.evaluate(() => {
      window.__bench.armed = true;
    });
    const nodeClick = Date.now();
    await signInButton.click();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` }).waitFor({ timeout: 20_000 });
    const afterSignIn = await readVitals(page);
    // The page's own clock for the click; Node's (a little earlier) if the page was replaced meanwhile.
    const click = afterSignIn.click ?? nodeClick;
    await waitFor('the home data', () =>
      HOME_DATA.every((key) =>
        net.all.some(
          (req) =>
            req.start >= click &&
            req.type !== 'Preflight' &&
            isApi(req, origins) &&
            apiKey(req, origins) === key &&
            req.end !== undefined,
        ),
      ),
    );
    await apiQuiet(net, origins, click);
    const signIn = analyseSignIn(net.all, click, origins);
    const inpWithSignIn = (await readVitals(page)).inp?.value;
    if (probe) return { login, signIn, home: { armed: false } };

    // 3. `/` again, signed in.
    await page.goto(`${origins.web}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` }).waitFor({ timeout: 20_000 });
    await apiQuiet(net, origins, Date.now() - 100);
    const home = await readVitals(page);
    await net.stop();
    return { login, ...(inpWithSignIn !== undefined ? { inpWithSignIn } : {}), signIn, home };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dependency probes

/** Each request's first start after the click, ms, by key. */
function starts(signIn: SignIn): Map<string, number> {
  const result = new Map<string, number>();
  for (const req of signIn.after) {
    const key = keyOf(req, signIn.origins);
    if (req.type !== 'Preflight' && !result.has(key)) result.set(key, req.start - signIn.click);
  }
  return result;
}

/**
 * Probes the requests on the runs' critical chains until every link is confirmed: one more sign-in per probed
 * request, holding it back; the requests whose start moves by at least half the delay (against their median
 * start in the measured runs) wait for it.
 */
async function probeDependencies(
  runs: Run[],
  origins: Origins,
  probe: (hold: Hold) => Promise<Run>,
): Promise<Waiters> {
  const waiters: Waiters = new Map();
  const baseline = new Map<string, number>();
  const byKey = new Map<string, number[]>();
  for (const run of runs)
    for (const [key, start] of starts(run.signIn)) byKey.set(key, [...(byKey.get(key) ?? []), start]);
  for (const [key, values] of byKey) baseline.set(key, median(values) ?? 0);

  out(
    `Dependency probes (one more sign-in each, the request held back ${PROBE_DELAY_MS} ms; a request waits for it ` +
      `when its start moves by ≥ ${PROBE_DELAY_MS / 2} ms):`,
  );
  for (let probes = 0; probes < PROBE_LIMIT; probes++) {
    const next = runs
      .flatMap((run) => chainOf(run.signIn, waiters).chain.slice(0, -1))
      .find((req) => !waiters.has(keyOf(req, origins)));
    if (!next) break;
    const key = keyOf(next, origins);
    const held = await probe({ url: next.url, ...(next.op ? { op: next.op } : {}) });
    const moved = new Set<string>();
    const shifts: string[] = [];
    for (const [other, start] of starts(held.signIn)) {
      const before = baseline.get(other);
      if (other === key || before === undefined) continue;
      const shift = start - before;
      if (shift >= PROBE_DELAY_MS / 2) {
        moved.add(other);
        shifts.push(`${other.replace(/^\S+ /, '')} +${shift.toFixed(0)}`);
      }
    }
    waiters.set(key, moved);
    const home = [...held.signIn.homeData].some((req) => moved.has(keyOf(req, origins)));
    out(
      `  hold ${key.replace(/^\S+ /, '')}: ${shifts.length ? `moved ${shifts.join(', ')}` : 'nothing moved'}` +
        ` → the home data ${home ? 'waits for it' : 'does not wait for it'}`,
    );
  }
  out();
  return waiters;
}

// ---------------------------------------------------------------------------------------------------------------
// Report

/** The median; `undefined` values (no INP reported: every interaction under 40 ms) rank lowest. */
function median(values: Array<number | undefined>): number | undefined {
  const sorted = [...values].sort(
    (a, b) => (a ?? Number.NEGATIVE_INFINITY) - (b ?? Number.NEGATIVE_INFINITY),
  );
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid];
  const [a, b] = [sorted[mid - 1], sorted[mid]];
  // Between "under the threshold" and a value: report the value (the conservative side).
  if (a === undefined || b === undefined) return b;
  return (a + b) / 2;
}

const noInp = `< ${INP_THRESHOLD_MS} ms (no slow interaction)`;

function report(runs: Run[], waiters: Waiters): void {
  const chains = new Map(runs.map((run) => [run, chainOf(run.signIn, waiters)]));
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  const cls = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));
  const count = (value: number | undefined) => (value === undefined ? '–' : String(value));
  const per = (pick: (run: Run) => number | undefined, format: (value: number | undefined) => string) =>
    runs.map((run) => format(pick(run))).join(', ');
  type Row = [
    label: string,
    value: number | undefined,
    format: (v: number | undefined) => string,
    goal: string,
    met?: boolean,
    perRun?: string,
  ];
  const rows: Row[] = [];
  const add = (
    label: string,
    pick: (run: Run) => number | undefined,
    format: (value: number | undefined) => string,
    goal?: { text: string; ok: (value: number) => boolean; missing?: boolean },
  ) => {
    const value = median(runs.map(pick));
    const met = goal ? (value === undefined ? goal.missing : goal.ok(value)) : undefined;
    rows.push([label, value, format, goal?.text ?? '(no goal)', met, per(pick, format)]);
  };
  const inpFormat = (value: number | undefined) => (value === undefined ? noInp : ms(value));

  add('/login LCP', (run) => run.login.lcp?.value, ms, {
    text: `≤ ${GOALS.loginLcp} ms`,
    ok: (v) => v <= GOALS.loginLcp,
  });
  add('/login CLS', (run) => run.login.cls?.value, cls, {
    text: `≤ ${GOALS.loginCls}`,
    ok: (v) => v <= GOALS.loginCls,
  });
  add('/login INP (typing)', (run) => run.login.inp?.value, inpFormat, {
    text: `≤ ${GOALS.loginInp} ms`,
    ok: (v) => v <= GOALS.loginInp,
    missing: true,
  });
  add('/login INP (+ Sign in click)', (run) => run.inpWithSignIn, inpFormat, {
    text: `≤ ${GOALS.loginInp} ms`,
    ok: (v) => v <= GOALS.loginInp,
    missing: true,
  });
  add('/ LCP', (run) => run.home.lcp?.value, ms);
  add('/ CLS', (run) => run.home.cls?.value, cls);
  add('sign-in → home data', (run) => run.signIn.homeDataMs, ms, {
    text: `≤ ${GOALS.signInMs} ms`,
    ok: (v) => v <= GOALS.signInMs,
  });
  add('hops (sequential waves)', (run) => chains.get(run)?.hops, count, {
    text: `≤ ${GOALS.hops}`,
    ok: (v) => v <= GOALS.hops,
  });
  add('  timing-only hops', (run) => chainOf(run.signIn, new Map()).hops, count);
  add(
    '  round trips incl. preflights',
    (run) => {
      const chain = chains.get(run);
      return chain && chain.hops + chain.preflights;
    },
    count,
  );
  add('longest idle gap', (run) => run.signIn.idleGapMs, ms);
  add('API requests at sign-in', (run) => run.signIn.apiRequests.length, count, {
    text: `= ${GOALS.apiRequests}`,
    ok: (v) => v === GOALS.apiRequests,
  });
  add('duplicate API requests', (run) => run.signIn.duplicates, count, {
    text: `= ${GOALS.duplicates}`,
    ok: (v) => v === GOALS.duplicates,
  });

  out(`Medians over ${runs.length} run(s) (per run in brackets):`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, format, goal, met, perRun] of rows) {
    const verdict = met === undefined ? '    ' : met ? 'MET ' : 'MISS';
    out(
      `  ${verdict}  ${label.padEnd(width)}  ${format(value).padStart(9)}   goal ${goal.padEnd(9)}  [${perRun}]`,
    );
  }
  const first = runs[0];
  if (first) {
    const where = (v?: { target?: string }) => v?.target ?? '?';
    out();
    out(`  run 1: /login LCP element ${where(first.login.lcp)}; / LCP element ${where(first.home.lcp)}`);
    if (first.login.cls?.target) out(`  run 1: /login largest shift ${first.login.cls.target}`);
    if (first.home.cls?.target) out(`  run 1: / largest shift ${first.home.cls.target}`);
    if (first.login.inp)
      out(`  run 1: /login INP interaction ${first.login.inp.type} on ${where(first.login.inp)}`);
  }
  out();
  out('Critical chain per run (ms from the click):');
  runs.forEach((run, i) => {
    const chain = chains.get(run);
    if (chain)
      out(
        `  run ${i + 1}: ${chainText(run.signIn, chain)}${chain.verified ? '' : ' (not every link probed)'}`,
      );
  });
  out();
  out(
    'hops: requests in sequence on the critical path to the last home-data response (a CORS preflight counts',
  );
  out(
    'inside its request), links confirmed by the probes; timing-only: the upper bound from start/end times alone.',
  );
  out(
    'Idle gap: the longest time between the click and the last home-data response with no request in flight.',
  );
  const judged = rows.filter((row) => row[4] !== undefined);
  const missed = judged.filter((row) => row[4] === false).map((row) => row[0]);
  out();
  out(
    missed.length === 0
      ? `All ${judged.length} goals met.`
      : `${judged.length - missed.length} of ${judged.length} goals met; missed: ${missed.join('; ')}.`,
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be a positive integer, got ${process.env.BENCH_RUNS}.`);
  const browserPath = findChromium();
  if (!browserPath.found) throw new Error(browserPath.reason);

  const dist = webDistDir();
  if (!existsSync(join(dist, 'index.html'))) {
    out(`${dist} is missing: building the web app first (pnpm --filter @ditto/web build).`);
    const build = spawnSync('pnpm', ['--filter', '@ditto/web', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web app did not build.');
  }
  const builtAt = statSync(join(dist, 'index.html')).mtime.toISOString();
  out(
    `Measuring the production build in ${dist} (built ${builtAt}; rebuild with \`pnpm --filter @ditto/web build\` after changing the app).`,
  );
  out(
    `Chromium ${browserPath.path}, headless, 1280×800, ${RUNS} run(s), each a fresh context and a new user.`,
  );
  out();

  const workDir = await mkdtemp(join(tmpdir(), 'ditto-bench-web-'));
  // A copy of the build: a rebuild during the run would otherwise swap the chunks under the pages.
  await cp(dist, join(workDir, 'web'), { recursive: true });
  const stack = await startStack({ dataDir: join(workDir, 'data'), webDistDir: join(workDir, 'web') });
  let browser: Browser | undefined;
  try {
    const origins: Origins = {
      web: new URL(stack.webUrl).origin,
      api: new URL(stack.apiUrl),
      identity: new URL(
        ((await (await fetch(`${stack.webUrl}/config.json`)).json()) as { identityEndpoint: string })
          .identityEndpoint,
      ).origin,
    };
    browser = await chromium.launch({
      executablePath: browserPath.path,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const initScript = vitalsInitScript();
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const user = { email: `bench-${i}@example.com`, password: PASSWORD, name: `Bench User ${i}` };
      await stack.identity.createUser({
        email: user.email,
        password: user.password,
        attributes: { name: user.name },
        confirmed: true,
      });
      runs.push(await runOnce(browser, initScript, origins, user));
    }
    let probes = 0;
    const waiters = PROBE
      ? await probeDependencies(runs, origins, async (hold) => {
          probes++;
          const user = {
            email: `probe-${probes}@example.com`,
            password: PASSWORD,
            name: `Probe User ${probes}`,
          };
          await stack.identity.createUser({
            email: user.email,
            password: user.password,
            attributes: { name: user.name },
            confirmed: true,
          });
          return runOnce(browser as Browser, initScript, origins, user, hold);
        })
      : new Map();
    const first = runs[0];
    if (first) printRequestTable(first.signIn, chainOf(first.signIn, waiters));
    report(runs, waiters);
  } finally {
    await browser?.close();
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:web could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
