import { useAuth } from '@ditto/auth/react';
import { useToast } from '@ditto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * Signing out, the same from the header and from settings: end the session, say how it went, go to /login, then
 * drop every cached query (the admin and voice ones too). The cache is cleared after leaving the signed-in screens,
 * so that none of them re-creates a query on the way out.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const result = await auth.signOut();
    toast(
      result.success
        ? { title: result.message, variant: 'success' }
        : { title: result.error, variant: 'error' },
    );
    setSigningOut(false);
    await router.navigate({ to: '/login', replace: true });
    queryClient.clear();
  }

  return { signOut, signingOut };
}
