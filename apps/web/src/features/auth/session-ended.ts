import type { SessionEndReason } from '@ditto/auth';
import type { Notice } from './notice.ts';

export const SESSION_ENDED_TITLE = 'You were signed out';
export const SESSION_ENDED_DESCRIPTION = 'Your session ended. Sign in again to go on where you were.';
export const ACCOUNT_DISABLED_TITLE = 'Your account has been disabled';
export const ACCOUNT_DISABLED_DESCRIPTION =
  'An administrator disabled your account, which ended your session. You can sign in again once they enable it.';
export const SIGNED_OUT_ELSEWHERE_DESCRIPTION =
  'You signed out in another tab. Sign in again to go on where you were.';

/**
 * What /login says about a session that ended without the user signing out here (the guard hands it over when it
 * sends them there), so that the screen, not a passing notification, tells them why.
 */
export function sessionEndedNotice(reason: SessionEndReason): Notice & { title: string } {
  switch (reason) {
    case 'disabled':
      return { title: ACCOUNT_DISABLED_TITLE, message: ACCOUNT_DISABLED_DESCRIPTION, variant: 'error' };
    case 'other-tab':
      return { title: SESSION_ENDED_TITLE, message: SIGNED_OUT_ELSEWHERE_DESCRIPTION, variant: 'info' };
    default:
      return { title: SESSION_ENDED_TITLE, message: SESSION_ENDED_DESCRIPTION, variant: 'info' };
  }
}
