import type { ApiClient, Share, SharesResponse } from '@ditto/api-client';
import { dataKeys } from '@ditto/data-cache';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';

/** Sharing queries live under the app's data keys, so a sign-out clears them with the rest. */
export const sharingKeys = {
  all: [...dataKeys.all, 'sharing'] as const,
  shares: () => [...sharingKeys.all, 'shares'] as const,
  personaMessages: (ownerId: string) => [...sharingKeys.all, 'personaMessages', ownerId] as const,
};

type SharePages = InfiniteData<SharesResponse>;

/** The people I share my Ditto with, newest first, a page at a time. */
export function sharesOptions(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: sharingKeys.shares(),
    queryFn: ({ pageParam }) => api.listShares(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });
}

/** Every loaded page's shares, in order. */
export function loadedShares(pages: SharePages | undefined): Share[] {
  return pages?.pages.flatMap((page) => page.shares) ?? [];
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
      // The newest share heads the first page.
      queryClient.setQueryData<SharePages>(sharingKeys.shares(), (old) =>
        old?.pages[0]
          ? {
              ...old,
              pages: [{ ...old.pages[0], shares: [share, ...old.pages[0].shares] }, ...old.pages.slice(1)],
            }
          : old,
      );
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
      queryClient.setQueryData<SharePages>(sharingKeys.shares(), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                shares: page.shares.filter((item) => item.id !== share.id),
              })),
            }
          : old,
      );
    },
  });
}

export function sendToSharedPersona(api: ApiClient, ownerId: string) {
  return (content: string, signal: AbortSignal) =>
    api.sendSharedPersonaMessage(ownerId, content, { stream: true, signal });
}
