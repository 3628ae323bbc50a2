import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

describe('date formats', () => {
  it('format a date, and a date with its time, in the locale', () => {
    expect(formatDate('2026-11-22T14:05:00.000Z')).toMatch(/2026/);
    expect(formatDateTime('2026-11-22T14:05:00.000Z').length).toBeGreaterThan(
      formatDate('2026-11-22').length,
    );
  });

  it('give an empty text for a missing or bad date, never an exception', () => {
    for (const bad of [null, undefined, '', 'not a date', '2026-13-45']) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
  });
});
