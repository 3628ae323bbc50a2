import { useAuth } from '@ditto/auth/react';
import { Button, useToast } from '@ditto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { useState } from 'react';

/** The main layout of every signed-in screen: a header with the user and sign-out, then the screen. */
export function AuthedLayout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const auth = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const who = auth.displayName || auth.email;

  async function handleSignOut() {
    setSigningOut(true);
    const result = await auth.signOut();
    // Spec §4: all cached data is cleared on sign-out.
    queryClient.clear();
    toast(
      result.success
        ? { title: result.message, variant: 'success' }
        : { title: result.error, variant: 'error' },
    );
    setSigningOut(false);
    await router.navigate({ to: '/login', replace: true });
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          Ditto
        </Link>
        <div className="app-header__user">
          {who ? <span className="app-header__name">{who}</span> : null}
          <Button variant="secondary" size="sm" loading={signingOut} onClick={handleSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
