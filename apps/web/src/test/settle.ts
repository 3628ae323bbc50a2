import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { DataServices } from '../app/data-services.ts';
import type { AppServices } from '../app/services.ts';

/** The data layer of each app the current test made, once the app has loaded it. */
const dataOf = new Map<AppServices, () => Promise<DataServices> | undefined>();

/** Keeps track of `services`, so that `dataSettled` and `settleTestServices` can wait for its loads. */
export function trackServices<T extends AppServices>(services: T): T {
  let data: Promise<DataServices> | undefined;
  const loadData = services.loadData;
  services.loadData = () => {
    data = loadData();
    return data;
  };
  dataOf.set(services, () => data);
  return services;
}

/**
 * Resolves once the app of `services` has no load in flight: the loads of its sign-in (the data cache retries a
 * failed load after a second, then logs it) and every query and mutation. At once when it never loaded data.
 */
export function dataSettled(services: AppServices): Promise<void> {
  return settled(dataOf.get(services)?.());
}

async function settled(data: Promise<DataServices> | undefined): Promise<void> {
  if (!data) return;
  // Testing Library's waitFor: what the answers change on screen meanwhile is rendered as in its other waits.
  await waitFor(
    async () => {
      const { dataCache, queryClient } = await data;
      await dataCache.settled();
      expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
    },
    { interval: 20 },
  );
}

/**
 * Waits for the loads of every app the test made (call it after unmounting them): a load still in flight would
 * otherwise answer, or log its failure, in the next test, or after its API stack has stopped.
 */
export async function settleTestServices(): Promise<void> {
  const loaded = [...dataOf.values()].map((data) => data());
  dataOf.clear();
  await Promise.all(loaded.map(settled));
}
