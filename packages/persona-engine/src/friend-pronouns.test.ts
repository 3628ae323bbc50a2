import { describe, expect, it } from 'vitest';
import { ownerPronounsAsYou } from './friend-pronouns.ts';

const asYou = (message: string, names: readonly string[] = ['Aoife']) => ownerPronounsAsYou(message, names);

describe('ownerPronounsAsYou', () => {
  it('reads a friend\'s "she", "he" or "they" as "you" when the question names no one else', () => {
    expect(asYou("where's she from?")).toBe('where are you from?');
    expect(asYou('how old are his kids?')).toBe('how old are your kids?');
    expect(asYou('What does she do for work?')).toBe('What do you do for work?');
    expect(asYou("what's her cat called?")).toBe("what's your cat called?");
    expect(asYou('is he married?')).toBe('are you married?');
    expect(asYou('where do they live?')).toBe('where do you live?');
    expect(asYou('has she got a car?')).toBe('have you got a car?');
    expect(asYou("what's special about her?")).toBe("what's special about you?");
    expect(asYou("she's from Dingle, right?")).toBe("you're from Dingle, right?");
    expect(asYou('She has a sister?')).toBe('You have a sister?');
    expect(asYou("doesn't he drive?")).toBe("don't you drive?");
    expect(asYou('how many kids has he got?')).toBe('how many kids have you got?');
    expect(asYou('what do people like about her?')).toBe('what do people like about you?');
  });

  it('reads "her" as the owner before anyone it owns: "her sister" is the owner\'s', () => {
    expect(asYou('what does her sister do?')).toBe('what does your sister do?');
    expect(asYou('is she close to her mam?')).toBe('are you close to your mam?');
  });

  it("reads the owner's name said before the pronoun as the owner's too", () => {
    expect(asYou('what does aoife do? is she a physio?')).toBe('what does aoife do? are you a physio?');
  });

  it('leaves a pronoun that follows someone else the question names', () => {
    for (const message of [
      "where's Sam from? is she Irish?",
      "where's niamh from? is she from cork?",
      'where does Priya work? is she a teacher',
      'what do your kids do? where do they live?',
      'what does the missus think of him?',
      'is Jo her sister?',
      'what does the eldest do? is he at uni?',
      'how old are Arjun and Meera? are they twins?',
    ])
      expect(asYou(message)).toBe(message);
    expect(asYou('what does her sister do? where does she live?')).toBe(
      'what does your sister do? where does she live?',
    );
    expect(asYou('what does her big sister do? where does she live?')).toBe(
      'what does your big sister do? where does she live?',
    );
    expect(asYou('what did the doctor tell her?')).toBe('what did the doctor tell her?');
  });

  it('leaves a question that speaks to the owner as "you", or of two people by pronoun', () => {
    for (const message of [
      'what do you think of her?',
      'do you know where he lives?',
      'how did you two meet? was he at uni with you?',
      'did she meet him at work?',
      'what did he say to them?',
    ])
      expect(asYou(message)).toBe(message);
  });

  it('reads a thing named before the pronoun as no one', () => {
    expect(asYou('what sport does she play?')).toBe('what sport do you play?');
    expect(asYou('which cricket club does he play for?')).toBe('which cricket club do you play for?');
  });

  it('leaves everyday questions with no pronoun of a person alone', () => {
    for (const message of [
      'where are you from?',
      'what does Niamh do?',
      'the theme of the wedding?',
      'where is the clinic?',
      'what is the heritage of the town?',
      'hi!',
    ])
      expect(asYou(message)).toBe(message);
  });
});
