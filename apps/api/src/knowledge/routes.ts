import {
  errorCodes,
  type KnowledgeImportResponse,
  type KnowledgeListResponse,
  knowledgeEntryInputSchema,
  knowledgeEntryParamsSchema,
  knowledgeFullMessage,
  knowledgeImportRequestSchema,
  knowledgeListQuerySchema,
} from '@ditto/contract';
import { saysPrivate } from '@ditto/persona-engine';
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { decodeCursor, encodeCursor, seqCursorSchema } from '../http/cursor.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { jsonBody, parseWith, pathParams, queryParams } from '../http/validation.ts';
import type { EmbeddingBackfill } from './embedding-backfill.ts';
import { readImportFile } from './import.ts';
import {
  deleteKnowledgeEntry,
  insertKnowledgeEntry,
  listKnowledgePage,
  updateKnowledgeEntry,
} from './repository.ts';

/** `/knowledge`: the caller's own entries only; another user's id answers 404 like a missing one. */
export function knowledgeRoutes(db: Database, backfill: EmbeddingBackfill): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = queryParams(c, knowledgeListQuerySchema);
    const after = query.cursor ? decodeCursor(seqCursorSchema, query.cursor).seq : undefined;
    const page = await listKnowledgePage(db, c.get('caller').sub, {
      search: query.search || undefined,
      afterSeq: after,
      limit: query.limit,
    });
    const body: KnowledgeListResponse = {
      entries: page.entries,
      nextCursor: page.hasMore && page.lastSeq ? encodeCursor({ seq: page.lastSeq }) : null,
      total: page.total,
    };
    return c.json(body);
  });

  app.post('/', async (c) => {
    const input = await jsonBody(c, knowledgeEntryInputSchema);
    const entry = await insertKnowledgeEntry(db, c.get('caller').sub, {
      ...input,
      source: 'note',
      private: input.private ?? saysPrivate(input),
    });
    if (!entry) throw new ApiError(errorCodes.knowledgeFull, knowledgeFullMessage());
    backfill.kick(); // learned in the background; found by its words at once
    return c.json(entry, 201);
  });

  app.post('/import', async (c) => {
    const form = await multipartForm(c.req.raw);
    const files = form.getAll('files');
    const { files: valid, private: marked } = parseWith(knowledgeImportRequestSchema, {
      files,
      private: form.get('private') ?? undefined,
    });
    const body: KnowledgeImportResponse = { created: [], errors: [] };
    const reads: { file: File; read: Awaited<ReturnType<typeof readImportFile>> }[] = [];
    for (const file of valid) reads.push({ file, read: await readImportFile(file) });
    // All the good files or none: a failure halfway leaves no half-imported batch to find and clean up.
    await db.transaction(async (tx) => {
      for (const { file, read } of reads) {
        if (!read.ok) {
          body.errors.push(read.error);
          continue;
        }
        const entry = await insertKnowledgeEntry(tx, c.get('caller').sub, {
          title: read.title,
          content: read.content,
          source: 'import',
          private: marked ?? saysPrivate(read),
        });
        if (entry) body.created.push(entry);
        else
          body.errors.push({ fileName: file.name, code: 'knowledge_full', message: knowledgeFullMessage() });
      }
    });
    if (body.created.length > 0) backfill.kick();
    return c.json(body);
  });

  app.put('/:id', async (c) => {
    const { id } = pathParams(c, knowledgeEntryParamsSchema);
    const input = await jsonBody(c, knowledgeEntryInputSchema);
    // Without `private`, the stored flag stays, unless the new words ask for secrecy: an edit may make a note
    // private by itself, never shared.
    const entry = await updateKnowledgeEntry(db, c.get('caller').sub, id, {
      ...input,
      private: input.private ?? (saysPrivate(input) || undefined),
    });
    if (!entry) throw notFound('Knowledge entry');
    backfill.kick();
    return c.json(entry);
  });

  app.delete('/:id', async (c) => {
    const { id } = pathParams(c, knowledgeEntryParamsSchema);
    if (!(await deleteKnowledgeEntry(db, c.get('caller').sub, id))) throw notFound('Knowledge entry');
    return c.body(null, 204);
  });

  return app;
}

/** A multipart body's parts; anything but a readable multipart body is a 400 `bad_request`. */
async function multipartForm(request: Request): Promise<FormData> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(
      errorCodes.badRequest,
      'Send the files as multipart/form-data, one "files" part each.',
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(errorCodes.badRequest, 'The multipart body could not be read.');
  }
  return form;
}
