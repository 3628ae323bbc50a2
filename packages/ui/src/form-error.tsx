import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';

export interface FormErrorProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The message to announce; nothing is rendered when it is empty. */
  children?: ReactNode;
}

/** A form-level error, announced to assistive technology as soon as it appears. */
export function FormError({ children, className, ...rest }: FormErrorProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div role="alert" className={cx('ditto-form-error', className)} {...rest}>
      {children}
    </div>
  );
}
