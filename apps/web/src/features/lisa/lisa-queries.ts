import type { ApiClient, KnowledgeEntry, Message } from '@ditto/api-client';
import { dataKeys } from '@ditto/data-cache';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';

/** Deletes the whole conversation with Lisa (the knowledge made from answers stays); she then greets anew. */
export function useClearLisaMessages() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.clearLisaMessages(),
    meta: { errorTitle: 'Could not clear the conversation' },
    // An empty conversation on the server starts with Lisa's greeting and first question: load it.
    onSuccess: () => queryClient.refetchQueries({ queryKey: dataKeys.lisaMessages(), exact: true }),
  });
}

export function sendToLisa(api: ApiClient) {
  return (content: string, signal: AbortSignal) => api.sendLisaMessage(content, { stream: true, signal });
}

export interface LisaDone {
  message: Message;
  /** One entry per subject told; empty when nothing was kept. */
  createdEntries: KnowledgeEntry[];
}
