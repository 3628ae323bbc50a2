// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthService } from '../service.ts';
import { createMemoryStorage } from '../storage.ts';
import { createAuthStore } from '../store.ts';
import { answeringFetch, makeTokens, POOL } from '../testing/provider-responses.ts';
import { AuthProvider, useAuth } from './index.ts';

const USER = 'ada@example.com';

function createStore(storage = createMemoryStorage()) {
  const provider = answeringFetch((operation) => {
    if (operation === 'InitiateAuth') {
      return { body: { AuthenticationResult: makeTokens(Math.floor(Date.now() / 1000), 3600, 'ada') } };
    }
    if (operation === 'GetUser') {
      return {
        body: {
          UserAttributes: [
            { Name: 'email', Value: USER },
            { Name: 'name', Value: 'Ada' },
            { Name: 'custom:is_super', Value: 'true' },
          ],
        },
      };
    }
    return { body: {} };
  });
  const service = createAuthService({
    ...POOL,
    fetch: provider.fetch,
    storage,
    sessionStorage: createMemoryStorage(),
  });
  return createAuthStore(service);
}

function Profile() {
  const auth = useAuth();
  if (auth.isLoading) return <p>loading</p>;
  if (!auth.isAuthenticated) {
    return (
      <button type="button" onClick={() => void auth.signIn({ username: USER, password: 'Secret-123' })}>
        sign in
      </button>
    );
  }
  return (
    <div>
      <p>{`${auth.displayName} <${auth.email}>${auth.isAdmin ? ' admin' : ''}`}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
    </div>
  );
}

function Orphan() {
  useAuth();
  return null;
}

describe('AuthProvider and useAuth', () => {
  afterEach(cleanup);

  it('re-renders through sign-in and sign-out', async () => {
    render(
      <AuthProvider store={createStore()}>
        <Profile />
      </AuthProvider>,
    );
    const signIn = await screen.findByRole('button', { name: 'sign in' });
    await act(async () => signIn.click());
    await waitFor(() => expect(screen.getByText('Ada <ada@example.com> admin')).toBeTruthy());
    await act(async () => screen.getByRole('button', { name: 'sign out' }).click());
    expect(await screen.findByRole('button', { name: 'sign in' })).toBeTruthy();
  });

  it('restores a stored session on mount', async () => {
    const storage = createMemoryStorage();
    await createStore(storage).signIn({ username: USER, password: 'Secret-123' });
    render(
      <AuthProvider store={createStore(storage)}>
        <Profile />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('Ada <ada@example.com> admin')).toBeTruthy());
  });

  it('does not init when told not to', async () => {
    const store = createStore();
    render(
      <AuthProvider store={store} initOnMount={false}>
        <Profile />
      </AuthProvider>,
    );
    expect(store.getState().isLoading).toBe(false);
    expect(screen.getByRole('button', { name: 'sign in' })).toBeTruthy();
  });

  it('refuses use outside a provider', () => {
    expect(() => render(<Orphan />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
