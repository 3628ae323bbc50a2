import { type ClassValue, clsx } from 'clsx';

/** Joins class names, skipping falsy values (a thin alias so components share one helper). */
export function cx(...values: ClassValue[]): string {
  return clsx(values);
}
