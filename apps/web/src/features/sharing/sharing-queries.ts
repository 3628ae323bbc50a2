import type { ApiClient, Share, SharesResponse } from '@ditto/api-client';
import { serverKeys } from '@ditto/data-cache';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context.tsx';

type SharePages = InfiniteData<SharesResponse>;

/** Every loaded page's shares, in order. */
export function loadedShares(pages: SharePages | undefined): Share[] {
  return pages?.pages.flatMap((page) => page.shares) ?? [];
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
      queryClient.setQueryData<SharePages>(serverKeys.shares(), (old) =>
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
      queryClient.setQueryData<SharePages>(serverKeys.shares(), (old) =>
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
