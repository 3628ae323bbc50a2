import type { AnyRouter } from '@tanstack/react-router';

/**
 * Preloads the screen a link leads to as soon as the pointer rests on it or focus reaches it: its code first, then,
 * once the code is here, the router's preload (its loader starts the screen's data). Instead of the router's own
 * `defaultPreload: 'intent'`, which loads both at once: a click that took over that preload while the code was still
 * loading showed no pending screen (TanStack Router 1.170), so on a slow network the old screen stayed up as if the
 * click did nothing. A click during the code's load now starts a navigation of its own, with its pending screen.
 */
export function preloadScreensOnIntent(router: AnyRouter, target: EventTarget = document): () => void {
  const preload = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const [routes] = router.getMatchedRoutes(link.pathname);
    Promise.all(routes.map((route) => router.loadRouteChunk(route)))
      .then(() => router.preloadRoute({ href: link.pathname + link.search }))
      .catch(() => {
        // Offline, or a new deployment: the click loads it again and the screen shows what failed.
      });
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) target.addEventListener(type, preload, { passive: true });
  return () => {
    for (const type of events) target.removeEventListener(type, preload);
  };
}
