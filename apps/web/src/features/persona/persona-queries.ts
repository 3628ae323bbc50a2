import type { ApiClient, Message, TrainPersonaResponse } from '@ditto/api-client';
import { dataKeys, type PersonaStatus, serverKeys } from '@ditto/data-cache';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';
import { apiErrorCode } from '../../lib/api-errors.ts';

/** Relearns everything (after a model change); the new status goes straight into the cached persona status. */
export function useTrainPersona() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<TrainPersonaResponse>({
    mutationFn: () => api.trainPersona(),
    meta: {
      errorTitle: 'Relearning did not finish',
      // Relearning without knowledge is explained beside its button: no notification repeats it.
      toastOnError: (error) => apiErrorCode(error) !== 'no_knowledge',
    },
    onSuccess: ({ status, progress }) => {
      queryClient.setQueryData<PersonaStatus>(dataKeys.personaStatus(), (old) => ({
        ...status,
        ...(status.activity ? {} : old?.activity ? { activity: old.activity } : {}),
      }));
      queryClient.setQueryData(serverKeys.trainingProgress(), progress);
    },
  });
}

/** Deletes the whole conversation with Ditto. */
export function useClearPersonaMessages() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.clearPersonaMessages(),
    meta: { errorTitle: 'Could not clear the conversation' },
    onSuccess: () => queryClient.setQueryData<Message[]>(dataKeys.personaMessages(), []),
  });
}

export function sendToPersona(api: ApiClient) {
  return (content: string, signal: AbortSignal) => api.sendPersonaMessage(content, { stream: true, signal });
}

/**
 * Asks Ditto one question and waits for the whole reply (the voice page reads it aloud, so there is nothing to
 * stream to). The turn joins the conversation with Ditto like any other.
 */
export function useAskDitto() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api.sendPersonaMessage(question),
    meta: { errorTitle: 'Ditto could not reply' },
    onSuccess: ({ userMessage, reply }) =>
      queryClient.setQueryData<Message[]>(dataKeys.personaMessages(), (old) => [
        ...(old ?? []).filter((message) => message.id !== userMessage.id && message.id !== reply.id),
        userMessage,
        reply,
      ]),
  });
}
