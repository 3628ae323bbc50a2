import type { ApiClient } from '@ditto/api-client';
import { type AuthStore, authSelectors } from '@ditto/auth';
import type { ServerQueries } from '@ditto/data-cache';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { notice } from '../features/auth/notice.ts';
import { sessionEndedNotice } from '../features/auth/session-ended.ts';
import { safeRedirectTarget } from '../lib/safe-redirect.ts';
import { LoginPage } from '../routes/login.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { RootLayout } from '../routes/root.tsx';
import { ADMIN_REQUIRED } from './admin-required-notice.ts';
import type { DataServices } from './data-services.ts';
import { pendingOptions } from './route-pending.tsx';

// Each screen is its own chunk, loaded when its route is first matched (or on intent: `intent-preload.ts`): the first
// page loads only what it shows. /login is the entry most visitors see first, so it stays in the main chunk.
const AdminPage = lazyRouteComponent(() => import('../routes/admin.tsx'), 'AdminPage');
const AdminUserPage = lazyRouteComponent(() => import('../routes/admin-user.tsx'), 'AdminUserPage');
const AuthedLayout = lazyRouteComponent(() => import('../routes/authed-layout.tsx'), 'AuthedLayout');
const ConfirmAccountPage = lazyRouteComponent(
  () => import('../routes/confirm-account.tsx'),
  'ConfirmAccountPage',
);
const DittoPage = lazyRouteComponent(() => import('../routes/ditto.tsx'), 'DittoPage');
const ElevenLabsPage = lazyRouteComponent(() => import('../routes/elevenlabs.tsx'), 'ElevenLabsPage');
const ForgotPasswordPage = lazyRouteComponent(
  () => import('../routes/forgot-password.tsx'),
  'ForgotPasswordPage',
);
const HomePage = lazyRouteComponent(() => import('../routes/home.tsx'), 'HomePage');
const LisaPage = lazyRouteComponent(() => import('../routes/lisa.tsx'), 'LisaPage');
const MyKnowledgePage = lazyRouteComponent(() => import('../routes/my-knowledge.tsx'), 'MyKnowledgePage');
const PasswordResetPage = lazyRouteComponent(
  () => import('../routes/password-reset.tsx'),
  'PasswordResetPage',
);
const SettingsPage = lazyRouteComponent(() => import('../routes/settings.tsx'), 'SettingsPage');
const SharedPersonaPage = lazyRouteComponent(
  () => import('../routes/shared-persona.tsx'),
  'SharedPersonaPage',
);
const SharingPage = lazyRouteComponent(() => import('../routes/sharing.tsx'), 'SharingPage');
const SignupPage = lazyRouteComponent(() => import('../routes/signup.tsx'), 'SignupPage');

/**
 * Fetches what signing in and the first signed-in screen need (the layout, home, the API client's workings, the data
 * layer), and the other public screens, while a signed-out user is still on a
 * public screen: signing in goes straight to the identity provider and then to the data, and a link to sign-up or
 * a password reset opens its screen at once (no chunk waits in between).
 */
export function preloadSignedInScreens(context: Pick<RouterContext, 'api' | 'loadData'>): void {
  const { api, loadData } = context;
  const loads = [AuthedLayout.preload?.(), HomePage.preload?.(), api.preload(), loadData()];
  Promise.all(loads).catch(() => {
    // Offline, or a new deployment: each loads again when it is first needed.
  });
}

/** What every route's `beforeLoad`/`loader` can reach. */
export interface RouterContext {
  auth: AuthStore;
  /** The product API client, for loaders of data outside the cache. */
  api: ApiClient;
  /** The data layer (TanStack Query and the five cached data sets: profile, shared personas, persona status, Lisa and persona messages), loaded by the signed-in layout. */
  loadData: () => Promise<DataServices>;
}

/** Search of the public routes: where to go after signing in, and the account's email carried between forms. */
export interface PublicSearch {
  redirect?: string;
  email?: string | undefined;
}

/** Search of `/`: `error=admin_required` after the admin guard turned the user away. */
export interface HomeSearch {
  error?: string;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * An email carried in a link (e.g. an invitation to `/signup?email=…`): trimmed, at most 254 characters, without
 * spaces or control characters; anything else is dropped, so a link can only prefill an address-like text.
 */
function optionalEmail(value: unknown): string | undefined {
  const text = optionalString(value)?.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return text && text.length <= 254 && !/[\s\u0000-\u001f\u007f]/.test(text) ? text : undefined;
}

function validatePublicSearch(search: Record<string, unknown>): PublicSearch {
  const redirectTo = optionalString(search.redirect);
  const email = optionalEmail(search.email);
  // A refused email is set to undefined, not left out: the router would otherwise keep the raw value.
  return { ...(redirectTo ? { redirect: redirectTo } : {}), email };
}

/** Search of `/my-knowledge`: the search text (a citation or an import result links to its entry's title). */
export interface KnowledgeSearch {
  q?: string;
}

function validateKnowledgeSearch(search: Record<string, unknown>): KnowledgeSearch {
  const q = optionalString(search.q);
  return q ? { q } : {};
}

function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const error = optionalString(search.error);
  return error ? { error } : {};
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** A public route: a signed-in user is sent to the `redirect` value (same-origin paths only) or `/`. */
function createPublicRoute<Path extends string>(path: Path, component: RouteComponent) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validatePublicSearch,
    beforeLoad: ({ context, search }) => {
      if (isSignedIn(context.auth)) {
        throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
      }
    },
    component,
  });
}

const loginRoute = createPublicRoute('/login', LoginPage);
const signupRoute = createPublicRoute('/signup', SignupPage);
const forgotPasswordRoute = createPublicRoute('/forgot-password', ForgotPasswordPage);
const passwordResetRoute = createPublicRoute('/password-reset', PasswordResetPage);
const confirmAccountRoute = createPublicRoute('/confirm-account', ConfirmAccountPage);

/** Every signed-in screen lives under this layout; its guard runs before any of them loads. */
const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: async ({ context, location }) => {
    if (!isSignedIn(context.auth)) {
      // A session that ended on its own (refused, the account disabled, signed out in another tab): /login says why.
      const ended = context.auth.getSessionEnd();
      const told = ended ? sessionEndedNotice(ended) : null;
      throw redirect({
        to: '/login',
        search: { redirect: location.href },
        replace: true,
        ...(told ? { state: notice(told.message, told.variant, told.title) } : {}),
      });
    }
    // Every signed-in screen reads the data layer; created signed in, it starts the initial loads at once.
    return { data: await context.loadData() };
  },
  component: AuthedLayout,
});

/** A signed-in screen; `data` names the server data it shows, which its loader starts to fetch. */
function signedInRoute<Path extends string>(
  path: Path,
  title: string,
  component: RouteComponent,
  data?: (server: ServerQueries) => WarmableQuery,
) {
  return createRoute({
    getParentRoute: () => authedRoute,
    path,
    ...pendingOptions(title),
    ...(data
      ? { loader: ({ context }: { context: { data: DataServices } }) => warm(context.data, data) }
      : {}),
    component,
  });
}

/** Options of one of the server queries (a list of pages or a single query), as `ServerQueries` makes them. */
type WarmableQuery = object;

/**
 * Starts fetching a screen's data when its route matches or is preloaded: the screen then finds it in the cache. Not
 * awaited, so navigating never waits on the network (the screen shows its skeleton meanwhile), and never throws (the
 * screen shows the failure).
 */
function warm(data: DataServices, query: (server: ServerQueries) => WarmableQuery): void {
  const options = query(data.server);
  // Options made by ServerQueries are right for their fetcher; TypeScript cannot follow the union here.
  if ('initialPageParam' in options) void data.queryClient.prefetchInfiniteQuery(options as never);
  else void data.queryClient.prefetchQuery(options as never);
}

const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  ...pendingOptions(null, 'Loading home'),
  validateSearch: validateHomeSearch,
  component: HomePage,
});
const myKnowledgeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/my-knowledge',
  ...pendingOptions('My knowledge', 'Loading your knowledge'),
  validateSearch: validateKnowledgeSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) => warm(context.data, (server) => server.knowledgeList(deps.q)),
  component: MyKnowledgePage,
});
const dittoRoute = signedInRoute('/ditto', 'Ditto', DittoPage);
const sharingRoute = signedInRoute('/sharing', 'Sharing', SharingPage, (server) => server.shares());
/** Chat with a persona someone shares with me, inside the main layout. */
const sharedPersonaRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/sharing/$ownerId',
  ...pendingOptions(null, 'Loading the conversation'),
  loader: ({ context, params }) =>
    warm(context.data, (server) => server.sharedPersonaMessages(params.ownerId)),
  component: SharedPersonaPage,
});
const lisaRoute = signedInRoute('/lisa', 'Lisa', LisaPage);
const settingsRoute = signedInRoute('/settings', 'Settings', SettingsPage, (server) =>
  server.voiceSettings(),
);
const elevenLabsRoute = signedInRoute('/elevenlabs', 'Voice', ElevenLabsPage, (server) =>
  server.voiceSettings(),
);

/** Admin-only: the current user's `custom:is_super` must be "true", else back to `/?error=admin_required`. */
const adminRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/admin',
  beforeLoad: ({ context }) => {
    if (!authSelectors.isAdmin(context.auth.getState())) {
      throw redirect({ to: '/', search: { error: ADMIN_REQUIRED }, replace: true });
    }
  },
});
const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  ...pendingOptions('Admin'),
  loader: ({ context }) => warm(context.data, (server) => server.adminUsers('', null)),
  component: AdminPage,
});
const adminUserRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$userId',
  ...pendingOptions('User details'),
  loader: ({ context, params }) => warm(context.data, (server) => server.adminUser(params.userId)),
  component: AdminUserPage,
});

/** Old paths of the persona screen: /chat and /train redirect to /ditto. */
const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  beforeLoad: () => {
    throw redirect({ to: '/ditto', replace: true });
  },
});
const trainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/train',
  beforeLoad: () => {
    throw redirect({ to: '/ditto', replace: true });
  },
});

/** A failed sign-in check counts as signed out, so the user lands on /login, not on an error. */
function isSignedIn(auth: AuthStore): boolean {
  try {
    return auth.getState().isAuthenticated;
  } catch (error) {
    console.error(error);
    return false;
  }
}

export const routeTree = rootRoute.addChildren([
  loginRoute,
  signupRoute,
  forgotPasswordRoute,
  passwordResetRoute,
  confirmAccountRoute,
  chatRoute,
  trainRoute,
  authedRoute.addChildren([
    homeRoute,
    myKnowledgeRoute,
    dittoRoute,
    sharingRoute,
    sharedPersonaRoute,
    lisaRoute,
    settingsRoute,
    elevenLabsRoute,
    adminRoute.addChildren([adminIndexRoute, adminUserRoute]),
  ]),
]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
