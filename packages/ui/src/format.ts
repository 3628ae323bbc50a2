const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The date, or null for a missing or bad one (formatting an invalid date throws a RangeError). */
function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22 Nov 2026, 14:05" in the user's locale; empty for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? dateTimeFormat.format(date) : '';
}

/** "22 Nov 2026" in the user's locale; empty for a missing or bad date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? dateFormat.format(date) : '';
}
