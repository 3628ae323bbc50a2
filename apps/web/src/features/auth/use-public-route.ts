import { type AlertVariant, useToast } from '@ditto/ui';
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { safeRedirectTarget } from '../../lib/safe-redirect.ts';
import { notice } from './notice.ts';

export type PublicPath = '/login' | '/signup' | '/confirm-account' | '/forgot-password' | '/password-reset';

/** Only the `redirect` of the public search travels between the public screens (an email is set per link). */
export function carriedSearch(search: { redirect?: string }): { redirect?: string } {
  return search.redirect ? { redirect: search.redirect } : {};
}

/** What a public screen needs from its route: its search, the auth store and the ways on. */
export function usePublicRoute(from: PublicPath) {
  const search = useSearch({ from });
  const { auth } = useRouteContext({ from });
  const router = useRouter();
  const { toast } = useToast();
  const carried = carriedSearch(search);

  /** Opens another public screen for `email`, handing it `message` to show. */
  function handOver(to: PublicPath, email: string, message: string, variant?: AlertVariant) {
    return router.navigate({ to, search: { ...carried, email }, state: notice(message, variant) });
  }

  /** Enters the app where the user was heading (same-origin only), announcing `title`. */
  function enterApp(title: string) {
    toast({ title, variant: 'success' });
    return router.navigate({ href: safeRedirectTarget(search.redirect), replace: true });
  }

  return { search, auth, handOver, enterApp };
}
