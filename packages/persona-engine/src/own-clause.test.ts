import { describe, expect, it } from 'vitest';
import { ownersSubject, saidAsOwner } from './own-clause.ts';

describe('ownersSubject', () => {
  it("reads a clause with no subject in the owner's note as the owner's", () => {
    expect(ownersSubject('teach chemistry at a secondary school in Bristol', 'work stuff')).toBe('I');
    expect(ownersSubject('live w/ Sam (partner) in a rented flat in Bedminster.', 'home')).toBe('I');
    expect(ownersSubject('Play five-a-side every tues night', 'footy')).toBe('I');
    expect(ownersSubject('have asthma since childhood.', 'health')).toBe('I');
    expect(ownersSubject('saving for a house deposit', 'money')).toBe("I'm");
    expect(ownersSubject('- swim twice a week', 'fitness')).toBe('I');
  });

  it('refuses clauses of someone else, pasts, nouns and to-dos', () => {
    expect(ownersSubject('teaches piano in Leeds', 'work')).toBeUndefined();
    expect(ownersSubject('he sleeps 20hrs a day', 'home')).toBeUndefined();
    expect(ownersSubject('sleeps 20hrs a day', 'home')).toBeUndefined();
    expect(ownersSubject('married to Gary (66).', 'family')).toBeUndefined();
    expect(ownersSubject('head of year 9 since sept.', 'work stuff')).toBeUndefined();
    expect(ownersSubject('dog walks at 7', 'mornings')).toBeUndefined();
    expect(ownersSubject('Sam loves his job', 'home')).toBeUndefined();
    expect(ownersSubject('I teach chemistry', 'work')).toBeUndefined();
    expect(ownersSubject('call the dentist tomorrow', 'health')).toBeUndefined();
    expect(ownersSubject("don't forget the bins", 'home')).toBeUndefined();
    expect(ownersSubject('buy milk', 'to do')).toBeUndefined();
    expect(ownersSubject('- convert the loft, builder quoted £19k', 'Next year')).toBeUndefined();
    expect(ownersSubject('- learn Welsh', 'Goals')).toBeUndefined();
    for (const text of [
      'Last August we spent two weeks in Chania.',
      'Knee: torn meniscus left knee, operated November 2024.',
      'Lambing season = no sleep March-April.',
      'Type 2 diabetes since 2020, metformin twice a day.',
      'Bar Pietro on corso Racconigi every morning.',
    ])
      expect(ownersSubject(text, 'notes'), text).toBeUndefined();
    expect(ownersSubject('- play the piano every day', 'My sister Kat')).toBeUndefined();
    expect(ownersSubject('- teach piano on weds', 'Kat')).toBeUndefined();
  });

  it('refuses noun-first lines, one word, and bare imperatives with no sign of habit or state', () => {
    for (const [text, title] of [
      ['Lease runs until March 2027.', 'home'],
      ['Rent due on the 1st', 'home'],
      ['Garden needs weeding.', 'home'],
      ['Garden needs weeding.', 'work'],
      ['Train leaves at 8', 'work'],
      ['Boiler is on the blink', 'home'],
      ['Swimming', 'fitness'],
      ['teach', 'work'],
      ['Buy milk', 'home'],
      ['Pay council tax', 'money'],
      ['Visit grandma on Sunday', 'family stuff'],
    ] as const)
      expect(ownersSubject(text, title), text).toBeUndefined();
  });
});

describe('saidAsOwner', () => {
  it('says the sentence with its subject and its shorthand in full, the fact unchanged', () => {
    expect(saidAsOwner('teach chemistry at a secondary school in Bristol.', 'work stuff')).toBe(
      'I teach chemistry at a secondary school in Bristol.',
    );
    expect(saidAsOwner('Live w/ Sam (partner, been together 6 yrs) in a rented flat.', 'home')).toBe(
      'I live with Sam (partner, been together 6 yrs) in a rented flat.',
    );
    expect(saidAsOwner('putting away 600 a month', 'money - house fund')).toBe(
      "I'm putting away 600 a month",
    );
  });

  it('leaves other sentences as written but for shorthand', () => {
    expect(saidAsOwner('Head of year 9 since sept.', 'work stuff')).toBe('Head of year 9 since sept.');
    expect(saidAsOwner('we adopted Biscuit w/o a fuss', 'home')).toBe('we adopted Biscuit w/o a fuss');
    expect(saidAsOwner('love r&b', 'music')).toBe('I love r&b');
  });

  it('writes only "w/" and "&" between words in full, never chat words a note means as written', () => {
    expect(saidAsOwner('we go w/ Sam & Kat', 'weekends')).toBe('we go with Sam and Kat');
    expect(saidAsOwner('mostly yr 10 & 11', 'work stuff')).toBe('mostly yr 10 & 11');
    for (const text of [
      'Block R is closed',
      'Took the kids to the u-boat museum.',
      'We stayed in the Ya Ya district.',
      'Told Sam ur welcome anytime',
      'r u coming',
    ])
      expect(saidAsOwner(text, 'notes'), text).toBe(text);
  });
});
