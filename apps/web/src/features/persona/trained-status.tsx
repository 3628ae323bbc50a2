import type { PersonaStatus } from '@ditto/data-cache';
import { formatDateTime } from '@ditto/ui';
import { LearningBadge } from './learning.tsx';

/**
 * A trained Ditto's status: the badge, when its profile was last built (`.trained-status__when`, which Ditto's bar
 * leaves out on a phone), and whether it is learning changes.
 */
export function TrainedStatus({ status, changes }: { status: PersonaStatus; changes: number }) {
  return (
    <>
      <span className="badge" data-variant="success">
        Trained
      </span>{' '}
      <span className="trained-status__when">Last trained {formatDateTime(status.lastTrained)}</span>{' '}
      <LearningBadge changes={changes} />
    </>
  );
}
