import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGetUserAttributes } from '../identity/get-user.ts';
import { createSessionCheck, SESSION_CHECK_TTL_MS } from './session-check.ts';

describe('createSessionCheck while the identity provider is unreachable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets requests through on their signature and logs the outage once a minute, not once a request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let clock = 1_000_000;
    // Nothing listens on port 1: GetUser fails as it does when the provider is down.
    const getUserAttributes = createGetUserAttributes({ endpoint: 'http://127.0.0.1:1/', timeoutMs: 1_000 });
    const check = createSessionCheck({ getUserAttributes, now: () => clock });

    for (let i = 0; i < 5; i++) await expect(check(`token-${i}`)).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('identity provider is unreachable');

    clock += SESSION_CHECK_TTL_MS;
    await check('token-later');
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
