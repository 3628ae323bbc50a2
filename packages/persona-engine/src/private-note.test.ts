import { describe, expect, it } from 'vitest';
import { saysPrivate } from './private-note.ts';

const note = (content: string, title = 'Note') => ({ title, content });

describe('saysPrivate', () => {
  it.each([
    ['a plea in capitals', "Saving £200 a month for a surprise trip to Japan. DON'T TELL ANYONE."],
    ['a note opening with its label', 'Private!! Thinking of leaving my job in the spring.'],
    ['a label with a colon', 'Secret: the ring is hidden in my sock drawer.'],
    ['keeping it between us', 'I owe £4,000 on a credit card. Keep this between us.'],
    ['nobody knows', 'I have been seeing a counsellor since March. Nobody knows.'],
    ['nobody knows about it', 'Nobody knows about the loan from my brother.'],
    ['confidential', "This is confidential: we're expecting a baby in June."],
    ['one person to keep it from', "Don't let Mum know I failed my driving test again."],
    ['not yet told', "I've applied for a job in Leeds. I haven't told my husband yet."],
    ['never told a soul', "I've never told a soul that I dropped out of uni."],
    ['between you and me', 'Between you and me, I can’t stand my brother-in-law.'],
    ['a curly apostrophe', 'Don’t tell anyone, but I’m retiring next year.'],
    // Review round: secrecy asked in fewer words.
    ['"Don\'t tell."', "I'm pregnant. Don't tell."],
    ['"Please don\'t share."', "I'm pregnant. Please don't share."],
    ['"Keep this quiet."', "I'm pregnant. Keep this quiet."],
    ['"Keep it to yourselves."', "I'm pregnant. Keep it to yourselves."],
    ['"This stays between us."', "I'm pregnant. This stays between us."],
    ['"Not telling anyone yet."', "I'm pregnant. Not telling anyone yet."],
    ['"Only Tom knows."', "I'm pregnant. Only Tom knows."],
    ['"no one must know"', "I'm pregnant and no one must know"],
    ['"Mum mustn\'t find out."', "I'm pregnant. Mum mustn't find out."],
    ['"hush hush for now"', "I'm pregnant, hush hush for now"],
    ['a final "Private."', "I'm pregnant. Private."],
    ['"(private)"', "I'm pregnant (private)"],
    ['a person not told, the clause ending there', "I'm pregnant. Don't tell my husband."],
    // Walk CI: the apostrophe left out, as people type.
    ['"please dont share this"', 'please dont share this with anyone. We lent Aleksandar 8,000 EUR in 2024.'],
    ['"havent told anyone"', "I havent told anyone I'm leaving."],
    ['"dont tell anyone"', 'dont tell anyone but im pregnant'],
  ])('keeps %s private', (_, content) => {
    expect(saysPrivate(note(content))).toBe(true);
  });

  it.each([['Private'], ['Secret!'], ['Confidential – money'], ['(Private)'], ['My secret']])(
    'keeps a note titled %s private',
    (title) => {
      expect(saysPrivate(note('Thinking of moving to Spain.', title))).toBe(true);
    },
  );

  it.each([
    ['a private school', 'Both girls went to a private school in Bath.'],
    ['the private sector', 'I moved from the NHS to the private sector in 2019.'],
    ['private practice', 'I run a private practice as a physio.'],
    ['a title naming a private school', 'Private school fees went up again this year.', 'Private school'],
    ['a recipe secret', 'The secret ingredient in my chilli is a square of dark chocolate.'],
    ['a job', 'I was Secretary of the allotment society for six years.'],
    ['Secret Santa', 'Secret Santa at work: we cap it at £10.'],
    ['a secret that is out', 'I told nobody at first but everyone knows now.'],
    ['ignorance', 'Nobody knows why our village is called Mousehole.'],
    ['a rule of life', 'My nan always said never tell a lie.'],
    ['being told off', "My boss says don't tell me problems, bring me solutions."],
    ['letting someone down', "I'd never let my team down."],
    ['a price on the door', 'The gig is on Friday, tickets £5 on the door.'],
    ['a debt told plainly', 'We still owe about 142k on the mortgage.'],
    ['keeping a thing tidy', 'I keep it tidy: everything in labelled boxes.'],
    ['a private message', 'My sister sent me a private message about the wedding.'],
    // Review round: topics and advice, read as secrets before.
    ['nobody knows me better', 'Nobody knows me better than my sister.'],
    ['nobody knows more', 'Nobody knows more about birds than my dad.'],
    ['a song', "Nobody knows the trouble I've seen, my gran used to sing."],
    ['private property', "It is private property so we can't walk there."],
    ['private land', 'This is private land behind our house.'],
    ['a secret recipe', "It's a secret recipe from my gran."],
    ['a secret to good bread', 'That is my secret to good sourdough: patience.'],
    ['Dad jokes', "Don't tell Dad jokes at dinner, we groan."],
    ['a tip', 'My top tip: never tell Google your real birthday.'],
    ['a saying', "I always say don't tell Alexa anything."],
    ['advice', "Never tell them you're lost — just ask for directions."],
    ['a habit', 'I never tell people my age.'],
    ['a habit typed without its apostrophe', 'I dont tell people my age.'],
    ['a want typed without its apostrophe', "I dont share a bathroom with anyone, it's my rule."],
    ['a motto', 'Do not tell people what to do, my motto.'],
    ['a secret since told', 'I never told my parents about the accident until last year; they know now.'],
    ['a story told to few', "I haven't told my story to many people."],
    ['a podcast', 'Off the record is my favourite podcast.'],
    ['a journalist', 'I spoke to the journalist off the record.'],
    ['a friend told', 'I told my friend in confidence about my divorce.'],
    ['a secret that is out, told since', 'I never told anyone until last year, and now everyone knows.'],
    ['a title on a topic', 'Patience and a hot oven.', 'My secret to sourdough'],
  ])('leaves %s shared', (_, content, title = 'Note') => {
    expect(saysPrivate(note(content, title))).toBe(false);
  });
});
