import type { ComponentProps } from 'react';
import { FieldFrame, type FieldTextProps, useFieldIds } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldTextProps, Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
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
  const ids = useFieldIds({ id, description, error }, describedBy);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={selectProps.required}
      className={className}
    >
      <select className="ditto-field__input ditto-select" {...ids.controlProps} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
