import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

export interface ChatCitation {
  entryId: string;
  title: string;
  snippet: string;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: ChatCitation[] | undefined;
}

/** The reply being written right now (streamed): its text so far and the sources it draws on. */
export interface StreamingReply {
  content: string;
  citations?: ChatCitation[] | undefined;
}

export interface ChatThreadProps {
  messages: readonly ChatMessage[];
  /** Who answers, e.g. "Ditto" or "Lisa". */
  assistantName: string;
  /** The reply arriving now, shown after the messages; null when none. */
  streaming?: StreamingReply | null;
  /** How a citation appears (e.g. a link to the knowledge entry); its title by default. */
  renderCitation?: (citation: ChatCitation) => ReactNode;
  /** Shown when there are no messages and nothing is streaming. */
  empty?: ReactNode;
  /** Extra content under one message (e.g. "Added to your knowledge"). */
  renderAfter?: (message: ChatMessage) => ReactNode;
  className?: string;
  /** The accessible name of the conversation. */
  label: string;
}

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function Citations({
  citations,
  renderCitation,
}: {
  citations: readonly ChatCitation[];
  renderCitation: (citation: ChatCitation) => ReactNode;
}) {
  if (citations.length === 0) return null;
  return (
    <div className="ditto-chat__citations">
      <p className="ditto-chat__citations-title">Sources</p>
      <ul>
        {citations.map((citation) => (
          <li key={citation.entryId}>{renderCitation(citation)}</li>
        ))}
      </ul>
    </div>
  );
}

// Links in replies open beside the app; react-markdown renders no raw HTML and drops unsafe URLs (javascript:).
const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/** What was said: the user's words as typed, a reply as the Markdown it is written in (lists, emphasis, code). */
function MessageContent({ role, content }: { role: ChatMessage['role']; content: string }) {
  if (role === 'user') return <div className="ditto-chat__content">{content}</div>;
  return (
    <div className="ditto-chat__content ditto-chat__content--markdown">
      <Markdown components={markdownComponents} skipHtml>
        {content}
      </Markdown>
    </div>
  );
}

/** Copies a reply's text, and says so where a screen reader hears it. */
function CopyButton({ content }: { content: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ditto-chat__copy"
      onClick={() => {
        navigator.clipboard?.writeText(content).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}

/**
 * A conversation: a list inside a `role="log"` (new messages are announced politely), the streamed reply marked
 * `aria-busy` until it is complete (so it is read once, whole), and scrolled to the newest message.
 */
export function ChatThread({
  messages,
  assistantName,
  streaming = null,
  renderCitation = (citation) => citation.title,
  empty,
  renderAfter,
  className,
  label,
}: ChatThreadProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const streamedLength = streaming?.content.length ?? 0;

  // Follow the conversation as it grows (each new message and each streamed chunk).
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, streamedLength]);

  if (messages.length === 0 && !streaming && empty) {
    return <div className={cx('ditto-chat', className)}>{empty}</div>;
  }

  return (
    <div className={cx('ditto-chat', className)} role="log" aria-label={label} aria-live="polite">
      {/* The log is the wrapper: `role="log"` on the <ol> itself would strip its list semantics from the items. */}
      <ol className="ditto-chat__list">
        {messages.map((message) => (
          <li key={message.id} className="ditto-chat__message" data-role={message.role}>
            <p className="ditto-chat__meta">
              <span className="ditto-chat__author">{message.role === 'user' ? 'You' : assistantName}</span>{' '}
              <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
            </p>
            <MessageContent role={message.role} content={message.content} />
            <Citations citations={message.citations ?? []} renderCitation={renderCitation} />
            {message.role === 'assistant' ? <CopyButton content={message.content} /> : null}
            {renderAfter?.(message)}
          </li>
        ))}
        {streaming ? (
          <li className="ditto-chat__message" data-role="assistant" data-streaming="" aria-busy="true">
            <p className="ditto-chat__meta">
              <span className="ditto-chat__author">{assistantName}</span>{' '}
              <span className="ditto-chat__typing">is replying…</span>
            </p>
            {/* Plain text while it streams: half a Markdown construct would flicker as it completes. */}
            <div className="ditto-chat__content ditto-chat__content--streaming">{streaming.content}</div>
            <Citations citations={streaming.citations ?? []} renderCitation={renderCitation} />
          </li>
        ) : null}
      </ol>
      <div ref={endRef} />
    </div>
  );
}

export interface ChatComposerProps {
  /** The text field's label, e.g. "Message Ditto". */
  label: string;
  placeholder?: string;
  /** Sends the trimmed text; the field clears at once and gets it back if `onSend` rejects. */
  onSend: (content: string) => Promise<void> | void;
  /** True while a reply is coming: sending waits (the field stays editable). */
  busy?: boolean;
  maxLength?: number;
  /** Focus the field on mount. */
  autoFocus?: boolean;
  /** Stops the reply being written (Escape while `busy`). */
  onStop?: () => void;
  className?: string;
}

/** A message field and a Send button. Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  label,
  placeholder,
  onSend,
  busy = false,
  maxLength,
  autoFocus = false,
  onStop,
  className,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const canSend = text.trim() !== '' && !busy;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const content = text.trim();
    if (!content || busy) return;
    setText('');
    try {
      await onSend(content);
    } catch {
      // Nothing the user wrote is lost: the text comes back to the field.
      setText((current) => current || content);
    }
    fieldRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && busy && onStop) {
      event.preventDefault();
      onStop();
    }
  }

  return (
    <form className={cx('ditto-composer', className)} onSubmit={send}>
      <label className="ditto-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={fieldRef}
        className="ditto-field__input ditto-composer__input"
        value={text}
        rows={2}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noAutofocus: the chat screens exist to type a message
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="ditto-visually-hidden">
        Enter sends, Shift+Enter starts a new line{onStop ? ', Escape stops a reply being written' : ''}.
      </p>
      <Button type="submit" loading={busy} aria-disabled={canSend ? undefined : true}>
        Send
      </Button>
    </form>
  );
}
