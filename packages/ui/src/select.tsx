import { Label } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled native `<select>`: the platform's own picker is the most accessible one on phones and with screen
 * readers, so this only adds the label, help text and error the other fields have.
 */
export function SelectField({
  label,
  options,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? `select${generatedId}`;
  const descriptionId = description ? `${selectId}-description` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('ditto-field', className)} data-invalid={error ? '' : undefined}>
      <Label.Root className="ditto-field__label" htmlFor={selectId}>
        {label}
      </Label.Root>
      {description ? (
        <p id={descriptionId} className="ditto-field__description">
          {description}
        </p>
      ) : null}
      <select
        id={selectId}
        className="ditto-field__input ditto-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="ditto-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
