import type { ComponentProps } from 'react';
import { FieldFrame, type FieldTextProps, useFieldIds } from './field.tsx';

export interface TextFieldProps extends FieldTextProps, Omit<ComponentProps<'input'>, 'children'> {}

export function TextField({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, description, error }, describedBy);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={inputProps.required}
      className={className}
    >
      <input className="ditto-field__input" {...ids.controlProps} {...inputProps} />
    </FieldFrame>
  );
}
