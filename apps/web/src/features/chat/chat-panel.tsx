import type { Message } from '@ditto/api-client';
import { messageLimits } from '@ditto/contract';
import {
  Button,
  type ChatCitation,
  ChatComposer,
  ChatThread,
  ConfirmDialog,
  Menu,
  Skeleton,
  type StreamingReply,
} from '@ditto/ui';
import { type ReactNode, useState } from 'react';
import { type LoadEarlierMessages, useEarlierMessages } from './use-earlier-messages.ts';

export interface ChatPanelProps {
  /** Who answers ("Ditto", "Lisa", the owner's name). */
  assistantName: string;
  /** A heading for the conversation, beside its menu. */
  title?: ReactNode;
  messages: readonly Message[];
  /** True until the conversation has loaded for the first time. */
  loading: boolean;
  streaming: StreamingReply | null;
  busy: boolean;
  onSend: (content: string) => Promise<void>;
  /** Stops the reply being written (Escape in the composer). */
  onStop?: () => void;
  composerLabel: string;
  placeholder?: string;
  empty: ReactNode;
  renderCitation?: (citation: ChatCitation) => ReactNode;
  renderAfter?: (message: Message) => ReactNode;
  /** Loads the page before a message; given, a full conversation offers "Show earlier messages". */
  loadEarlier?: LoadEarlierMessages;
  /** Clears the conversation after a confirmation; omitted when the user may not clear it. */
  onClear?: () => void;
  clearing?: boolean;
}

/** A conversation screen's body: the thread, the composer, and a menu to clear the conversation (asked first). */
export function ChatPanel({
  assistantName,
  title,
  messages,
  loading,
  streaming,
  busy,
  onSend,
  onStop,
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
  return (
    <section className="chat-panel" aria-label={`Conversation with ${assistantName}`}>
      {title ? <h2 className="section-title chat-panel__title">{title}</h2> : null}
      {onClear ? (
        <div className="chat-panel__toolbar">
          {clearing ? <span className="muted">Clearing…</span> : null}
          <Menu
            label="Conversation options"
            items={[
              {
                label: 'Clear conversation…',
                danger: true,
                disabled: messages.length === 0 || busy || clearing,
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
      <div className="chat-panel__thread">
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
              streaming={streaming}
              empty={empty}
              {...(renderCitation ? { renderCitation } : {})}
              {...(renderAfter ? { renderAfter } : {})}
            />
          </>
        )}
      </div>
      <ChatComposer
        label={composerLabel}
        {...(placeholder ? { placeholder } : {})}
        onSend={onSend}
        busy={busy}
        maxLength={messageLimits.contentMax}
        {...(onStop ? { onStop } : {})}
        autoFocus
      />
    </section>
  );
}
