import { z } from 'zod';
import {
  cursorSchema,
  idSchema,
  isoDateTimeSchema,
  pageLimit,
  requiredText,
  searchSchema,
} from './common.ts';

export const knowledgeLimits = {
  titleMax: 200,
  contentMax: 20_000,
  /** Entries one user may keep: a quota, so that one account cannot fill the database for everyone. */
  entriesMax: 10_000,
  /** Largest file `POST /knowledge/import` accepts, in bytes (1 MiB). */
  importFileBytesMax: 1_048_576,
  importFilesMax: 20,
  importExtensions: ['.txt', '.md'],
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** Where an entry came from: written as a note, imported from a file, or an answer given to Lisa. */
export const knowledgeSourceSchema = z.enum(['note', 'import', 'lisa']);
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

/**
 * One piece of what the user knows (same shape as `KnowledgeEntry` of `@ditto/persona-engine`). `private`: only the
 * owner's own Ditto uses it; a friend the owner shares with is answered as if it did not exist.
 */
export const knowledgeEntrySchema = z
  .object({
    id: idSchema,
    title: z.string(),
    content: z.string(),
    source: knowledgeSourceSchema,
    private: z.boolean(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'KnowledgeEntry' });
export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

/** `GET /knowledge?search=&cursor=&limit=`: newest first; `search` matches title and content. */
export const knowledgeListQuerySchema = z.object({
  search: searchSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: pageLimit(knowledgeLimits.pageSizeMax, knowledgeLimits.pageSizeDefault),
});
export type KnowledgeListQuery = z.input<typeof knowledgeListQuerySchema>;

/** A page of entries; `nextCursor` is null on the last page, `total` counts every match of the search. */
export const knowledgeListResponseSchema = z.object({
  entries: z.array(knowledgeEntrySchema),
  nextCursor: cursorSchema.nullable(),
  total: z.number().int().nonnegative(),
});
export type KnowledgeListResponse = z.infer<typeof knowledgeListResponseSchema>;

/**
 * `POST /knowledge` (creates a note) and `PUT /knowledge/:id` (replaces title and content). `private` left out: a new
 * note is private when its own words say it is not to be shared ("don't tell anyone"); an edit keeps what is stored,
 * or makes the note private when its new words say so (never shared by itself).
 */
export const knowledgeEntryInputSchema = z.strictObject({
  title: requiredText('Title', knowledgeLimits.titleMax),
  content: requiredText('Content', knowledgeLimits.contentMax),
  private: z.boolean({ error: 'Private must be true or false.' }).optional(),
});
export type KnowledgeEntryInput = z.input<typeof knowledgeEntryInputSchema>;

export const knowledgeEntryParamsSchema = z.object({ id: idSchema });

/**
 * `POST /knowledge/import`: `multipart/form-data` with one `files` part per file. Each file becomes one entry
 * (source `import`). Its title is the file name without extension, except that a `.md` file opening with a heading
 * (`# Title`, or a line underlined with `===`) takes that heading as its title, and the heading is not repeated in
 * the content. A bad file does not fail the others: it is reported in `errors` (see `importFileErrorCodes`).
 * An optional `private` part (`true` or `false`) marks every file of the batch; without it, each file is private
 * when its own words say so, as a new note is.
 */
export const knowledgeImportRequestSchema = z.object({
  private: z
    .enum(['true', 'false'], { error: 'Private must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  files: z
    .array(z.file())
    .min(1, { error: 'Choose at least one file.' })
    .max(knowledgeLimits.importFilesMax, {
      error: `Import at most ${knowledgeLimits.importFilesMax} files at once.`,
    }),
});

export const importFileErrorCodes = {
  unsupportedType: 'unsupported_type',
  tooLarge: 'too_large',
  empty: 'empty',
  notText: 'not_text',
  tooLong: 'too_long',
  knowledgeFull: 'knowledge_full',
} as const;
export type ImportFileErrorCode = (typeof importFileErrorCodes)[keyof typeof importFileErrorCodes];

export const importFileErrorMessages: Record<ImportFileErrorCode, string> = {
  unsupported_type: 'Only .txt and .md files can be imported.',
  too_large: 'The file is larger than 1 MB.',
  empty: 'The file is empty.',
  not_text: 'The file is not UTF-8 text.',
  too_long: `The text is longer than ${knowledgeLimits.contentMax} characters.`,
  knowledge_full: knowledgeFullMessage(),
};

/** Said when a user's knowledge holds `knowledgeLimits.entriesMax` entries. */
export function knowledgeFullMessage(): string {
  return `Your knowledge is full: it holds ${knowledgeLimits.entriesMax.toLocaleString('en-US')} entries, the most one account can keep. Delete some before adding more.`;
}

/** Why a file cannot be imported, judged by its name and size alone (before reading it); null when it may be. */
export function importFileProblem(file: { name: string; size: number }): ImportFileErrorCode | null {
  const name = file.name.toLowerCase();
  if (!knowledgeLimits.importExtensions.some((extension) => name.endsWith(extension))) {
    return importFileErrorCodes.unsupportedType;
  }
  if (file.size > knowledgeLimits.importFileBytesMax) return importFileErrorCodes.tooLarge;
  if (file.size === 0) return importFileErrorCodes.empty;
  return null;
}

export const importFileErrorSchema = z.object({
  fileName: z.string(),
  code: z.enum(Object.values(importFileErrorCodes)),
  message: z.string(),
});
export type ImportFileError = z.infer<typeof importFileErrorSchema>;

/** The entries made, in file order, and one error per file that was refused. */
export const knowledgeImportResponseSchema = z.object({
  created: z.array(knowledgeEntrySchema),
  errors: z.array(importFileErrorSchema),
});
export type KnowledgeImportResponse = z.infer<typeof knowledgeImportResponseSchema>;
