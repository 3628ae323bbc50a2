import { describe, expect, it } from 'vitest';
import { readMessage } from './utterance.ts';

describe('readMessage: what a message says about the owner, and what it says to Lisa', () => {
  it.each([
    // A fact with a goodbye, a thanks or a greeting: the fact alone, as written.
    ["I'm a dentist in Madrid. Anyway, gotta run, bye!", "I'm a dentist in Madrid.", { goodbye: true }],
    [
      "I'm learning the saxophone. Anyway, time for my shift, bye!",
      "I'm learning the saxophone.",
      { goodbye: true },
    ],
    ['My favourite film is Amélie. Thanks for asking!', 'My favourite film is Amélie.', { thanks: true }],
    ['Hello Lisa! I teach maths in Leeds.', 'I teach maths in Leeds.', { greeting: true }],
    ['We keep bees, thanks for asking.', 'We keep bees.', { thanks: true }],
    // Fillers are not kept; the punctuation of what is kept is.
    [
      'Honestly, I think kindness matters most, and keeping your word.',
      'I think kindness matters most, and keeping your word.',
      {},
    ],
    ['So, um, I work as a nurse.', 'I work as a nurse.', {}],
    ['I grew up in Leeds lol', 'I grew up in Leeds.', {}],
    [
      'My parents were farmers; I have two younger brothers.',
      'My parents were farmers; I have two younger brothers.',
      {},
    ],
    // Answer particles stay: "yes" is hers to hear.
    ['lol yes', 'Yes.', {}],
    // Not formulas: a preposition, a decline, a journey, a place name.
    ['Thanks to my mum I can bake.', 'Thanks to my mum I can bake.', {}],
    ['no thanks', 'No thanks.', {}],
    ['I have to go to Madrid next week for work.', 'I have to go to Madrid next week for work.', {}],
    ['Great Yarmouth is where I grew up.', 'Great Yarmouth is where I grew up.', {}],
  ])('keeps %j as %j', (message, content, acts) => {
    const reading = readMessage(message);
    expect(reading.content).toBe(content);
    expect(reading).toMatchObject({ greeting: false, thanks: false, goodbye: false, ...acts });
  });

  it.each([
    ['Thanks, Lisa.', { thanks: true }],
    ['ok thanks, bye for now', { thanks: true, goodbye: true }],
    ['Okay, I need to go and pick up the kids from school now… bye!', { goodbye: true }],
    ['We have to head off now.', { goodbye: true }],
    ['Good night!', { goodbye: true }],
    ['That means a lot.', { thanks: true }],
    ['Hi!', { greeting: true }],
    ['Right, got to head off, cheers Lisa!', { goodbye: true, thanks: true }],
    ['skip this one please', { decline: true }],
    ["tbh I'd rather not get into that", { decline: true }],
    ["I don't really want to talk about that.", { decline: true }],
    ['Not really comfortable answering that one.', { decline: true }],
    ['Fair enough.', { reaction: 'backchannel' }],
    ['Cool', { reaction: 'backchannel' }],
    ['hahaha', { reaction: 'laugh' }],
    ['Do you have opinions of your own?', { toLisa: 'Do you have opinions of your own?' }],
    ['How are you today?', { toLisa: 'How are you today?' }],
    ['Do you get tired of asking questions?', { toLisa: 'Do you get tired of asking questions?' }],
    ["Anyway, I'd better go, bye Lisa!", { goodbye: true }],
    ['Whatever.', { reaction: 'backchannel' }],
    ['Rather not talk about school, sorry.', { decline: true }],
    ["I'd rather keep that private.", { decline: true }],
    ['Hi Lisa, nice to chat', { greeting: true }],
    ['What kind of things will you ask me?', { toLisa: 'What kind of things will you ask me?' }],
  ])('keeps nothing of %j', (message, acts) => {
    const reading = readMessage(message);
    expect(reading.content).toBe('');
    expect(reading).toMatchObject(acts);
  });

  it('leaves questions about the interview or the owner to be heard as such', () => {
    for (const message of ['Why do you ask?', 'Can you repeat the question?', 'What do you know about me?']) {
      expect(readMessage(message)).toMatchObject({ content: message, toLisa: null });
    }
  });

  it('keeps a fact said beside a question about Lisa, and the question apart', () => {
    expect(readMessage("I'm a carpenter. What about you?")).toMatchObject({
      content: "I'm a carpenter.",
      toLisa: 'What about you?',
    });
  });

  it.each([
    ['By the way, my sister just had a baby.', true],
    ['I also play the bass in a band.', true],
    ['Oh and we got a dog.', true],
    ['I love reading and also swimming.', false],
    ['I work as a nurse.', false],
  ])('hears %j as said beside the point: %s', (message, digression) => {
    expect(readMessage(message).digression).toBe(digression);
  });
});
