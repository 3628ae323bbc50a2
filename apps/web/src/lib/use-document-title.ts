import { useEffect } from 'react';

/** Sets the tab title per screen, so history entries and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Ditto`;
  }, [title]);
}
