import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './errors.ts';
import { NETWORK_ERROR_MESSAGE } from './messages.ts';
import { isRetryable, MAX_DELAY_MS, retryDelay } from './retry.ts';
import { createAuthService } from './service.ts';
import { answeringFetch, POOL, providerError } from './testing/provider-responses.ts';
import { createTransport } from './transport.ts';

function transportWith(answer: Parameters<typeof answeringFetch>[0], random = () => 0) {
  const provider = answeringFetch(answer);
  const delays: number[] = [];
  const call = createTransport({
    endpoint: POOL.endpoint,
    service: 'AWSCognitoIdentityProviderService',
    fetch: provider.fetch,
    sleep: async (ms) => void delays.push(ms),
    random,
  });
  return { call, delays, provider };
}

describe('retry of identity-provider calls', () => {
  afterEach(() => vi.useRealTimers());

  it('makes at most 3 attempts, waiting 2^n*100 ms plus jitter between them', async () => {
    const { call, delays, provider } = transportWith(() =>
      providerError('InternalErrorException', 'boom', 500),
    );
    await expect(call('GetUser', {})).rejects.toMatchObject({
      code: 'InternalErrorException',
      statusCode: 500,
    });
    expect(provider.calls).toHaveLength(3);
    expect(delays).toEqual([200, 400]);
  });

  it('adds at most 100 ms of random jitter', async () => {
    const { call, delays } = transportWith(
      () => providerError('ThrottlingException', 'slow down'),
      () => 0.999,
    );
    await expect(call('GetUser', {})).rejects.toThrow('slow down');
    expect(delays[0]).toBeGreaterThan(299);
    expect(delays[0]).toBeLessThan(300);
    expect(delays[1]).toBeGreaterThan(499);
    expect(delays[1]).toBeLessThan(500);
  });

  it('caps a delay at 5 minutes', () => {
    expect(retryDelay(1, () => 0)).toBe(200);
    expect(retryDelay(11, () => 0)).toBe(204_800);
    expect(retryDelay(12, () => 0)).toBe(MAX_DELAY_MS);
    expect(retryDelay(30, () => 1)).toBe(5 * 60 * 1000);
  });

  it('stops retrying as soon as an attempt succeeds', async () => {
    const { call, provider } = transportWith((_op, _params, n) =>
      n < 2 ? providerError('TooManyRequestsException', 'busy', 429) : { body: { ok: true } },
    );
    await expect(call('GetUser', {})).resolves.toEqual({ ok: true });
    expect(provider.calls).toHaveLength(2);
  });

  it.each([429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    const { call, provider } = transportWith(() => providerError('SomeError', 'x', status));
    await expect(call('GetUser', {})).rejects.toThrow();
    expect(provider.calls).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 501])('does not retry HTTP %i with a non-retryable name', async (status) => {
    const { call, provider } = transportWith(() => providerError('SomeError', 'x', status));
    await expect(call('GetUser', {})).rejects.toThrow();
    expect(provider.calls).toHaveLength(1);
  });

  it.each([
    'ThrottlingException',
    'TooManyRequestsException',
    'LimitExceededException',
    'RequestLimitExceeded',
    'RequestTimeout',
    'RequestTimeoutException',
    'TimeoutError',
  ])('retries the throttling or timeout error %s', async (name) => {
    const { call, provider } = transportWith(() => providerError(name, 'x', 400));
    await expect(call('GetUser', {})).rejects.toMatchObject({ code: name });
    expect(provider.calls).toHaveLength(3);
  });

  it.each([
    'NotAuthorizedException',
    'UserNotFoundException',
    'CodeMismatchException',
    'ExpiredCodeException',
    'InvalidPasswordException',
    'UsernameExistsException',
  ])('does not retry %s', async (name) => {
    const { call, provider } = transportWith(() => providerError(name, 'x', 400));
    await expect(call('GetUser', {})).rejects.toMatchObject({ code: name });
    expect(provider.calls).toHaveLength(1);
  });

  it('retries network failures and reports them as "A network error has occurred."', async () => {
    const { call, provider } = transportWith(() => ({ networkFailure: true }));
    const error = await call('GetUser', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'NetworkError', message: NETWORK_ERROR_MESSAGE, statusCode: 0 });
    expect(provider.calls).toHaveLength(3);
  });

  it("treats a success that is not the provider's JSON (a captive portal) as a network error", async () => {
    let calls = 0;
    const call = createTransport({
      endpoint: POOL.endpoint,
      service: 'AWSCognitoIdentityProviderService',
      fetch: async () => {
        calls++;
        return new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 });
      },
      sleep: async () => {},
    });
    await expect(call('InitiateAuth', {})).rejects.toMatchObject({
      code: 'NetworkError',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(calls).toBe(3);
  });

  it('reads an empty success body as no fields', async () => {
    const call = createTransport({
      endpoint: POOL.endpoint,
      service: 'AWSCognitoIdentityProviderService',
      fetch: async () => new Response('', { status: 200 }),
      sleep: async () => {},
    });
    await expect(call('GlobalSignOut', {})).resolves.toEqual({});
  });

  it('settles a sign-in answered by a captive portal instead of leaving it pending', async () => {
    const service = createAuthService({
      ...POOL,
      fetch: async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }),
      sleep: async () => {},
    });
    await expect(service.signIn({ username: 'a@example.com', password: 'Secret-123' })).resolves.toEqual({
      success: false,
      error: NETWORK_ERROR_MESSAGE,
      code: 'NetworkError',
    });
  });

  it('reads the error name from the x-amzn-errortype header when the body has none', async () => {
    const { call } = transportWith(() => ({
      status: 400,
      body: {},
      headers: { 'x-amzn-errortype': 'ExpiredCodeException:' },
    }));
    await expect(call('ConfirmSignUp', {})).rejects.toMatchObject({
      code: 'ExpiredCodeException',
      message: '',
    });
  });

  it('waits on the real timer between attempts (fake clock)', async () => {
    vi.useFakeTimers();
    const provider = answeringFetch(() => ({ networkFailure: true }));
    const service = createAuthService({ ...POOL, fetch: provider.fetch, random: () => 0.5 });
    const result = service.resendSignUpCode({ username: 'a@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(provider.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(450);
    expect(provider.calls).toHaveLength(3);
    await expect(result).resolves.toEqual({
      success: false,
      error: NETWORK_ERROR_MESSAGE,
      code: 'NetworkError',
    });
  });

  it('classifies only AuthErrors', () => {
    expect(isRetryable(new Error('Network error'))).toBe(false);
    expect(isRetryable(new AuthError('X', '', { statusCode: 503 }))).toBe(true);
  });
});
