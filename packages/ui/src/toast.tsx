import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { createToastQueue, type ToastQueue } from './toast-queue.ts';

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
 * (across the bottom on a phone), above a pinned chat composer (`useToastClearance`) and under any open dialog,
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
