import { AuthError, NETWORK_ERROR } from './errors.ts';

export const MAX_ATTEMPTS = 3;
export const BASE_DELAY_MS = 100;
export const MAX_JITTER_MS = 100;
export const MAX_DELAY_MS = 5 * 60 * 1000;

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Error names AWS uses for throttling and timeouts (as the AWS SDKs and Amplify classify them). */
const RETRYABLE_NAMES = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  NETWORK_ERROR,
]);

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof AuthError)) return false;
  return RETRYABLE_STATUSES.has(error.statusCode) || RETRYABLE_NAMES.has(error.code);
}

/** Delay before retry number `attempt` (1-based): 2^attempt * 100 ms plus up to 100 ms jitter, capped at 5 min. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(2 ** attempt * BASE_DELAY_MS + random() * MAX_JITTER_MS, MAX_DELAY_MS);
}

export interface RetryOptions {
  sleep: (ms: number) => Promise<void>;
  random?: () => number;
  maxAttempts?: number;
}

/** Runs `task` up to 3 times, waiting between attempts, while its failure is retryable. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryable(error)) throw error;
      await options.sleep(retryDelay(attempt, options.random));
    }
  }
}
