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
