import { useEffect, useLayoutEffect, useRef } from 'react';

/** The control that opened a dialog: the focused element, or the trigger of the menu whose item was picked. */
function openerOf(element: Element | null): HTMLElement | null {
  // A radix menu's content is labelled by its trigger; the item itself is gone once the dialog shows.
  const menu = element?.closest('[role="menu"][aria-labelledby]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  const opener = labelledBy ? document.getElementById(labelledBy) : element;
  return opener instanceof HTMLElement && opener !== document.body ? opener : null;
}

/**
 * Returns focus to the control that opened a controlled dialog. Radix returns it to a `Trigger`, and our dialogs
 * have none (they open from buttons, menu items and state), so without this Escape left focus on `<body>`. While
 * closed it follows the focus (`focusin`); when `open` turns true it keeps the last element focused before, which
 * a picked menu item may already have left (the menu closes as the dialog opens): never read during render.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    if (open) return;
    lastFocused.current = document.activeElement;
    const follow = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, [open]);
  useLayoutEffect(() => {
    if (open) opener.current = openerOf(lastFocused.current ?? document.activeElement);
  }, [open]);
  return (event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
