import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intentDelayMs, preloadScreensOnIntent } from './intent-preload.ts';

function routerWithScreen() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const screen = vi.fn(() => code.then(() => ({ default: () => null })));
  const loader = vi.fn();
  const rootRoute = createRootRoute();
  const notesRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/notes',
    loader,
    component: lazyRouteComponent(screen),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([notesRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { router, screen, loader, arrive };
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

const fire = (target: EventTarget, type: string, init: { relatedTarget?: EventTarget | null } = {}) =>
  target.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), init));

describe('preloadScreensOnIntent', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it.each(['pointerover', 'focusin'])(
    "loads a screen's code once %s has rested on its link, then its data, without a navigation",
    async (type) => {
      const { router, screen, loader, arrive } = routerWithScreen();
      stop = preloadScreensOnIntent(router);
      // From a child of the link, as the pointer usually arrives.
      fire(link('/notes').firstElementChild as Element, type);
      vi.advanceTimersByTime(intentDelayMs - 1);
      expect(screen).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(screen).toHaveBeenCalledTimes(1);
      // The router's preload (the loader) waits for the code: a click meanwhile is a navigation of its own.
      await vi.advanceTimersByTimeAsync(0);
      expect(loader).not.toHaveBeenCalled();
      arrive();
      await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('loads at once on a touch', () => {
    const { router, screen } = routerWithScreen();
    stop = preloadScreensOnIntent(router);
    fire(link('/notes'), 'touchstart');
    expect(screen).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a pointer that leaves a link before resting on it', () => {
    const { router, screen } = routerWithScreen();
    stop = preloadScreensOnIntent(router);
    const anchor = link('/notes');
    fire(anchor, 'pointerover');
    vi.advanceTimersByTime(intentDelayMs / 2);
    fire(anchor, 'pointerout', { relatedTarget: document.body });
    vi.advanceTimersByTime(intentDelayMs);
    expect(screen).not.toHaveBeenCalled();
  });

  it('keeps waiting while the pointer moves within the link', () => {
    const { router, screen } = routerWithScreen();
    stop = preloadScreensOnIntent(router);
    const anchor = link('/notes');
    fire(anchor, 'pointerover');
    fire(anchor, 'pointerout', { relatedTarget: anchor.firstElementChild });
    fire(anchor.firstElementChild as Element, 'pointerover');
    vi.advanceTimersByTime(intentDelayMs);
    expect(screen).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites, new tabs, downloads and other elements alone, and stops when asked', () => {
    const { router, screen } = routerWithScreen();
    stop = preloadScreensOnIntent(router);
    fire(link('https://elsewhere.example/notes'), 'touchstart');
    fire(link('/notes', { target: '_blank' }), 'touchstart');
    fire(link('/notes', { download: '' }), 'touchstart');
    fire(document.body, 'touchstart');
    stop();
    fire(link('/notes'), 'touchstart');
    expect(screen).not.toHaveBeenCalled();
  });
});
