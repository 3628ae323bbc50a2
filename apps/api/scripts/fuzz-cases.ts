/**
 * Requests for `scripts/fuzz.ts`, generated with fast-check from the zod contract: for each route, half of them
 * schema-valid (body, path and query parameters as the contract describes them, checked with the route's own zod
 * schemas) so that the deep code runs, half hostile (wrong types, extra or missing fields, huge strings, odd Unicode,
 * invalid JSON, wrong content types, broken multipart, bad path parameters and queries, bad tokens, wrong methods).
 *
 * Values that only the running server knows (an entry's id, a paging cursor, an access token) are chosen as indexes
 * into pools that the fuzzer fills from the answers it gets, and resolved when the request is sent.
 */
import type { RouteDefinition } from '@ditto/contract';
import fc from 'fast-check';
import { z } from 'zod';

/** Who the request claims to be. `user`/`admin` send that account's access token. */
export type AuthKind =
  | 'user'
  | 'admin'
  | 'none'
  | 'garbage-bearer'
  | 'malformed-jwt'
  | 'tampered-signature'
  | 'alg-none'
  | 'basic'
  | 'other-role';

/** A path or query value: generated text (URL-encoded when sent), raw text sent as is, or one from the pools. */
export type WireValue = { text: string } | { raw: string } | { known: number };

export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Uint8Array; type?: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; bytes: Uint8Array; contentType?: string }
  | { kind: 'form'; parts: FormPart[] };

export type FuzzCase = {
  /** Schema-valid in every part (hostile cases are not). */
  valid: boolean;
  /** What was made hostile, e.g. `body:wrong-type`, or `valid`. */
  label: string;
  method: string;
  params: Record<string, WireValue>;
  query: Array<[string, WireValue]>;
  auth: AuthKind;
  accept?: string;
  body: Body;
};

/** Query keys whose values the server hands out: sent from the pools, or left out while a pool is empty. */
export const serverKnownQueryKeys: readonly string[] = ['cursor', 'before'];

/** What the generators need to know of the running stack before the first request. */
export type Hints = {
  /** Emails of real accounts, so that shares reach someone. */
  emails: readonly string[];
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
};

/** The JSON Schema of what a client sends, with the formats only the parsed side states (an email after `trim()`). */
function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const options = { unrepresentable: 'any', cycles: 'ref', reused: 'inline' } as const;
  const input = z.toJSONSchema(schema, { ...options, io: 'input' }) as JsonSchema;
  let output: JsonSchema | undefined;
  try {
    output = z.toJSONSchema(schema, { ...options, io: 'output' }) as JsonSchema;
  } catch {
    output = undefined;
  }
  return output ? withOutputFormats(input, output, input, output) : input;
}

function withOutputFormats(
  input: JsonSchema,
  output: JsonSchema,
  inRoot: JsonSchema,
  outRoot: JsonSchema,
): JsonSchema {
  const from = resolve(input, inRoot);
  const to = resolve(output, outRoot);
  const merged: JsonSchema = { ...from };
  if (from.type === 'string' && to.type === 'string' && !from.format && to.format) merged.format = to.format;
  if (from.properties && to.properties) {
    merged.properties = Object.fromEntries(
      Object.entries(from.properties).map(([key, value]) => {
        const other = to.properties?.[key];
        return [key, other ? withOutputFormats(value, other, inRoot, outRoot) : value];
      }),
    );
  }
  if (from.items && to.items) merged.items = withOutputFormats(from.items, to.items, inRoot, outRoot);
  return merged;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let at = schema;
  for (let depth = 0; at.$ref && depth < 20; depth++) {
    const name = at.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`Unresolved ${at.$ref}`);
    at = target;
  }
  return at;
}

// ---------------------------------------------------------------------------------------------------------------
// Text

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Characters that have broken text handling elsewhere: controls, bidi overrides, zero-width, BOM, combining marks. */
const trickyChar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0001',
    '\b',
    '\t',
    '\r\n',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    '\u00a0',
    '\u200b',
    '\u200d',
    '\u202e',
    '\u2028',
    '\u2029',
    '\ufeff',
    '\ufffd',
    '\uffff',
    '\u0301\u0301\u0301',
    '🧑🏽‍💻',
    '𝕏',
    '"',
    "'",
    '\\',
    '%',
    '%00',
    `$${'{'}7*7}`,
    '{{7*7}}',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '; DROP TABLE knowledge_entries; --',
    '\\u0000',
    '_%',
    '*',
    '&|!():',
  ),
  loneSurrogate,
);
const unicodeText = fc
  .array(fc.oneof({ arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 3 }, trickyChar), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

/** A string of `length` UTF-16 units, quick to make at any size. */
const sizedText = (min: number, max: number) =>
  fc
    .tuple(
      fc.oneof(
        fc.lorem({ mode: 'words', maxCount: 8 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
      ),
      fc.integer({ min, max }),
    )
    .map(([unit, length]) => {
      const base = unit.length > 0 ? unit : 'x';
      return base.repeat(Math.ceil(length / base.length) + 1).slice(0, length);
    });

/** Text for a string with these bounds: words, any Unicode, tricky characters, lengths at and near the bounds. */
function textArbitrary(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const max = maxLength ?? 5_000;
  const short = Math.min(max, 120);
  const kinds: fc.Arbitrary<string>[] = [
    fc.lorem({ mode: 'sentences', maxCount: 12 }),
    fc.string({ unit: 'grapheme', minLength, maxLength: short }),
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength: short }),
    unicodeText,
    sizedText(Math.max(minLength, max - 2), max),
  ];
  if (max > short) kinds.push(sizedText(Math.max(minLength, 1), max));
  return fc.oneof(...kinds).map((text) => (text.length > max ? text.slice(0, max) : text));
}

const huge = sizedText(10_000, 1_100_000);

// ---------------------------------------------------------------------------------------------------------------
// JSON Schema → fast-check

function fromJsonSchema(schema: JsonSchema, root: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const at = resolve(schema, root);
  if (at.const !== undefined) return fc.constant(at.const);
  if (at.enum) return fc.constantFrom(...at.enum);
  const alternatives = at.anyOf ?? at.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => fromJsonSchema(item, root, hints)));
  if (at.allOf?.length === 1 && at.allOf[0]) return fromJsonSchema(at.allOf[0], root, hints);
  const type = Array.isArray(at.type) ? at.type : at.type ? [at.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((item) => fromJsonSchema({ ...at, type: item }, root, hints)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.ceil(
          at.minimum ?? (at.exclusiveMinimum === undefined ? -(2 ** 31) : at.exclusiveMinimum + 1),
        ),
        max: Math.floor(
          at.maximum ?? (at.exclusiveMaximum === undefined ? 2 ** 31 - 1 : at.exclusiveMaximum - 1),
        ),
      });
    case 'number':
      return fc.double({
        min: at.minimum ?? at.exclusiveMinimum ?? -1e12,
        max: at.maximum ?? at.exclusiveMaximum ?? 1e12,
        minExcluded: at.exclusiveMinimum !== undefined,
        maxExcluded: at.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringFromJsonSchema(at, hints);
    case 'array':
      return fc.array(at.items ? fromJsonSchema(at.items, root, hints) : fc.jsonValue(), {
        minLength: at.minItems ?? 0,
        maxLength: Math.min(at.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = at.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, root, hints)]),
      );
      return fc.record(shape, { requiredKeys: (at.required ?? []).filter((key) => key in shape) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFromJsonSchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom(...hints.emails),
        fc
          .tuple(fc.constantFrom(...hints.emails), fc.constantFrom(' ', '  ', '\t', ''), fc.boolean())
          .map(([email, space, upper]) => `${space}${upper ? email.toUpperCase() : email}${space}`),
      );
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return textArbitrary(schema.minLength ?? 0, schema.maxLength);
  }
}

/** Values the contract accepts: generated from its JSON Schema, kept when the route's own zod schema agrees. */
function validArbitrary(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  return shapedArbitrary(schema, hints).filter((value) => schema.safeParse(value).success);
}

/** Values of the shape of the contract's JSON Schema, whether or not the zod schema accepts them. */
function shapedArbitrary(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  const json = requestJsonSchema(schema);
  return fromJsonSchema(json, json, hints);
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile JSON bodies

const anyJson = fc.jsonValue({ maxDepth: 4 });
const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    '\u0000',
    'id',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  unicodeText,
);
const edgeNumberText = fc.constantFrom(
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1e1',
  '1E+2',
  '-1',
  '0',
  '1',
  '0.5',
  '1.0000000000000002',
);

/** A JSON body with one thing wrong, as text: the text form can hold what `JSON.stringify` cannot (1e309, -0). */
function mutatedJson(valid: fc.Arbitrary<unknown>, keys: readonly string[]): fc.Arbitrary<Labeled<Body>> {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), oddKey) : oddKey;
  const json = (label: string, value: unknown): Labeled<Body> => ({ label, value: { kind: 'json', value } });
  return fc.oneof(
    fc.tuple(valid, key, anyJson).map(([base, name, value]) => {
      const record = asRecord(base);
      record[name] = value;
      return json('body:wrong-type', record);
    }),
    fc.tuple(valid, fc.constantFrom(...(keys.length > 0 ? keys : ['x']))).map(([base, name]) => {
      const record = asRecord(base);
      delete record[name];
      return json('body:missing-field', record);
    }),
    fc.tuple(valid, oddKey, anyJson).map(([base, name, value]) => {
      // `__proto__` as an own property, as JSON.parse makes it.
      const record = asRecord(base);
      Object.defineProperty(record, name, { value, enumerable: true, configurable: true, writable: true });
      return json('body:extra-field', record);
    }),
    fc.tuple(valid, key, huge).map(([base, name, text]) => {
      const record = asRecord(base);
      record[name] = text;
      return json('body:huge-string', record);
    }),
    fc.tuple(valid, key, unicodeText).map(([base, name, text]) => {
      const record = asRecord(base);
      record[name] = text;
      return json('body:unicode', record);
    }),
    fc.tuple(valid, key).map(([base, name]) => {
      const record = asRecord(base);
      record[name] = null;
      return json('body:null-field', record);
    }),
    fc.tuple(valid, key, edgeNumberText).map(([base, name, number]) => {
      const record = asRecord(base);
      record[name] = '\u0000NUMBER\u0000';
      const text = JSON.stringify(record).replace('"\\u0000NUMBER\\u0000"', number);
      const body: Body = { kind: 'text', text, contentType: 'application/json' };
      return { label: 'body:edge-number', value: body };
    }),
    fc.tuple(valid, fc.integer({ min: 2, max: 50 })).map(([base, times]) => {
      // The same key many times; JSON.parse keeps the last.
      const entries = Object.entries(asRecord(base));
      const [first] = entries;
      const repeated = first ? Array.from({ length: times }, () => first) : [];
      const text = `{${[...repeated, ...entries].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
      const body: Body = { kind: 'text', text, contentType: 'application/json' };
      return { label: 'body:duplicate-keys', value: body };
    }),
  );
}

type Labeled<T> = { label: string; value: T };

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 200_000 }), fc.constantFrom('[', '{"a":'), fc.boolean())
  .map(([depth, open, closed]): Body => {
    const close = open === '[' ? ']' : '}';
    const text = `${open.repeat(depth)}1${closed ? close.repeat(depth) : ''}`;
    return { kind: 'text', text, contentType: 'application/json' };
  });

const brokenJsonText = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.tuple(valid, fc.nat()).map(([value, at]) => {
      const text = JSON.stringify(value) ?? '';
      return text.slice(0, text.length > 1 ? at % (text.length - 1) : 0);
    }),
    valid.map((value) => `\ufeff${JSON.stringify(value)}`),
    valid.map((value) => `${JSON.stringify(value)}garbage`),
    valid.map((value) => `${JSON.stringify(value)}${JSON.stringify(value)}`),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      'NaN',
      '{',
      '}',
      '{"',
      "{'a':1}",
      '{a:1}',
      '[,]',
      '{"a":1,}',
      '\u0000',
    ),
  );

const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/jsonx',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  '*/*',
  '',
  'a'.repeat(2_000),
);

// ---------------------------------------------------------------------------------------------------------------
// Multipart

const encoder = new TextEncoder();
const fileName = (extension: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.lorem({ mode: 'words', maxCount: 3 }), extension)
    .map(([name, ext]) => `${name.replace(/ /g, '-')}${ext}`);
const importExtension = fc.constantFrom('.txt', '.md', '.TXT', '.Md');
const textFile = (maxChars: number) =>
  fc
    .tuple(
      fileName(importExtension),
      fc.oneof(fc.lorem({ mode: 'sentences', maxCount: 30 }), sizedText(1, maxChars)),
    )
    .map(([name, text]): FormPart => ({ name: 'files', fileName: name, bytes: encoder.encode(text) }));

const validImport: fc.Arbitrary<Body> = fc
  .oneof(
    { arbitrary: fc.array(textFile(4_000), { minLength: 1, maxLength: 3 }), weight: 6 },
    { arbitrary: fc.array(textFile(20_000), { minLength: 1, maxLength: 20 }), weight: 1 },
  )
  .map((parts) => ({ kind: 'form', parts }));

const hostileFile: fc.Arbitrary<FormPart> = fc
  .tuple(
    fc.oneof(
      fileName(fc.constantFrom('.txt', '.md', '', '.exe', '.txt.exe', '.md\u0000.png', '.')),
      fc.constantFrom(
        '',
        '.txt',
        '../../../etc/passwd.txt',
        'C:\\x\\y.md',
        'a"b.txt',
        'a\r\nb.md',
        '\u0000.txt',
      ),
      fc.tuple(unicodeText, importExtension).map(([name, ext]) => `${name}${ext}`),
      fc.integer({ min: 256, max: 5_000 }).map((length) => `${'n'.repeat(length)}.md`),
    ),
    fc.oneof(
      fc.constant(new Uint8Array(0)),
      fc.uint8Array({ minLength: 1, maxLength: 2_000 }),
      unicodeText.map((text) => encoder.encode(text)),
      fc.constant(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69])),
      fc.constant(new Uint8Array([0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xff, 0xfe])),
      fc.integer({ min: 20_001, max: 30_000 }).map((length) => encoder.encode('w'.repeat(length))),
      fc.constant(new Uint8Array(1_048_577).fill(0x61)),
    ),
    fc.option(fc.constantFrom('text/plain', 'application/octet-stream', 'image/png', ''), { nil: undefined }),
  )
  .map(([name, bytes, type]) => ({
    name: 'files',
    fileName: name,
    bytes,
    ...(type === undefined ? {} : { type }),
  }));

const hostileMultipart: fc.Arbitrary<Labeled<Body>> = fc.oneof(
  fc
    .array(fc.oneof(hostileFile, textFile(500)), { minLength: 1, maxLength: 5 })
    .map((parts) => ({ label: 'multipart:bad-files', value: { kind: 'form', parts } as Body })),
  fc.integer({ min: 21, max: 40 }).map((count) => ({
    label: 'multipart:too-many-files',
    value: {
      kind: 'form',
      parts: Array.from({ length: count }, (_, i) => ({
        name: 'files',
        fileName: `f${i}.txt`,
        bytes: encoder.encode(`file ${i}`),
      })),
    } as Body,
  })),
  fc
    .tuple(
      oddKey,
      fc.oneof(
        unicodeText,
        huge.map((text) => text.slice(0, 200_000)),
      ),
      fc.boolean(),
    )
    .map(([name, value, asFile]) => ({
      label: 'multipart:wrong-field',
      value: {
        kind: 'form',
        parts: [
          asFile ? { name, fileName: 'x.txt', bytes: encoder.encode(value) } : { name: 'files', value },
        ],
      } as Body,
    })),
  fc.constant({ label: 'multipart:no-parts', value: { kind: 'form', parts: [] } as Body }),
  fc
    .tuple(
      fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
    )
    .map(([boundary, junk]) => ({
      label: 'multipart:broken',
      value: {
        kind: 'text',
        text: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n${junk}`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      } as Body,
    })),
  fc.string({ unit: 'binary', maxLength: 300 }).map((junk) => ({
    label: 'multipart:no-boundary',
    value: { kind: 'text', text: junk, contentType: 'multipart/form-data' } as Body,
  })),
);

// ---------------------------------------------------------------------------------------------------------------
// Path, query, auth, method

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
const hostileWireValue: fc.Arbitrary<WireValue> = fc.oneof(
  rawPathGarbage.map((raw) => ({ raw })),
  fc.oneof(unicodeText, fc.string({ unit: 'binary', maxLength: 300 })).map((text) => ({ text })),
);

const hostileQuery: fc.Arbitrary<Array<[string, WireValue]>> = fc.array(
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

const hostileAuth: fc.Arbitrary<AuthKind> = fc.constantFrom(
  'none',
  'garbage-bearer',
  'malformed-jwt',
  'tampered-signature',
  'alg-none',
  'basic',
  'other-role',
);
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

// ---------------------------------------------------------------------------------------------------------------
// Cases of one route

/** Half valid, half hostile requests for `route`. */
export function caseArbitrary(route: RouteDefinition, hints: Hints): fc.Arbitrary<FuzzCase> {
  const method = route.method.toUpperCase();
  const request = route.request ?? {};
  const ownAuth: AuthKind = route.auth === 'admin' ? 'admin' : 'user';
  const streamable = Object.values(route.responses).some(
    (spec) => !(spec instanceof z.ZodType) && spec.kind === 'json-or-event-stream',
  );
  const accept: fc.Arbitrary<string | undefined> = streamable
    ? fc.constantFrom(
        'text/event-stream',
        'application/json',
        undefined,
        'text/event-stream, application/json',
      )
    : fc.constant(undefined);
  const paramNames = request.params ? Object.keys(request.params.shape) : [];

  const validParams: fc.Arbitrary<Record<string, WireValue>> = request.params
    ? fc.oneof(
        {
          arbitrary: fc.nat().map((known) => Object.fromEntries(paramNames.map((name) => [name, { known }]))),
          weight: 4,
        },
        {
          arbitrary: validArbitrary(request.params, hints).map((value) =>
            Object.fromEntries(
              Object.entries(value as Record<string, string>).map(([k, v]) => [k, { text: v }]),
            ),
          ),
          weight: 1,
        },
      )
    : fc.constant({});
  // A query value the server handed out (a cursor, a message id) for two thirds of those keys; generated otherwise.
  const queryKeys = request.query ? Object.keys(request.query.shape) : [];
  const validQuery: fc.Arbitrary<Array<[string, WireValue]>> = request.query
    ? fc
        .tuple(
          validArbitrary(request.query, hints),
          fc.array(fc.nat(2), { minLength: queryKeys.length, maxLength: queryKeys.length }),
        )
        .map(([value, modes]) => {
          const pairs: Array<[string, WireValue]> = [];
          const entries = value as Record<string, unknown>;
          queryKeys.forEach((key, i) => {
            const mode = serverKnownQueryKeys.includes(key) ? (modes[i] ?? 0) : 0;
            if (mode === 1) pairs.push([key, { known: i }]);
            else if (mode === 2 || key in entries)
              pairs.push([key, mode === 2 ? { known: i + 1 } : { text: String(entries[key]) }]);
          });
          return pairs;
        })
    : fc.constant([]);

  const multipart = request.bodyMediaType === 'multipart/form-data';
  // A multipart body's files have no JSON form: its JSON bodies are of its shape only.
  const validBodyValue = request.body && !multipart ? validArbitrary(request.body, hints) : undefined;
  const validBody: fc.Arbitrary<Body> = multipart
    ? validImport
    : validBodyValue
      ? validBodyValue.map((value): Body => ({ kind: 'json', value }))
      : fc.constant({ kind: 'none' });

  const valid = fc.record({ params: validParams, query: validQuery, body: validBody, accept }).map(
    ({ params, query, body, accept }): FuzzCase => ({
      valid: true,
      label: 'valid',
      method,
      params,
      query,
      auth: ownAuth,
      ...(accept ? { accept } : {}),
      body,
    }),
  );

  // Hostile: one part of an otherwise valid request.
  const jsonBase = validBodyValue ?? (request.body ? shapedArbitrary(request.body, hints) : fc.constant({}));
  const bodyKeys = request.body instanceof z.ZodObject ? Object.keys(request.body.shape) : [];
  const hostileBodies: Array<fc.WeightedArbitrary<Labeled<Body>>> = [
    {
      arbitrary: anyJson.map((value) => ({ label: 'body:any-json', value: { kind: 'json', value } as Body })),
      weight: 2,
    },
    {
      arbitrary: brokenJsonText(jsonBase).map((text) => ({
        label: 'body:invalid-json',
        value: { kind: 'text', text, contentType: 'application/json' } as Body,
      })),
      weight: 2,
    },
    { arbitrary: deepNesting.map((value) => ({ label: 'body:deep-nesting', value })), weight: 1 },
    {
      arbitrary: fc.tuple(jsonBase, contentTypes).map(([value, contentType]) => ({
        label: 'body:content-type',
        value: { kind: 'text', text: JSON.stringify(value) ?? '', contentType } as Body,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
        label: 'body:binary',
        value: { kind: 'bytes', bytes, contentType: 'application/json' } as Body,
      })),
      weight: 1,
    },
    { arbitrary: hostileMultipart, weight: multipart ? 8 : 1 },
  ];
  if (request.body && !multipart)
    hostileBodies.push({ arbitrary: mutatedJson(jsonBase, bodyKeys), weight: 8 });
  if (multipart) {
    hostileBodies.push({
      arbitrary: fc.constant({ label: 'body:none', value: { kind: 'none' } as Body }),
      weight: 1,
    });
  }
  if (request.body && !multipart) {
    hostileBodies.push({
      arbitrary: fc.constant({ label: 'body:none', value: { kind: 'none' } as Body }),
      weight: 1,
    });
  }
  const hostileBody = fc.oneof(...hostileBodies);

  type Part = 'body' | 'params' | 'query' | 'auth' | 'method' | 'accept';
  const parts: Array<fc.WeightedArbitrary<Part>> = [
    // Routes without a body get bodies too: a body where none is expected must not matter.
    { arbitrary: fc.constant('body'), weight: request.body ? 10 : 3 },
    { arbitrary: fc.constant('query'), weight: request.query ? 4 : 1 },
    { arbitrary: fc.constant('auth'), weight: 2 },
    { arbitrary: fc.constant('method'), weight: 1 },
  ];
  if (request.params) parts.push({ arbitrary: fc.constant('params'), weight: 5 });
  if (streamable) parts.push({ arbitrary: fc.constant('accept'), weight: 1 });

  const hostile = fc
    .record({
      part: fc.oneof(...parts),
      valid,
      body: hostileBody,
      params: fc.record(Object.fromEntries(paramNames.map((name) => [name, hostileWireValue]))),
      query: hostileQuery,
      auth: hostileAuth,
      method: fc.constantFrom(...methods.filter((item) => item !== method)),
      accept: fc.oneof(fc.constantFrom('text/event-stream;q=0', '*/*', 'text/*', ''), unicodeText),
    })
    .map(
      ({
        part,
        valid: base,
        body,
        params,
        query,
        auth,
        method: otherMethod,
        accept: otherAccept,
      }): FuzzCase => {
        const hostileCase: FuzzCase = { ...base, valid: false };
        switch (part) {
          case 'body':
            return { ...hostileCase, label: body.label, body: body.value };
          case 'params':
            return { ...hostileCase, label: 'params:hostile', params };
          case 'query':
            return { ...hostileCase, label: 'query:hostile', query };
          case 'auth':
            return { ...hostileCase, label: `auth:${auth}`, auth };
          case 'method':
            return { ...hostileCase, label: 'method:other', method: otherMethod };
          default:
            return { ...hostileCase, label: 'accept:odd', accept: otherAccept };
        }
      },
    );

  return fc.oneof(valid, hostile);
}
