import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type AuthState, type AuthStore, authSelectors } from '../store.ts';

const AuthContext = createContext<AuthStore | null>(null);

export interface AuthProviderProps {
  store: AuthStore;
  /** Restore a stored session on mount (default true). */
  initOnMount?: boolean;
  children?: ReactNode;
}

/** Provides an auth store to `useAuth()`; restores the stored session on mount. */
export function AuthProvider({ store, initOnMount = true, children }: AuthProviderProps) {
  useEffect(() => {
    if (initOnMount) void store.init();
  }, [store, initOnMount]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export type UseAuthValue = AuthState &
  Omit<AuthStore, 'getState' | 'subscribe'> & {
    email: string;
    displayName: string;
    isAdmin: boolean;
    organization: string;
  };

/** The auth state, its derived values and the store's actions; re-renders on every state change. */
export function useAuth(): UseAuthValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(() => {
    const { getState: _getState, subscribe: _subscribe, ...actions } = store;
    return {
      ...state,
      ...actions,
      email: authSelectors.email(state),
      displayName: authSelectors.displayName(state),
      isAdmin: authSelectors.isAdmin(state),
      organization: authSelectors.organization(state),
    };
  }, [store, state]);
}
