import { NETWORK_ERROR_MESSAGE } from './messages.ts';

/** An error reported by the identity provider, or by the way to it (network, validation). */
export class AuthError extends Error {
  /** The provider's error name, e.g. `NotAuthorizedException`, or `NetworkError`. */
  readonly code: string;
  /** HTTP status of the provider's answer; 0 without an answer. */
  readonly statusCode: number;

  constructor(code: string, message: string, options: { statusCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = code;
    this.code = code;
    this.statusCode = options.statusCode ?? 0;
  }
}

export const NETWORK_ERROR = 'NetworkError';
export const VALIDATION_ERROR = 'ValidationError';

export function networkError(cause: unknown): AuthError {
  return new AuthError(NETWORK_ERROR, NETWORK_ERROR_MESSAGE, { cause });
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof AuthError && error.code === NETWORK_ERROR;
}

/** The provider's message, or '' when it has none (Cognito SDKs report a missing message as the text "null"). */
export function providerMessage(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text === 'null' || text === 'undefined' ? '' : text;
}

/** The error name a provider's answer carries, from `__type` (`prefix#Name`) or an `x-amzn-errortype` header. */
export function errorNameOf(body: unknown, header: string | null): string {
  const raw = readString(body, '__type') || readString(body, 'code') || header || '';
  return raw.split('#').pop()?.split(':')[0] ?? '';
}

export function readString(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : '';
}
