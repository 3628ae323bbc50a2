import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { FieldFrame, useFieldIds } from './field.tsx';

export interface CopyFieldProps {
  label: ReactNode;
  /** The text to copy (e.g. a link), shown read-only so it can also be selected by hand. */
  value: string;
  description?: ReactNode;
  /** The button's text; "Copy" by default ("Copied" for a moment after copying). */
  buttonLabel?: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes `text` to the clipboard; false when the browser refuses (no permission, an insecure page). */
async function writeClipboard(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and insecure pages: copy the selected text of the field.
    if (!fallback) return false;
    fallback.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * A read-only text (such as an invitation link) with a **Copy** button. Copying says so where a screen reader
 * hears it ("Copied"); when the browser refuses, the text is selected and the user is asked to copy it.
 */
export function CopyField({ label, value, description, buttonLabel = 'Copy', className }: CopyFieldProps) {
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useFieldIds({ description }, undefined);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <FieldFrame ids={ids} label={label} description={description} className={className}>
      <div className="ditto-copy-field">
        <input
          ref={inputRef}
          className="ditto-field__input"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          {...ids.controlProps}
        />
        <Button
          variant="secondary"
          onClick={() => {
            void writeClipboard(value, inputRef.current).then((ok) => setState(ok ? 'copied' : 'failed'));
          }}
        >
          {state === 'copied' ? 'Copied' : buttonLabel}
        </Button>
      </div>
      <p className="ditto-copy-field__status" role="status">
        {state === 'copied'
          ? 'Copied to the clipboard.'
          : state === 'failed'
            ? 'Copying is blocked here: the text is selected, copy it with your keyboard.'
            : ''}
      </p>
    </FieldFrame>
  );
}

export interface CopyButtonProps {
  /** The text to copy. */
  value: string;
  /** The button's text; "Copy" by default ("Copied" for a moment after copying). */
  label?: string;
  /** The accessible name when the text alone is ambiguous (e.g. "Copy invitation link for ada@example.com"). */
  'aria-label'?: string;
  className?: string;
}

/** A small **Copy** button for a text that is not shown in a field (e.g. one link per row of a list). */
export function CopyButton({ value, label = 'Copy', 'aria-label': ariaLabel, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={ariaLabel}
        onClick={() => {
          void writeClipboard(value, null).then((ok) => setState(ok ? 'copied' : 'failed'));
        }}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
      </Button>
      <span className="ditto-visually-hidden" role="status">
        {state === 'copied'
          ? 'Copied to the clipboard.'
          : state === 'failed'
            ? 'Copying is blocked here.'
            : ''}
      </span>
    </>
  );
}
