import type { Message } from '@ditto/api-client';
import { messageLimits } from '@ditto/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** Loads the page of a conversation just before the message `before` (oldest first). */
export type LoadEarlierMessages = (before: string) => Promise<Message[]>;

type Earlier = { anchor: string; messages: Message[]; more: boolean };

/**
 * The older pages of a conversation whose newest page is `messages` (the API sends the newest 100). A full page may
 * have older messages before it. Earlier pages belong to the page they were loaded before: when its first message
 * changes (cleared, or reloaded further on) they are dropped, so no gap or duplicate can appear.
 */
export function useEarlierMessages(messages: readonly Message[], load: LoadEarlierMessages | undefined) {
  const [loaded, setLoaded] = useState<Earlier | null>(null);
  const anchor = messages[0]?.id;
  const earlier = loaded && loaded.anchor === anchor ? loaded : null;
  const more = earlier ? earlier.more : messages.length >= messageLimits.pageSizeDefault;
  const fetchPage = useMutation<Message[], Error, string>({
    mutationFn: (before) => (load ? load(before) : Promise.resolve([])),
    meta: { errorTitle: 'Could not load earlier messages' },
  });

  const loadMore = async () => {
    const before = (earlier?.messages[0] ?? messages[0])?.id;
    if (!before || !anchor) return;
    const page = await fetchPage.mutateAsync(before).catch(() => null);
    if (!page) return;
    setLoaded({
      anchor,
      messages: [...page, ...(earlier?.messages ?? [])],
      more: page.length >= messageLimits.pageSizeDefault,
    });
  };

  return {
    all: earlier ? [...earlier.messages, ...messages] : messages,
    hasMore: load !== undefined && more,
    loading: fetchPage.isPending,
    loadMore,
  };
}
