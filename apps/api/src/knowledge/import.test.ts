import { describe, expect, it } from 'vitest';
import { readImportFile, titleFromFileName } from './import.ts';

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
