/** Multipart bodies for the knowledge import: text files as the route takes them, and every way to get them wrong. */
import fc from 'fast-check';
import { huge, oddKey, sizedText, unicodeText } from './text.ts';
import type { Body, FormPart, Labeled } from './types.ts';

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

/** What the import takes: mostly a few small text files, now and then up to 20 larger ones. */
export const validImport: fc.Arbitrary<Body> = fc
  .oneof(
    { arbitrary: fc.array(textFile(4_000), { minLength: 1, maxLength: 3 }), weight: 6 },
    { arbitrary: fc.array(textFile(20_000), { minLength: 1, maxLength: 20 }), weight: 1 },
  )
  .map((parts) => ({ kind: 'form', parts }));

/** A file with a bad name, bad bytes (invalid UTF-8, a BOM, over the size limits) or an odd media type. */
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

/** Bad files, too many files, wrong fields, no parts, a broken or missing boundary. */
export const hostileMultipart: fc.Arbitrary<Labeled<Body>> = fc.oneof(
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
