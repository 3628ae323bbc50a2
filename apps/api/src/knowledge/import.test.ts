import { describe, expect, it } from 'vitest';
import { markdownTitle, readImportFile, titleFromFileName } from './import.ts';

describe('titleFromFileName', () => {
  it('keeps the base name without extension, without control characters, cut to 200', () => {
    expect(titleFromFileName('notes/My trip.md')).toBe('My trip');
    expect(titleFromFileName('C:\\docs\\plan.v2.txt')).toBe('plan.v2');
    expect(titleFromFileName('\u0000.txt')).toBe('.txt');
    expect(titleFromFileName('\u0001')).toBe('Imported file');
    expect(titleFromFileName(`${'a'.repeat(300)}.md`)).toHaveLength(200);
  });
});

describe('readImportFile', () => {
  it('strips a byte-order mark and surrounding space; refuses NUL as not text', async () => {
    expect(await readImportFile(new File(['\uFEFF  hello \n'], 'a.txt'))).toEqual({
      ok: true,
      title: 'a',
      content: 'hello',
    });
    expect(await readImportFile(new File(['a\u0000b'], 'b.txt'))).toMatchObject({
      ok: false,
      error: { fileName: 'b.txt', code: 'not_text' },
    });
  });
});

describe('markdownTitle', () => {
  it('takes the opening heading as the title and leaves it out of the content', () => {
    expect(markdownTitle('# Sourdough\nFeed the starter.')).toEqual({
      title: 'Sourdough',
      content: 'Feed the starter.',
    });
    expect(markdownTitle('## Tides ##\n\nThey turn twice a day.\n\n# Later heading')).toEqual({
      title: 'Tides',
      content: 'They turn twice a day.\n\n# Later heading',
    });
    expect(markdownTitle('Knots\n=====\nA bowline holds.')).toEqual({
      title: 'Knots',
      content: 'A bowline holds.',
    });
    expect(markdownTitle('Knots\r\n---\r\nA bowline holds.')).toEqual({
      title: 'Knots',
      content: 'A bowline holds.',
    });
  });

  it('gives nothing when the text does not open with a heading, is only a heading, or the heading is too long', () => {
    expect(markdownTitle('Intro first.\n\n# Heading\nText')).toBeNull();
    expect(markdownTitle('#hashtag is not a heading\nText')).toBeNull();
    expect(markdownTitle('# Only a heading')).toBeNull();
    expect(markdownTitle(`# ${'t'.repeat(201)}\nText`)).toBeNull();
  });
});

describe('readImportFile of a .md', () => {
  it('titles the entry by its opening heading, not repeated in the content; a .txt keeps its file name', async () => {
    expect(await readImportFile(new File(['# Sourdough\nFeed the starter.'], 'bread.md'))).toEqual({
      ok: true,
      title: 'Sourdough',
      content: 'Feed the starter.',
    });
    expect(await readImportFile(new File(['# Sourdough\nFeed the starter.'], 'bread.txt'))).toEqual({
      ok: true,
      title: 'bread',
      content: '# Sourdough\nFeed the starter.',
    });
    expect(await readImportFile(new File(['No heading here.'], 'plain.md'))).toEqual({
      ok: true,
      title: 'plain',
      content: 'No heading here.',
    });
  });
});
