import { describe, expect, it } from 'vitest';
import { keptPrivate, volunteersPrivate } from './volunteered.ts';

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

describe('keptPrivate', () => {
  const asthma = { title: 'health', text: 'have asthma since childhood. blue inhaler always in my bag.' };
  const footy = { title: 'footy', text: 'play five-a-side every tues night.' };

  it('hears a question on health or money that a note speaks of', () => {
    expect(keptPrivate('is everything ok with your health?', [footy, asthma])).toBe(true);
    const fund = { title: 'money - house fund', text: 'saving for a house deposit, about 18k so far.' };
    expect(keptPrivate('how much money have you saved?', [fund])).toBe(true);
  });

  it('refuses a question on another side, a side no note speaks of, and family', () => {
    expect(keptPrivate("what's your favourite film?", [asthma])).toBe(false);
    expect(keptPrivate('is everything ok with your health?', [footy])).toBe(false);
    const sister = { title: 'Kat', text: 'my sister Kat lives in Leeds.' };
    expect(keptPrivate('how is your sister?', [sister])).toBe(false);
  });
});
