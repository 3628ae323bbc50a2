import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './use-cooldown.ts';

describe('useCooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down whole seconds from start and then allows the action again', () => {
    const { result } = renderHook(() => useCooldown(30));
    expect(result.current.remaining).toBe(0);

    act(() => result.current.start());
    expect(result.current.remaining).toBe(30);

    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(20);

    act(() => vi.advanceTimersByTime(19_000));
    expect(result.current.remaining).toBe(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts the full wait when started again', () => {
    const { result } = renderHook(() => useCooldown(30));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(29_000));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(30);
  });
});
