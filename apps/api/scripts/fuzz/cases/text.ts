/** Text for the generators: words, any Unicode, characters that have broken text handling, sizes up to megabytes. */
import fc from 'fast-check';

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
export const unicodeText = fc
  .array(fc.oneof({ arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 3 }, trickyChar), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

/** A string of `length` UTF-16 units, quick to make at any size. */
export const sizedText = (min: number, max: number) =>
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
export function textArbitrary(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
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

/** 10 k to 1.1 M characters: past every length limit, and at the top past the 1 MiB body limit. */
export const huge = sizedText(10_000, 1_100_000);

/** Object keys that trip up code treating a parsed body as a plain record. */
export const oddKey = fc.oneof(
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
/** Numbers at the edges of what JSON and doubles hold, as JSON text. */
export const edgeNumberText = fc.constantFrom(
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
