import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, type ToastItem, type ToastQueue } from './toast-queue.ts';

export interface ToastListProps {
  items: readonly ToastItem[];
  queue: ToastQueue;
  label: string;
}

/** The toasts on screen, as Radix Toast draws and announces them; `Toaster` loads it with the first toast. */
export function ToastList({ items, queue, label }: ToastListProps) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={label}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className="ditto-toast"
          data-variant={item.variant ?? 'info'}
          // Errors interrupt assertively; other news waits for a pause.
          type={item.variant === 'error' ? 'foreground' : 'background'}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) queue.dismiss(item.id);
          }}
        >
          <Toast.Title className="ditto-toast__title">{item.title}</Toast.Title>
          {item.description ? (
            <Toast.Description className="ditto-toast__description">{item.description}</Toast.Description>
          ) : null}
          <Toast.Close className="ditto-toast__close" aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="ditto-toast-viewport" />
    </Toast.Provider>
  );
}
