import type { AuthStore } from '@ditto/auth';
import { createToastQueue, type ToastQueue } from '@ditto/ui';

/**
 * The app's notifications. A session that ends on its own (the identity provider refused it, an administrator
 * disabled the account, another tab signed out) fails the requests it cut short, a message being sent included;
 * /login then says why (`sessionEndedNotice`). So until the next sign-in, error toasts, which could only repeat it
 * in jargon ("Authentication refresh failed"), are dropped here, whichever screen or mutation raised them.
 */
export function createAppToastQueue(auth: Pick<AuthStore, 'getSessionEnd'>): ToastQueue {
  const queue = createToastQueue();
  return {
    ...queue,
    toast: (options) =>
      options.variant === 'error' && auth.getSessionEnd() !== null ? '' : queue.toast(options),
  };
}
