import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

/** A surface that groups related content; compose it with the Card* parts below. */
export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('ditto-card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('ditto-card__header', className)} {...rest} />;
}

export function CardTitle({ className, ...rest }: ComponentProps<'h2'>) {
  return <h2 className={cx('ditto-card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={cx('ditto-card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('ditto-card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('ditto-card__footer', className)} {...rest} />;
}
