import type { ComponentProps } from 'react';
import { FieldFrame, type FieldTextProps, useFieldIds } from './field.tsx';

export interface TextareaFieldProps extends FieldTextProps, Omit<ComponentProps<'textarea'>, 'children'> {
  /**
   * Shows "1,234 / 20,000 characters" under the field, marked (`data-over`) once the text is longer. Unlike
   * `maxLength`, nothing typed or pasted is cut off: the form decides what to do with a text that is too long.
   */
  characterLimit?: number;
}

/** Thousands separated the same way on every machine, so a count reads the same as the limit. */
const formatCount = (count: number) => count.toLocaleString('en-US');

/** A labelled `<textarea>`, the multi-line sibling of `TextField`. */
export function TextareaField({
  label,
  description,
  error,
  id,
  className,
  characterLimit,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds({ id, description, error }, describedBy);
  const countId = `${ids.controlId}-count`;
  const length = typeof textareaProps.value === 'string' ? textareaProps.value.length : null;
  const counted = characterLimit !== undefined && length !== null;
  const over = counted && length > characterLimit;
  const controlProps = counted
    ? {
        ...ids.controlProps,
        'aria-describedby': [ids.controlProps['aria-describedby'], countId].filter(Boolean).join(' '),
      }
    : ids.controlProps;
  return (
    <FieldFrame
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={textareaProps.required}
      className={className}
    >
      <textarea className="ditto-field__input ditto-field__textarea" {...controlProps} {...textareaProps} />
      {counted ? (
        <p id={countId} className="ditto-field__count" data-over={over ? '' : undefined}>
          {formatCount(length)} / {formatCount(characterLimit)} characters
          {over ? ` (${formatCount(length - characterLimit)} too many)` : ''}
        </p>
      ) : null}
    </FieldFrame>
  );
}
