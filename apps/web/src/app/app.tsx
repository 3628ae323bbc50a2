import { AuthProvider } from '@ditto/auth/react';
import { preloadToaster, Toaster } from '@ditto/ui';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiProvider } from '../lib/api-context.tsx';
import { preloadScreensOnIntent } from './intent-preload.ts';
import { createAppRouter, preloadSignedInScreens } from './router.tsx';
import type { AppServices } from './services.ts';

export interface AppProps {
  services: AppServices;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

export function App({ services, history }: AppProps) {
  const { auth, api, toasts, loadData } = services;
  const [router] = useState(() => createAppRouter({ auth, api, loadData }, history));

  useEffect(() => preloadScreensOnIntent(router), [router]);

  // Whenever the signed-in flag flips (sign-in, sign-out, a session that could not be restored), guards run again.
  useEffect(() => {
    let wasSignedIn = auth.getState().isAuthenticated;
    return auth.subscribe(() => {
      const signedIn = auth.getState().isAuthenticated;
      if (signedIn === wasSignedIn) return;
      wasSignedIn = signedIn;
      void router.invalidate();
    });
  }, [auth, router]);

  // Once the page is drawn: the notifications' view, so the first toast shows at once; and while a signed-out user
  // fills in a form, what the first signed-in screen needs.
  useEffect(() => {
    const signedIn = auth.getState().isAuthenticated;
    afterIdle(() => {
      preloadToaster().catch(() => {
        // Offline, or a new deployment: it loads with the first toast.
      });
      if (!signedIn) preloadSignedInScreens({ api, loadData });
    });
  }, [auth, api, loadData]);

  // A session that ended mid-use (refused by the identity provider, an administrator disabling the account, or
  // signed out in another tab): the guards send the user to /login?redirect=<where they were>, and /login says why
  // (`sessionEndedNotice`); the requests it cut short raise no toast (`createAppToastQueue`).

  return (
    // The data layer's provider sits in the signed-in layout, which loads it: sign-in screens go without.
    // The session was restored at boot, before the first guard ran.
    <AuthProvider store={auth} initOnMount={false}>
      <ApiProvider api={api}>
        <Toaster queue={toasts}>
          <RouterProvider router={router} />
        </Toaster>
      </ApiProvider>
    </AuthProvider>
  );
}

function afterIdle(run: () => void): void {
  const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  idle(run);
}
