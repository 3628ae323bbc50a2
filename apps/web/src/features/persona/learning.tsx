import { dataKeys, usePersonaStatus } from '@ditto/data-cache';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServerQueries } from '../../lib/use-server-queries.ts';

/** While Ditto learns (or entries wait to be made searchable), the server is asked again this often. */
const pollMs = 1_000;

/** "Up to date", "Learning 1 change…", "Learning 3 changes…". */
export function learningText(changes: number): string {
  return changes === 0 ? 'Up to date' : `Learning ${changes} ${changes === 1 ? 'change' : 'changes'}…`;
}

/**
 * The server's learning progress, asked again while Ditto learns, entries wait for their embeddings or `training`
 * runs. `askServer` false (Home): asked only when the persona status says changes wait, so an up-to-date Home makes
 * no request of its own. When the last change is learned, the persona status (trained, when) is read again.
 */
export function useTrainingProgress({ training = false, askServer = true } = {}) {
  const status = usePersonaStatus();
  const queryClient = useQueryClient();
  const waiting = (status.data.activity?.changesSinceTraining ?? 0) > 0;
  const progress = useQuery({
    ...useServerQueries().trainingProgress(),
    enabled: askServer || waiting,
    refetchInterval: (query) => {
      const data = query.state.data;
      return training || (data?.pending ?? 0) > 0 || (data?.changes ?? 0) > 0 ? pollMs : false;
    },
  });
  const changes = progress.data?.changes;
  const learning = useRef(false);
  useEffect(() => {
    if (changes === undefined) return;
    if (changes === 0 && learning.current) {
      void queryClient.invalidateQueries({ queryKey: dataKeys.personaStatus(), exact: true });
    }
    learning.current = changes > 0;
  }, [changes, queryClient]);
  return progress;
}

/** Changes Ditto has not learned yet: the server's latest count, else the persona status's. */
export function useChangesToLearn(options: { askServer?: boolean } = {}): number {
  const status = usePersonaStatus();
  const { data } = useTrainingProgress(options);
  return data?.changes ?? status.data.activity?.changesSinceTraining ?? 0;
}

/** "Up to date" or "Learning 3 changes…": Ditto learns every change by itself; nothing asks for a retrain. */
export function LearningBadge({ changes }: { changes: number }) {
  return (
    <span className="badge" data-variant={changes === 0 ? 'success' : undefined}>
      {learningText(changes)}
    </span>
  );
}
