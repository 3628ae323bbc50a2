import type { KnowledgeEntry } from '@ditto/api-client';
import { Button, Markdown } from '@ditto/ui';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';

/** Entries longer than this (characters or lines) start folded, where the page cannot measure them. */
const LONG_CHARACTERS = 280;
const LONG_LINES = 4;

/**
 * True when the text, shown folded, does not fit: measured on screen while folded (kept while unfolded), else
 * judged by its length (a test's DOM has no layout).
 */
function useOverflowing(ref: RefObject<HTMLElement | null>, content: string, expanded: boolean): boolean {
  const guess = content.length > LONG_CHARACTERS || content.split('\n').length > LONG_LINES;
  const [measured, setMeasured] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => {
      if (element.scrollHeight === 0) return setMeasured(null);
      setMeasured(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, content, expanded]);
  return measured ?? guess;
}

const openingHeading = /^\s*#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*(?:\n|$)/;
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The text to show under the entry's title: without an opening heading that only repeats that title (a note
 * written as "# Packing list" under the title "Packing list"), so the heading shows once.
 */
export function contentUnderTitle(entry: Pick<KnowledgeEntry, 'title' | 'content'>): string {
  const heading = openingHeading.exec(entry.content);
  if (!heading || comparable(heading[1] ?? '') !== comparable(entry.title)) return entry.content;
  return entry.content.slice(heading[0].length).replace(/^\s*\n/, '');
}

/**
 * An entry's text as the Markdown it is written in (headings under the entry's own title), folded to a few lines
 * when long, with a button that shows it all and folds it again.
 */
export function EntryContent({ entry }: { entry: KnowledgeEntry }) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const content = contentUnderTitle(entry);
  const overflowing = useOverflowing(ref, content, expanded);
  return (
    <>
      <div
        ref={ref}
        id={id}
        className="entry__content"
        data-expanded={expanded ? '' : undefined}
        data-overflowing={overflowing ? '' : undefined}
      >
        <Markdown headingLevel={4}>{content}</Markdown>
      </div>
      {overflowing || expanded ? (
        <Button
          variant="ghost"
          size="sm"
          className="entry__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${expanded ? 'Show less' : 'Show full entry'}: ${entry.title}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show full entry'}
        </Button>
      ) : null}
    </>
  );
}
