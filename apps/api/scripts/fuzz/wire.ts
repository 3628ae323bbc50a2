/**
 * A generated case turned into bytes: pool indexes resolved to real ids and cursors, text percent-encoded (or sent
 * raw when the case says so), credentials forged as the case asks, bodies encoded.
 */
import type { RouteDefinition } from '@ditto/contract';
import type { Tokens } from './accounts.ts';
import type { AuthKind, Body, FuzzCase, NamedRoute, WireValue } from './cases/types.ts';
import type { WireRequest } from './http.ts';
import type { Pools } from './pools.ts';

/** Percent-encoded UTF-8, like `encodeURIComponent`, which throws on a lone surrogate (sent as U+FFFD here). */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.!~*'()]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Any character a request line cannot carry as is, percent-encoded; everything else (%, .., ;) left raw. */
const rawPathText = (text: string) =>
  Array.from(text, (char) =>
    /^[\x21-\x7e]$/.test(char) && !'#?'.includes(char) ? char : percentEncode(char),
  ).join('');

/** The value as sent; a pool value from an empty pool is `fallback` (undefined: leave the value out). */
function wireText(
  value: WireValue,
  pool: readonly string[],
  fallback: string | undefined,
): string | undefined {
  if ('raw' in value) return rawPathText(value.raw);
  if ('text' in value) return percentEncode(value.text);
  const known = pool.length > 0 ? pool[value.known % pool.length] : fallback;
  return known === undefined ? undefined : percentEncode(known);
}

/** The `authorization` header of `auth`; `index` picks among the broken ones. */
function authorization(
  auth: AuthKind,
  route: RouteDefinition,
  tokens: Tokens,
  index: number,
): string | undefined {
  const own = route.auth === 'admin' ? tokens.admin : tokens.user;
  const [header = '', payload = '', signature = ''] = own.split('.');
  switch (auth) {
    case 'user':
      return `Bearer ${tokens.user}`;
    case 'admin':
      return `Bearer ${tokens.admin}`;
    case 'none':
      return undefined;
    case 'garbage-bearer':
      return [
        'Bearer',
        'Bearer ',
        'Bearer  x',
        `Bearer ${'A'.repeat(8_000)}`,
        'Bearer \u00ff\u00fe',
        'Token x',
      ][index % 6];
    case 'malformed-jwt':
      return [
        'Bearer a.b.c',
        'Bearer ..',
        'Bearer eyJ.eyJ.x',
        `Bearer ${header}.${payload}`,
        `Bearer ${payload}.${header}.${signature}`,
      ][index % 5];
    case 'tampered-signature': {
      const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      return `Bearer ${header}.${payload}.${flipped}`;
    }
    case 'alg-none': {
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return `Bearer ${none}.${payload}.`;
    }
    case 'basic':
      return `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    case 'other-role':
      return `Bearer ${route.auth === 'admin' ? tokens.user : tokens.admin}`;
  }
}

async function encodeBody(body: Body): Promise<{ bytes?: Buffer; contentType?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(body.value) ?? 'null'),
        contentType: body.contentType ?? 'application/json',
      };
    case 'text':
      return { bytes: Buffer.from(body.text), contentType: body.contentType };
    case 'bytes':
      return { bytes: Buffer.from(body.bytes), contentType: body.contentType };
    case 'form': {
      const form = new FormData();
      for (const part of body.parts) {
        if ('value' in part) form.append(part.name, part.value);
        else
          form.append(
            part.name,
            new File([part.bytes], part.fileName, part.type === undefined ? {} : { type: part.type }),
          );
      }
      const response = new Response(form);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? undefined,
      };
    }
  }
}

/** Path parameters from the case, or from the pools (a value that matches nothing while a pool is empty). */
function wirePath(route: NamedRoute, fuzzCase: FuzzCase, index: number, pools: Pools): string {
  return route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = fuzzCase.params[name] ?? { known: 0 };
    return wireText(value, pools.param(route.name, name), `no-such-${index}`) ?? '';
  });
}

/** While a pool is empty, a valid case leaves its key out; a hostile one sends a value that matches nothing. */
function wireQuery(route: NamedRoute, fuzzCase: FuzzCase, index: number, pools: Pools): string {
  return fuzzCase.query
    .flatMap(([key, value]) => {
      const text = wireText(value, pools.query(route, key), fuzzCase.valid ? undefined : `no-such-${index}`);
      return text === undefined ? [] : [`${percentEncode(key)}=${text}`];
    })
    .join('&');
}

/** The request `fuzzCase` stands for, with the pools' values as they are now. */
export async function wireRequest(
  route: NamedRoute,
  fuzzCase: FuzzCase,
  index: number,
  pools: Pools,
  tokens: Tokens,
): Promise<WireRequest> {
  const routePath = wirePath(route, fuzzCase, index, pools);
  const query = wireQuery(route, fuzzCase, index, pools);
  const { bytes, contentType } = await encodeBody(fuzzCase.body);
  const headers: Record<string, string> = {};
  const auth = authorization(fuzzCase.auth, route, tokens, index);
  // Header values are Latin-1 on the wire.
  if (auth !== undefined) headers.authorization = auth.replace(/[^\x20-\xff]/g, '?');
  if (fuzzCase.accept !== undefined) headers.accept = fuzzCase.accept.replace(/[^\x20-\x7e]/g, '?');
  if (contentType) headers['content-type'] = contentType.replace(/[^\x20-\x7e]/g, '?');
  return {
    method: fuzzCase.method,
    path: `${routePath}${query ? `?${query}` : ''}`,
    headers,
    ...(bytes ? { body: bytes } : {}),
  };
}
