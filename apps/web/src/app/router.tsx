import type { AuthStore } from '@ditto/auth';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { AuthedLayout } from '../routes/authed-layout.tsx';
import { HomePage } from '../routes/home.tsx';
import { LoginPage } from '../routes/login.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { RootLayout } from '../routes/root.tsx';
import { safeRedirectTarget } from './safe-redirect.ts';

/** What every route's `beforeLoad`/`loader` can reach (design §5.4). */
export interface RouterContext {
  auth: AuthStore;
  queryClient: QueryClient;
}

export interface LoginSearch {
  redirect?: string;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Public routes send a signed-in user to `redirect`, or to `/` (spec §2). */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, search }) => {
    if (context.auth.getState().isAuthenticated) {
      throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
    }
  },
  component: LoginPage,
});

/** Every signed-in screen lives under this layout; its guard runs before any of them loads. */
const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ context, location }) => {
    if (!isSignedIn(context.auth)) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AuthedLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  component: HomePage,
});

/** A failed sign-in check counts as signed out (spec §2), so the user lands on /login, not on an error. */
function isSignedIn(auth: AuthStore): boolean {
  try {
    return auth.getState().isAuthenticated;
  } catch (error) {
    console.error(error);
    return false;
  }
}

export const routeTree = rootRoute.addChildren([loginRoute, authedRoute.addChildren([homeRoute])]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
