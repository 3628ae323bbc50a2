/** The messages of spec §8 (Product API errors), verbatim. */
export const apiErrorMessages = {
  network: 'Network error or missing response',
  refreshFailed: 'Authentication refresh failed',
  requestFailed: 'API request failed',
} as const;

export interface ApiErrorDetails {
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  status: number;
  /** The machine-readable code of the body's `error.code`, when the server sent one. */
  code?: string;
  /** The parsed response body, when there was one. */
  response?: unknown;
  /** What went wrong underneath (a ky error, a schema failure, a refresh failure). */
  originalError?: unknown;
}

/** Every failure of a product API call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: string;
  readonly response?: unknown;
  readonly originalError?: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.originalError === undefined ? undefined : { cause: details.originalError });
    this.status = details.status;
    this.code = details.code;
    this.response = details.response;
    this.originalError = details.originalError;
  }
}
