import type { Citation, Message } from '@ditto/contract';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';
import { formatDateTime } from './format.ts';
import { Markdown } from './markdown.tsx';

/** The reply being written right now (streamed): its text so far and the sources it draws on. */
export interface StreamingReply {
  content: string;
  citations?: Citation[] | undefined;
}

export interface ChatThreadProps {
  messages: readonly Message[];
  /** Who answers, e.g. "Ditto" or "Lisa". */
  assistantName: string;
  /**
   * What the user just sent, shown at once (marked as sending) until the server has it and it is one of
   * `messages`; null when nothing is on its way.
   */
  pending?: string | null;
  /**
   * The reply arriving now, shown after the messages; null when none. Until its first words arrive (empty
   * `content`) it shows a typing indicator.
   */
  streaming?: StreamingReply | null;
  /** How a citation appears (e.g. a link to the knowledge entry); its title by default. */
  renderCitation?: (citation: Citation) => ReactNode;
  /** Shown when there are no messages and nothing is streaming. */
  empty?: ReactNode;
  /** Extra content under one message (e.g. "Added to your knowledge"). */
  renderAfter?: (message: Message) => ReactNode;
  /** More actions beside a reply's Copy button (e.g. Listen). */
  renderActions?: (message: Message) => ReactNode;
  className?: string;
  /** The accessible name of the conversation. */
  label: string;
}

function Citations({
  citations,
  renderCitation,
}: {
  citations: readonly Citation[];
  renderCitation: (citation: Citation) => ReactNode;
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

/** What was said: the user's words as typed, a reply as the Markdown it is written in (lists, emphasis, code). */
function MessageContent({ role, content }: { role: Message['role']; content: string }) {
  if (role === 'user') return <div className="ditto-chat__content">{content}</div>;
  return <Markdown className="ditto-chat__content ditto-chat__content--markdown">{content}</Markdown>;
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

/** How close to the end (px) still counts as reading the newest message, so the thread keeps following. */
const FOLLOW_SLACK_PX = 80;

/** The nearest ancestor that scrolls vertically; null when the page itself scrolls. */
function scrollingAncestor(node: HTMLElement | null): HTMLElement | null {
  for (let element = node?.parentElement ?? null; element; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY === 'auto' || overflowY === 'scroll') return element;
  }
  return null;
}

/**
 * Keeps the newest message in view: always when the user sends (and when the thread first shows), and as a reply
 * grows only while the user is at the end, so someone who scrolled up to read is not pulled back down.
 */
function useFollowEnd(hasLog: boolean, pending: string | null, lastId: string | undefined, grows: number) {
  const endRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const scroller = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!hasLog) return;
    const element = scrollingAncestor(endRef.current);
    scroller.current = element;
    if (!element) return;
    // A reader leaves the end only by scrolling up: a scroll event that lands after the content grew below a
    // scroll to the end (a late reflow) must not count as leaving it, or the growth is never followed.
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (element.scrollTop < lastTop || fromEnd <= FOLLOW_SLACK_PX)
        atEnd.current = fromEnd <= FOLLOW_SLACK_PX;
      lastTop = element.scrollTop;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // The thread's box shrinks (the composer grows, a phone's keyboard opens) or its content reflows: the end stays
    // in view for a reader who was there.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (atEnd.current) element.scrollTop = element.scrollHeight;
          })
        : null;
    observer?.observe(element);
    if (endRef.current?.parentElement) observer?.observe(endRef.current.parentElement);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [hasLog]);

  const toEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    else endRef.current?.scrollIntoView?.({ block: 'end' });
    atEnd.current = true;
  };

  // The thread's first showing, and each message the user sends, bring the end into view.
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (!hasLog) {
      shown.current = false;
      return;
    }
    if (pending !== null || !shown.current) toEnd();
    shown.current = true;
  }, [hasLog, pending]);

  // Each new message and each streamed chunk: followed while the user is at the end.
  useLayoutEffect(() => {
    if (hasLog && atEnd.current) toEnd();
  }, [lastId, grows]);

  return endRef;
}

/** Three dots while the reply has not started: the assistant is "typing". */
function TypingDots() {
  return (
    <span className="ditto-chat__dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

/**
 * A conversation: a list inside a `role="log"` (new messages are announced politely), the user's message shown the
 * moment it is sent, a typing indicator until the reply's first words, the streamed reply marked `aria-busy` until
 * it is complete (so it is read once, whole), and the newest message kept in view.
 */
export function ChatThread({
  messages,
  assistantName,
  pending = null,
  streaming = null,
  renderCitation = (citation) => citation.title,
  empty,
  renderAfter,
  renderActions,
  className,
  label,
}: ChatThreadProps) {
  const showEmpty = messages.length === 0 && !streaming && !pending && empty;
  const endRef = useFollowEnd(
    !showEmpty,
    pending,
    messages.at(-1)?.id,
    (streaming?.content.length ?? -1) + (streaming?.citations?.length ?? 0),
  );

  if (showEmpty) {
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
              <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
            </p>
            <MessageContent role={message.role} content={message.content} />
            <Citations citations={message.citations ?? []} renderCitation={renderCitation} />
            {message.role === 'assistant' ? (
              <div className="ditto-chat__actions">
                <CopyButton content={message.content} />
                {renderActions?.(message)}
              </div>
            ) : null}
            {renderAfter?.(message)}
          </li>
        ))}
        {pending ? (
          // Seen at once; hidden from assistive technology, which announces the message once, when the server
          // has it and it joins the log (announcing this echo too would read it twice).
          <li className="ditto-chat__message" data-role="user" data-pending="" aria-hidden="true">
            <p className="ditto-chat__meta">
              <span className="ditto-chat__author">You</span> <span>Sending…</span>
            </p>
            <div className="ditto-chat__content">{pending}</div>
          </li>
        ) : null}
        {streaming ? (
          <li className="ditto-chat__message" data-role="assistant" data-streaming="" aria-busy="true">
            <p className="ditto-chat__meta">
              <span className="ditto-chat__author">{assistantName}</span>{' '}
              <span className="ditto-chat__typing">is replying…</span>
            </p>
            {streaming.content === '' ? (
              <TypingDots />
            ) : (
              // Plain text while it streams: half a Markdown construct would flicker as it completes.
              <div className="ditto-chat__content ditto-chat__content--streaming">{streaming.content}</div>
            )}
            <Citations citations={streaming.citations ?? []} renderCitation={renderCitation} />
          </li>
        ) : null}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
