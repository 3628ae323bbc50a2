import { describe, expect, it } from 'vitest';
import { noteInFull, saidInFull } from './shorthand.ts';

describe('saidInFull', () => {
  it("says a note's shorthand in words a person says", () => {
    for (const [note, said] of [
      [
        "Live in a rented flat in Knocknacarra w/ my partner Ruairí, he's a chef",
        "Live in a rented flat in Knocknacarra with my partner Ruairí, he's a chef",
      ],
      [
        'Vet nurse at a small animal clinic in Salthill, been there 6 yrs.',
        'Vet nurse at a small animal clinic in Salthill, been there 6 years.',
      ],
      [
        'Long shifts tues-fri, every 3rd sat on call',
        'Long shifts Tuesday-Friday, every 3rd Saturday on call',
      ],
      ['Mam + dad still in Ballinasloe', 'Mam and dad still in Ballinasloe'],
      ['cold air & pollen set it off; Books & music', 'cold air and pollen set it off; Books and music'],
      ['Our dog Bran is a 5 yr old lurcher', 'Our dog Bran is a 5 year old lurcher'],
      ['no running for 6 wks. did it in 1:52 last yr.', 'no running for 6 weeks. did it in 1:52 last year.'],
      ['Younger bro Cathal moved 3yrs ago', 'Younger brother Cathal moved 3 years ago'],
      ['Bro lives in Cork, my sis in Derry', 'Brother lives in Cork, my sister in Derry'],
      ['approx. 30 mins away, 2 hrs by train', 'about 30 minutes away, 2 hours by train'],
      ['a 24hr gym, 1 hr a day', 'a 24 hour gym, 1 hour a day'],
      ['came w/o a coat b/c it was warm', 'came without a coat because it was warm'],
      ['tbh I hate it', 'to be honest I hate it'],
      ['gym mon/wed/fri, swim on sat.', 'gym Monday/Wednesday/Friday, swim on Saturday.'],
      ['every other Sun at mam’s, off Thurs', 'every other Sunday at mam’s, off Thursday'],
      ['6 mths in, 2 wks off', '6 months in, 2 weeks off'],
    ] as const)
      expect(saidInFull(note), note).toBe(said);
  });

  it('leaves words inside other words, names and everyday words as written', () => {
    for (const text of [
      'My brother and sister both live in Sydney.',
      'Bought a new Sat Nav.',
      'We sat down for dinner at 8.',
      'I sat the exam in June and sat on the wall after.',
      'Lying in the sun on sun loungers all week.',
      'We wed in 2010, got wed on a beach.',
      'Hr is down the hall; the hr team said no.',
      'My mate Bro and Sis Rosetta Tharpe.',
      'Min wage, 10 min walk, mon chéri.',
      'We saw Bros at Wembley, signed Yrs truly.',
      'Watching the sun set on the pier most evenings.',
      'the wedding',
      'monday is fine, thursday too',
      'Cost approximately 40.',
      'Worked at Tesco for years.',
      'Get out of yr face, every sun-dried tomato, a pro-bro vibe.',
    ])
      expect(saidInFull(text), text).toBe(text);
  });

  it('leaves signs inside names, sums, web addresses, handles and hashtags', () => {
    for (const text of [
      'Writes C++ & Java at work.',
      'Head of R&D at M&S, before that AT&T.',
      'Stayed at a B&B, and M & S was shut.',
      'Worked at Halvorsen & Pike, coffee at Grind & Gather, twins Arjun & Meera.',
      '2+2 is 4, and 2 + 2 too.',
      'w/e 14 June: paid.',
      'Blog is https://example.com/w/tbh-yrs/sat-sun and www.bro.ie/sis',
      'Email me at tbh.yrs@example.com or @bro_sis.',
      'Posted #tbh #6yrs #sat',
      'Speed in km/h, lives in Yr Wyddgrug.',
      'mostly yr 10 & 11',
    ]) {
      const said = saidInFull(text);
      for (const kept of [
        'C++',
        'R&D',
        'M&S',
        'AT&T',
        'B&B',
        'M & S',
        'Halvorsen & Pike',
        'Grind & Gather',
        'Arjun & Meera',
        '2+2',
        '2 + 2',
        'w/e',
        'https://example.com/w/tbh-yrs/sat-sun',
        'www.bro.ie/sis',
        'tbh.yrs@example.com',
        '@bro_sis',
        '#tbh #6yrs #sat',
        'km/h',
        'Yr Wyddgrug',
        '10 & 11',
      ])
        if (text.includes(kept)) expect(said, text).toContain(kept);
    }
  });

  it('keeps numerals as written', () => {
    expect(saidInFull('every 3rd sat, 2nd yr, 10 yrs')).toBe('every 3rd Saturday, 2nd year, 10 years');
  });
});

describe('noteInFull', () => {
  it('reads only "w/" and "&" between words in full, for what a note says as the owner reads', () => {
    expect(noteInFull('live w/ Sam & the kids for 6 yrs')).toBe('live with Sam and the kids for 6 yrs');
    expect(noteInFull('M & S, R&D, w/e')).toBe('M & S, R&D, w/e');
  });
});
