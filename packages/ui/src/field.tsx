import { Label } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

/** What every labelled form control shows around itself. */
export interface FieldTextProps {
  label: ReactNode;
  /** Help text under the label, linked to the control with `aria-describedby`. */
  description?: ReactNode;
  /** Error text; when present the control is marked `aria-invalid` and described by it. */
  error?: ReactNode;
}

interface FieldIds {
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** Spread on the control: its id and the accessibility wiring to the description and error. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/** Ids for a control and its texts; a caller's own `aria-describedby` is kept first. */
export function useFieldIds(
  { id, description, error }: { id?: string | undefined; description?: ReactNode; error?: ReactNode },
  describedBy: string | undefined,
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    descriptionId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedByIds,
    },
  };
}

/** The label, help text and error around one control, wired by `useFieldIds`. */
export function FieldFrame({
  ids,
  label,
  description,
  error,
  required,
  className,
  children,
}: FieldTextProps & {
  ids: FieldIds;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx('ditto-field', className)} data-invalid={error ? '' : undefined}>
      <Label.Root className="ditto-field__label" htmlFor={ids.controlId}>
        {label}
        {required ? (
          <span className="ditto-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </Label.Root>
      {description ? (
        <p id={ids.descriptionId} className="ditto-field__description">
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} className="ditto-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
