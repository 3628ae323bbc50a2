import type { ApiClient, Share } from '@ditto/api-client';
import { dataKeys } from '@ditto/data-cache';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';

/** Sharing queries live under the app's data keys, so a sign-out clears them with the rest. */
export const sharingKeys = {
  all: [...dataKeys.all, 'sharing'] as const,
  shares: () => [...sharingKeys.all, 'shares'] as const,
  personaMessages: (ownerId: string) => [...sharingKeys.all, 'personaMessages', ownerId] as const,
};

/** The people I share my Ditto with, newest first. */
export function sharesOptions(api: ApiClient) {
  return queryOptions({ queryKey: sharingKeys.shares(), queryFn: () => api.listShares(), staleTime: 30_000 });
}

/** My conversation with a persona someone shares with me. */
export function sharedPersonaMessagesOptions(api: ApiClient, ownerId: string) {
  return queryOptions({
    queryKey: sharingKeys.personaMessages(ownerId),
    queryFn: () => api.getSharedPersonaMessages(ownerId),
    staleTime: 30_000,
    // A 404 means the owner stopped sharing: no point asking again.
    retry: false,
  });
}

/** Shares my Ditto with an email; the form shows refusals itself (invalid, mine, already shared). */
export function useCreateShare() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<Share, Error, string>({
    mutationFn: (email) => api.createShare(email),
    meta: { toastOnError: false },
    onSuccess: (share) => {
      queryClient.setQueryData<Share[]>(sharingKeys.shares(), (old) => [share, ...(old ?? [])]);
    },
  });
}

/** Stops sharing my Ditto with one person. */
export function useRevokeShare() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<void, Error, Share>({
    mutationFn: (share) => api.deleteShare(share.id),
    meta: { errorTitle: 'Could not stop sharing' },
    onSuccess: (_, share) => {
      queryClient.setQueryData<Share[]>(sharingKeys.shares(), (old) =>
        old?.filter((item) => item.id !== share.id),
      );
    },
  });
}

export function sendToSharedPersona(api: ApiClient, ownerId: string) {
  return (content: string, signal: AbortSignal) =>
    api.sendSharedPersonaMessage(ownerId, content, { stream: true, signal });
}
