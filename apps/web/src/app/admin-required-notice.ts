import { useToast } from '@ditto/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The `error` query value of `/` after the admin guard turned the user away. */
export const ADMIN_REQUIRED = 'admin_required';

export const ADMIN_REQUIRED_MESSAGE = 'You need administrator access to open that page.';

/**
 * The admin guard sends a non-admin to `/?error=admin_required`. Say so in a notification,
 * then drop the query so a reload or a shared link does not repeat it.
 */
export function useAdminRequiredNotice(): void {
  const { toast } = useToast();
  const navigate = useNavigate();
  // The search of `/` as its route validated it; nothing on any other screen.
  const error = useSearch({ from: '/authed/', shouldThrow: false, select: (search) => search.error ?? null });
  const shown = useRef(false);

  useEffect(() => {
    if (error !== ADMIN_REQUIRED) {
      shown.current = false;
      return;
    }
    // StrictMode runs effects twice; one notification is enough.
    if (shown.current) return;
    shown.current = true;
    toast({ title: ADMIN_REQUIRED_MESSAGE, variant: 'error' });
    void navigate({ to: '/', search: {}, replace: true });
  }, [error, toast, navigate]);
}
