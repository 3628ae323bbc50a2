import { describe, expect, it } from 'vitest';
import { keepsPrivate, volunteersPrivate } from './volunteered.ts';

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

describe('keepsPrivate', () => {
  const savings = {
    title: 'Money',
    text: "I've saved about £12,000 towards a boat.",
    said: "I've saved about £12,000 towards a boat.",
  };
  const asthma = {
    title: 'My asthma',
    text: "I've had asthma since I was six. I keep a blue inhaler in my bag.",
    said: 'I keep a blue inhaler in my bag.',
  };

  it("keeps the owner's money and health from a friend who asks of them", () => {
    expect(keepsPrivate('how much has she saved?', [savings])).toBe(true);
    expect(keepsPrivate('what does she earn?', [savings])).toBe(true);
    expect(keepsPrivate('does she take any medicine?', [asthma])).toBe(true);
  });

  it('tells what a note plainly means to be known', () => {
    const open = { ...asthma, text: `${asthma.text} It's no secret: if I wheeze, pass me the inhaler.` };
    expect(keepsPrivate('does she take any medicine?', [open])).toBe(false);
  });

  it("tells a sum that is not the owner's own, and what was not asked of money or health", () => {
    const bridge = {
      title: 'The footbridge',
      text: 'The footbridge cost £2.1 million to build.',
      said: 'The footbridge cost £2.1 million to build.',
    };
    expect(keepsPrivate('how much did the footbridge cost?', [bridge])).toBe(false);
    const lessons = { title: 'Work', text: '£38 an hour.', said: '£38 an hour.' };
    expect(keepsPrivate('how much does she charge for a lesson?', [lessons])).toBe(false);
    const team = {
      title: 'Work',
      text: 'I head a team of six.',
      said: 'Hospital pharmacist; I head a team of six.',
    };
    expect(keepsPrivate('how big is her team at the hospital?', [team])).toBe(false);
    expect(keepsPrivate('what is she saving for?', [{ ...savings, said: 'Towards a boat.' }])).toBe(false);
    expect(keepsPrivate('what music does she like?', [savings, asthma])).toBe(false);
  });
});
