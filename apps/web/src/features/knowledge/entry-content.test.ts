import { describe, expect, it } from 'vitest';
import { contentUnderTitle } from './entry-content.tsx';

describe('contentUnderTitle', () => {
  it('drops an opening heading that repeats the title', () => {
    expect(contentUnderTitle({ title: 'Packing list', content: '# Packing list\n\nA rain jacket.' })).toBe(
      'A rain jacket.',
    );
    expect(contentUnderTitle({ title: 'Tides', content: '## tides ##\nThey turn twice a day.' })).toBe(
      'They turn twice a day.',
    );
  });

  it('keeps a heading that says something else, one further down, and a hashtag', () => {
    for (const content of [
      '# Winter\nGloves.',
      'Intro.\n\n# Packing list\nGloves.',
      '#Packing list\nGloves.',
    ])
      expect(contentUnderTitle({ title: 'Packing list', content })).toBe(content);
  });
});
