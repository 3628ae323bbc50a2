import { errorCodes, validationErrorBody } from '@ditto/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Parses `value` with `schema`, or throws the contract's 400 `validation_failed` naming each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const nulPath = findNulCharacter(value);
  if (nulPath) {
    // Postgres text cannot hold U+0000: refuse it here rather than fail in the database.
    throw new ApiError(errorCodes.validation, 'The request is not valid.', {
      [nulPath.length === 0 ? '_' : nulPath.join('.')]: ['Text must not contain NUL characters.'],
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { error } = validationErrorBody(result.error);
  throw new ApiError(errorCodes.validation, error.message, error.fields);
}

/** The request's JSON body checked by `schema`; a body that is not JSON is a 400 `bad_request`. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(errorCodes.badRequest, 'The request body must be JSON.');
  }
  return parseWith(schema, value);
}

/** The path parameters checked by `schema`. */
export function pathParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}

/** The query string (first value of each name) checked by `schema`. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

type Visit = { value: unknown; key?: string; parent?: Visit };

/** The path of the first string (or key) holding U+0000 inside `value`, or null. Iterative: bodies nest deeply. */
function findNulCharacter(value: unknown): string[] | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) {
        if (key.includes('\u0000')) return pathOf(visit);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}
