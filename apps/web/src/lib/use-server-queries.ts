import type { ServerQueries } from '@ditto/data-cache';
import { useRouteContext } from '@tanstack/react-router';

/**
 * The query options of the server's data: the same `ServerQueries` the route loaders warm, from the data layer the
 * signed-in layout's route loaded (so a screen and its loader share one definition and one instance).
 */
export function useServerQueries(): ServerQueries {
  const server = useRouteContext({ strict: false, select: (context) => context.data?.server });
  if (!server) throw new Error('Server queries are read only by signed-in screens, below the data layer');
  return server;
}
