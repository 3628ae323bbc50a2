import { Alert, ProgressBar } from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { useServerQueries } from '../api/use-server-queries.ts';

/** While entries wait to be learned, the server is asked again this often. */
const pollMs = 1_000;

/** The server's count of learned (embedded) entries; polled while some wait or training runs. */
export function useTrainingProgress(training: boolean) {
  return useQuery({
    ...useServerQueries().trainingProgress(),
    refetchInterval: (query) => (training || (query.state.data?.pending ?? 0) > 0 ? pollMs : false),
  });
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * How much of the owner's knowledge Ditto has learned: a progress bar while entries are being learned (they
 * answer by their words meanwhile), and why entries could not be learned.
 */
export function TrainingProgress({ training }: { training: boolean }) {
  const { data } = useTrainingProgress(training);
  if (!data || data.total === 0) return null;
  const { total, embedded, pending, failed, lastError } = data;
  return (
    <div className="training__progress">
      {pending > 0 ? (
        <ProgressBar
          value={embedded}
          max={total}
          label="Learning your knowledge"
          valueText={`${embedded} of ${entries(total)}`}
        />
      ) : (
        <p className="training__learned">
          {failed > 0 ? `${embedded} of ${entries(total)} learned.` : `All ${entries(total)} learned.`}
        </p>
      )}
      {failed > 0 ? (
        <Alert variant="error">
          {entries(failed)} could not be learned{lastError ? `: ${lastError}` : ''}. Ditto still finds them by
          their words; train again to retry.
        </Alert>
      ) : null}
    </div>
  );
}
