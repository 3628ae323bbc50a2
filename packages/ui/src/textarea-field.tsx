import { Label } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  /** Help text under the label, linked to the textarea with `aria-describedby`. */
  description?: ReactNode;
  /** Error text; when present the textarea is marked `aria-invalid` and described by it. */
  error?: ReactNode;
}

/** A labelled `<textarea>`, the multi-line sibling of `TextField`. */
export function TextareaField({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `textarea${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ditto-field', className)} data-invalid={error ? '' : undefined}>
      <Label.Root className="ditto-field__label" htmlFor={inputId}>
        {label}
        {textareaProps.required ? (
          <span className="ditto-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </Label.Root>
      {description ? (
        <p id={descriptionId} className="ditto-field__description">
          {description}
        </p>
      ) : null}
      <textarea
        id={inputId}
        className="ditto-field__input ditto-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...textareaProps}
      />
      {error ? (
        <p id={errorId} className="ditto-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
