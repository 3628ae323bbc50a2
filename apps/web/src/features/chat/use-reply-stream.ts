import type { Citation, Message } from '@ditto/api-client';
import type { StreamingReply } from '@ditto/ui';
import { useToast } from '@ditto/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../api/api-errors.ts';

/** The events every streamed reply shares (persona, shared persona and Lisa); `done` may carry more. */
export type ReplyEvent<Done extends { message: Message }> =
  | { event: 'user'; data: { message: Message } }
  | { event: 'citations'; data: { citations: Citation[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: Done };

export interface ReplyStreamOptions<Done extends { message: Message }> {
  /** The query holding this conversation's messages; sent and received messages are added to it in place. */
  messagesKey: QueryKey;
  /** Starts the streamed request (`api.send…Message(content, { stream: true, signal })`). */
  send: (content: string, signal: AbortSignal) => AsyncIterable<ReplyEvent<Done>>;
  /** Runs when the reply is complete (e.g. Lisa's "added to your knowledge"). */
  onDone?: (data: Done) => void;
  /** Toast title when a reply fails. */
  errorTitle: string;
}

export interface ReplyStream {
  /** Sends a message; rejects when the turn failed (the server then kept nothing), so the composer gives the text back. */
  send: (content: string) => Promise<void>;
  /** The reply arriving now, or null. */
  streaming: StreamingReply | null;
  busy: boolean;
  /** Stops the reply being written; the conversation then shows what the server kept. */
  stop: () => void;
}

function appendMessage(message: Message) {
  return (old: Message[] | undefined) =>
    old?.some((existing) => existing.id === message.id) ? old : [...(old ?? []), message];
}

/**
 * Sends a message and follows the streamed reply: the user message, the sources, the text as it comes,
 * then the reply. Both messages go straight into the cached conversation, so nothing is fetched again.
 * Leaving the screen closes the stream.
 */
export function useReplyStream<Done extends { message: Message }>({
  messagesKey,
  send,
  onDone,
  errorTitle,
}: ReplyStreamOptions<Done>): ReplyStream {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [streaming, setStreaming] = useState<StreamingReply | null>(null);
  const [busy, setBusy] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const sendMessage = useCallback(
    async (content: string) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setBusy(true);
      try {
        for await (const item of send(content, controller.signal)) {
          if (item.event === 'user') {
            queryClient.setQueryData<Message[]>(messagesKey, appendMessage(item.data.message));
            setStreaming({ content: '' });
          } else if (item.event === 'citations') {
            setStreaming((current) => ({ content: current?.content ?? '', citations: item.data.citations }));
          } else if (item.event === 'delta') {
            setStreaming((current) => ({ ...current, content: (current?.content ?? '') + item.data.text }));
          } else if (item.event === 'done') {
            queryClient.setQueryData<Message[]>(messagesKey, appendMessage(item.data.message));
            onDone?.(item.data);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(apiErrorMessage(error));
        toast({ title: errorTitle, description: apiErrorMessage(error), variant: 'error' });
        // Reload to show exactly what the server kept (or that the conversation is gone, e.g. access revoked).
        void queryClient.invalidateQueries({ queryKey: messagesKey, exact: true });
        // The server stores a turn only once the reply is complete, so a failed turn kept nothing: the composer
        // gets the text back.
        throw error;
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setStreaming(null);
          setBusy(false);
        }
      }
    },
    [messagesKey, send, onDone, errorTitle, queryClient, toast],
  );

  const stop = useCallback(() => {
    if (!controllerRef.current) return;
    controllerRef.current.abort();
    void queryClient.invalidateQueries({ queryKey: messagesKey, exact: true });
  }, [messagesKey, queryClient]);

  return { send: sendMessage, streaming, busy, stop };
}
