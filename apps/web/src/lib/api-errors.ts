import { ApiError } from '@ditto/api-client';

/** What to tell the user: the server's own message when it sent one (e.g. a 409's), else the client's. */
export function apiErrorMessage(error: unknown): string {
  const serverMessage = error instanceof ApiError ? error.body?.error.message : undefined;
  if (serverMessage) return serverMessage;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** The machine-readable code of an API failure (the body's `error.code`), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The first problem with each field of a refused request (`{ error: { fields: { title: ['…'] } } }`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? error.body?.error.fields : undefined;
  return Object.fromEntries(
    Object.entries(fields ?? {}).flatMap(([name, [first]]) => (first === undefined ? [] : [[name, first]])),
  );
}

/**
 * The server's refusal with a reason the user is told (a 4xx: a rule broken, a conflict, something gone, an ended
 * session): an expected outcome of using the app, not a failure of it.
 */
function isExpectedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Logs a failure the user was shown, unless it is an expected refusal: the app logs errors only. */
export function logUnexpected(error: unknown): void {
  // The message only: an HTTP error object holds the request and its Authorization header.
  if (!isExpectedRefusal(error)) console.error(apiErrorMessage(error));
}
