import { describe, expect, it } from 'vitest';
import { keptFromFriends, volunteersPrivate } from './volunteered.ts';

const healthNote = {
  title: 'health stuff',
  text: 'Type 2 diabetes, diagnosed 2021. Metformin twice a day. I walk the dog most mornings to keep my numbers down.',
  said: 'I walk the dog most mornings to keep my numbers down.',
};

describe('volunteersPrivate', () => {
  it('hears health, money or family told to a question about none of them', () => {
    expect(volunteersPrivate('how are your mornings?', [healthNote])).toBe(true);
    const fund = {
      title: 'money',
      text: 'Saving 300/mo for college.',
      said: 'Saving 300/mo in the college fund.',
    };
    expect(volunteersPrivate('what did you study in college?', [fund])).toBe(true);
    const kids = { title: 'mornings', text: 'I drop my son at school.', said: 'I drop my son at school.' };
    expect(volunteersPrivate('how are your mornings?', [kids])).toBe(true);
  });

  it('lets them be told to a question asking about that side', () => {
    expect(volunteersPrivate('are you on any meds?', [healthNote])).toBe(false);
    expect(volunteersPrivate('how is your diabetes?', [healthNote])).toBe(false);
    const fund = { title: 'money', text: 'Saving 300/mo.', said: 'Saving 300/mo in the college fund.' };
    expect(volunteersPrivate('how much do you save for college?', [fund])).toBe(false);
    const kids = { title: 'mornings', text: 'I drop my son at school.', said: 'I drop my son at school.' };
    expect(volunteersPrivate('what does your son do in the mornings?', [kids])).toBe(false);
  });

  it('lets anything else be told', () => {
    const work = {
      title: 'Work',
      text: 'Worst part is the 4:45am start.',
      said: 'Worst part is the 4:45am start.',
    };
    expect(volunteersPrivate('how are your mornings?', [work])).toBe(false);
  });
});

describe('keptFromFriends', () => {
  it('hears a sum of money or something kept from someone', () => {
    for (const sentence of [
      'have £3,200 on a credit card Priya doesnt know about - want it cleared by summer',
      'Mortgage ~£142k left, fixed til 2027',
      'Lent my brother 500 quid last spring.',
      'The kids don’t know yet.',
      "Dad doesn't know about it.",
      'Bought him a telescope and hid it in the shed, so nobody tell him.',
      "Don't tell Mum, but I've booked a trip to Rome for her birthday.",
      'Applying for jobs in Leeds, which is a secret from work.',
      "I've been secretly learning the piano.",
    ])
      expect(keptFromFriends(sentence), sentence).toBe(true);
  });

  it('lets ordinary sentences be said', () => {
    for (const sentence of [
      "I don't know about that.",
      "Honestly don't know what I'd do without her.",
      "Dad doesn't know how to use his phone.",
      "Priya doesn't know about cars, so I do the MOT.",
      'Nobody tells me anything at work.',
      "I don't tell jokes well.",
      'The secret to good bread is time.',
      'Secret Santa at work this year, I got Dave.',
      'Ran a 10k in 52 minutes.',
      'Lost 10 pounds since January.',
      'We have 3 kids and 2 cats.',
      'Saving for a loft conversion.',
      'Born in 1979, moved to Leeds in 2004.',
      'Rent is due on the 1st.',
    ])
      expect(keptFromFriends(sentence), sentence).toBe(false);
  });
});
