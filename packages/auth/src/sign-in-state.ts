import type { KeyValueStorage } from './storage.ts';

/** The short-lived state of a sign-in the provider answered with a challenge; it lapses after 3 minutes. */
export interface SignInState {
  username: string;
  challengeName: string;
  session?: string;
  expiresAt: number;
}

export const SIGN_IN_STATE_TTL_MS = 3 * 60 * 1000;

export type SignInStateAction =
  | { type: 'challenged'; username: string; challengeName: string; session?: string; now: number }
  | { type: 'tick'; now: number }
  | { type: 'completed' };

/** Pure reducer of the sign-in state machine. */
export function signInStateReducer(state: SignInState | null, action: SignInStateAction): SignInState | null {
  switch (action.type) {
    case 'challenged':
      return {
        username: action.username,
        challengeName: action.challengeName,
        session: action.session,
        expiresAt: action.now + SIGN_IN_STATE_TTL_MS,
      };
    case 'tick':
      return state && action.now < state.expiresAt ? state : null;
    case 'completed':
      return null;
  }
}

const KEY = 'CognitoSignInState';

/** Keeps the sign-in state in sessionStorage (one tab, gone when it closes), applying the reducer. */
export function createSignInStateStore(storage: KeyValueStorage, now: () => number) {
  const read = (): SignInState | null => {
    try {
      return JSON.parse(storage.getItem(KEY) ?? 'null') as SignInState | null;
    } catch {
      return null;
    }
  };
  const dispatch = (action: SignInStateAction): SignInState | null => {
    const next = signInStateReducer(read(), action);
    if (next) storage.setItem(KEY, JSON.stringify(next));
    else storage.removeItem(KEY);
    return next;
  };
  return {
    dispatch,
    current: () => dispatch({ type: 'tick', now: now() }),
  };
}
