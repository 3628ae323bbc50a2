import { usePersonaStatus } from '@ditto/data-cache';
import { Alert, Button, ProgressBar } from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { apiErrorCode } from '../../lib/api-errors.ts';
import { useServerQueries } from '../../lib/use-server-queries.ts';
import { useTrainPersona } from './persona-queries.ts';
import { changesNotLearned, TrainedStatus } from './trained-status.tsx';

/** While entries wait to be made searchable, the server is asked again this often. */
const pollMs = 1_000;

/** The server's count of entries searchable by meaning (embedded); polled while some wait or training runs. */
export function useTrainingProgress(training: boolean) {
  return useQuery({
    ...useServerQueries().trainingProgress(),
    refetchInterval: (query) => (training || (query.state.data?.pending ?? 0) > 0 ? pollMs : false),
  });
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * Ditto's training as one compact bar above the chat: whether it is trained and when (and the changes it has not
 * learned yet), the button that trains or retrains it, a progress bar only while entries are being made searchable
 * by meaning (they are found by their words meanwhile), and, only when there is one, why something failed.
 * "Learned" speaks of the trained persona alone, so the bar never says both "not learned" and "all learned".
 */
export function TrainingBar() {
  const status = usePersonaStatus();
  const train = useTrainPersona();
  const { data: progress } = useTrainingProgress(train.isPending);
  const hintId = useId();
  const { trained } = status.data;
  const noKnowledge = apiErrorCode(train.error) === 'no_knowledge';
  const hint = 'Ditto learns from everything in your knowledge. Retrain after you add or change entries.';

  return (
    <div className="training-bar">
      <p className="training-bar__status" role="status" aria-busy={status.isLoading || train.isPending}>
        {train.isPending ? (
          'Training Ditto on your knowledge…'
        ) : trained ? (
          <TrainedStatus status={status.data} />
        ) : (
          <>
            <span className="badge">Not trained yet</span> Train Ditto to start chatting.
          </>
        )}
      </p>
      <Button
        className="training-bar__action"
        size="sm"
        variant={trained && changesNotLearned(status.data) === 0 ? 'secondary' : 'primary'}
        loading={train.isPending}
        title={hint}
        aria-describedby={hintId}
        onClick={() => train.mutate()}
      >
        {trained ? 'Retrain Ditto' : 'Train Ditto'}
      </Button>
      <span id={hintId} className="ditto-visually-hidden">
        {hint}
      </span>
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
          {progress.lastError ? `: ${progress.lastError}` : ''}. Ditto still finds them by their words; train
          again to retry.
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
