import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface SkeletonProps {
  /** How many placeholder lines. */
  lines?: number;
  className?: string;
  /** What is loading, for screen readers (e.g. "Loading your knowledge"). */
  label: string;
}

/** Placeholder lines while content loads; announced once as a busy status, the shapes hidden from assistive tech. */
export function Skeleton({ lines = 3, className, label }: SkeletonProps) {
  return (
    <div className={cx('ditto-skeleton', className)} role="status" aria-busy="true">
      <span className="ditto-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // Identical placeholders that never reorder: the index is their identity.
        <span key={index} className="ditto-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do next, e.g. a button or link. */
  action?: ReactNode;
  className?: string;
}

/** Shown where a list has nothing yet: what it is for and how to fill it. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx('ditto-empty', className)}>
      <p className="ditto-empty__title">{title}</p>
      {description ? <p className="ditto-empty__description">{description}</p> : null}
      {action ? <div className="ditto-empty__action">{action}</div> : null}
    </div>
  );
}
