import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

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
  /** Stops the reply being written (Escape, or the Stop button that stands in for Send while `busy`). */
  onStop?: () => void;
  className?: string;
}

/**
 * A message field and a Send button. Enter sends, Shift+Enter starts a new line; the field grows with its text.
 * While a reply is being written, Send becomes Stop (when `onStop` is given) and Escape stops too.
 */
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
  // Stop leaves when the reply ends: if it had the focus, the field takes it (not the page's body).
  const stopFocused = useRef(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const canSend = text.trim() !== '' && !busy;
  const showStop = busy && onStop !== undefined;

  // The field grows with what is typed, or with a placeholder that wraps on a narrow screen (up to the
  // stylesheet's max-height, then it scrolls); measured again when the window's width changes.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const fit = () => {
      field.style.height = '';
      if (field.scrollHeight > field.clientHeight) {
        const { borderTopWidth, borderBottomWidth } = getComputedStyle(field);
        const borders =
          (Number.parseFloat(borderTopWidth) || 0) + (Number.parseFloat(borderBottomWidth) || 0);
        field.style.height = `${field.scrollHeight + borders}px`;
      }
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [text, placeholder]);

  useEffect(() => {
    if (showStop || !stopFocused.current) return;
    stopFocused.current = false;
    fieldRef.current?.focus();
  }, [showStop]);

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
        rows={1}
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
      {/* Two elements, not one that changes: a reused element could be the submit button by the time the browser
          finishes Stop's click, and would send. */}
      {showStop ? (
        <Button
          key="stop"
          variant="secondary"
          className="ditto-composer__button"
          onFocus={() => {
            stopFocused.current = true;
          }}
          onBlur={() => {
            stopFocused.current = false;
          }}
          onClick={() => {
            onStop?.();
            fieldRef.current?.focus();
          }}
        >
          Stop
        </Button>
      ) : (
        <Button
          key="send"
          type="submit"
          className="ditto-composer__button"
          loading={busy}
          aria-disabled={canSend ? undefined : true}
        >
          Send
        </Button>
      )}
    </form>
  );
}
