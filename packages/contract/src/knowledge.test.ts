import { describe, expect, it } from 'vitest';
import {
  importFileProblem,
  knowledgeEntryInputSchema,
  knowledgeEntrySchema,
  knowledgeImportRequestSchema,
  knowledgeImportResponseSchema,
  knowledgeListQuerySchema,
} from './knowledge.ts';

const at = '2026-11-22T10:00:00.000Z';
const entry = {
  id: 'e1',
  title: 'Bread',
  content: 'I bake sourdough.',
  source: 'note',
  private: false,
  createdAt: at,
  updatedAt: at,
};

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('knowledgeEntrySchema', () => {
  it('accepts every source', () => {
    for (const source of ['note', 'import', 'lisa']) {
      expect(knowledgeEntrySchema.parse({ ...entry, source })).toEqual({ ...entry, source });
    }
  });

  it('refuses an unknown source', () => {
    expect(paths(knowledgeEntrySchema.safeParse({ ...entry, source: 'email' }))).toEqual(['source']);
  });
});

describe('knowledgeEntrySchema private', () => {
  it('carries whether the entry is private', () => {
    expect(knowledgeEntrySchema.parse({ ...entry, private: true }).private).toBe(true);
  });

  it('refuses an entry that does not say', () => {
    const { private: _, ...unsaid } = entry;
    expect(paths(knowledgeEntrySchema.safeParse(unsaid))).toEqual(['private']);
  });
});

describe('knowledgeEntryInputSchema', () => {
  it('takes private when given and leaves it out when not', () => {
    expect(knowledgeEntryInputSchema.parse({ title: 'B', content: 'c', private: true }).private).toBe(true);
    expect(knowledgeEntryInputSchema.parse({ title: 'B', content: 'c', private: false }).private).toBe(false);
    expect('private' in knowledgeEntryInputSchema.parse({ title: 'B', content: 'c' })).toBe(false);
  });

  it('refuses a private that is not true or false', () => {
    const result = knowledgeEntryInputSchema.safeParse({ title: 'B', content: 'c', private: 'yes' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Private must be true or false.']);
  });

  it('trims title and content', () => {
    expect(knowledgeEntryInputSchema.parse({ title: ' Bread ', content: '\n I bake. \n' })).toEqual({
      title: 'Bread',
      content: 'I bake.',
    });
  });

  it('allows 200 title characters and 20 000 content characters, not one more', () => {
    const ok = { title: 't'.repeat(200), content: 'c'.repeat(20_000) };
    expect(knowledgeEntryInputSchema.safeParse(ok).success).toBe(true);
    const result = knowledgeEntryInputSchema.safeParse({ title: `${ok.title}t`, content: `${ok.content}c` });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title must be at most 200 characters.',
      'Content must be at most 20000 characters.',
    ]);
  });

  it('counts the length after trimming', () => {
    expect(knowledgeEntryInputSchema.safeParse({ title: ` ${'t'.repeat(200)} `, content: 'c' }).success).toBe(
      true,
    );
  });

  it('refuses blank fields, naming each', () => {
    const result = knowledgeEntryInputSchema.safeParse({ title: '  ', content: '' });
    expect(paths(result)).toEqual(['title', 'content']);
    expect(result.error?.issues[0]?.message).toBe('Title is required.');
  });

  it('refuses a missing field and an unknown one', () => {
    expect(paths(knowledgeEntryInputSchema.safeParse({ title: 'x', source: 'lisa' }))).toEqual([
      'content',
      '',
    ]);
  });
});

describe('knowledgeListQuerySchema', () => {
  it('reads the page size from the query string, 20 by default', () => {
    expect(knowledgeListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(knowledgeListQuerySchema.parse({ limit: '100', cursor: 'abc', search: ' bread ' })).toEqual({
      limit: 100,
      cursor: 'abc',
      search: 'bread',
    });
  });

  it('refuses page sizes out of 1..100 and non-numbers', () => {
    for (const limit of ['0', '101', '2.5', 'many']) {
      expect(paths(knowledgeListQuerySchema.safeParse({ limit }))).toEqual(['limit']);
    }
  });

  it('refuses a search longer than 200 characters', () => {
    expect(paths(knowledgeListQuerySchema.safeParse({ search: 's'.repeat(201) }))).toEqual(['search']);
  });
});

describe('import', () => {
  const file = (name: string, text = 'hello') => new File([text], name, { type: 'text/plain' });

  it('accepts 1 to 20 files', () => {
    expect(knowledgeImportRequestSchema.safeParse({ files: [file('a.txt')] }).success).toBe(true);
    const twenty = Array.from({ length: 20 }, (_, index) => file(`${index}.md`));
    expect(knowledgeImportRequestSchema.safeParse({ files: twenty }).success).toBe(true);
  });

  it('refuses no file, 21 files and what is not a file', () => {
    expect(paths(knowledgeImportRequestSchema.safeParse({ files: [] }))).toEqual(['files']);
    const many = Array.from({ length: 21 }, (_, index) => file(`${index}.md`));
    expect(knowledgeImportRequestSchema.safeParse({ files: many }).error?.issues[0]?.message).toBe(
      'Import at most 20 files at once.',
    );
    expect(paths(knowledgeImportRequestSchema.safeParse({ files: ['a.txt'] }))).toEqual(['files.0']);
  });

  it('reads a private part as true or false, and refuses any other word', () => {
    const files = [file('a.txt')];
    expect(knowledgeImportRequestSchema.parse({ files, private: 'true' }).private).toBe(true);
    expect(knowledgeImportRequestSchema.parse({ files, private: 'false' }).private).toBe(false);
    expect(knowledgeImportRequestSchema.parse({ files }).private).toBeUndefined();
    expect(paths(knowledgeImportRequestSchema.safeParse({ files, private: 'on' }))).toEqual(['private']);
  });

  it('judges a file by its extension and size', () => {
    expect(importFileProblem({ name: 'notes.TXT', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'notes.md', size: 1_048_576 })).toBeNull();
    expect(importFileProblem({ name: 'notes.md', size: 1_048_577 })).toBe('too_large');
    expect(importFileProblem({ name: 'notes.pdf', size: 10 })).toBe('unsupported_type');
    expect(importFileProblem({ name: 'md', size: 10 })).toBe('unsupported_type');
    expect(importFileProblem({ name: 'empty.txt', size: 0 })).toBe('empty');
  });

  it('describes created entries and per-file errors', () => {
    const body = {
      created: [{ ...entry, source: 'import' }],
      errors: [
        { fileName: 'x.pdf', code: 'unsupported_type', message: 'Only .txt and .md files can be imported.' },
      ],
    };
    expect(knowledgeImportResponseSchema.parse(body)).toEqual(body);
    const bad = { ...body, errors: [{ ...body.errors[0], code: 'virus' }] };
    expect(paths(knowledgeImportResponseSchema.safeParse(bad))).toEqual(['errors.0.code']);
  });
});
