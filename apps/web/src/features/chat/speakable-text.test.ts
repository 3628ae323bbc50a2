import { describe, expect, it } from 'vitest';
import { speakableText } from './speakable-text.ts';

describe('speakableText', () => {
  it('reads emphasis, links and code as their words', () => {
    expect(
      speakableText('Steam is **hot** and *fast*, see [the museum](https://example.com) or `run_engine()`.'),
    ).toBe('Steam is hot and fast, see the museum or run_engine().');
  });

  it('drops headings, quotes, bullets and rules but keeps the lines', () => {
    expect(speakableText('## Parts\n\n> Note this\n\n- coal\n- water\n1. fire\n\n---\n\nDone')).toBe(
      'Parts\n\nNote this\n\ncoal\nwater\nfire\n\nDone',
    );
  });

  it('keeps what fenced code says, and words with underscores and stars as written', () => {
    expect(speakableText('Run:\n```sh\nmake steam\n```\nthen check snake_case_name and 2 * 3 * 4')).toBe(
      'Run:\nmake steam\nthen check snake_case_name and 2 * 3 * 4',
    );
    expect(speakableText('An _important_ point, ~~not~~ that.')).toBe('An important point, not that.');
  });

  it('reads plain text unchanged', () => {
    expect(speakableText('A healthy beehive needs a laying queen.')).toBe(
      'A healthy beehive needs a laying queen.',
    );
  });
});
