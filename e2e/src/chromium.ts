import { accessSync, constants } from 'node:fs';

/**
 * Debian's Chromium: Playwright's own browser downloads are not available on our machines. The old headless shell
 * (package `chromium-headless-shell`) first: it is what Playwright itself runs headless, the same Blink without the
 * browser's UI. Measured once when it was chosen (`5d6f87f`, 2026-11-26): the journeys
 * took 112 s in it against 148 s in the full browser.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
] as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type ChromiumLookup = { found: true; path: string } | { found: false; reason: string };

/** `CHROMIUM_PATH` when set (and then it must exist), else the first Debian location that does. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    return isExecutable(fromEnv)
      ? { found: true, path: fromEnv }
      : { found: false, reason: `CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.` };
  }
  const path = CHROMIUM_CANDIDATES.find(isExecutable);
  if (path) return { found: true, path };
  return {
    found: false,
    reason:
      `No Chromium found (looked at CHROMIUM_PATH, ${CHROMIUM_CANDIDATES.join(', ')}). ` +
      'Install it with: apt-get install -y --no-install-recommends chromium-headless-shell',
  };
}
