import { createServerQueries, type ServerQueries } from '@ditto/data-cache';
import { useMemo } from 'react';
import { useApi } from '../../app/api-context.tsx';

/** The query options of the server's data (`@ditto/data-cache`), over the app's API client. */
export function useServerQueries(): ServerQueries {
  const api = useApi();
  return useMemo(() => createServerQueries(api), [api]);
}
