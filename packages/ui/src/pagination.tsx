import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

export interface PaginationProps {
  /** Names the navigation landmark, e.g. "Pages of users". */
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Where the reader is, e.g. "Page 2"; announced politely when it changes. */
  status?: ReactNode;
  /** While the next page loads the buttons stay focusable but ignore presses. */
  loading?: boolean;
  className?: string;
}

/** Previous / Next paging for cursor-paged lists (no page count needed). */
export function Pagination({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  status,
  loading = false,
  className,
}: PaginationProps) {
  return (
    <nav className={cx('ditto-pagination', className)} aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hasPrevious}
        aria-disabled={loading || undefined}
        onClick={loading ? undefined : onPrevious}
      >
        Previous
      </Button>
      <span className="ditto-pagination__status" role="status">
        {status}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hasNext}
        aria-disabled={loading || undefined}
        onClick={loading ? undefined : onNext}
      >
        Next
      </Button>
    </nav>
  );
}
