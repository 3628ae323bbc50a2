import type { KnowledgeEntry } from '@ditto/contract';
import type { SentenceEncoder, Vector } from './encoder.ts';
import { toSnippet } from './text.ts';

/** A paragraph of an entry: the unit that is embedded, searched and quoted. */
export interface Chunk {
  entryId: string;
  /** Position of the paragraph in its entry. */
  index: number;
  title: string;
  /** The Markdown heading the paragraph sits under, if any: context for the encoder, never quoted. */
  heading?: string;
  text: string;
}

const headingLine = /^#{1,6}\s+(.*)$/;

/**
 * Splits an entry into paragraphs (blank-line separated); an entry with no text is one empty paragraph. Markdown
 * headings are not paragraphs of their own: a reply that quoted "## Morning" would say only "Morning". Each
 * paragraph keeps the heading above it.
 */
export function chunkEntry(entry: Pick<KnowledgeEntry, 'id' | 'title' | 'content'>): Chunk[] {
  const chunks: Chunk[] = [];
  let heading: string | undefined;
  for (const paragraph of entry.content.split(/\n\s*\n/)) {
    const lines = paragraph.trim().split('\n');
    const text: string[] = [];
    for (const line of lines) {
      const title = headingLine.exec(line.trim())?.[1]?.trim();
      if (title === undefined) text.push(line);
      else if (text.length === 0) heading = title || undefined;
      else text.push(title); // a heading inside a paragraph's text stays, as words
    }
    const joined = text.join('\n').trim();
    if (joined === '') continue;
    chunks.push({
      entryId: entry.id,
      index: chunks.length,
      title: entry.title,
      ...(heading ? { heading } : {}),
      text: joined,
    });
  }
  return chunks.length > 0 ? chunks : [{ entryId: entry.id, index: 0, title: entry.title, text: '' }];
}

/**
 * What the encoder reads for a paragraph: the title (and heading) give a paragraph its subject ("Tomás. He is a
 * doctor", "Coffee habits. Morning. Three espressos").
 */
export function embeddingText(chunk: Chunk): string {
  const subject = chunk.heading ? `${chunk.title}. ${chunk.heading}` : chunk.title;
  return chunk.text ? `${subject}. ${chunk.text}` : subject;
}

/** Each entry's paragraph vectors, in order, from one call to the encoder. */
export async function embedEntries(
  encoder: Pick<SentenceEncoder, 'embed'>,
  entries: ReadonlyArray<Pick<KnowledgeEntry, 'id' | 'title' | 'content'>>,
): Promise<Vector[][]> {
  const texts = entries.map(embeddingTexts);
  const vectors = await encoder.embed(texts.flat());
  let next = 0;
  return texts.map((paragraphs) => {
    const start = next;
    next += paragraphs.length;
    return vectors.slice(start, next);
  });
}

/** The texts to embed for an entry, one per paragraph, in order. */
export function embeddingTexts(entry: Pick<KnowledgeEntry, 'id' | 'title' | 'content'>): string[] {
  return chunkEntry(entry).map(embeddingText);
}

const passageLength = 600;
/** How much less close to the question than the best paragraph another may be and still be said beside it. */
const besideBest = 0.2;

/**
 * What a reply says of an entry: its paragraph that matched best and, when one is nearly as close to the question
 * (`closeness`, by paragraph), the closest other, in the note's order; the best alone when the two run past
 * `passageLength`. A note often answers in the paragraph beside the one that matched best ("Erik is four years
 * older…" beside "he drove me to the airport"); an unrelated paragraph of the same note is not said.
 */
export function passageOf(chunks: readonly Chunk[], closeness: readonly number[], best: number): string {
  const text = (chunk: Chunk | undefined) => toSnippet(chunk ? chunk.text || chunk.title : '', passageLength);
  const bar = (closeness[best] ?? 0) - besideBest;
  const next = chunks
    .filter((chunk) => chunk.index !== best && (closeness[chunk.index] ?? 0) >= bar)
    .reduce<Chunk | undefined>(
      (closest, chunk) =>
        !closest || (closeness[chunk.index] ?? 0) > (closeness[closest.index] ?? 0) ? chunk : closest,
      undefined,
    );
  const alone = text(chunks[best]);
  if (!next) return alone;
  const both = [chunks[best], next]
    .sort((a, b) => (a?.index ?? 0) - (b?.index ?? 0))
    .map(text)
    .join(' ');
  return both.length <= passageLength ? both : alone;
}
