import { AuthProvider } from '@ditto/auth/react';
import { Toaster } from '@ditto/ui';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiProvider } from '../lib/api-context.tsx';
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

  // Signed out: while the user fills in a form, fetch what the first signed-in screen needs (after the page is drawn).
  useEffect(() => {
    if (auth.getState().isAuthenticated) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => preloadSignedInScreens({ api, loadData }));
  }, [auth, api, loadData]);

  // A session that ended mid-use (refused by the identity provider, an administrator disabling the account, or
  // signed out in another tab): the guards send the user to /login?redirect=<where they were>, and /login says why
  // (`sessionEndedNotice`), so no notification repeats it.

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
