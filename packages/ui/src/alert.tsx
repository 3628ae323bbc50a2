import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';

export type AlertVariant = 'info' | 'success' | 'error';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  variant?: AlertVariant;
  /** The message; nothing is rendered when it is empty. */
  children?: ReactNode;
}

/**
 * An inline message. Errors interrupt (`role="alert"`); information and success wait their turn
 * (`role="status"`, a polite live region), so a confirmation never cuts off what the reader is hearing.
 */
export function Alert({ variant = 'info', children, className, ...rest }: AlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cx('ditto-alert', className)}
      data-variant={variant}
      {...rest}
    >
      {children}
    </div>
  );
}
