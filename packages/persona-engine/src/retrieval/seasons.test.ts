import { describe, expect, it } from 'vitest';
import { seasonOfMonth, seasonsDated } from './seasons.ts';

describe('seasonsDated', () => {
  it('reads the season of a month of a year, in full or short (walk CA: "july 2025" for "the summer 2025")', () => {
    expect(seasonsDated('went back to poland in july 2025 w the kids, 10 days')).toEqual(['summer']);
    expect(seasonsDated('pb is a 24lb mirror carp, aug 2023')).toEqual(['summer']);
    expect(seasonsDated('Moved in Sept. 2024, then Dec 2024 we had the flood')).toEqual([
      'autumn',
      'fall',
      'winter',
    ]);
    expect(seasonsDated('back surgery in January of 2019')).toEqual(['winter']);
  });

  it('reads no season from a month without a year, a word that is also a month, or a season said already', () => {
    for (const text of [
      'we go camping every july',
      'May 2025 was a blur',
      'I mar 2020 with that haircut',
      'Summer 2025 was hot',
      'bus 2012 to town',
      'Our June wedding',
      'Julian 2020 said hi',
    ])
      expect(seasonsDated(text), text).toEqual([]);
    expect(seasonOfMonth('summer')).toBeUndefined();
  });
});
