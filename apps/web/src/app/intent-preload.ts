import type { AnyRouter } from '@tanstack/react-router';

/** How long the pointer or focus rests on a link before its screen preloads: a sweep across the menu loads nothing. */
export const intentDelayMs = 50;

/**
 * Preloads the screen a link leads to once the pointer rests on it or focus reaches it: its code first, then, once
 * the code is here, the router's preload (its loader starts the screen's data). Instead of the router's own
 * `defaultPreload: 'intent'`, which loads both at once: a click that took over that preload while the code was still
 * loading showed no pending screen (TanStack Router 1.170), so on a slow network the old screen stayed up as if the
 * click did nothing. A click during the code's load now starts a navigation of its own, with its pending screen.
 */
export function preloadScreensOnIntent(router: AnyRouter, target: EventTarget = document): () => void {
  let waiting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const preload = (link: HTMLAnchorElement) => {
    const [routes] = router.getMatchedRoutes(link.pathname);
    Promise.all(routes.map((route) => router.loadRouteChunk(route)))
      // `href` wins over `to` (which the types ask for): the link's search is parsed as the router parses it.
      .then(() => router.preloadRoute({ to: link.pathname, href: link.pathname + link.search }))
      .catch(() => {
        // Offline, or a new deployment: the click loads it again and the screen shows what failed.
      });
  };
  const cancel = () => {
    clearTimeout(waiting?.timer);
    waiting = undefined;
  };
  const onIntent = (event: Event) => {
    const link = screenLink(event.target);
    if (!link || link === waiting?.link) return;
    cancel();
    // A touch is a tap on its way: no need to wait.
    if (event.type === 'touchstart') return preload(link);
    const timer = setTimeout(() => {
      waiting = undefined;
      preload(link);
    }, intentDelayMs);
    waiting = { link, timer };
  };
  const onLeave = (event: Event) => {
    const to = (event as PointerEvent | FocusEvent).relatedTarget;
    if (waiting && !(to instanceof Node && waiting.link.contains(to))) cancel();
  };
  const listeners = [
    ['pointerover', onIntent],
    ['focusin', onIntent],
    ['touchstart', onIntent],
    ['pointerout', onLeave],
    ['focusout', onLeave],
  ] as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener, { passive: true });
  return () => {
    cancel();
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/** A link to a screen of this app: same origin, opened in this tab, not a download. */
function screenLink(element: EventTarget | null): HTMLAnchorElement | undefined {
  const link = element instanceof Element ? element.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  return link;
}
