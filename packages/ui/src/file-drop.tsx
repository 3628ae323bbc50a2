import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

export interface FileDropProps {
  /** Called with the files dropped or picked. */
  onFiles: (files: File[]) => void;
  /** Accepted types for the picker, e.g. ".txt,.md". */
  accept?: string;
  multiple?: boolean;
  /** The picker button's text. */
  buttonLabel?: string;
  /** What to drop, e.g. "Drop .txt or .md files here". */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A drop zone with a file-picker button (the keyboard way in); `data-dragging` while files hover over it. */
export function FileDrop({
  onFiles,
  accept,
  multiple = true,
  buttonLabel = 'Choose files',
  children,
  disabled = false,
  className,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (!disabled && files.length > 0) onFiles(files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the button is the accessible way
    <div
      className={cx('ditto-file-drop', className)}
      data-dragging={dragging ? '' : undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {children ? <p className="ditto-file-drop__text">{children}</p> : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="ditto-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button variant="secondary" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {buttonLabel}
      </Button>
    </div>
  );
}
