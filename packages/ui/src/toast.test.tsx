import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadToaster, Toaster, useToast } from './toast.tsx';
import { createToastQueue, TOAST_DURATION_MS } from './toast-queue.ts';

// The view loads with the first toast; in the app at idle. Loaded here first so each test reads it at once.
beforeAll(() => preloadToaster());

function Notify({ variant }: { variant?: 'info' | 'success' | 'error' }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', description: 'All good', variant })}>
      notify
    </button>
  );
}

describe('createToastQueue', () => {
  it('adds, notifies and dismisses toasts', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const id = queue.toast({ title: 'Hello' });
    expect(queue.getSnapshot()).toEqual([{ id, title: 'Hello' }]);
    queue.dismiss(id);
    expect(queue.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.toast({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec default of 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a toast from useToast and closes it after 5000 ms', async () => {
    vi.useFakeTimers();
    render(
      <Toaster>
        <Notify variant="success" />
      </Toaster>,
    );
    await act(async () => screen.getByRole('button', { name: 'notify' }).click());
    const title = screen.getByText('Saved');
    expect(screen.getByText('All good')).toBeTruthy();
    expect(title.closest('.ditto-toast')?.getAttribute('data-variant')).toBe('success');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('places toasts in a viewport at the bottom of the screen', async () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    await act(async () => {
      queue.toast({ title: 'From outside React', variant: 'error' });
    });
    const viewport = document.querySelector('.ditto-toast-viewport');
    expect(viewport).not.toBeNull();
    expect(viewport?.textContent).toContain('From outside React');
  });

  it('closes a toast with its dismiss button', async () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    await act(async () => {
      queue.toast({ title: 'Dismiss me' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Dismiss me')).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('refuses useToast outside a Toaster', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Notify />)).toThrow('useToast must be used inside <Toaster>');
    spy.mockRestore();
  });
});
