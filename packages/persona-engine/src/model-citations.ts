import type { SearchHit } from './retrieval/knowledge-index.ts';
import { terms, words } from './retrieval/text.ts';

/** What the model's instructions ask of it, so that its reply can cite the notes it used. */
export const markerInstruction =
  'The notes are numbered. After a sentence that uses a note, put its number in square brackets, like [2].';

/**
 * A note marker, "[2]" or "[1, 3]", with the spaces around it. A match starts only where a run of spaces starts, so
 * a long run costs one pass, not one per space.
 */
const marker = /(?<![ \t])[ \t]*\[(\d{1,2}(?:[ \t]*,[ \t]*\d{1,2})*)\]([ \t]*)/g;
/** A tail that may be the start of a marker: held back until the next piece shows what it is. */
const openTail = /(?<![ \t])[ \t]*(?:\[[\d, \t]*)?$/;
/** Longer than any marker: a tail this long is the model's own text. */
const maxHeld = 24;

/**
 * A model's reply without the note markers it was asked for, and the numbers it marked (complete once the stream
 * has ended). Numbers outside `1..notes` are not markers and stay in the text. A marker is taken out with the
 * spaces before it ("Valparaíso [1]." → "Valparaíso."), or after it where it starts a line.
 */
export function markedNotes(
  stream: AsyncIterable<string>,
  notes: number,
): { stream: AsyncIterable<string>; marked: ReadonlySet<number> } {
  const marked = new Set<number>();
  let lineStart = true; // what was sent so far ends a line (or nothing was sent)
  const strip = (text: string) =>
    text.replace(marker, (found, list: string, after: string, offset: number) => {
      const numbers = list.split(',').map(Number);
      if (!numbers.every((n) => n >= 1 && n <= notes)) return found;
      for (const n of numbers) marked.add(n);
      const startsLine = offset === 0 ? lineStart : text[offset - 1] === '\n';
      return startsLine ? '' : after;
    });
  async function* withoutMarkers() {
    let held = '';
    const send = (text: string) => {
      if (text) lineStart = text.endsWith('\n');
      return text;
    };
    for await (const piece of stream) {
      const text = strip(held + piece);
      const tail = openTail.exec(text);
      const cut = tail && text.length - tail.index <= maxHeld ? tail.index : text.length;
      held = text.slice(cut);
      if (cut > 0) yield send(text.slice(0, cut));
    }
    if (held) yield send(held);
  }
  return { stream: withoutMarkers(), marked };
}

/**
 * The passages a model's finished reply used: those it marked; without markers, those holding what the reply adds
 * to the question (a name, a place, what happened: words found in the passages and not in the question), two such
 * words or one when it adds fewer than three. A reply that begins by not knowing uses none.
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
  if (` ${words(reply).join(' ')} `.startsWith(` ${words(unknown).join(' ')} `)) return [];
  if (marked.size > 0) return passages.filter((_, i) => marked.has(i + 1));
  // The passage's words, not its title's: a reply that only names the subject ("my sister") says nothing of it.
  const held = passages.map((hit) => new Set(terms(hit.passage)));
  const asked = new Set(terms(question));
  const added = new Set(terms(reply).filter((term) => !asked.has(term) && held.some((set) => set.has(term))));
  const needed = Math.min(2, Math.ceil(added.size / 2));
  if (needed === 0) return [];
  return passages.filter((_, i) => [...added].filter((term) => held[i]?.has(term)).length >= needed);
}
