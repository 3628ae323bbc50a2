import { describe, expect, it } from 'vitest';
import { createSignInStateStore, SIGN_IN_STATE_TTL_MS, signInStateReducer } from './sign-in-state.ts';
import { createMemoryStorage } from './storage.ts';

const challenged = {
  type: 'challenged',
  username: 'a@b.c',
  challengeName: 'SMS_MFA',
  session: 's',
  now: 1000,
} as const;

describe('sign-in state reducer', () => {
  it('records username, challenge and session with a 3-minute expiry', () => {
    expect(signInStateReducer(null, challenged)).toEqual({
      username: 'a@b.c',
      challengeName: 'SMS_MFA',
      session: 's',
      expiresAt: 1000 + 3 * 60 * 1000,
    });
  });

  it('keeps the state until 3 minutes have passed, then drops it', () => {
    const state = signInStateReducer(null, challenged);
    expect(signInStateReducer(state, { type: 'tick', now: 1000 + SIGN_IN_STATE_TTL_MS - 1 })).toBe(state);
    expect(signInStateReducer(state, { type: 'tick', now: 1000 + SIGN_IN_STATE_TTL_MS })).toBeNull();
  });

  it('drops the state when the sign-in completes', () => {
    expect(signInStateReducer(signInStateReducer(null, challenged), { type: 'completed' })).toBeNull();
  });
});

describe('sign-in state store', () => {
  it('persists the state and forgets it after it lapses', () => {
    let clock = 1000;
    const storage = createMemoryStorage();
    const store = createSignInStateStore(storage, () => clock);
    store.dispatch(challenged);
    expect(store.current()?.challengeName).toBe('SMS_MFA');
    clock += SIGN_IN_STATE_TTL_MS;
    expect(store.current()).toBeNull();
    expect(storage.getItem('CognitoSignInState')).toBeNull();
  });

  it('treats unreadable stored state as none', () => {
    const storage = createMemoryStorage();
    storage.setItem('CognitoSignInState', '{not json');
    expect(createSignInStateStore(storage, () => 0).current()).toBeNull();
  });
});
