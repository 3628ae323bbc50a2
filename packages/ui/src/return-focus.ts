import { useRef } from 'react';

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
 * have none (they open from buttons, menu items and state), so without this Escape left focus on `<body>`. The
 * opener is read while rendering the opening, before the dialog (or a closing menu) moves focus.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined')
    opener.current = openerOf(document.activeElement);
  wasOpen.current = open;
  return (event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
