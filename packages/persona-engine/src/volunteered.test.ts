import { describe, expect, it } from 'vitest';
import { volunteersPrivate } from './volunteered.ts';

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
