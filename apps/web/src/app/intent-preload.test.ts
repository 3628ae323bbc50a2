import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreensOnIntent } from './intent-preload.ts';

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

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

describe('preloadScreensOnIntent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it.each(['pointerover', 'focusin', 'touchstart'])(
    "loads a screen's code on %s of a link to it, then its data, without a navigation",
    async (type) => {
      const { router, screen, loader, arrive } = routerWithScreen();
      stop = preloadScreensOnIntent(router);
      // From a child of the link, as the pointer usually arrives.
      link('/notes').firstElementChild?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(screen).toHaveBeenCalledTimes(1);
      // The router's preload (the loader) waits for the code: a click meanwhile is a navigation of its own.
      await Promise.resolve();
      expect(loader).not.toHaveBeenCalled();
      arrive();
      await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('leaves links to other sites and other elements alone, and stops when asked', () => {
    const { router, screen } = routerWithScreen();
    stop = preloadScreensOnIntent(router);
    link('https://elsewhere.example/notes').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/notes').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(screen).not.toHaveBeenCalled();
  });
});
