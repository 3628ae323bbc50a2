import browserConsole from 'node:console';
import { DATASET_NAMES, type DatasetName } from '@ditto/data-cache';
import { expect, inject, vi } from 'vitest';
import type { AppServices } from '../app/services.ts';
import { dataSettled } from './settle.ts';

/** The message of every failed API request while the API is down (the test runtime config's API is a closed port). */
export const API_DOWN = 'Network error or missing response';

/** What the app logs when loading `dataset` failed (a failed load is logged, then its default shows). */
export function failedLoad(dataset: DatasetName, reason = API_DOWN): string {
  return `Failed to load ${dataset}: ${reason}`;
}

/** The data sets loaded at every sign-in. */
export const SIGN_IN_LOADS: readonly DatasetName[] = ['profile', 'sharedPersonas', 'personaStatus'];

/**
 * Keeps console.error quiet for the current test and returns its spy, for the test to assert the exact messages
 * it expects (Vitest restores the spy before the next test).
 */
export function captureConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

/**
 * Keeps the browser's own error reports quiet for the current test and returns their spy. As a browser does,
 * happy-dom's fetch reports each refused connection (`Error: connect ECONNREFUSED …`) and each answer with an error
 * status (`POST http://127.0.0.1:4000/ 400 (Bad Request)`) to its page's console, which is Node's console rather
 * than the test's: a spy of `console.error` does not see them.
 */
export function captureBrowserErrors() {
  return vi.spyOn(browserConsole, 'error').mockImplementation(() => {});
}

/** What the browser reports for an answer of the identity provider with an error status, e.g. '400 (Bad Request)'. */
export function providerAnswered(status: string): string {
  return `POST ${new URL(inject('runtimeConfig').identityEndpoint).href} ${status}`;
}

/** For a test run while the API is down: what the app logs about it, and the browser's refused connections. */
export function captureApiDownLogs() {
  return { app: captureConsoleErrors(), browser: captureBrowserErrors() };
}

export type ApiDownLogs = ReturnType<typeof captureApiDownLogs>;

/**
 * Waits until the app has no load in flight, then checks what the API being down made it log: the failed load of
 * each of `datasets`, and nothing but failed loads, failed requests and refused connections.
 */
export async function expectApiDownLogged(
  logs: ApiDownLogs,
  services: AppServices,
  datasets: readonly DatasetName[] = SIGN_IN_LOADS,
): Promise<void> {
  await dataSettled(services);
  const lines = logs.app.mock.calls.map((args) => args.map(String).join(' '));
  for (const dataset of datasets) expect(lines).toContain(failedLoad(dataset));
  const expected = new Set([API_DOWN, ...DATASET_NAMES.map((dataset) => failedLoad(dataset))]);
  expect(lines.filter((line) => !expected.has(line))).toEqual([]);
  for (const [refusal] of logs.browser.mock.calls) expect(String(refusal)).toContain('ECONNREFUSED');
}
