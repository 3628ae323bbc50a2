import { errorCodes } from '@ditto/contract';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jsonError } from './errors.ts';

/**
 * Reads the whole request body (at most `maxBytes(c)`) before any route runs, answering 413 `payload_too_large`
 * above it. Reading it first means an early answer (401, 403, 404, 400) never leaves an unread body on the
 * connection, which Node would have to cut off while the client is still sending.
 */
export function bufferedBodyLimit(maxBytes: (c: Context) => number) {
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const max = maxBytes(c);
    const tooLarge = () =>
      jsonError(c, 413, errorCodes.payloadTooLarge, `Request body larger than ${formatBytes(max)}`);
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > max) return tooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > max) return tooLarge();
      chunks.push(chunk);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  });
}

function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
