import { errorCodes } from '@ditto/contract';
import { z } from 'zod';
import { ApiError } from './errors.ts';

/** The position of a table paged by its `seq` (a bigint, sent as text). */
export const seqCursorSchema = z.object({ seq: z.string().regex(/^\d{1,18}$/) });

/** An opaque paging cursor: the position after the last row of a page, as base64url JSON. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position in `cursor`, or a 400 on `cursor` when it is not one this server made. */
export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidCursor();
}

/** The 400 on `cursor` for a cursor this server (or the identity provider behind it) did not make. */
export function invalidCursor(): ApiError {
  return new ApiError(errorCodes.validation, 'The request is not valid.', {
    cursor: ['Cursor is not valid: pass back the nextCursor of the previous page.'],
  });
}
