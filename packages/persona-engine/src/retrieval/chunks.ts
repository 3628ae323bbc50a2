import type { KnowledgeEntry } from '@ditto/contract';
import { sliceWhole } from './text.ts';

/** A paragraph of an entry: the unit that is embedded, searched and quoted. */
export interface Chunk {
  entryId: string;
  /** Position of the paragraph in its entry. */
  index: number;
  title: string;
  text: string;
}

const snippetLength = 280;

/** Splits an entry into paragraphs (blank-line separated); an entry with no text is one empty paragraph. */
export function chunkEntry(entry: Pick<KnowledgeEntry, 'id' | 'title' | 'content'>): Chunk[] {
  const paragraphs = entry.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (paragraphs.length > 0 ? paragraphs : ['']).map((text, index) => ({
    entryId: entry.id,
    index,
    title: entry.title,
    text,
  }));
}

/** What the encoder reads for a paragraph: the title gives a paragraph its subject ("Tomás. He is a doctor"). */
export function embeddingText(chunk: Chunk): string {
  return chunk.text ? `${chunk.title}. ${chunk.text}` : chunk.title;
}

/** The texts to embed for an entry, one per paragraph, in order. */
export function embeddingTexts(entry: Pick<KnowledgeEntry, 'id' | 'title' | 'content'>): string[] {
  return chunkEntry(entry).map(embeddingText);
}

export function toSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= snippetLength) return flat;
  const cut = flat.lastIndexOf(' ', snippetLength - 1);
  return `${sliceWhole(flat, cut > 0 ? cut : snippetLength - 1)}…`;
}
