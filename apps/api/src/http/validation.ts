import { errorCodes, validationErrorBody } from '@ditto/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Parses `value` with `schema`, or throws the contract's 400 `validation_failed` naming each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const bad = findUnstorableText(value);
  if (bad) {
    // Postgres text can hold neither U+0000 nor half of a surrogate pair: refuse them here, not in the database.
    throw new ApiError(errorCodes.validation, 'The request is not valid.', {
      [bad.path.length === 0 ? '_' : bad.path.join('.')]: [bad.problem],
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

// Half of a UTF-16 surrogate pair (what String.prototype.isWellFormed looks for; ES2024, beyond our lib).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters.';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode (it holds half of a character).';
  return null;
}

/** The first string (or key) inside `value` that cannot be stored, with its path. Iterative: bodies nest deeply. */
function findUnstorableText(value: unknown): { path: string[]; problem: string } | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value);
      if (problem) return { path: pathOf(visit), problem };
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) {
        const problem = textProblem(key);
        if (problem) return { path: pathOf(visit), problem };
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
