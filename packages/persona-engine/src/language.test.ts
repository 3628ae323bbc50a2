import { describe, expect, it } from 'vitest';
import {
  ageAmongIn,
  inOneMeaning,
  kinIn,
  kinOf,
  namesKin,
  namesKinAmong,
  namesTheirChildren,
  parentsOf,
} from './language.ts';

describe('the kin lexicon', () => {
  it('reads each word for a relation as that relation, plurals and loanwords included', () => {
    expect(kinOf('Dad')).toEqual(['father']);
    expect(kinOf('grannies')).toEqual(['grandmother']);
    expect([...kinIn('Mãe taught me to cook; Abuela Rosa taught her.')]).toEqual(['mother', 'grandmother']);
    expect(kinIn('My partner Luc')).toEqual(new Set(['husband', 'wife']));
    expect(namesKin('grandma', "Rosa, my dad's mother, kept goats.")).toBe(true);
    expect(namesKin('grandma', "Rosa, my dad's sister, kept goats.")).toBe(false);
  });

  it('reads the Polish "tata" as the father, and "baba" (a father in many languages) as no one', () => {
    expect(kinOf('Tata')).toEqual(['father']);
    expect(kinOf('baba')).toEqual([]);
    expect(namesKin('How old is your grandma?', 'Baba is 70 and still runs his shop.')).toBe(false);
    expect(namesKin('How old is your dad?', 'Tata is 84 now, in a care home.')).toBe(true);
  });

  it("reads a parent's parent as the grandparent alone, not as the parents too", () => {
    expect(kinIn("My dad's mother turned 90.")).toEqual(new Set(['grandmother']));
    expect(namesKin('dad', "My dad's mother turned 90.")).toBe(false);
  });

  it('keeps step- and in-law relatives apart from the ones they are named after', () => {
    expect(kinIn('my stepdad and my step mum')).toEqual(new Set(['stepfather', 'stepmother']));
    expect(kinIn('My mother-in-law, Folake')).toEqual(new Set(['mother-in-law']));
  });

  it("hears boys or girls counted as the owner's as their children, and no one else's", () => {
    expect(kinIn('We have two girls, Isla (7) and Mara (4).')).toEqual(new Set(['daughter']));
    expect(kinIn("we've got 2 boys")).toEqual(new Set(['son']));
    for (const text of [
      'Night out with my girls every Friday',
      "I've got 30 girls in my class this year.",
      'We had two girls over for a sleepover.',
      'two boys in my class',
    ])
      expect(kinIn(text), text).toEqual(new Set());
  });

  it("hears a friend's words for the owner's relatives", () => {
    expect(kinIn('What did your old man do for a living?')).toEqual(new Set(['father', 'husband']));
    expect(kinIn('What does your missus do?')).toEqual(new Set(['wife']));
    expect(kinIn("What's your little one called?")).toEqual(new Set(['child']));
    expect(kinIn('How old is the baby?')).toEqual(new Set(['child']));
    expect(kinIn('How old is your boy now?')).toEqual(new Set(['son']));
    expect(kinIn('how old is your little girl?')).toEqual(new Set(['daughter']));
    expect(kinIn("how's the old girl doing?").size).toBe(0);
    expect(kinIn('a boy in my class').size).toBe(0);
    expect(kinIn("How's the family doing?")).toEqual(new Set(['family']));
    expect(namesKin('How is your family?', 'Two kids. Zofia is 11.')).toBe(true);
    expect(kinIn("What's the family motor called?").size).toBe(0);
    expect(kinIn("What colour was your family's place?").size).toBe(0);
    expect(kinIn('What does the eldest of you three do?')).toEqual(new Set(['sibling']));
    expect(kinIn('What does your kid brother do?')).toEqual(new Set(['brother']));
    expect(kinIn('Where do your folks live?')).toEqual(new Set(['parent']));
    expect(kinIn('What does your fella do?')).toEqual(new Set(['husband']));
    expect(namesKin('your fella', 'Tam - my other half, a roofer')).toBe(true);
    // A girlfriend is not the ex-wife a note says "I married".
    expect(kinIn('How long have you been with your girlfriend?').size).toBe(0);
    expect(kinIn('the other half of the garden').size).toBe(0);
    expect(kinIn('What does your better half do?')).toEqual(new Set(['husband', 'wife']));
    expect(kinIn('the better half of the day').size).toBe(0);
    expect(kinIn('a fella from the gym lent me a drill').size).toBe(0);
    expect(namesKin('How many grandkids have you got?', 'and my granddaughter Emma')).toBe(true);
    // Not an old man in the street, nor the eldest of a note's children with their age after it.
    expect(kinIn('An old man sold us the boat.').size).toBe(0);
    expect(kinIn('Martín is our eldest, 30 now.').size).toBe(0);
  });

  it('hears a sibling among the siblings a note names, not among the children', () => {
    expect(namesKinAmong('your sister', "Bisi's the eldest of us three.")).toBe(true);
    expect(namesKin('your sister', "Bisi's the eldest of us three.")).toBe(false);
    expect(namesKinAmong('your sister', 'Femi is the baby.')).toBe(false);
  });

  it("reads which of the siblings or children a text says someone is by the words for one's age", () => {
    expect(ageAmongIn('What does your little brother do?')).toBe('youngest');
    expect(ageAmongIn('Femi is the baby, 33.')).toBe('youngest');
    expect(ageAmongIn("How old's your oldest?")).toBe('eldest');
    expect(ageAmongIn('What does your brother do?')).toBeUndefined();
  });

  it('finds the relative asked about in the other words a note uses', () => {
    expect(namesKin('dad', 'My father is a carpenter.')).toBe(true);
    expect(namesKin('husband', 'Luc, my partner, cooks.')).toBe(true);
    expect(namesKin('parents', 'My mum lives in Porto.')).toBe(true);
  });

  it('hears a spouse in "married to" and a child in "your youngest" said alone', () => {
    expect(namesKin('husband', "I'm married to Otieno, he teaches chemistry.")).toBe(true);
    expect(namesKin('wife', 'I have been married to Ana since 2001.')).toBe(true);
    expect(namesKin('husband', 'My sister got married in June.')).toBe(false);
    expect(kinIn('my sister is married to Kunle')).toEqual(new Set(['sister']));
    // A note's sentence that leaves the owner out, as notes do: the owner's spouse.
    expect(namesKin('husband', "Married to Gary (66), he's a retired electrician.")).toBe(true);
    expect(namesKin('wife', 'Two kids. Married to Ana since 2001.')).toBe(true);
    expect(namesKin('husband', 'Mum is married to Kunle.')).toBe(false);
    expect(namesKin('husband', 'Not married to the idea of a big wedding.')).toBe(false);
    // Only opening a sentence, a capitalised name after, and a marriage still on.
    for (const text of [
      'Married to my job these days',
      'Married to the idea of moving to Lisbon.',
      'Watched Married to the Mob again',
      'Mum: Married to Dad for 40 years.',
      'My sister Ana, Married to Kunle, lives in Lyon.',
      'Married to Ana 2001-2015, divorced since.',
      'My sister:\nmarried to Kunle',
      'My sister:\nMarried to Kunle',
      'Married to Dad for 40 years.',
      "Family Married to Gary, he's retired.",
    ])
      expect(namesKin('husband', text), text).toBe(false);
    expect(namesKin('husband', "Family\nMarried to Gary, he's retired.")).toBe(true);
    expect(kinIn('my oldest and dearest friend Pat')).toEqual(new Set());
    expect(kinIn('How old is your youngest?')).toEqual(new Set(['child']));
    expect(kinIn('What does our eldest do?')).toEqual(new Set(['child']));
    expect(kinIn('youngest')).toEqual(new Set());
    expect(kinIn('my youngest granddaughter')).toEqual(new Set(['granddaughter']));
    // Among one's siblings, not a child.
    expect(kinIn('I was the youngest of five.')).toEqual(new Set(['sibling']));
  });

  it('does not take one relative for another', () => {
    expect(namesKin('husband', 'My wife cooks.')).toBe(false);
    expect(namesKin('dad', 'My parents live in Utrecht.')).toBe(false);
    expect(namesKin('dad', 'My father-in-law drove buses.')).toBe(false);
    expect(namesKin('sister', 'My brothers both work in IT.')).toBe(false);
    expect(namesKin('boss', 'My father is a carpenter.')).toBe(false);
  });
});

describe('the kin lexicon, in words for one among several', () => {
  it.each([
    ["I'm the youngest of seven.", true],
    ['Ewa is the eldest of 4.', true],
    ['Krzysiek is the oldest of us.', true],
    ['My mum was the eldest of six.', false],
  ])("hears the owner's siblings in %j: %s", (text, siblings) => {
    expect(kinIn(text).has('sibling')).toBe(siblings);
  });

  it('hears "the baby" as a child only when it is a person of the family', () => {
    expect(kinIn('Femi is the baby, a developer in Yaba.').has('child')).toBe(true);
    expect(kinIn('I was the baby of the family.').has('child')).toBe(false);
    expect(kinIn('Like all the baby boomers, he retired early.').has('child')).toBe(false);
  });

  it('hears the youngest in "the baby" or "baby sister", not in "had a baby"', () => {
    expect(ageAmongIn('Then Lena, the baby, 22.')).toBe('youngest');
    expect(ageAmongIn('My baby sister Ola is a nurse.')).toBe('youngest');
    expect(ageAmongIn('Sam and his wife just had a baby, so he works nights now.')).toBeUndefined();
  });

  it("hears the grandchildren in a child's children, not in their pets", () => {
    expect(namesTheirChildren('grandkids', 'Their two are Zosia, 9, and Antek, 6.')).toBe(true);
    expect(namesTheirChildren('grandkids', 'Ola and her three boys live in Gdańsk.')).toBe(true);
    expect(namesTheirChildren('grandkids', 'Tomek lives in Warsaw with his two dogs.')).toBe(false);
  });

  it("hears a nephew or niece in a sibling's children: the siblings are their parents", () => {
    const kwame = 'Lives in Toronto w/ his wife Danielle and their son Kofi (3).';
    expect(namesTheirChildren('your nephew', kwame)).toBe(true);
    expect(namesTheirChildren('my niece', 'My sister and her little girl live in Cork.')).toBe(true);
    expect(parentsOf('your nephew')).toBe('siblings');
    expect(parentsOf('your grandkids')).toBe('children');
    for (const asked of ['your son', 'your brother', 'your cousin', 'your uncle', 'your dog'])
      expect(parentsOf(asked), asked).toBeUndefined();
    expect(namesTheirChildren('your brother', kwame)).toBe(false);
    expect(namesTheirChildren('your nephew', 'Tomek lives in Warsaw with his two dogs.')).toBe(false);
    expect(namesTheirChildren('your niece', 'Kwame works in fintech with his wife.')).toBe(false);
    // A niece is a daughter, a nephew a son; a sister's "kids" may be the class she teaches.
    expect(namesTheirChildren('your niece', kwame)).toBe(false);
    expect(namesTheirChildren('your nephew', 'My sister and her little girl live in Cork.')).toBe(false);
    const efua = 'Efua teaches year 2 in Cork, her kids this year are lovely, 28 of them.';
    expect(namesTheirChildren('how many nieces do you have', efua)).toBe(false);
    expect(namesTheirChildren('your nephews', efua)).toBe(false);
  });
});

describe('inOneMeaning', () => {
  it('hears every form of a verb of dislike as one word, and not a posture', () => {
    expect(inOneMeaning('I detest coriander')).toBe('I detest hate coriander');
    expect(inOneMeaning('She detests mornings')).toContain('detests hate');
    expect(inOneMeaning("I can't stand olives")).toContain("can't stand hate");
    expect(inOneMeaning("I can't stand up for long")).toBe("I can't stand up for long");
  });

  it('hears what is left to do and what still needs doing as one', () => {
    for (const text of [
      "What's left to do on the camper?",
      'still need to do the floor',
      'Is anything left to do?',
      "what's still to do on the camper?",
    ])
      expect(inOneMeaning(text), text).toMatch(/ todo\b/);
  });

  it('hears no leaving, no need and no plain "to do" as things left to do', () => {
    for (const text of [
      'I left to do my masters in Leeds.',
      'We left the car at home.',
      'Nothing to do with me.',
      'I need to sleep more.',
      'What is there to do in Cork?',
      'She is still to blame.',
      'I still need to sleep 9 hours.',
      'She still has to take her meds.',
      'We still got to see the castle despite the rain.',
      'I still have to laugh when I think of it.',
      'Do you still have to work weekends?',
    ])
      expect(inOneMeaning(text), text).toBe(text);
  });

  it('hears a birthday and being born as one', () => {
    expect(inOneMeaning('She was born in May')).toBe('She was born birth in May');
    expect(inOneMeaning("When's her birthday?")).toContain('birthday birth');
  });
});
