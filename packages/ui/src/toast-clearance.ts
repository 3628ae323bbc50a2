import { type RefObject, useLayoutEffect } from 'react';

/** The root's custom property that the toast viewport's bottom offset reads (`styles/toast.css`). */
export const TOAST_BOTTOM_PROPERTY = '--ditto-toast-bottom';

/**
 * Keeps toasts clear of an element pinned to the bottom of the screen, such as a chat composer: while it is
 * mounted, its height is the toasts' bottom offset, measured again whenever it changes (the field grows with each
 * line), so a toast never covers it however tall it gets.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = element.ownerDocument.documentElement;
    const publish = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(TOAST_BOTTOM_PROPERTY, `${height}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element, { box: 'border-box' });
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_BOTTOM_PROPERTY);
    };
  }, [ref]);
}
