/** Hostile parts of a request other than its body: path parameters, queries, credentials, methods. */
import fc from 'fast-check';
import { edgeNumberText, oddKey, unicodeText } from './text.ts';
import type { AuthKind, WireValue } from './types.ts';

/** Path text sent as is: bad percent-encoding, traversal, encoded slashes, header injection, overlong segments. */
const rawPathGarbage = fc.oneof(
  fc.constantFrom(
    '%',
    '%Z',
    '%ZZ',
    '%00',
    '%2F',
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    '.',
    '%2e%2e',
    '%C0%AF',
    '%ED%A0%80',
    '%F4%90%80%80',
    '%FF%FE',
    '%E2%82',
    '%25',
    'a;b=c',
    '-1',
    '0',
    'null',
    'undefined',
    "1'%20OR%20'1'='1",
    'x%0D%0ASet-Cookie:%20a=b',
  ),
  // Percent-encoded random bytes: mostly invalid UTF-8.
  fc
    .uint8Array({ minLength: 1, maxLength: 24 })
    .map((bytes) =>
      Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''),
    ),
  fc.integer({ min: 201, max: 6_000 }).map((length) => 'i'.repeat(length)),
);
/** A path or query value that is not what the route expects. */
export const hostileWireValue: fc.Arbitrary<WireValue> = fc.oneof(
  rawPathGarbage.map((raw) => ({ raw })),
  fc.oneof(unicodeText, fc.string({ unit: 'binary', maxLength: 300 })).map((text) => ({ text })),
);

/** Query strings with odd keys and values: numbers at the edges, repeated or server-known keys. */
export const hostileQuery: fc.Arbitrary<Array<[string, WireValue]>> = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom('limit', 'cursor', 'search', 'id', '__proto__', 'limit[]'), oddKey),
    fc.oneof(
      hostileWireValue,
      edgeNumberText.map((raw) => ({ raw })),
      fc
        .constantFrom('', '0x10', '2.5', 'Infinity', '1e3', ' 5 ', '00012', '%20', '+1')
        .map((raw) => ({ raw })),
      fc.nat().map((known) => ({ known })),
    ),
  ),
  { minLength: 1, maxLength: 6 },
);

/** Every way to be the wrong caller: no token, a broken or forged one, the other role's. */
export const hostileAuth: fc.Arbitrary<AuthKind> = fc.constantFrom(
  'none',
  'garbage-bearer',
  'malformed-jwt',
  'tampered-signature',
  'alg-none',
  'basic',
  'other-role',
);
/** The methods a hostile request may use instead of the route's own. */
export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
