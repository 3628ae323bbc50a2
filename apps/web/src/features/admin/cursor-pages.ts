import { useCallback, useState } from 'react';

/**
 * Cursor paging with Previous: the server only knows "the page after this cursor", so the cursors of the pages
 * already seen are kept as a stack (page 1 has none). Changing `resetKey` (e.g. the search) starts over at page 1.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key: resetKey,
    cursors: [null],
  });
  const cursors = state.key === resetKey ? state.cursors : [null];
  const next = useCallback(
    (nextCursor: string) => setState({ key: resetKey, cursors: [...cursors, nextCursor] }),
    [cursors, resetKey],
  );
  const previous = useCallback(
    () => setState({ key: resetKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    [cursors, resetKey],
  );
  return {
    cursor: cursors.at(-1) ?? null,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    next,
    previous,
  };
}
