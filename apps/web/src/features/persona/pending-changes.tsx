import type { PersonaStatus } from '@ditto/data-cache';

/** "1 change not yet learned", "3 changes not yet learned". */
export function pendingChangesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} not yet learned`;
}

/**
 * Knowledge added, edited or deleted since Ditto was last trained: its trained profile does not know it yet, so a
 * retrain is due. Nothing when there is none, or before the first training (then everything is still to learn).
 */
export function PendingChanges({ status }: { status: PersonaStatus }) {
  const count = status.trained ? (status.activity?.changesSinceTraining ?? 0) : 0;
  if (count === 0) return null;
  return (
    <span className="badge" data-pending-changes={count}>
      {pendingChangesText(count)}
    </span>
  );
}
