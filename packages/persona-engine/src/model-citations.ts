import type { SearchHit } from './retrieval/knowledge-index.ts';
import { terms, words } from './retrieval/text.ts';

/** What the model's instructions ask of it, so that its reply can cite the notes it used. */
export const markerInstruction =
  'The notes are numbered. After a sentence that uses a note, put its number in square brackets, like [2].';

/** A note marker and the space before it: "[2]" or "[1, 3]". */
const marker = /\s*\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;
/** A tail that may be the start of a marker: held back until the next piece shows what it is. */
const openTail = /\s*(?:\[[\d,\s]*)?$/;

/**
 * A model's reply without the note markers it was asked for, and the numbers it marked (complete once the stream
 * has ended). Numbers outside `1..notes` are not markers and stay in the text.
 */
export function markedNotes(
  stream: AsyncIterable<string>,
  notes: number,
): { stream: AsyncIterable<string>; marked: ReadonlySet<number> } {
  const marked = new Set<number>();
  const strip = (text: string) =>
    text.replace(marker, (found, list: string) => {
      const numbers = list.split(',').map(Number);
      if (!numbers.every((n) => n >= 1 && n <= notes)) return found;
      for (const n of numbers) marked.add(n);
      return '';
    });
  async function* withoutMarkers() {
    let held = '';
    for await (const piece of stream) {
      const text = strip(held + piece);
      const cut = openTail.exec(text)?.index ?? text.length;
      held = text.slice(cut);
      if (cut > 0) yield text.slice(0, cut);
    }
    if (held) yield held;
  }
  return { stream: withoutMarkers(), marked };
}

/**
 * The passages a model's finished reply used: those it marked; without markers, those holding what the reply adds
 * to the question (a name, a place, what happened: words found in the passages and not in the question), two such
 * words or one when it adds fewer than three. A reply that does not know uses none.
 */
export function passagesUsed(
  reply: string,
  {
    passages,
    marked,
    question,
    unknown,
  }: {
    passages: readonly SearchHit[];
    marked: ReadonlySet<number>;
    question: string;
    /** The reply the model is told to give, word for word, when the notes do not answer. */
    unknown: string;
  },
): SearchHit[] {
  if (words(reply).join(' ') === words(unknown).join(' ')) return [];
  if (marked.size > 0) return passages.filter((_, i) => marked.has(i + 1));
  const held = passages.map((hit) => new Set(terms(`${hit.title} ${hit.passage}`)));
  const asked = new Set(terms(question));
  const added = new Set(terms(reply).filter((term) => !asked.has(term) && held.some((set) => set.has(term))));
  const needed = Math.min(2, Math.ceil(added.size / 2));
  if (needed === 0) return [];
  return passages.filter((_, i) => [...added].filter((term) => held[i]?.has(term)).length >= needed);
}
