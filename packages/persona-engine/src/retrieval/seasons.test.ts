import { describe, expect, it } from 'vitest';
import { seasonDatesIn, seasonOfMonth, seasonsDated } from './seasons.ts';

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

  it('reads no season from a month without a year, a word that is also a month, or a season not a month', () => {
    for (const text of [
      'we go camping every july',
      'May 2025 was a blur',
      'I mar 2020 with that haircut',
      'Summer 2025 was hot',
      'bus 2012 to town',
      'Our June wedding',
      'Julian 2020 said hi',
      // Review 32b: a name or word whose stem is a month's, and a month that is a name too, capitalised.
      'Julie 2020 said hi',
      'marching 2020',
      'met June 2019 at uni',
      'April 2021 started nursery',
      'my mate Jan 2020 moved to Gdansk',
    ])
      expect(seasonsDated(text), text).toEqual([]);
    expect(seasonOfMonth('summer')).toBeUndefined();
  });
});

describe('seasonDatesIn', () => {
  it('reads a month that is a name too lower-case or after "in", "since" or "from", with its year', () => {
    expect(seasonDatesIn('we met in June 2019 at uni')).toEqual([{ season: 'summer', year: '2019' }]);
    expect(seasonDatesIn('started nursery april 2021')).toEqual([{ season: 'spring', year: '2021' }]);
    expect(seasonDatesIn('Went to Portugal in july 2019')).toEqual([{ season: 'summer', year: '2019' }]);
    expect(seasonDatesIn('Since Jan 2020 at the depot')).toEqual([{ season: 'winter', year: '2020' }]);
  });
});
