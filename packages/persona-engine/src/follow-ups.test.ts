import { describe, expect, it } from 'vitest';
import { followUpIn, isReaction } from './follow-ups.ts';

describe('Lisa reads what she asked before', () => {
  it('finds her follow-up after a worded thanks that itself says "You mentioned"', () => {
    expect(
      followUpIn('You mentioned how much you love it. Thanks! You mentioned Galway. What is it like there?'),
    ).toBe('You mentioned Galway. What is it like there?');
  });

  it.each([
    [
      'Thanks! You mentioned Galway. What else should I know about Galway?',
      'You mentioned Galway. What else should I know about Galway?',
    ],
    ['Thanks! Staying with work: How did you end up in your line of work?', null],
  ])('reads an older message of hers: %j', (content, followUp) => {
    expect(followUpIn(content)).toBe(followUp);
    expect(isReaction(content)).toBe(true);
  });
});
