import type { Message } from '@ditto/api-client';
import type { StreamingReply } from '@ditto/ui';
import { useToast } from '@ditto/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, logUnexpected } from '../../lib/api-errors.ts';
import type { ReplyEvent } from './reply-event.ts';
import { smoothReply } from './smooth-reply.ts';

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
  /** What the user just sent, shown at once until the server confirms it (its `user` event); null otherwise. */
  pending: string | null;
  /** The reply arriving now (empty `content` until its first words), or null. */
  streaming: StreamingReply | null;
  busy: boolean;
  /**
   * Stops the reply being written; the conversation then shows what the server kept. Before the reply was complete
   * that is nothing of this turn, and `send` rejects so the composer gives the text back; once it was (the words
   * may still be showing), the rest shows at once and the turn stays.
   */
  stop: () => void;
}

function appendMessage(message: Message) {
  return (old: Message[] | undefined) =>
    old?.some((existing) => existing.id === message.id) ? old : [...(old ?? []), message];
}

/**
 * Sends a message and follows the streamed reply. The message shows at once (`pending`) with a reply on its way
 * (`streaming` with no words yet, a typing indicator); then come the stored user message, the sources, the text
 * chunk by chunk as it arrives, and the reply. Both messages go straight into the cached conversation, so nothing
 * is fetched again. Leaving the screen closes the stream.
 */
export function useReplyStream<Done extends { message: Message }>({
  messagesKey,
  send,
  onDone,
  errorTitle,
}: ReplyStreamOptions<Done>): ReplyStream {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [streaming, setStreaming] = useState<StreamingReply | null>(null);
  const [busy, setBusy] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const stoppedRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const sendMessage = useCallback(
    async (content: string) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setBusy(true);
      // Optimistic: the message and a typing indicator show before the request has even left.
      setPending(content);
      setStreaming({ content: '' });
      try {
        // Paced word by word, so a reply written in one go still reads as it arrives.
        for await (const item of smoothReply(send(content, controller.signal), controller.signal)) {
          if (item.event === 'user') {
            queryClient.setQueryData<Message[]>(messagesKey, appendMessage(item.data.message));
            setPending(null);
          } else if (item.event === 'citations') {
            setStreaming((current) => ({ content: current?.content ?? '', citations: item.data.citations }));
          } else if (item.event === 'delta') {
            setStreaming((current) => ({ ...current, content: (current?.content ?? '') + item.data.text }));
          } else if (item.event === 'done') {
            // The stored reply takes the streamed one's place in the same update: never both on screen at once.
            setStreaming(null);
            queryClient.setQueryData<Message[]>(messagesKey, appendMessage(item.data.message));
            onDone?.(item.data);
          }
        }
      } catch (error) {
        // Stopped by the user: the server keeps no unfinished turn, so the composer gets the text back. Left
        // (the screen closed): nothing to give back.
        if (controller.signal.aborted) {
          if (stoppedRef.current === controller) throw error;
          return;
        }
        logUnexpected(error);
        toast({ title: errorTitle, description: apiErrorMessage(error), variant: 'error' });
        // Reload to show exactly what the server kept (or that the conversation is gone, e.g. access revoked).
        void queryClient.invalidateQueries({ queryKey: messagesKey, exact: true });
        // The server stores a turn only once the reply is complete, so a failed turn kept nothing: the composer
        // gets the text back.
        throw error;
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setPending(null);
          setStreaming(null);
          setBusy(false);
        }
      }
    },
    [messagesKey, send, onDone, errorTitle, queryClient, toast],
  );

  const stop = useCallback(() => {
    if (!controllerRef.current) return;
    stoppedRef.current = controllerRef.current;
    controllerRef.current.abort();
    void queryClient.invalidateQueries({ queryKey: messagesKey, exact: true });
  }, [messagesKey, queryClient]);

  return { send: sendMessage, pending, streaming, busy, stop };
}
