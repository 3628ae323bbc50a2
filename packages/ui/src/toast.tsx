import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';

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

const ToasterContext = createContext<ToastQueue | null>(null);

export interface ToasterProps {
  children?: ReactNode;
  /** The queue to show; one is created when omitted. */
  queue?: ToastQueue;
  /** Screen-reader label of each toast. */
  label?: string;
}

const loadToastList = () => import('./toast-list.tsx');
const ToastList = lazy(async () => ({ default: (await loadToastList()).ToastList }));

/** Loads the notifications' view now; it loads with the first notification otherwise. */
export async function preloadToaster(): Promise<void> {
  await loadToastList();
}

/**
 * Provides `useToast()` to its children and shows the toasts at the bottom of the screen, in the right corner
 * (across the bottom on a phone), above a pinned chat composer (`--ditto-toast-bottom`) and under any open dialog,
 * so they cover no input or form. The view (Radix Toast) loads with the first toast, or `preloadToaster()`: a page
 * that shows none, such as the sign-in form, does without it.
 */
export function Toaster({ children, queue: givenQueue, label = 'Notification' }: ToasterProps) {
  const queue = useMemo(() => givenQueue ?? createToastQueue(), [givenQueue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <ToasterContext.Provider value={queue}>
      {children}
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList items={items} queue={queue} label={label} />
        </Suspense>
      ) : null}
    </ToasterContext.Provider>
  );
}

/** The nearest `<Toaster>`'s `toast` and `dismiss`. */
export function useToast(): Pick<ToastQueue, 'toast' | 'dismiss'> {
  const queue = useContext(ToasterContext);
  if (!queue) throw new Error('useToast must be used inside <Toaster>');
  return { toast: queue.toast, dismiss: queue.dismiss };
}
