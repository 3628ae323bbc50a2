import type { PersonaStatus } from '@ditto/data-cache';
import { formatDateTime } from '@ditto/ui';

/**
 * Knowledge added, edited or deleted since Ditto was last trained, which its trained profile does not know yet:
 * 0 when there is none, and before the first training (then everything is still to learn).
 */
export function changesNotLearned(status: PersonaStatus): number {
  return status.trained ? (status.activity?.changesSinceTraining ?? 0) : 0;
}

/** "1 change not yet learned", "3 changes not yet learned". */
export function pendingChangesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} not yet learned`;
}

/** A trained Ditto's status: the badge, when it was trained, and the changes a retrain would learn. */
export function TrainedStatus({ status }: { status: PersonaStatus }) {
  const pending = changesNotLearned(status);
  return (
    <>
      <span className="badge" data-variant="success">
        Trained
      </span>{' '}
      Last trained {formatDateTime(status.lastTrained)}
      {pending > 0 ? (
        <>
          {' '}
          <span className="badge">{pendingChangesText(pending)}</span>
        </>
      ) : null}
    </>
  );
}
