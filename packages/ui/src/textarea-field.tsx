import type { ComponentProps } from 'react';
import { FieldFrame, type FieldTextProps, useFieldIds } from './field.tsx';

export interface TextareaFieldProps extends FieldTextProps, Omit<ComponentProps<'textarea'>, 'children'> {}

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
  const ids = useFieldIds({ id, description, error }, describedBy);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={textareaProps.required}
      className={className}
    >
      <textarea
        className="ditto-field__input ditto-field__textarea"
        {...ids.controlProps}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
