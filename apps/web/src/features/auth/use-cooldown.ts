import { useCallback, useEffect, useState } from 'react';

/** Seconds to wait before another confirmation code can be requested (keeps users clear of rate limits). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A countdown in whole seconds: `start()` begins it, `remaining` is 0 when the action is allowed again. */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, start };
}
