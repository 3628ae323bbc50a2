import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './src/chromium.ts';
import { SKIP_REASON_ENV } from './src/stack-state.ts';

const chromium = findChromium();
if (!chromium.found) {
  // In CI a missing browser is a broken machine, not a reason to pass quietly.
  if (process.env.CI === 'true') throw new Error(`e2e cannot run: ${chromium.reason}`);
  if (!process.env[SKIP_REASON_ENV]) console.error(`Skipping the e2e journeys: ${chromium.reason}`);
  process.env[SKIP_REASON_ENV] = chromium.reason;
}

export default defineConfig({
  testDir: './src/journeys',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  // One stack, one browser: the journeys are few and the machines have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(chromium.found ? { executablePath: chromium.path } : {}),
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
