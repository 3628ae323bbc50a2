// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from './service.ts';
import { createAuthStore } from './store.ts';
import { answeringFetch, makeTokens, POOL } from './testing/provider-responses.ts';

const lastUserKey = `CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`;
const nowSec = () => Math.floor(Date.now() / 1000);

/** What the browser fires in this tab when another tab of the same origin writes localStorage. */
function otherTabWrites(key: string | null, oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

function signedInStore() {
  const provider = answeringFetch((operation) =>
    operation === 'InitiateAuth'
      ? { body: { AuthenticationResult: makeTokens(nowSec(), 3600, 'ada') } }
      : operation === 'GetUser'
        ? { body: { UserAttributes: [{ Name: 'email', Value: 'ada@example.com' }] } }
        : { body: {} },
  );
  // Tokens in the browser's localStorage, as in the app.
  const service = createAuthService({ ...POOL, fetch: provider.fetch });
  return createAuthStore(service);
}

describe('another tab', () => {
  afterEach(() => localStorage.clear());

  it("signing out ends this tab's session", async () => {
    const store = signedInStore();
    await store.signIn({ username: 'ada@example.com', password: 'Secret-123' });
    const ended = vi.fn();
    store.onSessionEnded(ended);

    localStorage.clear(); // the other tab's sign-out, as this tab's storage now holds it
    otherTabWrites(lastUserKey, 'ada', null);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("signing in signs this tab in with that session, and other keys' changes are ignored", async () => {
    const store = signedInStore();
    // The other tab's sign-in writes the shared localStorage; this tab's store has not looked yet.
    await signedInStore().signIn({ username: 'ada@example.com', password: 'Secret-123' });
    expect(store.getState().isAuthenticated).toBe(false);

    otherTabWrites('some-other-key', null, 'x');
    expect(store.getState().isAuthenticated).toBe(false);
    otherTabWrites(lastUserKey, null, 'ada');
    await vi.waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
  });
});
