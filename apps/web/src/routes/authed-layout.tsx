import { useAuth } from '@ditto/auth/react';
import { AppDataProvider } from '@ditto/data-cache';
import { Button } from '@ditto/ui';
import { Link, Outlet, useLocation, useRouteContext } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useAdminRequiredNotice } from '../app/admin-required-notice.ts';
import { useSignOut } from '../lib/use-sign-out.ts';

/** The signed-in screens, in navigation order. */
const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/my-knowledge', label: 'My knowledge' },
  { to: '/ditto', label: 'Ditto' },
  { to: '/sharing', label: 'Sharing' },
  { to: '/lisa', label: 'Lisa' },
  { to: '/settings', label: 'Settings' },
  { to: '/elevenlabs', label: 'Voice' },
] as const;

/** Every signed-in screen: the data layer its route loaded, around the main layout. */
export function AuthedLayout() {
  const data = useRouteContext({ strict: false, select: (context) => context.data });
  if (!data) throw new Error('The signed-in layout renders only below the route that loads the data layer');
  return (
    // AppDataProvider also provides its QueryClient to TanStack Query's hooks.
    <AppDataProvider cache={data.dataCache}>
      <MainLayout />
    </AppDataProvider>
  );
}

/** The main layout of every signed-in screen: navigation, the user and sign-out, then the screen. */
function MainLayout() {
  const auth = useAuth();
  const { signOut, signingOut } = useSignOut();
  const pathname = useLocation({ select: (location) => location.pathname });
  // On a phone the menu covers the page: it belongs to the path it was opened on, so picking a screen closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const who = auth.displayName || auth.email;
  useAdminRequiredNotice();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          Ditto
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="app-header__menu-button"
          ref={menuButtonRef}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          Menu
        </Button>
        <nav id={navId} className="app-nav" aria-label="Main" data-open={menuOpen ? '' : undefined}>
          <ul className="app-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="app-nav__link"
                  activeOptions={{ exact: item.to === '/' }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            {auth.isAdmin ? (
              <li>
                <Link to="/admin" className="app-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Admin
                </Link>
              </li>
            ) : null}
          </ul>
          <div className="app-header__user">
            {who ? <span className="app-header__name">{who}</span> : null}
            <Button variant="secondary" size="sm" loading={signingOut} onClick={signOut}>
              Sign out
            </Button>
          </div>
        </nav>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
