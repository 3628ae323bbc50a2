import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadToaster, Toaster } from './toast.tsx';
import { createToastQueue, TOAST_DURATION_MS, TOAST_LIMIT, toastKind } from './toast-queue.ts';

// The view loads with the first toast; in the app at idle. Loaded here first so each test reads it at once.
beforeAll(() => preloadToaster());

describe('one toast per kind', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces a toast with a new one of the same kind (variant and title by default)', () => {
    const queue = createToastQueue();
    const first = queue.toast({ title: 'Entry added', description: 'Tea', variant: 'success' });
    const second = queue.toast({ title: 'Entry added', description: 'Coffee', variant: 'success' });
    expect(second).not.toBe(first);
    expect(queue.getSnapshot()).toEqual([
      { id: second, title: 'Entry added', description: 'Coffee', variant: 'success' },
    ]);
  });

  it('keeps toasts of different kinds, and groups different titles that share a `kind`', () => {
    const queue = createToastQueue();
    queue.toast({ title: 'Entry added', variant: 'success' });
    queue.toast({ title: 'Entry added', variant: 'error' });
    queue.toast({ title: 'Could not share', kind: 'sharing', variant: 'error' });
    expect(queue.getSnapshot().map((item) => item.title)).toEqual([
      'Entry added',
      'Entry added',
      'Could not share',
    ]);
    queue.toast({ title: 'Shared with ada@example.com', kind: 'sharing', variant: 'success' });
    expect(queue.getSnapshot().map(toastKind)).toEqual([
      'success:Entry added',
      'error:Entry added',
      'sharing',
    ]);
    expect(queue.getSnapshot().at(-1)?.title).toBe('Shared with ada@example.com');
  });

  it(`never shows more than ${TOAST_LIMIT} at once: the oldest goes`, () => {
    const queue = createToastQueue();
    for (const title of ['One', 'Two', 'Three', 'Four']) queue.toast({ title });
    expect(queue.getSnapshot().map((item) => item.title)).toEqual(['Two', 'Three', 'Four']);
    const single = createToastQueue({ limit: 1 });
    single.toast({ title: 'A' });
    single.toast({ title: 'B' });
    expect(single.getSnapshot().map((item) => item.title)).toEqual(['B']);
  });

  it('shows one toast on screen when the same one is asked for four times, with its timer started anew', async () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    await act(async () => {
      for (let n = 0; n < 4; n += 1) queue.toast({ title: 'Saved', variant: 'success' });
    });
    expect(screen.getAllByText('Saved')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1_000));
    await act(async () => {
      queue.toast({ title: 'Saved', variant: 'success' });
    });
    // The replacement stays its own 5000 ms, counted from when it came.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows toasts of different kinds together', async () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    await act(async () => {
      queue.toast({ title: 'Entry added', variant: 'success' });
      queue.toast({ title: 'Could not delete the entry', variant: 'error' });
    });
    expect(screen.getByText('Entry added')).toBeTruthy();
    expect(screen.getByText('Could not delete the entry')).toBeTruthy();
  });
});
