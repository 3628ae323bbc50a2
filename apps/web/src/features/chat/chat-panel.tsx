import type { Citation, Message } from '@ditto/api-client';
import { messageLimits } from '@ditto/contract';
import {
  Button,
  ChatComposer,
  ChatThread,
  ConfirmDialog,
  Menu,
  Skeleton,
  useToastClearance,
} from '@ditto/ui';
import { type ReactNode, useRef, useState } from 'react';
import { ListenToReply, useReplySpeech } from './reply-speech.tsx';
import { type LoadEarlierMessages, useEarlierMessages } from './use-earlier-messages.ts';
import type { ReplyStream } from './use-reply-stream.ts';
import './chat.css';

export interface ChatPanelProps {
  /** Who answers ("Ditto", "Lisa", the owner's name). */
  assistantName: string;
  /** The screen's heading (its h1), beside the conversation's menu. */
  title: ReactNode;
  /** Before the heading, on its line (e.g. a link back). */
  before?: ReactNode;
  /** Under the heading, kept compact: a status bar, a line about the conversation, a notice. */
  intro?: ReactNode;
  messages: readonly Message[];
  /** True until the conversation has loaded for the first time. */
  loading: boolean;
  /** The conversation's sending and streaming (`useReplyStream`). */
  reply: ReplyStream;
  composerLabel: string;
  placeholder?: string;
  empty: ReactNode;
  renderCitation?: (citation: Citation) => ReactNode;
  renderAfter?: (message: Message) => ReactNode;
  /** Loads the page before a message; given, a full conversation offers "Show earlier messages". */
  loadEarlier?: LoadEarlierMessages;
  /** Clears the conversation after a confirmation; omitted when the user may not clear it. */
  onClear?: () => void;
  clearing?: boolean;
}

/**
 * A conversation screen that fills the window like a chat app: a compact header, the thread as the page's one
 * scrolling area, and the composer pinned under it. The composer comes first in the document (the stylesheet puts
 * it at the bottom), so Tab reaches it right after the header instead of crossing every reply's buttons and
 * sources; the thread follows it. Every reply can be copied and listened to.
 */
export function ChatPanel({
  assistantName,
  title,
  before,
  intro,
  messages,
  loading,
  reply,
  composerLabel,
  placeholder,
  empty,
  renderCitation,
  renderAfter,
  loadEarlier,
  onClear,
  clearing = false,
}: ChatPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const earlier = useEarlierMessages(messages, loadEarlier);
  const speech = useReplySpeech();
  const composerRef = useRef<HTMLDivElement>(null);
  useToastClearance(composerRef);
  return (
    <div className="page chat-page">
      <div className="chat-page__header">
        <div className="chat-page__heading">
          {before}
          <h1 className="page__title chat-page__title">{title}</h1>
          {onClear ? (
            <div className="chat-page__options">
              {clearing ? <span className="muted">Clearing…</span> : null}
              <Menu
                label="Conversation options"
                items={[
                  {
                    label: 'Clear conversation…',
                    danger: true,
                    disabled: messages.length === 0 || reply.busy || clearing,
                    onSelect: () => setConfirming(true),
                  },
                ]}
              />
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Clear this conversation?"
                description={`Every message with ${assistantName} will be deleted. This cannot be undone.`}
                confirmLabel="Clear conversation"
                confirmVariant="danger"
                onConfirm={onClear}
              />
            </div>
          ) : null}
        </div>
        {intro}
      </div>
      <section className="chat-panel" aria-label={`Conversation with ${assistantName}`}>
        <div className="chat-panel__composer" ref={composerRef}>
          <ChatComposer
            label={composerLabel}
            {...(placeholder ? { placeholder } : {})}
            onSend={reply.send}
            busy={reply.busy}
            maxLength={messageLimits.contentMax}
            onStop={reply.stop}
            autoFocus
          />
        </div>
        <div className="chat-panel__thread">
          <div className="chat-panel__column">
            {loading && messages.length === 0 ? (
              <Skeleton lines={4} label="Loading the conversation" />
            ) : (
              <>
                {earlier.hasMore ? (
                  <div className="chat-panel__earlier">
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={earlier.loading}
                      onClick={() => void earlier.loadMore()}
                    >
                      Show earlier messages
                    </Button>
                  </div>
                ) : null}
                <ChatThread
                  label={`Messages with ${assistantName}`}
                  messages={earlier.all}
                  assistantName={assistantName}
                  pending={reply.pending}
                  streaming={reply.streaming}
                  empty={empty}
                  renderActions={(message) => <ListenToReply message={message} speech={speech} />}
                  {...(renderCitation ? { renderCitation } : {})}
                  {...(renderAfter ? { renderAfter } : {})}
                />
              </>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
