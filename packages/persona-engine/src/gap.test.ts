import { describe, expect, it } from 'vitest';
import { gapOf } from './gap.ts';

describe('gapOf', () => {
  it('says texting shorthand for a partner in lower case, as the owner writes it', () => {
    expect(gapOf('What does your BF do?')).toBe('what my bf does');
    expect(gapOf("What's your GF's name?")).toBe("what my gf's name is");
    expect(gapOf('Do you like the NHS?')).toBe('whether I like the NHS');
    // Only a partner's, after "your"/"my"/"his"/"her": "GF" of bread is gluten-free, as asked.
    expect(gapOf('Is your bread GF?')).toBe('whether my bread is GF');
    expect(gapOf('Is the cake GF?')).toBe('whether the cake is GF');
  });

  it('keeps the verb before a place when the subject is in the question word’s phrase, and before "now"', () => {
    expect(gapOf('How many kids are at your school?')).toBe('how many kids are at my school');
    expect(gapOf('How old is your dad now?')).toBe('how old my dad is now');
    expect(gapOf('Where is your sister now?')).toBe('where my sister is now');
  });

  it('keeps the verb before "like" in a question for what something is like', () => {
    expect(gapOf('What was the weather like on your holiday in Portugal?')).toBe(
      'what the weather was like on my holiday in Portugal',
    );
    expect(gapOf('What is your sister like?')).toBe('what my sister is like');
    expect(gapOf('What was the schedule like when you worked in Brazil?')).toBe(
      'what the schedule was like when I worked in Brazil',
    );
  });

  it('keeps "is" after the question word when it is the subject', () => {
    expect(gapOf("What's happening with the kitchen?")).toBe('what is happening with the kitchen');
    expect(gapOf("What's new with your sister?")).toBe('what is new with my sister');
    expect(gapOf("How's the garden going?")).toBe('how the garden is going');
  });

  it('reads "what kind of …" as the question word’s phrase', () => {
    expect(gapOf('what kind of motorcycle does Calvin have?')).toBe('what kind of motorcycle Calvin has');
    expect(gapOf('What make of car do you drive?')).toBe('what make of car I drive');
  });

  it('reads a question word’s contracted "is"', () => {
    expect(gapOf("What's your mum's job?")).toBe("what my mum's job is");
    expect(gapOf("What's the missus do for work?")).toBe('what the missus does for work');
    expect(gapOf('Who’s your best friend?')).toBe('who my best friend is');
  });

  it('says what a wh-question asks as the gap, in the owner’s voice', () => {
    expect(gapOf('How old is Ingrid?')).toBe('how old Ingrid is');
    expect(gapOf('What school do Ingrid and Oskar go to?')).toBe('what school Ingrid and Oskar go to');
    expect(gapOf('What does Jonas do for work?')).toBe('what Jonas does for work');
    expect(gapOf('How does your dad keep himself busy?')).toBe('how my dad keeps himself busy');
    expect(gapOf('Where does your sister live?')).toBe('where my sister lives');
    expect(gapOf('How does your dad keep himself busy these days?')).toBe(
      'how my dad keeps himself busy these days',
    );
    expect(gapOf('What are your nephews called?')).toBe('what my nephews are called');
    expect(gapOf('Where did you study?')).toBe('where I studied');
    expect(gapOf('Where are you from?')).toBe('where I am from');
    expect(gapOf("What is your husband's name?")).toBe("what my husband's name is");
    expect(gapOf("What are your brother's two kids called?")).toBe("what my brother's two kids are called");
    expect(gapOf('Who was your advisor at the university in Recife?')).toBe(
      'who my advisor was at the university in Recife',
    );
    expect(gapOf('Where did you live when you worked in Brazil?')).toBe(
      'where I lived when I worked in Brazil',
    );
    expect(gapOf('What was the load of the ship you worked on?')).toBe(
      'what the load was of the ship I worked on',
    );
    expect(gapOf('Where did the two of you live?')).toBe('where the two of us lived');
    expect(gapOf('What did your dad give you?')).toBe('what my dad gave me');
    expect(gapOf('Which hotel did you guys stay at in Hobart?')).toBe('which hotel we stayed at in Hobart');
    expect(gapOf('Where are you two from?')).toBe('where we are from');
    expect(gapOf('What position does Oisín play in hurling?')).toBe('what position Oisín plays in hurling');
    expect(gapOf('What does your brother do, and where is he based?')).toBe(
      'what my brother does, and where he is based',
    );
  });

  it('reads a gerund before a noun as naming a kind of it, and "you" before an adverb and a verb as "I"', () => {
    expect(gapOf("What was your uncle's shipping company called?")).toBe(
      "what my uncle's shipping company was called",
    );
    expect(gapOf('Is sourdough something you often bake?')).toBe(
      'whether sourdough is something I often bake',
    );
  });

  it('ends the gap on its verb when the subject holds a clause of its own', () => {
    expect(gapOf('What was that big family holiday you all went on?')).toBe(
      'what that big family holiday we went on was',
    );
    expect(gapOf('What was the first car you bought?')).toBe('what the first car I bought was');
    expect(gapOf('Who was the teacher you liked most?')).toBe('who the teacher I liked most was');
    expect(gapOf('Where is the ship he worked on?')).toBe('where the ship he worked on is');
  });

  it('turns round a verb in "-ing" the tagger reads as a noun, and each of two questions', () => {
    expect(gapOf("Where's your nephew living from March?")).toBe('where my nephew is living from March');
    expect(gapOf("When's your wedding?")).toBe('when my wedding is');
    expect(gapOf('How many cats have you got and how old are they?')).toBe(
      'how many cats I have got and how old they are',
    );
    expect(gapOf('Who do you miss and why?')).toBe('who I miss and why');
    expect(gapOf('What is the gap between what you hoped and what you found?')).toBe(
      'what the gap is between what I hoped and what I found',
    );
  });

  it('says a yes-or-no question as "whether"', () => {
    expect(gapOf('Do you ski?')).toBe('whether I ski');
    expect(gapOf('Have you ever been to Japan?')).toBe('whether I have ever been to Japan');
    expect(gapOf('Is your sister married?')).toBe('whether my sister is married');
    expect(gapOf('Can Jonas cook?')).toBe('whether Jonas can cook');
  });

  it('gives nothing for a question it cannot turn round', () => {
    expect(gapOf('Tell me about Jonas')).toBeUndefined();
    expect(gapOf('Your favourite film?')).toBeUndefined();
  });
});
