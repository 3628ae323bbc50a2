import type { z } from 'zod';
import type { RouteDefinition, RouteRequest } from './route-definition.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { knowledgeRoutes } from './routes/knowledge.ts';
import { personaRoutes } from './routes/persona.ts';
import { sharingRoutes } from './routes/sharing.ts';
import { voiceRoutes } from './routes/voice.ts';

export * from './route-definition.ts';

/** Every endpoint of the product API, by operation id: the one description the server, client and docs read. */
export const routes = {
  ...accountRoutes,
  ...knowledgeRoutes,
  ...personaRoutes,
  ...sharingRoutes,
  ...voiceRoutes,
  ...adminRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** The routes as a list, in table order. */
export const routeList: readonly (RouteDefinition & { name: RouteName })[] = (
  Object.entries(routes) as [RouteName, RouteDefinition][]
).map(([name, route]) => ({ name, ...route }));

/** The path of a route with its parameters filled in and URL-encoded: `('/knowledge/:id', { id: 'a b' })` → `/knowledge/a%20b`. */
export function buildPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `/knowledge/:id` → `/knowledge/{id}` (OpenAPI's form). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

type RequestPart<N extends RouteName, P extends keyof RouteRequest> = Routes[N] extends {
  request: { [K in P]: infer S extends z.ZodType };
}
  ? z.input<S>
  : never;

/** What a client sends as the body of a route (`never` when it takes none). */
export type RouteBody<N extends RouteName> = RequestPart<N, 'body'>;
/** The query parameters a client may send to a route. */
export type RouteQuery<N extends RouteName> = RequestPart<N, 'query'>;
/** The path parameters a route needs. */
export type RouteParams<N extends RouteName> = RequestPart<N, 'params'>;
