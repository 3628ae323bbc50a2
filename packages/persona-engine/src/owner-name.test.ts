import { describe, expect, it } from 'vitest';
import { ownerNamesIn } from './owner-name.ts';

const notes = (...contents: string[]) => contents.map((content, i) => ({ title: `Note ${i}`, content }));

describe('ownerNamesIn', () => {
  it('reads the names the owner gives in their notes', () => {
    expect(ownerNamesIn(notes('I love the sea.', 'My name is Halvard, after my grandfather.'))).toEqual([
      'Halvard',
    ]);
    expect(ownerNamesIn(notes("Everyone calls me Mo but my name's Mohammed."))).toEqual(['Mohammed', 'Mo']);
    expect(ownerNamesIn(notes("I'm Nomvula Dlamini, a nurse in Durban."))).toEqual(['Nomvula']);
    expect(ownerNamesIn(notes("I'm Teodora, but honestly everyone calls me Teja."))).toEqual(['Teja']);
    const aboutTheName = {
      title: 'My name',
      content: 'Kwame is the Akan name for a boy born on a Saturday.',
    };
    expect(ownerNamesIn([aboutTheName])).toEqual(['Kwame']);
  });

  it('takes no people, place or team for a name', () => {
    expect(ownerNamesIn(notes("I'm British Indian and proud of it."))).toEqual([]);
    expect(ownerNamesIn(notes("I'm Sport Club do Recife till I die."))).toEqual([]);
    expect(ownerNamesIn(notes("I'm Italian American."))).toEqual([]);
    expect(ownerNamesIn(notes('I grew up in Leeds.'))).toEqual([]);
  });
});
