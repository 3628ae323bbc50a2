import { z } from 'zod';

/** An ISO 8601 timestamp with offset, as every date of the API is sent. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A server-made identifier (path parameters and `id` fields). */
export const idSchema = z.string().min(1).max(200);

/** An opaque paging cursor: pass back the `nextCursor` of the previous page unchanged. */
export const cursorSchema = z.string().min(1).max(2000);

/** Free-text search of a list; surrounding spaces are ignored, an empty search lists everything. */
export const searchSchema = z.string().trim().max(200, { error: 'Search must be at most 200 characters.' });

/** A required text field: trimmed, then between 1 and `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** A page size from a query string: a whole number in 1..max, `fallback` when absent. */
export function pageLimit(max: number, fallback: number) {
  return z.coerce
    .number<number>({ error: 'Limit must be a number.' })
    .int({ error: 'Limit must be a whole number.' })
    .min(1, { error: 'Limit must be at least 1.' })
    .max(max, { error: `Limit must be at most ${max}.` })
    .default(fallback);
}
