import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGetUserAttributes } from '../identity/get-user.ts';
import { log } from '../log.ts';
import { InvalidAccessTokenError } from './access-token.ts';
import { createSessionCheck, SESSION_CHECK_TTL_MS } from './session-check.ts';

describe('createSessionCheck while the identity provider is unreachable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets requests through on their signature and logs the outage once a minute, not once a request', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    let clock = 1_000_000;
    // Nothing listens on port 1: GetUser fails as it does when the provider is down.
    const getUserAttributes = createGetUserAttributes({ endpoint: 'http://127.0.0.1:1/', timeoutMs: 1_000 });
    const check = createSessionCheck({ getUserAttributes, now: () => clock });

    for (let i = 0; i < 5; i++) await expect(check(`token-${i}`, `user-${i}`)).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('identity provider is unreachable');

    clock += SESSION_CHECK_TTL_MS;
    await check('token-later', 'user-later');
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('waits for a slow provider only so long, then not at all until it answers, and heeds the late answer', async () => {
    vi.useFakeTimers();
    try {
      let answer: (valid: boolean) => void = () => {};
      const getUserAttributes = vi.fn(
        () =>
          new Promise<Record<string, string>>((resolve, reject) => {
            answer = (valid) =>
              valid ? resolve({}) : reject(new InvalidAccessTokenError('Access Token has been revoked'));
          }),
      );
      const check = createSessionCheck({ getUserAttributes, waitMs: 2_000 });

      let first: 'waiting' | 'through' = 'waiting';
      const request = check('slow-token', 'slow-user').then(() => {
        first = 'through';
      });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(first).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      await request;
      expect(first).toBe('through');

      // While the question is still open, the next request does not wait for it, nor ask again.
      await expect(check('slow-token', 'slow-user')).resolves.toBeUndefined();
      expect(getUserAttributes).toHaveBeenCalledTimes(1);

      answer(false);
      await vi.advanceTimersByTimeAsync(0);
      await expect(check('slow-token', 'slow-user')).rejects.toBeInstanceOf(InvalidAccessTokenError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createSessionCheck.forgetUser', () => {
  it("asks the provider again at once about a user's tokens, and only theirs", async () => {
    let clock = 1_000_000;
    const refused = new Set<string>();
    const getUserAttributes = vi.fn(async (token: string) => {
      if (refused.has(token)) throw new InvalidAccessTokenError('User is disabled.');
      return {};
    });
    const check = createSessionCheck({ getUserAttributes, now: () => clock });
    await check('dave-token', 'dave');
    await check('erin-token', 'erin');
    expect(getUserAttributes).toHaveBeenCalledTimes(2);

    refused.add('dave-token');
    clock += 1_000;
    await expect(check('dave-token', 'dave')).resolves.toBeUndefined(); // the earlier word holds for the minute
    check.forgetUser('dave');
    clock += 1;
    await expect(check('dave-token', 'dave')).rejects.toThrow('This session has ended');
    await check('erin-token', 'erin');
    expect(getUserAttributes).toHaveBeenCalledTimes(3);
  });
});
