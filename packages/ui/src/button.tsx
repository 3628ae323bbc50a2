import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks until the work is done. */
  loading?: boolean;
  /** Renders the single child (e.g. a link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  disabled,
  className,
  type,
  onClick,
  children,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const classes = cx('ditto-button', className);
  const shared = {
    className: classes,
    'data-variant': variant,
    'data-size': size,
    'aria-busy': loading || undefined,
  };
  if (asChild) {
    return (
      <Slot.Root {...shared} {...rest} aria-disabled={ariaDisabled} onClick={onClick}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      {...shared}
      {...rest}
      type={type ?? 'button'}
      disabled={disabled}
      aria-disabled={loading || ariaDisabled || undefined}
      // A busy button ignores clicks (no double submits) without leaving the tab order.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="ditto-spinner" aria-hidden="true" /> : null}
      <span className="ditto-button__label">{children}</span>
    </button>
  );
}
