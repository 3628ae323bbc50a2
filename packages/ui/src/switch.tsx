import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface SwitchFieldProps
  extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children' | 'asChild'> {
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
}

/** An on/off switch (`role="switch"`, `aria-checked`) with its label; Space and Enter toggle it. */
export function SwitchField({ label, description, id, className, ...rootProps }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? `switch${generatedId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cx('ditto-switch-field', className)}>
      <div className="ditto-switch-field__text">
        <Label.Root className="ditto-field__label" htmlFor={switchId}>
          {label}
        </Label.Root>
        {description ? (
          <p id={descriptionId} className="ditto-field__description">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        className="ditto-switch"
        aria-describedby={descriptionId}
        {...rootProps}
      >
        <SwitchPrimitive.Thumb className="ditto-switch__thumb" />
      </SwitchPrimitive.Root>
    </div>
  );
}
