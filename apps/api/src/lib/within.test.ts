import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './within.ts';

const outcomes = { late: 'late', failed: 'failed' } as const;

describe('within', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the value in time, the late outcome after the time, and the failed one on a rejection', async () => {
    vi.useFakeTimers();
    expect(await within(Promise.resolve(7), 100, outcomes)).toBe(7);
    expect(await within(Promise.reject(new Error('no')), 100, outcomes)).toBe('failed');
    const slow = within(new Promise((resolve) => setTimeout(() => resolve(7), 200)), 100, outcomes);
    await vi.advanceTimersByTimeAsync(100);
    expect(await slow).toBe('late');
  });
});
