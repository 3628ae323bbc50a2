import { usePersonaStatus } from '@ditto/data-cache';
import { Alert, Button, ConfirmDialog, ProgressBar } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { apiErrorCode } from '../../lib/api-errors.ts';
import { LearningBadge, useTrainingProgress } from './learning.tsx';
import { useTrainPersona } from './persona-queries.ts';
import { TrainedStatus } from './trained-status.tsx';

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * Ditto's learning as one compact bar above the chat: whether it is trained and when, "Up to date" or the changes
 * it is learning by itself, a progress bar only while entries are being made searchable by meaning (they are found
 * by their words meanwhile), "Relearn everything" for after a model change (asked first: it redoes every note), and,
 * only when there is one, why something failed. On a phone the status and a short "Relearn" share one line.
 */
export function TrainingBar() {
  const status = usePersonaStatus();
  const train = useTrainPersona();
  const { data: progress } = useTrainingProgress({ training: train.isPending });
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const { trained } = status.data;
  const changes = progress?.changes ?? status.data.activity?.changesSinceTraining ?? 0;
  const noKnowledge = apiErrorCode(train.error) === 'no_knowledge';
  const hint =
    'Ditto learns every change to your knowledge by itself. Relearn everything after a model change.';

  return (
    <div className="training-bar">
      <p className="training-bar__status" role="status" aria-busy={status.isLoading || train.isPending}>
        {train.isPending ? (
          'Relearning everything you know…'
        ) : trained ? (
          <TrainedStatus status={status.data} changes={changes} />
        ) : changes > 0 || (progress?.total ?? 0) > 0 ? (
          // Learning the first notes, or just learned them while the status is read again.
          <LearningBadge changes={changes} />
        ) : (
          <>
            <span className="badge">Not trained yet</span> Add knowledge and Ditto learns it by itself.
          </>
        )}
      </p>
      <Button
        className="training-bar__action"
        size="sm"
        variant="secondary"
        loading={train.isPending}
        title={hint}
        // The name stays whole where a phone shows only "Relearn".
        aria-label="Relearn everything"
        aria-describedby={hintId}
        onClick={() => setConfirming(true)}
      >
        Relearn<span className="training-bar__more"> everything</span>
      </Button>
      <span id={hintId} className="ditto-visually-hidden">
        {hint}
      </span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Relearn everything?"
        description="Ditto relearns all your notes; it answers meanwhile."
        confirmLabel="Relearn everything"
        onConfirm={() => train.mutate()}
      />
      {progress && progress.pending > 0 ? (
        <ProgressBar
          className="training-bar__full"
          value={progress.embedded}
          max={progress.total}
          label="Making your knowledge searchable"
          valueText={`${progress.embedded} of ${entries(progress.total)} searchable`}
        />
      ) : null}
      {progress && progress.failed > 0 ? (
        <Alert variant="error" className="training-bar__full">
          {entries(progress.failed)} could not be made searchable by meaning
          {progress.lastError ? `: ${progress.lastError}` : ''}. Ditto still finds them by their words;
          relearn everything to retry.
        </Alert>
      ) : null}
      {noKnowledge ? (
        <Alert variant="error" className="training-bar__full">
          Ditto has nothing to learn from yet. <Link to="/my-knowledge">Add some knowledge</Link> first.
        </Alert>
      ) : null}
    </div>
  );
}
