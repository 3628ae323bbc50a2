import { Label } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Help text under the label, linked to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Error text; when present the input is marked `aria-invalid` and described by it. */
  error?: ReactNode;
}

export function TextField({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `field${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ditto-field', className)} data-invalid={error ? '' : undefined}>
      <Label.Root className="ditto-field__label" htmlFor={inputId}>
        {label}
        {inputProps.required ? (
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
      <input
        id={inputId}
        className="ditto-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="ditto-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
