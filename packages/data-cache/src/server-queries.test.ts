import { createApiClient } from '@ditto/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dataKeys } from './query-keys.ts';
import { createServerQueries } from './server-queries.ts';

describe('server queries', () => {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', getAccessToken: async () => 'token' });
  const server = createServerQueries(api);
  const everyQuery = [
    server.knowledgeList(''),
    server.trainingProgress(),
    server.shares(),
    server.sharedPersonaMessages('owner'),
    server.voiceSettings(),
    server.adminUsers('', null),
    server.adminUser('user'),
  ];

  it("keeps every key under the app's root key, so that a sign-out clears all of it", () => {
    for (const { queryKey } of everyQuery) {
      expect(queryKey.slice(0, dataKeys.all.length)).toEqual(dataKeys.all);
    }
    const queryClient = new QueryClient();
    for (const { queryKey } of everyQuery) {
      queryClient.setQueryData<unknown>([...queryKey], { held: 'by the previous user' });
    }
    queryClient.removeQueries({ queryKey: dataKeys.all });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('gives each set and each of its variants a key of its own', () => {
    const keys = [
      ...everyQuery,
      server.knowledgeList('engines'),
      server.adminUsers('ada', null),
      server.adminUsers('', 'next'),
      server.sharedPersonaMessages('other'),
    ].map(({ queryKey }) => JSON.stringify(queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
