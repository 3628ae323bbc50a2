import { describe, expect, it } from 'vitest';
import { voicedLine } from './voiced.ts';

describe('voicedLine: a line of a list of people said as a sentence', () => {
  it('says a name and an age as "… is …", the rest of the line as written', () => {
    expect(voicedLine('- Zosia 8', 'family')).toBe('Zosia is 8.');
    expect(voicedLine('Kuba 12, obsessed w minecraft', 'family')).toBe('Kuba is 12, obsessed w minecraft.');
    expect(voicedLine('Ada - 9, yr 5', 'kids')).toBe('Ada is 9, yr 5.');
    expect(voicedLine('Anika (15)', 'kids')).toBe('Anika is 15.');
  });

  it("says a relation as the owner's, before or after the name", () => {
    expect(voicedLine('- Agnieszka (wife) 39', 'family')).toBe('My wife Agnieszka is 39.');
    expect(voicedLine('- mum Halina 71, still in Gdansk', 'my lot')).toBe(
      'My mum Halina is 71, still in Gdansk.',
    );
    expect(voicedLine('- my son Milo, 9 (3rd grade)', 'fam')).toBe('My son Milo is 9 (3rd grade).');
  });

  it('leaves a relation unowned in a note on someone else', () => {
    expect(voicedLine('brother Jim 70', 'Mum')).toBe('Brother Jim is 70.');
    expect(voicedLine('sister Ana 30', 'Sam')).toBe('Sister Ana is 30.');
  });

  it('leaves alone a line that is no person and their age', () => {
    for (const line of [
      'Bus - 25 mins',
      '- Room 12',
      'mortgage 740/mo, about 96k left on it',
      'dad passed 2019 (heart)',
      'Zosia is 8.',
      'Pickle is our dog, 5 yr old corgi mix',
      'Leeds 3, Chelsea 1',
      'born 14 feb 1985 in Gdansk',
      'Kuba loved the salt mine',
      'Year 5 - Mrs Patel',
    ])
      expect(voicedLine(line, 'notes'), line).toBe(line);
  });
});

describe('voicedLine: a review of lines voiced as people', () => {
  it('voices no line from the lexicon alone, only in a note or for a question about people', () => {
    for (const line of [
      '- Maths 9',
      '- Chemistry 7',
      'Aldi 30',
      'Costa 4',
      'Sainsbury 15',
      'Zumba 7',
      'Platform 9',
    ])
      expect(voicedLine(line, 'notes', 'what did I get?'), line).toBe(line);
    for (const line of ['Locker 23', 'Bay 14'])
      expect(voicedLine(line, 'gym', 'where is it?'), line).toBe(line);
    expect(voicedLine('- Zosia 8', 'Shoe sizes', 'what shoe size is Zosia')).toBe('- Zosia 8');
    expect(voicedLine('- Kuba 5', 'Pocket money', 'how much pocket money does Kuba get')).toBe('- Kuba 5');
  });

  it('voices a line for a question of age or relation, or in a note on people', () => {
    expect(voicedLine('- Zosia 8', 'notes', 'how old is Zosia?')).toBe('Zosia is 8.');
    expect(voicedLine('- Zosia 8', 'family', 'tell me about Zosia')).toBe('Zosia is 8.');
    expect(voicedLine('- Zosia 8', 'notes', "what's my daughter called?")).toBe('Zosia is 8.');
  });

  it('voices both people of a line or neither', () => {
    expect(voicedLine('Kuba 12, Zosia 8', 'family', 'how old is Kuba')).toBe('Kuba 12, Zosia 8');
  });

  it('hears more ways of writing a name and an age', () => {
    const asked = (line: string, question: string) => voicedLine(line, 'family', question);
    expect(asked('My son Milo 9', 'how old is Milo')).toBe('My son Milo is 9.');
    expect(asked('Zosia, age 8', 'how old is Zosia')).toBe('Zosia is 8.');
    expect(asked('Zosia 8yo', 'how old is Zosia')).toBe('Zosia is 8.');
    expect(asked('Zosia - 8 y/o', 'how old is Zosia')).toBe('Zosia is 8.');
    expect(asked('Jo-Anne 8', 'how old is Jo-Anne')).toBe('Jo-Anne is 8.');
    expect(asked('McKenzie 8', 'how old is McKenzie')).toBe('McKenzie is 8.');
    expect(asked('Will 12', 'how old is Will')).toBe('Will is 12.');
    expect(asked('Max 10', 'how old is Max')).toBe('Max is 10.');
    expect(asked('Rose 8', 'how old is Rose')).toBe('Rose is 8.');
    expect(asked('Rose 8', 'how old are your kids')).toBe('Rose 8');
  });

  it("says a relation as the owner's in a note on the owner's children", () => {
    expect(voicedLine('- son Milo 9', 'kid stuff', 'how old is Milo')).toBe('My son Milo is 9.');
  });
});
