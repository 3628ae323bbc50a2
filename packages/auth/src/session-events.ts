import type { KeyValueStorage } from './storage.ts';

/**
 * How the stored session changed without this page asking: `ended` when the provider refused it (a failed refresh,
 * a revoked token) or another tab signed out; `started` when another tab signed in.
 */
export type SessionChange = 'ended' | 'started';

/**
 * Why a session ended without this page asking: `disabled` when the provider said the user is disabled (an
 * administrator did it), `other-tab` when another tab or window signed out, `refused` for any other refusal
 * (signed out everywhere, a revoked or expired refresh token, a deleted user).
 */
export type SessionEndReason = 'disabled' | 'other-tab' | 'refused';

/** `reason` comes with `ended`. */
export type SessionChangeListener = (change: SessionChange, reason?: SessionEndReason) => void;

export function createSessionEvents() {
  const listeners = new Set<SessionChangeListener>();
  return {
    emit(change: SessionChange, reason?: SessionEndReason): void {
      for (const listener of listeners) listener(change, reason);
    },
    subscribe(listener: SessionChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type StorageEventTarget = {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  localStorage?: unknown;
};

/**
 * Another tab's sign-in or sign-out, seen through the browser's `storage` events on the key that names the signed-in
 * user (the page's own writes fire none). Only for the browser's localStorage; elsewhere (memory, cookies, servers)
 * there is nothing to watch.
 */
export function watchOtherTabs(
  storage: KeyValueStorage,
  lastUserKey: string,
  emit: (change: SessionChange, reason?: SessionEndReason) => void,
): void {
  const target = globalThis as Partial<StorageEventTarget>;
  let local: unknown;
  try {
    local = target.localStorage;
  } catch {
    return; // storage disabled by the browser's settings
  }
  if (typeof target.addEventListener !== 'function' || local !== storage) return;
  target.addEventListener('storage', (event) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.storageArea !== local || (event.key !== null && event.key !== lastUserKey)) return;
    if (event.newValue === event.oldValue) return;
    if (event.newValue) emit('started');
    else emit('ended', 'other-tab');
  });
}
