import type { ApiErrorBody } from '@ditto/contract';

/** The client's error messages, worded exactly: no response, failed refresh after a 401, other failures. */
export const apiErrorMessages = {
  network: 'Network error or missing response',
  refreshFailed: 'Authentication refresh failed',
  requestFailed: 'API request failed',
} as const;

/** Codes of the errors the client finds itself (the server's codes are the contract's `errorCodes`). */
export const clientErrorCodes = {
  /** A request that breaks the contract's rules; nothing was sent. Same code as the server's 400. */
  invalidRequest: 'validation_failed',
  /** A 2xx response that breaks the contract (wrong shape, not JSON, not the expected media type). */
  invalidResponse: 'invalid_response',
  /** A streamed reply that stopped (connection lost, or ended) before its `done` event. */
  streamInterrupted: 'stream_interrupted',
} as const;

/** What a streamed reply that broke off says. */
export const streamInterruptedMessage = 'The reply stream was interrupted before the reply was complete';

export interface ApiErrorDetails {
  /** HTTP status; 0 when no response arrived (network error, timeout) or no request was sent. */
  status: number;
  /** The machine-readable code of the body's `error.code`, when the server sent one. */
  code?: string;
  /** The parsed response body, when there was one. */
  response?: unknown;
  /** The response body when it is the contract's error body (`{ error: { code, message, fields? } }`). */
  body?: ApiErrorBody;
  /** What went wrong underneath (a ky error, a schema failure, a refresh failure). */
  originalError?: unknown;
}

/** Every failure of a product API call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly response?: unknown;
  /** The server's error body, typed by the contract: its message for the user and its failing fields. */
  readonly body?: ApiErrorBody;
  readonly originalError?: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.originalError === undefined ? undefined : { cause: details.originalError });
    this.status = details.status;
    this.code = details.code;
    this.response = details.response;
    this.body = details.body;
    this.originalError = details.originalError;
  }
}
