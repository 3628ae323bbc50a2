import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeRedirectTarget('/ditto')).toBe('/ditto');
    expect(safeRedirectTarget('/admin/users/42?tab=a#top')).toBe('/admin/users/42?tab=a#top');
  });

  it('falls back to / for missing, foreign or malformed targets', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'ditto',
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      '/\t/evil',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
    ]) {
      expect(safeRedirectTarget(value)).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('https://evil.example', '/home')).toBe('/home');
  });
});
