import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_BOTTOM_PROPERTY, useToastClearance } from './toast-clearance.ts';

/** The browser's ResizeObserver, which happy-dom does not drive: the test says when the element was resized. */
class ManualResizeObserver {
  static last: ManualResizeObserver | null = null;
  observed: Element | null = null;
  constructor(readonly callback: () => void) {
    ManualResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed = element;
  }
  disconnect() {
    this.observed = null;
  }
}

function Pinned() {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return <div ref={ref} data-testid="pinned" />;
}

const published = () => document.documentElement.style.getPropertyValue(TOAST_BOTTOM_PROPERTY);

/** Gives the element a height, as a layout would, and tells its observer. */
function resize(element: HTMLElement, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, height));
  act(() => ManualResizeObserver.last?.callback());
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useToastClearance', () => {
  it("keeps the toasts' bottom offset at the element's height as it grows, and lets go on unmount", () => {
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
    const { getByTestId, unmount } = render(<Pinned />);
    const element = getByTestId('pinned');
    expect(ManualResizeObserver.last?.observed).toBe(element);

    resize(element, 88);
    expect(published()).toBe('88px');
    // Five lines typed: the composer grows, and the toasts rise with it.
    resize(element, 150.4);
    expect(published()).toBe('151px');

    unmount();
    expect(published()).toBe('');
    expect(ManualResizeObserver.last?.observed).toBeNull();
  });
});
