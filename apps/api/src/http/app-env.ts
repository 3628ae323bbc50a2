import type { AuthVariables } from '../auth/middleware.ts';

/** The Hono environment of every signed-in route: `c.get('caller')` is the verified caller. */
export type AppEnv = { Variables: AuthVariables };
