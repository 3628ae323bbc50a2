import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_VISITS_KEY,
  RECENT_VISIT_WINDOW_MS,
  readPageVisits,
  recordPageVisit,
  visitedWithin,
} from './page-visits.ts';

const visitedAt = Date.parse('2026-11-22T10:00:00.000Z');

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('RECENT_VISIT_WINDOW_MS', () => {
  it('is 24 hours', () => {
    expect(RECENT_VISIT_WINDOW_MS).toBe(86_400_000);
  });
});

describe('recordPageVisit and readPageVisits', () => {
  it('stores the visit time of each page under lastly_page_visits', () => {
    recordPageVisit('lisa', visitedAt);
    recordPageVisit('persona', visitedAt + 1000);

    expect(readPageVisits()).toEqual({ lisa: visitedAt, persona: visitedAt + 1000 });
    expect(JSON.parse(localStorage.getItem(PAGE_VISITS_KEY) ?? '')).toEqual({
      lisa: visitedAt,
      persona: visitedAt + 1000,
    });
  });

  it('records the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(visitedAt);
    recordPageVisit('persona');

    expect(readPageVisits()).toEqual({ lisa: null, persona: visitedAt });
  });

  it('reads a missing record as never visited', () => {
    expect(readPageVisits()).toEqual({ lisa: null, persona: null });
  });

  it.each(['{not json', '42', 'null', '"text"', '[1,2]', '{"lisa":"yesterday","persona":true}'])(
    'reads the corrupt value %s as never visited',
    (stored) => {
      localStorage.setItem(PAGE_VISITS_KEY, stored);

      expect(readPageVisits()).toEqual({ lisa: null, persona: null });
      expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt)).toBe(false);
    },
  );

  it('keeps the readable page when the other one is corrupt', () => {
    localStorage.setItem(PAGE_VISITS_KEY, JSON.stringify({ lisa: visitedAt, persona: 'garbage' }));

    expect(readPageVisits()).toEqual({ lisa: visitedAt, persona: null });
  });

  it('overwrites a corrupt record on the next visit', () => {
    localStorage.setItem(PAGE_VISITS_KEY, '{not json');
    recordPageVisit('lisa', visitedAt);

    expect(readPageVisits()).toEqual({ lisa: visitedAt, persona: null });
  });

  it('neither throws nor records when the storage refuses access', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    expect(() => recordPageVisit('lisa', visitedAt, broken)).not.toThrow();
    expect(readPageVisits(broken)).toEqual({ lisa: null, persona: null });
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt, broken)).toBe(false);
    expect(log).toHaveBeenCalledWith('Could not record the lisa page visit: QuotaExceededError');
  });
});

describe('visitedWithin', () => {
  beforeEach(() => recordPageVisit('lisa', visitedAt));

  it('counts a visit up to exactly 24 hours ago', () => {
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt)).toBe(true);
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt + RECENT_VISIT_WINDOW_MS - 1)).toBe(true);
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt + RECENT_VISIT_WINDOW_MS)).toBe(true);
  });

  it('does not count a visit more than 24 hours ago', () => {
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt + RECENT_VISIT_WINDOW_MS + 1)).toBe(false);
  });

  it('does not count a page that was never visited', () => {
    expect(visitedWithin('persona', RECENT_VISIT_WINDOW_MS, visitedAt)).toBe(false);
  });

  it('does not count a visit recorded in the future (a clock set back)', () => {
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS, visitedAt - 1)).toBe(false);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(visitedAt + RECENT_VISIT_WINDOW_MS);
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS)).toBe(true);

    vi.setSystemTime(visitedAt + RECENT_VISIT_WINDOW_MS + 1);
    expect(visitedWithin('lisa', RECENT_VISIT_WINDOW_MS)).toBe(false);
  });
});
