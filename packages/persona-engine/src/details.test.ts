import { describe, expect, it } from 'vitest';
import { detailOf, workIn } from './details.ts';

describe('detailOf', () => {
  it.each([
    ['Tom, we met at university in Bristol.', 'Tom', 'person'],
    ['Japan in 2019, we hiked the Kumano Kodo.', 'Japan', 'place'],
    ['My husband Bernard passed away in 2020.', 'your husband Bernard', 'person'],
    ["I'm a nurse at St. Mary's hospital in Leeds.", "St. Mary's hospital", 'thing'],
    ["I went to St Anne's Primary and then Harrogate High.", "St Anne's Primary", 'thing'],
    ['Hello Lisa! I am a dentist in Madrid.', 'Madrid', 'place'],
    ['i grew up in leeds and moved to spain', 'Leeds', 'place'],
    ['I was born on 14 March 1986 in Umeå.', 'Umeå', 'thing'],
    ["Hi, I'm Ahmed and I drive a taxi in Bristol.", 'Bristol', 'place'],
    ['Her brother Tom lives next door.', 'her brother Tom', 'person'],
    ['I get up at six and walk the dog.', null, null],
    ['My mum died last March.', null, null],
    ['I think I like it. I really do.', null, null],
    // A name takes no pointing word, and someone's name is said back with its capital.
    ['Its Nadine, we met at LAU in 1997.', 'Nadine', 'person'],
    ['The big news is that aroha and I are getting married in May.', 'Aroha', 'person'],
    // Someone of the owner's whose thing it is: the person, not the thing.
    ["Staying on my friend jess's sofa for now.", 'your friend Jess', 'person'],
    ["I'm staying at my sister Nia's flat.", 'your sister Nia', 'person'],
    // A name with its own possessive stays whole; so does someone of someone's.
    ["We had lunch at Nando's in Cardiff.", "Nando's", 'thing'],
    ["My friend Jess's brother Sam is a chef.", "your friend Jess's brother Sam", 'person'],
    // Only someone of the owner's by a relation word and name is whose the thing is; a shop, brand or business stays.
    ["I do my big shop at my local Sainsbury's", "your local Sainsbury's", 'thing'],
    ["I always wear my Levi's.", "your Levi's", 'person'],
    ["I work at my dad Frank's bakery in Hull.", "your dad Frank's bakery", 'thing'],
  ])('finds the detail in %j', (answer, spoken, kind) => {
    const detail = detailOf(answer);
    expect(detail?.spoken ?? null).toBe(spoken);
    expect(detail?.kind ?? null).toBe(kind);
  });
});

describe('workIn', () => {
  it.each([
    ['My favourite is the play Hamlet, I saw it twice.', 'Hamlet'],
    ["I play D in a women's rec league, our team is the Prairie Pucks.", null],
    ['We play Uno with the kids on Fridays.', null],
    // "The song would be X": the work is X, not the clause naming it.
    ['The song would be Anak by Freddie Aguilar, my dad used to sing it.', 'Anak'],
  ])('finds the title of a work in %j, not the object of a verb', (answer, title) => {
    expect(workIn(answer)).toBe(title);
  });
});

describe('detailOf, round 32: a month or a sentence-opening word is no one', () => {
  it.each([
    [
      'Wild swimming!! Ilkley lido + the river wharfe at weekends, all year round even jan. Keeps me sane since dad. And I crochet badly while watching bake off.',
    ],
    ['We swim every week, even in feb. Keeps me going.'],
    ['Started the allotment in mar. Loving it so far.'],
  ])('names no one in %j', (answer) => {
    expect(detailOf(answer)).toBeNull();
  });

  it.each([
    ['My friend Jan. She is lovely.', 'your friend Jan'],
    ['Sam and I go climbing.', 'Sam'],
    ['Honestly Sam is the best.', 'Sam'],
    ["I'm a nurse at St. Mary's hospital in Leeds.", "St. Mary's hospital"],
    ['I go climbing with Jodie. Keeps me fit.', 'Jodie'],
  ])('still names someone in %j', (answer, spoken) => {
    expect(detailOf(answer)?.spoken).toBe(spoken);
  });
});
