// The toast queue and its rules, without React or the view: `toast.tsx` (the provider) and `toast-list.tsx` (the
// view it loads lazily) both read them, and code outside React can post to a queue.

/** Notifications stay 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

/** At most this many notifications show at once; a newer one pushes the oldest out. */
export const TOAST_LIMIT = 3;

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the default 5000 ms for this toast. */
  duration?: number;
  /**
   * What the toast is about. A new toast of the same kind replaces the one on screen (four saves show one
   * "Saved", not four); by default the kind is the variant and the title.
   */
  kind?: string;
}

export interface ToastItem extends ToastOptions {
  id: string;
}

/** A toast queue usable outside React too (e.g. from a QueryCache `onError`). */
export interface ToastQueue {
  toast(options: ToastOptions): string;
  dismiss(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

/** The kind a toast belongs to: its own `kind`, else its variant and title. */
export function toastKind(options: ToastOptions): string {
  return options.kind ?? `${options.variant ?? 'info'}:${options.title}`;
}

/**
 * One toast per kind, and at most `TOAST_LIMIT` (default 3) at once: a new toast replaces the one of its kind
 * (shown anew, with a fresh id, so its timer restarts and it is announced again), and the oldest goes when the
 * limit is passed.
 */
export function createToastQueue({ limit = TOAST_LIMIT }: { limit?: number } = {}): ToastQueue {
  let items: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const publish = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  return {
    toast(options) {
      nextId += 1;
      const id = `toast-${nextId}`;
      const kind = toastKind(options);
      const others = items.filter((item) => toastKind(item) !== kind);
      publish([...others, { ...options, id }].slice(-Math.max(1, limit)));
      return id;
    },
    dismiss(id) {
      if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
