import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface TableProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** The table's caption (its accessible name), shown above it. */
  caption: ReactNode;
  /** Hides the caption visually; screen readers still read it. */
  hideCaption?: boolean;
  children: ReactNode;
}

/**
 * A data table in a scrollable region: on a narrow screen the table scrolls sideways inside its region (which is
 * focusable and named by the caption, so keyboard users can scroll it) instead of widening the page.
 */
export function Table({ caption, hideCaption = false, className, children, ...tableProps }: TableProps) {
  const captionId = `table-caption${useId()}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="ditto-table-region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx('ditto-table', className)} {...tableProps}>
        <caption id={captionId} className={hideCaption ? 'ditto-visually-hidden' : 'ditto-table__caption'}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
