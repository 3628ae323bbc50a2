import { describe, expect, it } from 'vitest';
import { createEmbeddedProvider } from './embedded.ts';

describe('createEmbeddedProvider', () => {
  it('streams the draft word by word, unchanged', async () => {
    const deltas: string[] = [];
    for await (const delta of createEmbeddedProvider().stream({
      draft: 'I  like tea.\nA lot.',
      messages: [],
    })) {
      deltas.push(delta);
    }
    expect(deltas).toEqual(['I  ', 'like ', 'tea.\n', 'A ', 'lot.']);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const delta of createEmbeddedProvider().stream(
        { draft: 'one two three', messages: [] },
        { signal: controller.signal },
      )) {
        seen.push(delta);
        controller.abort();
      }
    };
    await expect(run()).rejects.toThrow();
    expect(seen).toEqual(['one ']);
  });
});
