import { Button } from '@ditto/ui';
import type { Speech } from '../../lib/speech.ts';

/**
 * One button that starts and stops reading: "Listen" while idle, "Stop" while loading or speaking. Which text
 * it reads is named by `label` (e.g. "Listen to Ditto's latest reply"), so several can share a page.
 */
export function ListenButton({
  speech,
  active,
  label,
  onListen,
  disabled,
  ariaLabel,
  variant = 'primary',
}: {
  speech: Speech;
  /** Whether this button started what is playing now. */
  active: boolean;
  label: string;
  onListen: () => void;
  disabled?: boolean;
  /** The accessible name when `label` alone is ambiguous on the page (several "Try" buttons). */
  ariaLabel?: string;
  variant?: 'primary' | 'secondary';
}) {
  if (active && speech.state !== 'idle') {
    return (
      <Button
        variant="secondary"
        onClick={speech.stop}
        aria-busy={speech.state === 'loading' || undefined}
        {...(ariaLabel ? { 'aria-label': `Stop: ${ariaLabel}` } : {})}
      >
        {speech.state === 'loading' ? 'Stop (loading audio…)' : 'Stop'}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      onClick={onListen}
      disabled={disabled}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {label}
    </Button>
  );
}
