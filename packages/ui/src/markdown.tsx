import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { cx } from './cx.ts';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The Markdown text. */
  children: string;
  /**
   * The level a `#` heading of the text takes, so the text's headings fit under the page's own (e.g. 4 inside an
   * entry whose title is an h3); 1 by default. Deeper headings follow, down to h6.
   */
  headingLevel?: HeadingLevel;
}

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

// Links open beside the app; react-markdown renders no raw HTML (skipHtml) and drops unsafe URLs (javascript:).
const link: Components['a'] = ({ node: _node, ...props }) => (
  <a {...props} target="_blank" rel="noopener noreferrer" />
);

// Text typed in a textarea or imported from a .txt file means a line break where it has one, not a run-on line.
const remarkPlugins = [remarkBreaks];

const componentsByLevel = new Map<HeadingLevel, Components>();

/** The components of a text whose `#` headings start at `level`. */
function componentsFor(level: HeadingLevel): Components {
  let components = componentsByLevel.get(level);
  if (!components) {
    components = { a: link };
    for (const [index, tag] of TAGS.entries()) {
      const Tag = TAGS[Math.min(index + level - 1, TAGS.length - 1)] ?? 'h6';
      components[tag] = ({ node: _node, ...props }) => <Tag {...props} />;
    }
    componentsByLevel.set(level, components);
  }
  return components;
}

/**
 * Markdown as the chat shows replies (react-markdown: lists, emphasis, code, links): a single line break kept as
 * a break (remark-breaks), no raw HTML, unsafe URLs dropped, links opening in a new tab, themed. For text the user wrote, such as a knowledge entry.
 */
export function Markdown({ children, headingLevel = 1, className, ...rest }: MarkdownProps) {
  return (
    <div className={cx('ditto-markdown', className)} {...rest}>
      <ReactMarkdown components={componentsFor(headingLevel)} remarkPlugins={remarkPlugins} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
