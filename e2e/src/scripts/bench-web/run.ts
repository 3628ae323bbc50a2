import type { Browser, Page } from '@playwright/test';
import type { Account } from '../../stack-state.ts';
import { type Hold, holdBack, type NetLog, recordNetwork } from './network.ts';
import { HOME_DATA, PROBE_DELAY_MS, QUIET_MS } from './settings.ts';
import { analyseSignIn, apiKey, isApi, isApiCall, type Origins, type SignIn } from './sign-in.ts';
import { readVitals, type Vitals } from './vitals.ts';

export interface Run {
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

/** The home screen greets the signed-in user once it has its data. */
const waitForHome = (page: Page, user: Account) =>
  page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` }).waitFor({ timeout: 20_000 });

/**
 * One run in a fresh context (empty cache, no session): /login's vitals, the sign-in's requests, then `/`'s
 * vitals. A dependency probe (`probe` set) holds that request back and stops after the sign-in.
 */
export async function runOnce(
  browser: Browser,
  initScript: string,
  origins: Origins,
  user: Account,
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
    await waitForHome(page, user);
    const afterSignIn = await readVitals(page);
    // The page's own clock for the click; Node's (a little earlier) if the page was replaced meanwhile.
    const click = afterSignIn.click ?? nodeClick;
    await waitFor('the home data', () =>
      HOME_DATA.every((key) =>
        net.all.some(
          (req) =>
            req.start >= click &&
            isApiCall(req, origins) &&
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
    await waitForHome(page, user);
    await apiQuiet(net, origins, Date.now() - 100);
    const home = await readVitals(page);
    await net.stop();
    return { login, ...(inpWithSignIn !== undefined ? { inpWithSignIn } : {}), signIn, home };
  } finally {
    await context.close();
  }
}
