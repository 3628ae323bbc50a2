/** Hostile JSON bodies: valid ones with one thing wrong, broken JSON text, deep nesting, wrong content types. */
import fc from 'fast-check';
import { edgeNumberText, huge, oddKey, unicodeText } from './text.ts';
import type { Body, Labeled } from './types.ts';

/** Any JSON at all, whatever the route expects. */
export const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A JSON body with one thing wrong, as text: the text form can hold what `JSON.stringify` cannot (1e309, -0). */
export function mutatedJson(
  valid: fc.Arbitrary<unknown>,
  keys: readonly string[],
): fc.Arbitrary<Labeled<Body>> {
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

/** Arrays or objects nested up to 200,000 deep, closed or not: a recursive parser's stack. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 200_000 }), fc.constantFrom('[', '{"a":'), fc.boolean())
  .map(([depth, open, closed]): Body => {
    const close = open === '[' ? ']' : '}';
    const text = `${open.repeat(depth)}1${closed ? close.repeat(depth) : ''}`;
    return { kind: 'text', text, contentType: 'application/json' };
  });

/** Text that is not JSON: cut short, a BOM before it, junk after it, two values, JavaScript-isms. */
export const brokenJsonText = (valid: fc.Arbitrary<unknown>) =>
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

/** Content types a JSON body may come with that are not (quite) `application/json`. */
export const contentTypes = fc.constantFrom(
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
