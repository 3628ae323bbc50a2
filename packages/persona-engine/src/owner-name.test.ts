import { describe, expect, it } from 'vitest';
import { ownerNameIn } from './owner-name.ts';

const notes = (...contents: string[]) => contents.map((content, i) => ({ title: `Note ${i}`, content }));

describe('ownerNameIn', () => {
  it('reads the name the owner gives in their notes', () => {
    expect(ownerNameIn(notes('I love the sea.', 'My name is Halvard, after my grandfather.'))).toBe(
      'Halvard',
    );
    expect(ownerNameIn(notes("Everyone calls me Mo but my name's Mohammed."))).toBe('Mohammed');
    expect(ownerNameIn(notes("I'm Nomvula Dlamini, a nurse in Durban."))).toBe('Nomvula');
    expect(
      ownerNameIn([{ title: 'My name', content: 'Kwame is the Akan name for a boy born on a Saturday.' }]),
    ).toBe('Kwame');
  });

  it('takes no people, place or team for a name', () => {
    expect(ownerNameIn(notes("I'm British Indian and proud of it."))).toBeUndefined();
    expect(ownerNameIn(notes("I'm Sport Club do Recife till I die."))).toBeUndefined();
    expect(ownerNameIn(notes("I'm Italian American."))).toBeUndefined();
    expect(ownerNameIn(notes('I grew up in Leeds.'))).toBeUndefined();
  });
});
