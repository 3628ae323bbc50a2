import { dataKeys, serverKeys } from '@ditto/data-cache';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After knowledge changed (a note, an import, an answer to Lisa: `added`; an edit or a deletion: `changed`): the
 * knowledge lists are out of date, and so is the persona status, which counts the entries (Home's first step follows
 * it). The status is loaded again when a screen next shows it, not now; Ditto's learning progress at once.
 */
export function invalidateKnowledge(queryClient: QueryClient, change: 'added' | 'changed'): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serverKeys.knowledge() }),
    queryClient.invalidateQueries({ queryKey: dataKeys.personaStatus(), exact: true, refetchType: 'none' }),
    // Ditto starts learning the change: a screen showing its progress asks at once.
    queryClient.invalidateQueries({ queryKey: serverKeys.trainingProgress(), exact: true }),
    // Lisa's replies name the entries they saved: a deleted or renamed one is read afresh on the next visit.
    change === 'changed'
      ? queryClient.invalidateQueries({ queryKey: dataKeys.lisaMessages(), exact: true, refetchType: 'none' })
      : undefined,
  ]);
}
