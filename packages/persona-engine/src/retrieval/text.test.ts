import { describe, expect, it } from 'vitest';
import { sliceWhole, terms, toSnippet } from './text.ts';

const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cutting text', () => {
  it('never leaves half of a character outside the BMP', () => {
    expect(sliceWhole('ab𝕏', 3)).toBe('ab');
    expect(sliceWhole('ab𝕏', 4)).toBe('ab𝕏');
    expect(sliceWhole('abc', 2)).toBe('ab');
  });

  it('cuts a snippet at a word, unless that word leaves less than half of it', () => {
    expect(toSnippet('One two three four five six', 14)).toBe('One two three…');
    const link = `I love https://example.com/${'a'.repeat(80)}`;
    const cut = toSnippet(link, 60);
    expect(cut).toBe(`${link.slice(0, 59)}…`);
  });

  it('keeps a snippet of an entry without spaces (a run of emoji) storable', () => {
    for (const run of ['𝕏'.repeat(300), `a${'😀'.repeat(300)}`]) {
      const snippet = toSnippet(run);
      expect(snippet.endsWith('…')).toBe(true);
      expect(wellFormed(snippet)).toBe(true);
    }
  });
});

describe('terms', () => {
  it('gives an irregular past form the term of its infinitive, and leaves the rest to the stemmer', () => {
    expect(terms('the house where I grew up')).toEqual(terms('the house where I grow up'));
    expect(terms('We met in 2011')).toEqual(terms('We meet in 2011'));
    expect(terms('I taught maths')).toEqual(terms('I teach maths'));
    expect(terms('We walked to Sombor')).toEqual(['walk', 'sombor']);
  });

  it('gives a degree\'s abbreviation, "oldest" and everyday words the term a note may write instead', () => {
    expect(terms("your master's")).toEqual(terms('the MSc'));
    expect(terms('your oldest')).toEqual(terms('our eldest'));
    expect(terms('the couch, your moggy')).toEqual(terms('the sofa, my cat'));
    expect(terms('a lefty, a godparent')).toEqual(terms('left, a godfather'));
    expect(terms('the family motor')).toEqual(terms('the family car'));
  });

  it('gives a note\'s "fav", "fave" and "PB" the term of the word a question writes', () => {
    expect(terms('fav food: pierogi')).toEqual(terms('favourite food: pierogi'));
    expect(terms('fave food, my favorite')).toEqual(terms('favourite food, my favourite'));
    // Its own term too: "whats my parkrun pb" asks it in the note's word (walk CF).
    expect(terms('PB 1:34 at Manchester')).toEqual(['pb', ...terms('best 1:34 at Manchester')]);
    expect(terms('do me a favour, fava beans')).toEqual(['favour', 'fava', 'bean']);
    expect(terms('a pub, the pb&j')).not.toContain(terms('favourite')[0]);
    expect(terms('new pb of 22 mins')).toEqual(terms('new pb best of 22 mins'));
  });

  it('gives "pb" the term of "best" only before a time', () => {
    for (const text of [
      'pb toast for breakfast',
      'PB sandwiches for the kids',
      'pb and jam',
      'pb 2 tbsp on toast',
      'pb 12:30 lunch',
    ])
      expect(terms(text), text).not.toContain(terms('best')[0]);
  });

  it('gives an ordinal in digits the term of its number', () => {
    expect(terms('your 10th anniversary')).toEqual(terms('our 10 anniversary'));
    expect(terms('3rd grade, 21st birthday')).toEqual(['3', 'grade', '21', 'birthdai']);
  });
});
