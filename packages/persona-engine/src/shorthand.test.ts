import { describe, expect, it } from 'vitest';
import { inFullWords, noteInFull, saidInFull } from './shorthand.ts';

describe('saidInFull', () => {
  it("says a note's unambiguous shorthand in words a person says", () => {
    for (const [note, said] of [
      [
        "Live in a rented flat in Knocknacarra w/ my partner Ruairí, he's a chef",
        "Live in a rented flat in Knocknacarra with my partner Ruairí, he's a chef",
      ],
      ['Pickleball 3 mornings a week w/ my friend Deb.', 'Pickleball 3 mornings a week with my friend Deb.'],
      [
        'teach chemistry at a school in Bristol, been there 6 yrs.',
        'teach chemistry at a school in Bristol, been there 6 years.',
      ],
      [
        '6 yrs, 6yrs, a 5 yr old, 3 mths, 6 wks, 2 hrs, 10 mins',
        '6 years, 6 years, a 5 year old, 3 months, 6 weeks, 2 hours, 10 minutes',
      ],
      ['did it in 1:52 last yr. Next yr too, a yr on', 'did it in 1:52 last year. Next year too, a year on'],
      ['Younger bro Cathal moved 3yrs ago', 'Younger brother Cathal moved 3 years ago'],
      [
        'my bro in Cork, your sis, older bros, twin sis',
        'my brother in Cork, your sister, older brothers, twin sister',
      ],
      ['mam & dad, mam + dad, cold air & pollen', 'mam and dad, mam and dad, cold air and pollen'],
      ['came w/o a coat', 'came without a coat'],
    ] as const)
      expect(saidInFull(note), note).toBe(said);
  });

  it('leaves names, days, everyday words and ambiguous shorthand as written', () => {
    for (const text of [
      'My colleague Thu is from Hanoi.',
      'Our Danish neighbour Tue has a boat.',
      'My oldest friend Fri lives in Leeds',
      'FRI is the Food Research Institute.',
      'She weds her partner in June.',
      'Tom weds Ann on sat.',
      'The garden gets the most sun in the evening.',
      'The kids each sat an exam in May.',
      'Most sat the test twice.',
      'Keep it shaded from sun, wind and rain.',
      'Protect the roses from sun.',
      'Burnt by sun at the beach.',
      'We just sat and sat for hours.',
      'Fun in the sun or sat inside reading.',
      'Long shifts tues-fri, every 3rd sat on call, gym mon/wed/fri, off Thurs and weds',
      'Bro Morgannwg is where I grew up.',
      'Bro, chill.',
      'Yrs, Maura',
      'yrs sincerely',
      'Sis, Bro and I went to Rome.',
      'My mate Bro and Sis Rosetta Tharpe.',
      'Use the b/c ratio.',
      'came b/c it was warm',
      'The w/o date is 12 May (week of).',
      'w/e 14 June: paid.',
      'Zone 2 hr training',
      'Approx is what the label said.',
      'approx. 30 of them',
      'tbh I hate it',
      'Get out of yr face, a 5 yr-old, 1 hr a day, a 24hr gym',
      'My brother and sister both live in Sydney.',
    ])
      expect(saidInFull(text), text).toBe(text);
  });

  it('leaves web addresses, domains, emails, handles and hashtags as written', () => {
    for (const text of [
      'ditto.ie/w/sat-sun',
      'bit.ly/mon-fri-tbh',
      'Blog is https://example.com/w/o-6yrs and www.bro.ie/my+bro',
      'Email me at mam&dad+6yrs@example.com or @my_bro.',
      'Posted #6yrs #mam+dad',
    ])
      expect(saidInFull(text), text).toBe(text);
  });

  it('says "&" and "+" alike: "and" between words in lower case, a name\'s or a sum\'s as written', () => {
    for (const text of [
      'Jack + Jill',
      'Jack & Jill',
      'Worked at Halvorsen & Pike, coffee at Grind & Gather.',
      'Writes C++ & Java, head of R&D at M&S, M & S was shut.',
      '2+2 is 4, and 2 + 2 too.',
      'mostly yr 10 & 11, love r&b',
    ])
      expect(saidInFull(text), text).toBe(text);
    expect(saidInFull('mam & dad')).toBe(saidInFull('mam + dad'));
  });
});

describe('noteInFull', () => {
  it('reads only "w/" and "&" between words in full, for what a note says as the owner reads', () => {
    expect(noteInFull('we go w/ Sam & Kat for 6 yrs')).toBe('we go with Sam and Kat for 6 yrs');
    expect(noteInFull('R&D, w/e, yr 10 & 11')).toBe('R&D, w/e, yr 10 & 11');
  });
});

describe('inFullWords', () => {
  it('reads "w" between words as "with" and "hows" before a word of degree as "how"', () => {
    for (const [asked, read] of [
      ['whats wrong w my back', "what's wrong with my back"],
      ['who do i live w now', 'who do i live with now'],
      ['hows many kids have i got', 'how many kids have i got'],
      ["how's old is he", 'how old is he'],
      ['Hows much is the mortgage', 'How much is the mortgage'],
    ] as const)
      expect(inFullWords(asked), asked).toBe(read);
  });

  it('leaves "how\'s" asking how someone or something is, and other w\'s, alone', () => {
    for (const [asked, read] of [
      ['hows work going', "how's work going"],
      ["how's your mum", "how's your mum"],
      ['hows it going', "how's it going"],
      ['whats my plan for w/e', "what's my plan for w/e"],
      ['where in W Yorkshire do i live', 'where in W Yorkshire do i live'],
      ['what is w.', 'what is w.'],
    ] as const)
      expect(inFullWords(asked), asked).toBe(read);
  });
});

describe('inFullWords: a review of w and hows', () => {
  it('leaves the letter w alone', () => {
    for (const asked of [
      'what does w stand for',
      "what's the w key for",
      'is it spelt w or wh',
      'whats the w in George W Bush',
    ])
      expect(inFullWords(asked), asked).not.toMatch(/\bwith\b/);
  });

  it('reads a w ending the question as with', () => {
    expect(inFullWords('who do i work w')).toBe('who do i work with');
    expect(inFullWords('who do i work w?')).toBe('who do i work with?');
  });

  it('reads "hows" before a word of degree that is no question of degree as "how is"', () => {
    expect(inFullWords('hows old Kuba doing')).toBe("how's old Kuba doing");
    expect(inFullWords("how's long covid treating you")).toBe("how's long covid treating you");
    expect(inFullWords('hows big Al')).toBe("how's big Al");
    expect(inFullWords('hows long have you lived there')).toBe('how long have you lived there');
  });
});
